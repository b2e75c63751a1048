/**
 * Wraps an async task so that callers arriving while it runs share the same promise instead of
 * starting it again. Once it settles, the next caller starts a fresh run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * singleFlight per key: callers whose arguments give the same key while a run for it is under way
 * share that run; different keys run side by side.
 */
export function keyedSingleFlight<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  task: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const flights = new Map<string, () => Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    let flight = flights.get(key);
    if (!flight) {
      flight = singleFlight(() => task(...args));
      flights.set(key, flight);
    }
    return flight();
  };
}
