/**
 * The pull side for study notes and the dashboard: each answer from the server into Dexie
 * (notes-repo). Screens never wait on this to render — they show the mirror and it updates
 * underneath them. Pulls are single-flight per user and query, so screens may ask as often as they
 * like (mount, reconnect, a delivered write).
 */
import { notesApi, type HistoryParams } from '../api/notes-api';
import { blindPracticeRepo } from '../repos/blind-practice-repo';
import { singleFlight } from '../api/single-flight';
import { notesRepo } from '../repos/notes-repo';
import { outboxRepo } from '../repos/outbox-repo';
import { reviewCardsRepo } from '../repos/review-cards-repo';
import { syncStatusRepo } from '../repos/sync-status-repo';

const pulls = new Map<string, () => Promise<void>>();

/** One pull per user and key at a time; one that came through counts as being in sync (header). */
function once(userId: string, key: string, run: () => Promise<void>): Promise<void> {
  let pull = pulls.get(key);
  if (!pull) {
    pull = singleFlight(async () => {
      await run();
      await syncStatusRepo.markSynced(userId);
    });
    pulls.set(key, pull);
  }
  return pull();
}

/** The canonical query string of a history page (its cache key). */
export function historyQueryKey(params: HistoryParams): string {
  return [params.type, params.startDate ?? '', params.endDate ?? '', params.page, params.limit].join('|');
}

export const notesSync = {
  practiced: (userId: string) =>
    once(userId, `${userId}|practiced`, async () => {
      const asked = await outboxRepo.pendingEntries(userId);
      await notesRepo.replacePracticed(userId, await notesApi.practicedScenarios(), asked);
    }),

  bookmarks: (userId: string) =>
    once(userId, `${userId}|bookmarks`, async () => {
      const asked = await outboxRepo.pendingEntries(userId);
      await notesRepo.replaceBookmarks(userId, await notesApi.bookmarks(), asked);
    }),

  detail: (userId: string, scenarioId: string, practiceSessionId?: string) =>
    once(userId, `${userId}|detail|${scenarioId}|${practiceSessionId ?? ''}`, async () => {
      const asked = await outboxRepo.pendingEntries(userId);
      const detail = await notesApi.noteDetail(scenarioId, practiceSessionId);
      await notesRepo.putDetail(userId, scenarioId, practiceSessionId, detail, asked);
    }),

  reviewCards: (userId: string) =>
    once(userId, `${userId}|reviewCards`, async () => {
      const asked = await outboxRepo.pendingEntries(userId);
      await reviewCardsRepo.replace(userId, await notesApi.reviewCards(), asked);
    }),

  history: (userId: string, params: HistoryParams) => {
    const query = historyQueryKey(params);
    return once(userId, `${userId}|history|${query}`, async () => {
      const answer = await notesApi.history(params);
      // Blind sessions (issue 24) are known as such before the page that names them is kept.
      await blindPracticeRepo.adopt(
        userId,
        answer.data.flatMap((item) =>
          item.blind && item.scenarioId ? [{ sessionId: item.id, scenarioId: item.scenarioId }] : [],
        ),
      );
      await notesRepo.saveCache(userId, 'history', query, answer);
    });
  },

  stats: (userId: string) =>
    once(userId, `${userId}|stats`, async () =>
      notesRepo.saveCache(userId, 'stats', '', await notesApi.stats()),
    ),

  dashboard: (userId: string) =>
    once(userId, `${userId}|dashboard`, async () =>
      notesRepo.saveCache(userId, 'dashboard', '', await notesApi.dashboard()),
    ),
};
