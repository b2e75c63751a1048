/**
 * The sync engine's push side: it drains the signed-in learner's outbox to the server.
 *
 * Rules (architecture "Data flows one way", brief §10):
 * - Strictly in order per user: one entry in flight; the next is sent only after the server
 *   accepted or refused the previous one. Entries of any other userId are never sent, and an entry
 *   is never sent with a token issued to someone else: tokens live in storage every tab shares, so
 *   another tab may have signed in another learner. The engine then waits (no request at all)
 *   until it is kicked again — the tab coordinator kicks it when the stored tokens change.
 * - An entry's request is built from its kind and payload (outbox-kinds). Every request carries
 *   `Idempotency-Key: <entry id>`, so a resend after a lost answer is safe.
 * - Network failures, 5xx, 408, 429 and "same key still in progress" are retried with capped
 *   exponential backoff (1 s doubling to 5 min, Retry-After respected); the streak resets after a
 *   success, and coming back online retries at once.
 * - Any other 4xx marks the entry rejected, with the server's Korean message, and the queue moves on.
 * - A 401 pauses the queue, refreshes the session once through the API client, then resumes. If
 *   the refresh is refused the engine stays paused until it is started again (the API client has
 *   already ended the session, or warned on a mock exam page).
 * - After a drain that got an answer for at least one entry and left nothing waiting, `onSynced`
 *   is told (the header shows when the device was last in sync).
 *
 * Pure: storage, fetch, clock, tokens and connectivity are injected, so tests drive it with fake
 * timers and a fake fetch.
 */
import type { OutboxEntry } from '../db';
import type { RefreshOutcome } from '../api/create-api-client';
import { apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from '../api/errors';
import type { OutboxQueue } from '../repos/outbox-repo';
import { backoffDelay, defaultBackoff, type BackoffPolicy } from './backoff';
import type { Connectivity } from './connectivity';
import { outboxRequest } from './outbox-kinds';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface SyncEngineDeps {
  queue: OutboxQueue;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Prefix of every path, e.g. "/api/v1". */
  apiBase: string;
  getAccessToken: () => string | null;
  refreshSession: () => Promise<RefreshOutcome>;
  connectivity: Connectivity;
  /** Whose token this is (its `sub` claim), or null when it cannot be read. */
  tokenOwner?: (token: string) => string | null;
  /** Everything this user had queued has been answered (see the header comment). */
  onSynced?: (userId: string) => void | Promise<void>;
  clock?: Clock;
  backoff?: BackoffPolicy;
}

type SendResult =
  | { kind: 'accepted' }
  | { kind: 'unauthorized' }
  | { kind: 'refused'; message: string }
  | { kind: 'retry-later'; message: string; networkFailure: boolean; retryAfterMs: number | null };

/** 4xx answers that mean "not now" rather than "never". */
const retryableClientStatuses = new Set([408, 425, 429]);

export interface SyncEngine {
  start(userId: string): void;
  stop(): void;
  /** Something changed (a new entry, a page came back): look at the queue now. */
  kick(): void;
  readonly userId: string | null;
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const clock = deps.clock ?? systemClock;
  const policy = deps.backoff ?? defaultBackoff;

  let userId: string | null = null;
  /** Bumped on every start/stop so a drain begun for an earlier session gives up. */
  let generation = 0;
  let draining = false;
  let drainRequested = false;
  let timer: unknown = null;
  let failureStreak = 0;
  let pausedForAuth = false;
  /** Set when the browser comes back online: the head entry is due now, whatever its backoff said. */
  let ignoreBackoffOnce = false;
  let unsubscribeConnectivity: (() => void) | null = null;

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function scheduleDrain(ms: number) {
    clearTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      requestDrain();
    }, ms);
  }

  async function send(entry: OutboxEntry, token: string | null): Promise<SendResult> {
    const request = outboxRequest(entry);
    const headers: Record<string, string> = { 'Idempotency-Key': entry.id, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: request.method, headers, credentials: 'same-origin' };
    if (request.body !== null && request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(`${deps.apiBase}/${request.path}`, init);
    } catch {
      return {
        kind: 'retry-later',
        message: NETWORK_ERROR_MESSAGE,
        networkFailure: true,
        retryAfterMs: null,
      };
    }
    if (response.ok) return { kind: 'accepted' };
    if (response.status === 401) return { kind: 'unauthorized' };

    const error = await apiErrorFromResponse(response);
    const retryAfterMs = error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000;
    const stillInProgress = error.code === 'IDEMPOTENCY_IN_PROGRESS';
    if (response.status >= 500 || retryableClientStatuses.has(response.status) || stillInProgress) {
      return { kind: 'retry-later', message: error.message, networkFailure: false, retryAfterMs };
    }
    return { kind: 'refused', message: error.message };
  }

  /** Sends due entries one by one until the queue is empty, must wait, or the session changes. */
  async function drainQueue(forGeneration: number): Promise<void> {
    const isCurrent = () => forGeneration === generation && userId !== null && !pausedForAuth;
    let refreshedForSeq: number | null = null;
    let answered = 0;

    while (isCurrent()) {
      if (!deps.connectivity.browserOnline()) return; // the `online` event restarts us
      const owner = userId as string;
      const entry = await deps.queue.nextPending(owner);
      if (!entry) {
        if (answered > 0 && isCurrent()) await deps.onSynced?.(owner);
        return;
      }
      if (!isCurrent() || entry.userId !== owner) return;

      const token = deps.getAccessToken();
      const tokenOwner = token && deps.tokenOwner ? deps.tokenOwner(token) : null;
      if (tokenOwner !== null && tokenOwner !== owner) return; // someone else's session: wait for a kick

      const waitMs = entry.nextAttemptAt - clock.now();
      if (waitMs > 0 && !ignoreBackoffOnce) {
        scheduleDrain(waitMs);
        return;
      }
      ignoreBackoffOnce = false;

      const result = await send(entry, token);
      if (forGeneration !== generation) return;

      switch (result.kind) {
        case 'accepted':
          failureStreak = 0;
          answered += 1;
          deps.connectivity.reportSuccess();
          await deps.queue.markSent(entry.seq);
          break;
        case 'refused':
          failureStreak = 0;
          answered += 1;
          deps.connectivity.reportSuccess();
          await deps.queue.markRejected(entry.seq, result.message);
          break;
        case 'unauthorized': {
          if (refreshedForSeq === entry.seq) {
            // Refreshed a moment ago and still refused: do not loop on refresh, back off instead.
            await recordFailure(entry, {
              message: '인증을 확인하지 못했습니다.',
              networkFailure: false,
              retryAfterMs: null,
            });
            return;
          }
          const outcome = await deps.refreshSession();
          if (forGeneration !== generation) return;
          if (outcome.status === 'rejected') {
            pausedForAuth = true;
            return;
          }
          if (outcome.status === 'unreachable') {
            await recordFailure(entry, {
              message: NETWORK_ERROR_MESSAGE,
              networkFailure: true,
              retryAfterMs: null,
            });
            return;
          }
          refreshedForSeq = entry.seq;
          break; // resend the same entry with the new token
        }
        case 'retry-later':
          await recordFailure(entry, result);
          return;
      }
    }
  }

  async function recordFailure(
    entry: OutboxEntry,
    failure: { message: string; networkFailure: boolean; retryAfterMs: number | null },
  ) {
    failureStreak += 1;
    if (failure.networkFailure) deps.connectivity.reportFailure();
    const delay = Math.max(backoffDelay(failureStreak, policy), failure.retryAfterMs ?? 0);
    await deps.queue.recordFailure(entry.seq, {
      attempts: entry.attempts + 1,
      nextAttemptAt: clock.now() + delay,
      lastError: failure.message,
    });
    scheduleDrain(delay);
  }

  function requestDrain() {
    if (userId === null) return;
    if (draining) {
      drainRequested = true;
      return;
    }
    draining = true;
    const forGeneration = generation;
    void (async () => {
      try {
        do {
          drainRequested = false;
          await drainQueue(forGeneration);
        } while (drainRequested && forGeneration === generation);
      } catch {
        // IndexedDB itself failed (quota, private mode…): try again later rather than spin.
        if (forGeneration === generation) scheduleDrain(backoffDelay(++failureStreak, policy));
      } finally {
        draining = false;
        // A new session may have started while the old drain was finishing.
        if (forGeneration !== generation && userId !== null) requestDrain();
      }
    })();
  }

  function stop() {
    generation += 1;
    userId = null;
    pausedForAuth = false;
    failureStreak = 0;
    ignoreBackoffOnce = false;
    clearTimer();
    unsubscribeConnectivity?.();
    unsubscribeConnectivity = null;
  }

  return {
    start(nextUserId: string) {
      stop();
      userId = nextUserId;
      unsubscribeConnectivity = deps.connectivity.subscribe(({ cameBackOnline }) => {
        if (!cameBackOnline) return;
        failureStreak = 0;
        ignoreBackoffOnce = true;
        clearTimer();
        requestDrain();
      });
      requestDrain();
    },
    stop,
    kick() {
      if (pausedForAuth) return;
      requestDrain();
    },
    get userId() {
      return userId;
    },
  };
}
