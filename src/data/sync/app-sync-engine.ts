/**
 * The app's sync, bound to Dexie, the API client and the browser. session-effects calls startSync
 * after sign-in and stopSync on sign-out.
 *
 * - Every tab watches connectivity (the header shows it) and reads Dexie, which other tabs' writes
 *   reach through liveQuery.
 * - Only the tab that leads for the signed-in learner (tab-leader, a Web Lock) drains the outbox and
 *   polls for grades, so two tabs never send the same queue side by side or poll twice. When it
 *   closes, a waiting tab takes over. A write made in another tab lands in the shared outbox; the
 *   leader's watch of it wakes its engine, and the writing tab tells the leader too (outbox-watch).
 * - Screens in any tab may ask for a grade check (a case or a mock exam); a tab that does not lead
 *   hands it to the leader (leader-channel).
 * - A refused entry is rolled back by the repo its kind names (reverting-queue, outbox-kinds), and
 *   the learner is told by the rejected-writes notice of the signed-in layout.
 */
import { liveQuery } from 'dexie';
import { storageKeys } from '../../../contract/auth';
import { appStore, onlineAtom } from '../../lib/app-atoms';
import { readJwtSubject } from '../../lib/jwt';
import { refreshSession } from '../api/api-client';
import { authStorage } from '../auth-storage';
import { db } from '../db';
import { outboxRepo } from '../repos/outbox-repo';
import { syncStatusRepo } from '../repos/sync-status-repo';
import { createConnectivity } from './connectivity';
import { createGradingSync } from './grading-sync';
import { createLeaderChannel, type LeaderChannel, type LeaderRequest } from './leader-channel';
import type { CheckResult } from './mock-exam-poller';
import { watchOutbox } from './outbox-watch';
import { repoReverters, revertingQueue } from './reverting-queue';
import { createSyncEngine } from './sync-engine';
import { electLeader, syncLockName, type Leadership } from './tab-leader';

export const connectivity = createConnectivity();
connectivity.subscribe(({ online }) => appStore.set(onlineAtom, online));

const engine = createSyncEngine({
  // Every kind of optimistic write is undone when the server refuses it for good.
  queue: revertingQueue(db, outboxRepo, repoReverters(db)),
  fetch: (url, init) => globalThis.fetch(url, init),
  apiBase: '/api/v1',
  getAccessToken: () => authStorage.readTokens().accessToken,
  tokenOwner: readJwtSubject,
  refreshSession,
  connectivity,
  onSynced: (userId) => syncStatusRepo.markSynced(userId),
});

/** The grading side: polls the learner's waits for grades, in the leading tab only. */
const grading = createGradingSync(connectivity);

interface SyncSession {
  userId: string;
  leadership: Leadership;
  channel: LeaderChannel;
  stopWatching: () => void;
}

let current: SyncSession | null = null;

/** How often the syncing tab looks at the outbox even when nothing told it to. */
export const SWEEP_MS = 10_000;

/** Everything the leading tab runs; returns how to stop it. */
function lead(userId: string, channel: LeaderChannel): () => void {
  engine.start(userId);
  grading.start(userId);
  const stopServing = channel.serve(async (request) => {
    if (request.kind === 'sync-outbox') return engine.kick();
    if (request.kind === 'check-grade') return grading.checkNow(request.sessionId);
    return grading.mockExams.checkNow(request.mockExamSessionId);
  });
  // Another tab signed someone in or out: the tokens every tab shares changed. The engine looks
  // again whether they are this learner's before sending anything (see sync-engine).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.accessToken) engine.kick();
  };
  window.addEventListener('storage', onStorage);
  // A last resort besides the outbox watch and the other tabs' nudges: every SWEEP_MS the syncing
  // tab looks at the outbox once more, so a write no notice reached still leaves within seconds.
  // A look at an empty queue is one indexed read; backoff and offline still hold.
  const sweep = window.setInterval(() => engine.kick(), SWEEP_MS);

  return () => {
    window.clearInterval(sweep);
    window.removeEventListener('storage', onStorage);
    stopServing();
    engine.stop();
    grading.stop();
  };
}

export function startSync(userId: string): void {
  if (current?.userId === userId) return;
  stopSync();
  const channel = createLeaderChannel(syncLockName(userId));
  let stopLeading: (() => void) | null = null;
  const leadership = electLeader(syncLockName(userId), {
    lead: () => {
      stopLeading = lead(userId, channel);
    },
    stepDown: () => {
      stopLeading?.();
      stopLeading = null;
    },
  });
  // Every tab watches the outbox: the leader kicks its engine, the others tell the leader.
  const stopWatching = watchOutbox({
    source: liveQuery(() => outboxRepo.pendingCount(userId)),
    leading: () => leadership.leading,
    kick: () => engine.kick(),
    nudgeLeader: () => void channel.ask({ kind: 'sync-outbox' }),
  });
  current = { userId, leadership, channel, stopWatching };
}

export function stopSync(): void {
  if (!current) return;
  // Steps down synchronously: after a logout nothing more is sent for this learner from here.
  current.stopWatching();
  current.leadership.resign();
  current.channel.close();
  current = null;
}

/** Hands a check to the leading tab when this one does not lead; null when it does. */
function followerAsk(request: LeaderRequest): Promise<unknown> | null {
  if (!current || current.leadership.leading) return null;
  return current.channel.ask(request);
}

const checkResults = new Set<unknown>(['asked', 'offline', 'cooling-down', 'not-waiting']);

/**
 * The grading calls screens make: the same in every tab (see the header comment). Pollers run in
 * the leading tab only, so in any other tab a "check now" is handed to the leader.
 */
export const gradingSync = {
  beginWaiting: (userId: string, sessionId: string) => grading.beginWaiting(userId, sessionId),
  loadResult: (userId: string, sessionId: string) => grading.loadResult(userId, sessionId),
  async checkNow(sessionId: string): Promise<void> {
    await (followerAsk({ kind: 'check-grade', sessionId }) ?? grading.checkNow(sessionId));
  },
  async retry(userId: string, sessionId: string): Promise<void> {
    // Restarts the wait in Dexie; in a tab that does not lead, its own check does nothing…
    await grading.retry(userId, sessionId);
    // …so the leader is asked instead.
    await followerAsk({ kind: 'check-grade', sessionId });
  },
  mockExams: {
    loadResult: (userId: string, id: string) => grading.mockExams.loadResult(userId, id),
    giveUp: (id: string) => grading.mockExams.giveUp(id),
    async checkNow(id: string): Promise<CheckResult> {
      const handedOver = followerAsk({ kind: 'check-mock-exam', mockExamSessionId: id });
      if (!handedOver) return grading.mockExams.checkNow(id);
      const result = await handedOver;
      // No answer in time: the leader will get to it; the screen shows what arrives in Dexie.
      return checkResults.has(result) ? (result as CheckResult) : 'asked';
    },
  },
};
