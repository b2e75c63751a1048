import { describe, expect, it } from 'vitest';
import { keyedSingleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('keyedSingleFlight', () => {
  it('shares a run per key while it is under way, runs other keys side by side, and runs afresh once settled', async () => {
    const runs: string[] = [];
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const load = keyedSingleFlight(
      (userId: string, id: string) => `${userId}:${id}`,
      (userId: string, id: string) => {
        runs.push(`${userId}:${id}`);
        const gate = deferred<string>();
        pending.set(`${userId}:${id}`, gate);
        return gate.promise;
      },
    );

    const first = load('u1', 'a');
    const again = load('u1', 'a');
    const other = load('u1', 'b');
    expect(runs).toEqual(['u1:a', 'u1:b']);
    pending.get('u1:a')!.resolve('A');
    pending.get('u1:b')!.resolve('B');
    expect(await Promise.all([first, again, other])).toEqual(['A', 'A', 'B']);

    const later = load('u1', 'a');
    expect(runs).toEqual(['u1:a', 'u1:b', 'u1:a']);
    pending.get('u1:a')!.resolve('A2');
    expect(await later).toBe('A2');
  });
});
