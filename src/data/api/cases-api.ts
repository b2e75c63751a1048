import {
  CASE_LIST_MAX_LIMIT,
  caseAnswer,
  caseListAnswer,
  categoriesAnswer,
  type Scenario,
} from '../../../contract/cases';
import { http } from './api-client';
import { callJson } from './call-json';
import { toApiError } from './errors';

/** The library as a pull finds it: unchanged since the tagged list the device holds, or the whole list. */
export type LibraryPull =
  { unchanged: true } | { unchanged: false; scenarios: Scenario[]; etag: string | null };

/**
 * /api/v1/cases reads. Bookmark writes do not go through here: they are queued in the outbox
 * (cases-repo) and delivered by the sync engine.
 */
export const casesApi = {
  /**
   * The whole library in one answer (spec 1 §9: limit 1000) for the device's mirror, unless it is
   * still the list tagged `etag` (If-None-Match: the server answers 304 and sends nothing). A phone
   * that opens the list many times a day downloads it only when a case or one of the learner's own
   * figures changed.
   */
  listUnless: async (etag: string | null): Promise<LibraryPull> => {
    try {
      const response = await http.get('cases', {
        searchParams: { limit: CASE_LIST_MAX_LIMIT },
        headers: etag ? { 'if-none-match': etag } : undefined,
        throwHttpErrors: (status) => status !== 304,
      });
      if (response.status === 304) return { unchanged: true };
      const { data } = caseListAnswer.parse(await response.json());
      return { unchanged: false, scenarios: data, etag: response.headers.get('etag') };
    } catch (error) {
      throw await toApiError(error);
    }
  },

  get: async (scenarioId: string) =>
    (await callJson(caseAnswer, () => http.get(`cases/${encodeURIComponent(scenarioId)}`))).data,

  categories: async () => (await callJson(categoriesAnswer, () => http.get('cases/categories'))).data,
};
