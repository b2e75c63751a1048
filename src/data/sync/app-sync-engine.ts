/**
 * The app's one sync engine and connectivity monitor. session-effects starts it after sign-in and
 * stops it on sign-out; while it runs, any change to the learner's pending outbox wakes it.
 */
import { liveQuery, type Subscription } from 'dexie';
import { appStore, onlineAtom } from '../../lib/app-atoms';
import { refreshSession } from '../api/api-client';
import { authStorage } from '../auth-storage';
import { db } from '../db';
import { casesRepo } from '../repos/cases-repo';
import { outboxRepo } from '../repos/outbox-repo';
import { createConnectivity } from './connectivity';
import { createGradingSync } from './grading-sync';
import { revertingQueue } from './reverting-queue';
import { createSyncEngine } from './sync-engine';

export const connectivity = createConnectivity();
connectivity.subscribe(({ online }) => appStore.set(onlineAtom, online));

const engine = createSyncEngine({
  // A refused bookmark is undone locally (optimistic write, reverted on failure).
  queue: revertingQueue(db, outboxRepo, [casesRepo]),
  fetch: (url, init) => globalThis.fetch(url, init),
  apiBase: '/api/v1',
  getAccessToken: () => authStorage.readTokens().accessToken,
  refreshSession,
  connectivity,
});

/** The grading side: polls the learner's waits for grades; runs and stops with the outbox side. */
export const gradingSync = createGradingSync(connectivity);

let outboxWatch: Subscription | null = null;

export function startSync(userId: string): void {
  if (engine.userId === userId) return;
  stopSync();
  engine.start(userId);
  outboxWatch = liveQuery(() => outboxRepo.pendingCount(userId)).subscribe({
    next: () => engine.kick(),
    error: () => undefined,
  });
  gradingSync.start(userId);
}

export function stopSync(): void {
  outboxWatch?.unsubscribe();
  outboxWatch = null;
  engine.stop();
  gradingSync.stop();
}
