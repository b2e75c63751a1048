import { apiPaths } from '../../../contract/api-paths';
import { dashboardAnswer, userStatsAnswer } from '../../../contract/dashboard';
import {
  bookmarksAnswer,
  historyAnswer,
  noteDetailAnswer,
  practicedScenariosAnswer,
} from '../../../contract/notes';
import { reviewCardsAnswer } from '../../../contract/review-cards';
import { http } from './api-client';
import { callJson } from './call-json';

/** Query of GET /my-notes/history as the PWA sends it; empty values are left out. */
export interface HistoryParams {
  type: 'all' | 'case' | 'mock';
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

export function historySearchParams(params: HistoryParams): Record<string, string | number> {
  const out: Record<string, string | number> = { type: params.type, page: params.page, limit: params.limit };
  if (params.startDate) out.startDate = params.startDate;
  if (params.endDate) out.endDate = params.endDate;
  return out;
}

const note = apiPaths.incorrectNote;

/**
 * /api/v1 reads for study notes, statistics and the dashboard. The learner's note writes (hasNote,
 * userMemo) and bookmark removals do not go through here: they are queued in the outbox
 * (notes-repo) and delivered by the sync engine.
 */
export const notesApi = {
  practicedScenarios: async () =>
    (await callJson(practicedScenariosAnswer, () => http.get('my-notes/practiced-scenarios'))).data,

  bookmarks: async () => (await callJson(bookmarksAnswer, () => http.get('my-notes/bookmarks'))).data,

  noteDetail: async (scenarioId: string, practiceSessionId?: string) =>
    (
      await callJson(noteDetailAnswer, () =>
        http.get(`${note(scenarioId)}/detail`, {
          searchParams: practiceSessionId ? { practiceSessionId } : {},
        }),
      )
    ).data,

  history: async (params: HistoryParams) =>
    callJson(historyAnswer, () =>
      http.get('my-notes/history', { searchParams: historySearchParams(params) }),
    ),

  stats: async () => (await callJson(userStatsAnswer, () => http.get('users/me/stats'))).data,

  /** The review queue (issue 24); ratings go through the outbox (review-cards-repo). */
  reviewCards: async () => (await callJson(reviewCardsAnswer, () => http.get(apiPaths.reviewCards()))).data,

  dashboard: async () => (await callJson(dashboardAnswer, () => http.get('dashboard/summary'))).data,
};
