export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s, … doubling per consecutive failure, capped at 5 minutes. */
export const defaultBackoff: BackoffPolicy = { baseMs: 1_000, maxMs: 5 * 60_000 };

/** Delay before the next attempt after `consecutiveFailures` (≥ 1) failures in a row. */
export function backoffDelay(consecutiveFailures: number, policy: BackoffPolicy = defaultBackoff): number {
  const exponent = Math.max(0, consecutiveFailures - 1);
  // Past 2^30 the product stops meaning anything; the cap has long been reached by then.
  return Math.min(policy.baseMs * 2 ** Math.min(exponent, 30), policy.maxMs);
}
