import { describe, expect, it, vi } from 'vitest';
import { watchOutbox, type CountSource } from './outbox-watch';

/** A count source the test drives: emit a value, fail, and see who is subscribed. */
function fakeSource() {
  const observers = new Set<{ next(count: number): void; error(error: unknown): void }>();
  const source: CountSource = {
    subscribe(observer) {
      observers.add(observer);
      return { unsubscribe: () => void observers.delete(observer) };
    },
  };
  return {
    source,
    emit: (count: number) => [...observers].forEach((observer) => observer.next(count)),
    fail: () =>
      [...observers].forEach((observer) => {
        observers.delete(observer); // an observable ends with its error
        observer.error(new Error('IndexedDB hiccup'));
      }),
    get subscribers() {
      return observers.size;
    },
  };
}

function setup(leading: boolean) {
  const feed = fakeSource();
  const kick = vi.fn();
  const nudgeLeader = vi.fn();
  let lead = leading;
  const stop = watchOutbox({ source: feed.source, leading: () => lead, kick, nudgeLeader });
  return { feed, kick, nudgeLeader, stop, setLeading: (value: boolean) => (lead = value) };
}

describe('watchOutbox', () => {
  it('kicks the engine on every change in the syncing tab', () => {
    const { feed, kick, nudgeLeader } = setup(true);
    feed.emit(0);
    feed.emit(1);
    feed.emit(0);
    expect(kick).toHaveBeenCalledTimes(3);
    expect(nudgeLeader).not.toHaveBeenCalled();
  });

  it('in another tab, tells the syncing tab whenever something waits and the count changed', () => {
    const { feed, kick, nudgeLeader } = setup(false);
    feed.emit(0); // nothing waits: nothing to say
    feed.emit(1); // a write here
    feed.emit(2); // another
    feed.emit(0); // the leader sent both
    expect(nudgeLeader).toHaveBeenCalledTimes(2);
    expect(kick).not.toHaveBeenCalled();
  });

  it("a watch that missed the leader's drain still tells it of a new write (stale count 2, then 1)", () => {
    const { feed, nudgeLeader } = setup(false);
    feed.emit(2); // two written here while offline; the leader's drain to 0 was never seen here
    feed.emit(1); // a new write here: the count read 0 → 1, but this tab last saw 2
    expect(nudgeLeader).toHaveBeenCalledTimes(2);
    feed.emit(1); // the same count again: nothing new to say
    expect(nudgeLeader).toHaveBeenCalledTimes(2);
  });

  it('follows the lock: a tab that takes over kicks its own engine', () => {
    const { feed, kick, nudgeLeader, setLeading } = setup(false);
    feed.emit(1);
    setLeading(true);
    feed.emit(2);
    expect(nudgeLeader).toHaveBeenCalledTimes(1);
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('starts watching again after a failure instead of going deaf', () => {
    vi.useFakeTimers();
    try {
      const { feed, kick } = setup(true);
      feed.emit(0);
      feed.fail();
      expect(feed.subscribers).toBe(0);
      vi.advanceTimersByTime(1_000);
      expect(feed.subscribers).toBe(1);
      feed.emit(1); // a write in another tab, seen again
      expect(kick).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops for good: no retry after stop, nothing more reported', () => {
    vi.useFakeTimers();
    try {
      const { feed, kick, stop } = setup(true);
      feed.fail();
      stop();
      vi.advanceTimersByTime(5_000);
      expect(feed.subscribers).toBe(0);
      feed.emit(3);
      expect(kick).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
