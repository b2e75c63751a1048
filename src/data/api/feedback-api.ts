import {
  adminResponseAnswer,
  feedbackAnswerBody,
  feedbackCategoriesAnswer,
  feedbackDeletedAnswer,
  feedbackListAnswer,
  type CreateFeedbackBody,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackStatus,
  type UpdateFeedbackBody,
} from '../../../contract/feedback';
import { http } from './api-client';
import { callJson } from './call-json';

/** Query of GET /feedback as the PWA sends it; empty values are left out (spec 2 §7). */
export interface FeedbackListParams {
  category?: FeedbackCategory;
  status?: FeedbackStatus;
  /** Honoured for admins only. */
  priority?: FeedbackPriority;
  search?: string;
  sort: 'createdAt' | 'viewCount' | 'priority';
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

function searchParamsOf(params: FeedbackListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = value as string | number;
  }
  return out;
}

const byId = (feedbackId: string) => `feedback/${encodeURIComponent(feedbackId)}`;

/**
 * /api/v1/feedback, all on the one API base (the original product hard-coded a development address
 * for admin-response; here every call shares the same client). A post written offline does not go
 * through here: feedback-repo queues it in the outbox and the sync engine delivers it.
 */
export const feedbackApi = {
  list: (params: FeedbackListParams) =>
    callJson(feedbackListAnswer, () => http.get('feedback', { searchParams: searchParamsOf(params) })),

  mine: (params: FeedbackListParams) =>
    callJson(feedbackListAnswer, () => http.get('feedback/my', { searchParams: searchParamsOf(params) })),

  get: async (feedbackId: string) =>
    (await callJson(feedbackAnswerBody, () => http.get(byId(feedbackId)))).data,

  /**
   * `idempotencyKey` is the id the post keeps in the outbox should this call never get an answer,
   * so the later resend is recognised by the server and not stored twice.
   */
  create: async (body: CreateFeedbackBody, idempotencyKey: string) =>
    (
      await callJson(feedbackAnswerBody, () =>
        http.post('feedback', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
      )
    ).data,

  update: async (feedbackId: string, body: UpdateFeedbackBody) =>
    (await callJson(feedbackAnswerBody, () => http.put(byId(feedbackId), { json: body }))).data,

  remove: async (feedbackId: string) =>
    (await callJson(feedbackDeletedAnswer, () => http.delete(byId(feedbackId)))).data,

  categories: async () =>
    (await callJson(feedbackCategoriesAnswer, () => http.get('feedback/categories'))).data,

  respond: async (feedbackId: string, body: { adminResponse: string; status: FeedbackStatus }) =>
    (
      await callJson(adminResponseAnswer, () =>
        http.post(`${byId(feedbackId)}/admin-response`, { json: body }),
      )
    ).data,
};
