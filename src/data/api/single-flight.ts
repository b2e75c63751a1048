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
