import { CASE_LIST_MAX_LIMIT, caseAnswer, caseListAnswer, categoriesAnswer } from '../../../contract/cases';
import { http } from './api-client';
import { callJson } from './call-json';

/**
 * /api/v1/cases reads. Bookmark writes do not go through here: they are queued in the outbox
 * (cases-repo) and delivered by the sync engine.
 */
export const casesApi = {
  /** The whole library in one answer (spec 1 §9: limit 1000), for the device's mirror. */
  list: async () =>
    (
      await callJson(caseListAnswer, () =>
        http.get('cases', { searchParams: { limit: CASE_LIST_MAX_LIMIT } }),
      )
    ).data,

  get: async (scenarioId: string) =>
    (await callJson(caseAnswer, () => http.get(`cases/${encodeURIComponent(scenarioId)}`))).data,

  categories: async () => (await callJson(categoriesAnswer, () => http.get('cases/categories'))).data,
};
