import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../db';
import type { RefreshOutcome } from '../api/create-api-client';
import type { OutboxQueue } from '../repos/outbox-repo';
import { backoffDelay } from './backoff';
import { fakeConnectivity } from './fake-connectivity';
import { createSyncEngine } from './sync-engine';

/** The outbox in memory, with the semantics of the Dexie repo. */
/** Entry n ends practice session n by default: POST practice-sessions/n/complete { practiceMemo }. */
function memoryQueue(specs: Array<Partial<OutboxEntry>>) {
  const rows = specs.map(
    (spec, index) =>
      ({
        seq: index + 1,
        id: `key-${index + 1}`,
        userId: 'u-1',
        kind: 'practice-complete',
        payload: { sessionId: String(index + 1), practiceMemo: `memo ${index + 1}` },
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
        status: 'pending',
        lastError: null,
        ...spec,
      }) as OutboxEntry,
  );
  const row = (seq: number) => rows.find((candidate) => candidate.seq === seq) as OutboxEntry;
  const queue: OutboxQueue = {
    nextPending: async (userId) =>
      rows
        .filter((entry) => entry.userId === userId && entry.status === 'pending')
        .sort((a, b) => a.seq - b.seq)[0],
    markSent: async (seq) => void rows.splice(rows.indexOf(row(seq)), 1),
    markRejected: async (seq, message) =>
      void Object.assign(row(seq), { status: 'rejected', lastError: message }),
    recordFailure: async (seq, failure) => void Object.assign(row(seq), failure),
  };
  return { rows, queue };
}

type Reply = Response | Error | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake fetch answering each path from a script, one reply per attempt; the default is 200. */
function scriptedFetch(script: Record<string, Reply[]>) {
  const calls: Array<{
    path: string;
    at: number;
    headers: Record<string, string>;
    body: unknown;
    method: string;
  }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1/', '');
    const headers = init.headers as Record<string, string>;
    calls.push({
      path,
      at: Date.now(),
      headers,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(init.body as string) : null,
    });
    const reply = script[path]?.shift() ?? json(200, { ok: true });
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch, calls };
}

/** Lets the engine's promise chains run; real macrotasks, since only setTimeout and Date are faked. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

function setup(options: {
  entries: Array<Partial<OutboxEntry>>;
  script?: Record<string, Reply[]>;
  refresh?: () => Promise<RefreshOutcome>;
  online?: boolean;
}) {
  const { rows, queue } = memoryQueue(options.entries);
  const { fetch, calls } = scriptedFetch(options.script ?? {});
  const connectivity = fakeConnectivity(options.online ?? true);
  let token = 'token-1';
  const refreshSession = vi.fn(
    options.refresh ??
      (async (): Promise<RefreshOutcome> => {
        token = 'token-2';
        return { status: 'refreshed', accessToken: token };
      }),
  );
  const engine = createSyncEngine({
    queue,
    fetch,
    apiBase: '/api/v1',
    getAccessToken: () => token,
    refreshSession,
    connectivity,
  });
  return { engine, rows, calls, connectivity, refreshSession, fetch };
}

const networkDown = () => new TypeError('Failed to fetch');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine: order and identity', () => {
  it("sends the signed-in user's entries one at a time, oldest first, each with its Idempotency-Key", async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const { engine, calls } = setup({
      entries: [
        {},
        {},
        { userId: 'u-2' },
        { kind: 'bookmark', payload: { scenarioId: '4', bookmarked: false } },
      ],
      script: {
        'practice-sessions/1/complete': [new Promise<Response>((resolve) => (answerFirst = resolve))],
      },
    });

    engine.start('u-1');
    await settle();
    // The second entry waits for the first one's answer.
    expect(calls.map((call) => call.path)).toEqual(['practice-sessions/1/complete']);

    answerFirst(json(200, { ok: true }));
    await settle();

    expect(calls.map((call) => call.path)).toEqual([
      'practice-sessions/1/complete',
      'practice-sessions/2/complete',
      'cases/4/bookmark',
    ]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { practiceMemo: 'memo 1' },
      headers: {
        'Idempotency-Key': 'key-1',
        Authorization: 'Bearer token-1',
        'Content-Type': 'application/json',
      },
    });
    expect(calls[2]).toMatchObject({ method: 'DELETE', body: null, headers: { 'Idempotency-Key': 'key-4' } });
    expect(calls[2]?.headers['Content-Type']).toBeUndefined();
  });

  it('never sends entries of a user other than the signed-in one', async () => {
    const { engine, calls, rows } = setup({ entries: [{ userId: 'u-2' }, { userId: 'u-3' }] });
    engine.start('u-1');
    await settle();
    expect(calls).toHaveLength(0);
    expect(rows).toHaveLength(2);
  });

  it('stops sending once stopped (logout), even with an answer still on the way', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const { engine, calls, rows } = setup({
      entries: [{}, {}],
      script: {
        'practice-sessions/1/complete': [new Promise<Response>((resolve) => (answerFirst = resolve))],
      },
    });
    engine.start('u-1');
    await settle();
    engine.stop();
    answerFirst(json(200, { ok: true }));
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls.map((call) => call.path)).toEqual(['practice-sessions/1/complete']);
    // Not marked sent: a later session resends it under the same key and gets the first answer.
    expect(rows.map((row) => row.id)).toEqual(['key-1', 'key-2']);
  });
});

describe('sync engine: whose token', () => {
  /** Tokens as the app reads them: one shared store, whose `sub` says who they were issued to. */
  function sharedTokens(initial: string) {
    const store = { token: initial as string | null };
    return {
      store,
      getAccessToken: () => store.token,
      tokenOwner: (token: string) => token.split(':')[0] ?? null,
    };
  }

  it("after a logout, another learner's session never carries the first learner's entries", async () => {
    const { rows, queue } = memoryQueue([{ userId: 'u-1' }, { userId: 'u-1' }]);
    const { fetch, calls } = scriptedFetch({});
    const tokens = sharedTokens('u-1:token');
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      connectivity: fakeConnectivity(true),
      refreshSession: async () => ({ status: 'rejected' }),
      ...tokens,
    });

    // u-1 queued offline and signed out; u-2 signs in on this device and goes online.
    tokens.store.token = 'u-2:token';
    engine.start('u-2');
    await settle();
    expect(calls).toHaveLength(0);

    // u-1 signs in again: their entries go, with their own token.
    tokens.store.token = 'u-1:token-2';
    engine.start('u-1');
    await settle();
    expect(calls.map((call) => [call.path, call.headers.Authorization])).toEqual([
      ['practice-sessions/1/complete', 'Bearer u-1:token-2'],
      ['practice-sessions/2/complete', 'Bearer u-1:token-2'],
    ]);
    expect(rows).toHaveLength(0);
    engine.stop();
  });

  it('waits without a request while another tab has signed in someone else, and goes on when kicked', async () => {
    const { rows, queue } = memoryQueue([{ userId: 'u-1' }]);
    const { fetch, calls } = scriptedFetch({});
    const tokens = sharedTokens('u-2:token');
    const refreshSession = vi.fn(async (): Promise<RefreshOutcome> => ({ status: 'rejected' }));
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      connectivity: fakeConnectivity(true),
      refreshSession,
      ...tokens,
    });

    engine.start('u-1');
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(0);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });

    tokens.store.token = 'u-1:token';
    engine.kick();
    await settle();
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer u-1:token']);
    engine.stop();
  });

  it('a refresh that hands back a token of someone else sends nothing', async () => {
    const { queue } = memoryQueue([{ userId: 'u-1' }]);
    const { fetch, calls } = scriptedFetch({
      'practice-sessions/1/complete': [
        json(401, { error: 'Session expired or token is invalid.', code: 'UNAUTHENTICATED' }),
      ],
    });
    const tokens = sharedTokens('u-1:old');
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      connectivity: fakeConnectivity(true),
      refreshSession: async () => {
        tokens.store.token = 'u-2:new';
        return { status: 'refreshed', accessToken: 'u-2:new' };
      },
      ...tokens,
    });
    engine.start('u-1');
    await settle();
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer u-1:old']);
    engine.stop();
  });
});

describe('sync engine: last in sync', () => {
  it('tells onSynced once a drain has answers for everything, refusals included', async () => {
    const { queue } = memoryQueue([{}, {}]);
    const { fetch } = scriptedFetch({
      'practice-sessions/2/complete': [json(404, { error: '증례를 찾을 수 없습니다.' })],
    });
    const onSynced = vi.fn();
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      getAccessToken: () => 'token',
      refreshSession: async () => ({ status: 'rejected' }),
      connectivity: fakeConnectivity(true),
      onSynced,
    });
    engine.start('u-1');
    await settle();
    expect(onSynced).toHaveBeenCalledTimes(1);
    expect(onSynced).toHaveBeenCalledWith('u-1');

    // Nothing to send: no claim of having talked to the server.
    engine.kick();
    await settle();
    expect(onSynced).toHaveBeenCalledTimes(1);
    engine.stop();
  });

  it('does not claim to be in sync while an entry still waits for a retry', async () => {
    const { queue } = memoryQueue([{}]);
    const { fetch } = scriptedFetch({ 'practice-sessions/1/complete': [networkDown()] });
    const onSynced = vi.fn();
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      getAccessToken: () => 'token',
      refreshSession: async () => ({ status: 'rejected' }),
      connectivity: fakeConnectivity(true),
      onSynced,
    });
    engine.start('u-1');
    await settle();
    expect(onSynced).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(onSynced).toHaveBeenCalledTimes(1);
    engine.stop();
  });
});

describe('sync engine: backoff', () => {
  it('retries network failures after 1 s, 2 s, 4 s, and resets the delay after a success', async () => {
    const { engine, calls, rows, connectivity } = setup({
      entries: [{}, {}],
      script: {
        'practice-sessions/1/complete': [networkDown(), networkDown(), networkDown()],
        'practice-sessions/2/complete': [networkDown()],
      },
    });
    engine.start('u-1');
    await settle();
    expect(calls.map((call) => call.at)).toEqual([0]);
    expect(rows[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: 1_000,
      lastError: '연결이 불안정합니다. 다시 시도해주세요.',
    });
    expect(connectivity.reportFailure).toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
    // entry 1 got through at 7 s; entry 2 went at once and failed; its retry waits 1 s again.
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();

    expect(calls.map((call) => [call.path, call.at])).toEqual([
      ['practice-sessions/1/complete', 0],
      ['practice-sessions/1/complete', 1_000],
      ['practice-sessions/1/complete', 3_000],
      ['practice-sessions/1/complete', 7_000],
      ['practice-sessions/2/complete', 7_000],
      ['practice-sessions/2/complete', 8_000],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('caps the delay at 5 minutes', () => {
    expect([1, 2, 3, 9, 10, 11, 60].map((failures) => backoffDelay(failures))).toEqual([
      1_000, 2_000, 4_000, 256_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('retries 5xx with backoff and honours Retry-After on 429', async () => {
    const { engine, calls } = setup({
      entries: [{}, {}],
      script: {
        'practice-sessions/1/complete': [
          json(503, { error: '서버에 일시적인 문제가 발생했습니다.', code: 'INTERNAL' }),
        ],
        'practice-sessions/2/complete': [
          json(429, { error: '요청이 너무 많습니다.', code: 'RATE_LIMITED' }, { 'Retry-After': '30' }),
        ],
      },
    });
    engine.start('u-1');
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    // entry 1 done at 1 s; entry 2 refused with 429 → waits 30 s, not the 1 s backoff.
    await vi.advanceTimersByTimeAsync(29_999);
    await settle();
    expect(calls.map((call) => [call.path, call.at])).toEqual([
      ['practice-sessions/1/complete', 0],
      ['practice-sessions/1/complete', 1_000],
      ['practice-sessions/2/complete', 1_000],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls.at(-1)).toMatchObject({ path: 'practice-sessions/2/complete', at: 31_000 });
  });
});

describe('sync engine: refusals', () => {
  it('marks a 4xx entry rejected with the server message and carries on with the next one', async () => {
    const { engine, calls, rows } = setup({
      entries: [{}, {}, {}],
      script: {
        'practice-sessions/2/complete': [
          json(422, {
            error: '같은 Idempotency-Key로 다른 내용의 요청을 보낼 수 없습니다.',
            code: 'IDEMPOTENCY_MISMATCH',
          }),
        ],
      },
    });
    engine.start('u-1');
    await settle();
    expect(calls.map((call) => [call.path, call.at])).toEqual([
      ['practice-sessions/1/complete', 0],
      ['practice-sessions/2/complete', 0],
      ['practice-sessions/3/complete', 0],
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'key-2',
        status: 'rejected',
        lastError: '같은 Idempotency-Key로 다른 내용의 요청을 보낼 수 없습니다.',
      }),
    ]);
  });

  it('on 401 pauses, refreshes once through the API client, then resends with the new token', async () => {
    const { engine, calls, refreshSession, rows } = setup({
      entries: [{}, {}],
      script: {
        'practice-sessions/1/complete': [
          json(401, { error: 'Session expired or token is invalid.', code: 'UNAUTHENTICATED' }),
        ],
      },
    });
    engine.start('u-1');
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => [call.path, call.headers.Authorization])).toEqual([
      ['practice-sessions/1/complete', 'Bearer token-1'],
      ['practice-sessions/1/complete', 'Bearer token-2'],
      ['practice-sessions/2/complete', 'Bearer token-2'],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('stays paused when the refresh is refused, until started again', async () => {
    const { engine, calls, refreshSession } = setup({
      entries: [{}],
      script: {
        'practice-sessions/1/complete': [json(401, { error: 'Session expired or token is invalid.' })],
      },
      refresh: async () => ({ status: 'rejected' }),
    });
    engine.start('u-1');
    await settle();
    engine.kick();
    await vi.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(calls).toHaveLength(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);

    engine.start('u-1');
    await settle();
    expect(calls).toHaveLength(2);
  });
});

describe('sync engine: connectivity', () => {
  it('does not try while the browser is offline and sends as soon as it comes back', async () => {
    const { engine, calls, connectivity } = setup({ entries: [{}], online: false });
    engine.start('u-1');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);

    connectivity.goOnline();
    await settle();
    expect(calls.map((call) => call.at)).toEqual([60_000]);
  });

  it('coming back online skips the remaining backoff', async () => {
    const { engine, calls, connectivity } = setup({
      entries: [{}],
      script: { 'practice-sessions/1/complete': [networkDown(), networkDown(), networkDown()] },
    });
    engine.start('u-1');
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    // Now waiting 4 s; the network returns after 500 ms.
    connectivity.goOffline();
    await vi.advanceTimersByTimeAsync(500);
    connectivity.goOnline();
    await settle();
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000, 3_500]);
  });
});
