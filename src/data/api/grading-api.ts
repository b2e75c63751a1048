import { feedbackAnswer } from '../../../contract/evaluation';
import { http } from './api-client';
import { callJson } from './call-json';

/**
 * GET /api/v1/practice-sessions/:id/feedback: 'evaluating', 'completed' with the evaluation, or
 * 'failed' with a Korean reason. 409 while the session has not been ended, 404 for someone else's.
 * Only the grading poller and the result loader (src/data/sync) call it.
 */
export const gradingApi = {
  feedback: (sessionId: string) =>
    callJson(feedbackAnswer, () => http.get(`practice-sessions/${encodeURIComponent(sessionId)}/feedback`)),
};
