/**
 * For the sync tests that drive pollers and schedulers on fake timers: only setTimeout, clearTimeout
 * and Date are faked, so promise chains still run on real macrotasks.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** Fakes the timers at epoch 0 for every test of the file, and restores them after each. */
export function fakeSyncTimersForEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets pending promise chains run (ten rounds of real macrotasks). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Moves the clock second by second, letting every answer land before the next timer. */
export async function runFor(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 1_000) {
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
  }
}
