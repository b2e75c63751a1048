import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The paths the PWA queues its offline writes to (contract/api-paths.ts, used by the outbox
 * registry src/data/sync/outbox-kinds.ts) are routes the server has: asked without a token, each
 * is refused as unauthenticated, never as an unknown route. Ids with a space and a slash check
 * that one encoded id stays one path segment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const id = 'a b/c';
const writes: Array<[method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string]> = [
  ['POST', apiPaths.caseBookmark(id)],
  ['DELETE', apiPaths.caseBookmark(id)],
  ['PUT', apiPaths.incorrectNote(id)],
  ['PATCH', apiPaths.incorrectNoteStatus(id)],
  ['POST', apiPaths.feedback()],
  ['POST', apiPaths.practiceSessions()],
  ['POST', apiPaths.practiceDeviceTurns(id)],
  ['POST', apiPaths.practiceComplete(id)],
  ['POST', apiPaths.mockExamCaseStart(id, id)],
  ['POST', apiPaths.mockExamCaseComplete(id, id)],
  ['POST', apiPaths.mockExamComplete(id)],
  ['POST', apiPaths.mockExamAbandon(id)],
  ['POST', apiPaths.reviewCardReviews(id)],
];

describe('contract paths of the queued writes', () => {
  it.each(writes)('%s /api/v1/%s is a route of the server', async (method, path) => {
    const res = await t.app.inject({ method, url: `/api/v1/${path}`, payload: {} });
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(res.statusCode).toBe(401);
  });

  it('an unknown path is told apart (the check above can fail)', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/${apiPaths.caseBookmark(id)}/x` });
    expect(res.statusCode).toBe(404);
  });
});
