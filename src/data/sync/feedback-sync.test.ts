import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateFeedbackBody, Feedback } from '../../../contract/feedback';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/errors';
import { feedbackApi } from '../api/feedback-api';
import { db } from '../db';
import { feedbackRepo } from '../repos/feedback-repo';
import { feedbackQueryKey, submitFeedback } from './feedback-sync';

vi.mock('../api/feedback-api', () => ({
  feedbackApi: { create: vi.fn(), list: vi.fn(), get: vi.fn(), categories: vi.fn() },
}));

const body: CreateFeedbackBody = {
  title: '질문 있습니다',
  content: '모의고사는 몇 개의 증례로 구성되나요?',
  category: 'INQUIRY',
  priority: 'MEDIUM',
  isPublic: true,
};
const created = { feedbackId: 'f-1', title: body.title } as Feedback;
const create = vi.mocked(feedbackApi.create);

beforeEach(async () => {
  await db.open();
});

afterEach(async () => {
  create.mockReset();
  await Promise.all([db.outbox.clear(), db.feedbackDrafts.clear()]);
});

describe('submitFeedback', () => {
  it('online: sends at once with a fresh Idempotency-Key and keeps nothing on the device', async () => {
    create.mockResolvedValueOnce(created);
    const outcome = await submitFeedback('u-1', body, { online: true, newKey: () => 'key-online-1' });
    expect(outcome).toEqual({ kind: 'created', feedback: created });
    expect(create).toHaveBeenCalledWith(body, 'key-online-1');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: queues the post without calling the server', async () => {
    const outcome = await submitFeedback('u-1', body, { online: false });
    expect(create).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('queued');
    const [post] = await feedbackRepo.pendingPosts('u-1');
    expect(post).toMatchObject({ state: 'waiting', draft: { body } });
  });

  it('no answer: queues the post under the key already used, so a late arrival is not doubled', async () => {
    create.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_MESSAGE, 'network'));
    const outcome = await submitFeedback('u-1', body, { online: true, newKey: () => 'key-lost-answer' });
    expect(outcome).toEqual({ kind: 'queued', draftId: 'key-lost-answer' });
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.kind])).toEqual([
      ['key-lost-answer', 'feedback-post'],
    ]);
  });

  it('a refusal from the server is passed on, and nothing is queued', async () => {
    create.mockRejectedValueOnce(new ApiError('제목을 입력해주세요.', 'http', 400, 'VALIDATION'));
    await expect(submitFeedback('u-1', body, { online: true })).rejects.toThrow('제목을 입력해주세요.');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.feedbackDrafts.count()).toBe(0);
  });
});

describe('feedbackQueryKey', () => {
  it('is the same for the same filters in any order and skips empty values', () => {
    const a = feedbackQueryKey({ sort: 'createdAt', order: 'desc', page: 1, limit: 10, status: 'PENDING' });
    const b = feedbackQueryKey({
      status: 'PENDING',
      limit: 10,
      page: 1,
      order: 'desc',
      sort: 'createdAt',
      search: undefined,
      category: undefined,
    });
    expect(a).toBe(b);
    expect(a).toBe('limit=10&order=desc&page=1&sort=createdAt&status=PENDING');
  });
});
