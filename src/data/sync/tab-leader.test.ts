import { describe, expect, it, vi } from 'vitest';
import { createLeaderChannel, type ChannelLike } from './leader-channel';
import { electLeader, syncLockName, type LockManagerLike } from './tab-leader';

/**
 * The Web Locks API as the browser behaves: one holder per name, the others queued in order; an
 * aborted waiter leaves the queue with an AbortError; the holder keeps the lock until its callback
 * settles — or until its tab goes away (`dropHolder`), which the page cannot prevent.
 */
function fakeLocks() {
  interface Waiter {
    callback: () => Promise<void>;
    resolve: (value: unknown) => void;
    reject: (reason: unknown) => void;
    signal: AbortSignal;
  }
  const queues = new Map<string, Waiter[]>();
  const holders = new Map<string, Waiter>();

  function grant(name: string) {
    if (holders.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    holders.set(name, next);
    void next
      .callback()
      .then(next.resolve, next.reject)
      .finally(() => {
        if (holders.get(name) !== next) return; // dropped already
        holders.delete(name);
        grant(name);
      });
  }

  const locks: LockManagerLike = {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { callback, resolve, reject, signal: options.signal };
        options.signal.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          const index = queue.indexOf(waiter);
          if (index < 0) return; // already granted: aborting does not release a held lock
          queue.splice(index, 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        grant(name);
      });
    },
  };

  return {
    locks,
    /** The holder's tab closed or crashed: the browser releases its lock. */
    dropHolder(name: string) {
      holders.delete(name);
      grant(name);
    },
    waiting: (name: string) => queues.get(name)?.length ?? 0,
  };
}

/** One tab's view of the election: a log of what it was told. */
function tab(label: string, log: string[]) {
  return { lead: () => log.push(`${label} leads`), stepDown: () => log.push(`${label} steps down`) };
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

describe('tab leader election (Web Locks)', () => {
  it('one tab leads; the next takes over when it resigns (logout, tab left the learner)', async () => {
    const { locks, waiting } = fakeLocks();
    const log: string[] = [];
    const name = syncLockName('u-1');
    const a = electLeader(name, tab('A', log), locks);
    await settle();
    const b = electLeader(name, tab('B', log), locks);
    await settle();

    expect(log).toEqual(['A leads']);
    expect([a.leading, b.leading]).toEqual([true, false]);
    expect(waiting(name)).toBe(1);

    a.resign();
    // A stops at once, synchronously: nothing of A's is sent after its logout.
    expect(log).toEqual(['A leads', 'A steps down']);
    await settle();
    expect(log).toEqual(['A leads', 'A steps down', 'B leads']);
    expect([a.leading, b.leading]).toEqual([false, true]);
  });

  it('closing the syncing tab hands the work over to a waiting tab by itself', async () => {
    const { locks, dropHolder } = fakeLocks();
    const log: string[] = [];
    const name = syncLockName('u-1');
    electLeader(name, tab('A', log), locks);
    const b = electLeader(name, tab('B', log), locks);
    const c = electLeader(name, tab('C', log), locks);
    await settle();

    dropHolder(name); // tab A closed
    await settle();
    expect(log).toEqual(['A leads', 'B leads']);
    expect([b.leading, c.leading]).toEqual([true, false]);
  });

  it('a tab that resigns while waiting never leads later', async () => {
    const { locks, waiting } = fakeLocks();
    const log: string[] = [];
    const name = syncLockName('u-1');
    const a = electLeader(name, tab('A', log), locks);
    const b = electLeader(name, tab('B', log), locks);
    await settle();
    b.resign();
    await settle();
    expect(waiting(name)).toBe(0);

    a.resign();
    await settle();
    expect(log).toEqual(['A leads', 'A steps down']);
    expect(b.leading).toBe(false);
  });

  it('each learner has their own lock: tabs of two learners both lead', async () => {
    const { locks } = fakeLocks();
    const log: string[] = [];
    electLeader(syncLockName('u-1'), tab('A', log), locks);
    electLeader(syncLockName('u-2'), tab('B', log), locks);
    await settle();
    expect(log).toEqual(['A leads', 'B leads']);
  });

  it('without Web Locks every tab leads (the Idempotency-Key keeps duplicates harmless)', () => {
    const log: string[] = [];
    const a = electLeader(syncLockName('u-1'), tab('A', log), undefined);
    const b = electLeader(syncLockName('u-1'), tab('B', log), undefined);
    expect(log).toEqual(['A leads', 'B leads']);
    a.resign();
    a.resign();
    expect(log).toEqual(['A leads', 'B leads', 'A steps down']);
    expect(b.leading).toBe(true);
  });

  it('a lead handler that throws leaves the tab not leading, and the lock passes on', async () => {
    const { locks } = fakeLocks();
    const log: string[] = [];
    const name = syncLockName('u-1');
    const a = electLeader(
      name,
      {
        lead: () => {
          log.push('A leads');
          throw new Error('IndexedDB unavailable');
        },
        stepDown: () => log.push('A steps down'),
      },
      locks,
    );
    const b = electLeader(name, tab('B', log), locks);
    await settle();
    await settle();
    expect(log).toEqual(['A leads', 'A steps down', 'B leads']);
    expect([a.leading, b.leading]).toEqual([false, true]);
  });
});

/** BroadcastChannel between tabs of one browser: a message reaches every other channel of the name. */
function fakeBroadcast() {
  const channels = new Map<string, Set<{ deliver: (data: unknown) => void }>>();
  return (name: string): ChannelLike => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const self = {
      deliver: (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent)),
    };
    const peers = channels.get(name) ?? new Set();
    channels.set(name, peers.add(self));
    return {
      postMessage: (data) => {
        for (const peer of peers) if (peer !== self) queueMicrotask(() => peer.deliver(data));
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
      close: () => void peers.delete(self),
    };
  };
}

describe('asking the syncing tab', () => {
  it('a follower hands a grade check to the leader and resumes once it is done', async () => {
    const open = fakeBroadcast();
    let ids = 0;
    const leader = createLeaderChannel('cpx-sync:u-1', { open });
    const follower = createLeaderChannel('cpx-sync:u-1', { open, newId: () => `q-${++ids}` });
    let finishCheck: () => void = () => undefined;
    const handled: string[] = [];
    leader.serve(async (request) => {
      if (request.kind === 'check-grade') handled.push(request.sessionId);
      await new Promise<void>((resolve) => (finishCheck = resolve));
    });

    let answered = false;
    const asking = follower.ask({ kind: 'check-grade', sessionId: 's-1' }).then(() => (answered = true));
    await settle();
    expect(handled).toEqual(['s-1']);
    expect(answered).toBe(false);

    finishCheck();
    await asking;
    expect(answered).toBe(true);
  });

  it("hands back the leader's result (a mock exam check says whether it asked)", async () => {
    const open = fakeBroadcast();
    const leader = createLeaderChannel('cpx-sync:u-1', { open });
    const follower = createLeaderChannel('cpx-sync:u-1', { open });
    leader.serve(async (request) =>
      request.kind === 'check-mock-exam' && request.mockExamSessionId === 'm-1' ? 'cooling-down' : 'asked',
    );
    expect(await follower.ask({ kind: 'check-mock-exam', mockExamSessionId: 'm-1' })).toBe('cooling-down');
    expect(await follower.ask({ kind: 'check-grade', sessionId: 's-1' })).toBe('asked');
  });

  it('stops waiting when no leader answers in time', async () => {
    vi.useFakeTimers();
    try {
      const follower = createLeaderChannel('cpx-sync:u-1', { open: fakeBroadcast(), answerWithinMs: 15_000 });
      let answered = false;
      const asking = follower.ask({ kind: 'check-grade', sessionId: 's-1' }).then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await asking;
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a served handler that fails still answers, and a stopped leader no longer serves', async () => {
    const open = fakeBroadcast();
    const leader = createLeaderChannel('n', { open });
    const follower = createLeaderChannel('n', { open });
    const stop = leader.serve(async () => {
      throw new Error('offline');
    });
    expect(await follower.ask({ kind: 'check-grade', sessionId: 's-1' })).toBeUndefined();

    stop();
    const handler = vi.fn(async () => undefined);
    const other = createLeaderChannel('n', { open, answerWithinMs: 0 });
    other.serve(handler);
    await follower.ask({ kind: 'check-grade', sessionId: 's-2' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
