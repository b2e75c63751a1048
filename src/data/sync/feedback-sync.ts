/**
 * The feedback board's traffic with the server, and what it leaves on the device.
 *
 * - Lists are pulled into Dexie (feedbackPages); screens read them from there, so the last page
 *   read opens offline.
 * - A new post is sent at once when the browser is online, with an Idempotency-Key chosen here.
 *   If that call gets no answer (offline, server unreachable) the post is queued in the outbox under
 *   the SAME key, so should the first attempt have arrived after all, the sync engine's resend is
 *   answered with the first answer instead of creating a second post. Offline, it is queued
 *   directly. Either way it is sent exactly once.
 * - Edits, deletes and admin answers need the network (the server decides who may do them); their
 *   result refreshes the stored pages.
 */
import type {
  CreateFeedbackBody,
  Feedback,
  FeedbackStatus,
  UpdateFeedbackBody,
} from '../../../contract/feedback';
import type { FeedbackListScope } from '../db';
import { ApiError } from '../api/errors';
import { feedbackApi, type FeedbackListParams } from '../api/feedback-api';
import { feedbackRepo } from '../repos/feedback-repo';
import { syncStatusRepo } from '../repos/sync-status-repo';

/** The stored page's key part for a query: same filters, same key, whatever the property order. */
export function feedbackQueryKey(params: FeedbackListParams): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries).toString();
}

export async function pullFeedbackPage(
  userId: string,
  scope: FeedbackListScope,
  params: FeedbackListParams,
): Promise<void> {
  const answer = await feedbackApi.list(params);
  await feedbackRepo.savePage(userId, scope, feedbackQueryKey(params), answer);
  // The list now holds whatever the outbox delivered: the local copies are no longer needed.
  await feedbackRepo.pruneSentDrafts(userId);
  await syncStatusRepo.markSynced(userId);
}

export async function pullFeedbackCategories(): Promise<void> {
  await feedbackRepo.saveCategories(await feedbackApi.categories());
}

export type SubmitOutcome = { kind: 'created'; feedback: Feedback } | { kind: 'queued'; draftId: string };

export async function submitFeedback(
  userId: string,
  body: CreateFeedbackBody,
  options: { online: boolean; newKey?: () => string },
): Promise<SubmitOutcome> {
  if (!options.online) {
    const draft = await feedbackRepo.queuePost(userId, body);
    return { kind: 'queued', draftId: draft.id };
  }
  const key = (options.newKey ?? (() => crypto.randomUUID()))();
  try {
    return { kind: 'created', feedback: await feedbackApi.create(body, key) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
    const draft = await feedbackRepo.queuePost(userId, body, key);
    return { kind: 'queued', draftId: draft.id };
  }
}

/** One post from the server (the view count rises once per viewer per day); kept in stored pages. */
export async function fetchFeedback(userId: string, feedbackId: string): Promise<Feedback> {
  const feedback = await feedbackApi.get(feedbackId);
  await feedbackRepo.replaceCached(userId, feedback);
  return feedback;
}

export async function updateFeedback(
  userId: string,
  feedbackId: string,
  body: UpdateFeedbackBody,
): Promise<Feedback> {
  const feedback = await feedbackApi.update(feedbackId, body);
  await feedbackRepo.replaceCached(userId, feedback);
  return feedback;
}

export async function deleteFeedback(userId: string, feedbackId: string): Promise<void> {
  await feedbackApi.remove(feedbackId);
  await feedbackRepo.removeCached(userId, feedbackId);
}

export async function respondToFeedback(
  userId: string,
  feedbackId: string,
  body: { adminResponse: string; status: FeedbackStatus },
): Promise<Feedback> {
  const feedback = await feedbackApi.respond(feedbackId, body);
  await feedbackRepo.replaceCached(userId, feedback);
  return feedback;
}
