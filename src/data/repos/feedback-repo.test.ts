import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateFeedbackBody, Feedback } from '../../../contract/feedback';
import { CpxDatabase } from '../db';
import { createSyncEngine } from '../sync/sync-engine';
import type { Connectivity } from '../sync/connectivity';
import { repoReverters, revertingQueue } from '../sync/reverting-queue';
import { createFeedbackRepo, FEEDBACK_PAGES_KEPT, feedbackPageKey } from './feedback-repo';
import { createOutboxRepo } from './outbox-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createFeedbackRepo>;
let clock = 1_000;

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-feedback-${crypto.randomUUID()}`);
  await database.open();
  repo = createFeedbackRepo(database, () => clock);
});

afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const body: CreateFeedbackBody = {
  title: '오프라인에서 쓴 글',
  content: '지하철에서 작성한 피드백입니다.',
  category: 'SUGGESTION',
  priority: 'HIGH',
  isPublic: true,
};

function feedback(feedbackId: string, patch: Partial<Feedback> = {}): Feedback {
  return {
    feedbackId,
    userId: 'u-1',
    title: `제목 ${feedbackId}`,
    content: '내용입니다. 열 글자 이상.',
    category: 'INQUIRY',
    priority: 'MEDIUM',
    status: 'PENDING',
    isPublic: true,
    viewCount: 0,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    author: { nickname: '학생' },
    adminResponse: null,
    admin: null,
    respondedAt: null,
    ...patch,
  };
}

const pagination = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 };

describe('queuing a post written offline', () => {
  it('stores the draft and its outbox entry together, under one id', async () => {
    const draft = await repo.queuePost('u-1', body);

    expect(await database.feedbackDrafts.get(draft.id)).toEqual({
      id: draft.id,
      userId: 'u-1',
      body,
      createdAt: 1_000,
    });
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({
      id: draft.id,
      userId: 'u-1',
      kind: 'feedback-post',
      payload: body,
      status: 'pending',
    });
  });

  it('keeps the Idempotency-Key of an attempt that got no answer', async () => {
    const draft = await repo.queuePost('u-1', body, 'direct-attempt-key-1');
    expect(draft.id).toBe('direct-attempt-key-1');
    expect((await database.outbox.toArray()).map((entry) => entry.id)).toEqual(['direct-attempt-key-1']);
  });

  it('writes neither when the draft cannot be stored (one transaction)', async () => {
    await repo.queuePost('u-1', body, 'same-key-twice');
    // A second draft under the same id fails to insert: its outbox entry must roll back with it.
    await expect(repo.queuePost('u-1', { ...body, title: '두 번째' }, 'same-key-twice')).rejects.toThrow();
    expect(await database.outbox.count()).toBe(1);
    expect(await database.feedbackDrafts.count()).toBe(1);
  });

  it('writes neither when the outbox entry cannot be stored', async () => {
    const outboxAdd = vi.spyOn(database.outbox, 'add').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(repo.queuePost('u-1', body)).rejects.toThrow('quota exceeded');
    outboxAdd.mockRestore();
    expect(await database.feedbackDrafts.count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
  });

  it('lists the user’s waiting and refused posts, newest first, and drops delivered ones', async () => {
    const first = await repo.queuePost('u-1', body);
    clock = 2_000;
    const second = await repo.queuePost('u-1', { ...body, title: '두 번째 글' });
    clock = 3_000;
    const delivered = await repo.queuePost('u-1', { ...body, title: '전송된 글' });
    await repo.queuePost('u-2', { ...body, title: '다른 사람 글' });

    const outbox = createOutboxRepo(database);
    const entries = await database.outbox.toArray();
    const seqOf = (id: string) => entries.find((entry) => entry.id === id)!.seq;
    await outbox.markRejected(seqOf(first.id), '입력값이 올바르지 않습니다.');
    await outbox.markSent(seqOf(delivered.id));

    const pending = await repo.pendingPosts('u-1');
    expect(pending.map((post) => [post.draft.body.title, post.state, post.error])).toEqual([
      ['두 번째 글', 'waiting', null],
      ['오프라인에서 쓴 글', 'refused', '입력값이 올바르지 않습니다.'],
    ]);
    expect(pending[0]?.draft.id).toBe(second.id);

    await repo.pruneSentDrafts('u-1');
    expect(await database.feedbackDrafts.get(delivered.id)).toBeUndefined();
    expect(await database.feedbackDrafts.count()).toBe(3);

    await repo.discardDraft('u-1', first.id);
    expect(await database.feedbackDrafts.get(first.id)).toBeUndefined();
    expect(await database.outbox.where('id').equals(first.id).count()).toBe(0);
  });

  it('a refused post keeps its text after the notice is dismissed, until rewritten or discarded', async () => {
    const draft = await repo.queuePost('u-1', body);
    const outbox = createOutboxRepo(database);
    const [entry] = await database.outbox.toArray();
    expect(entry?.label).toBe('오프라인에서 쓴 글');

    await revertingQueue(database, outbox, repoReverters(database)).markRejected(
      entry!.seq,
      '제목은 200자 이하여야 합니다.',
    );
    expect(await repo.draft('u-1', draft.id)).toMatchObject({
      body,
      refusedMessage: '제목은 200자 이하여야 합니다.',
    });

    // The learner closes the notice: the entry goes, the post and its reason stay.
    await outbox.dismissRejected('u-1', entry!.seq);
    await repo.pruneSentDrafts('u-1');
    expect(await database.outbox.count()).toBe(0);
    expect(await repo.pendingPosts('u-1')).toMatchObject([
      { draft: { id: draft.id, body }, state: 'refused', error: '제목은 200자 이하여야 합니다.' },
    ]);
    expect(await repo.draft('u-2', draft.id)).toBeUndefined();

    await repo.discardDraft('u-1', draft.id);
    expect(await repo.pendingPosts('u-1')).toEqual([]);
  });

  it('is sent by the sync engine exactly once, with the draft id as Idempotency-Key', async () => {
    const draft = await repo.queuePost('u-1', body);
    const calls: Array<{ url: string; key: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, key: headers['Idempotency-Key'] ?? '', body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: feedback('f-1') }), { status: 201 });
    });
    const connectivity: Connectivity = {
      browserOnline: () => true,
      isOnline: () => true,
      reportFailure: () => undefined,
      reportSuccess: () => undefined,
      subscribe: () => () => undefined,
    };
    const engine = createSyncEngine({
      queue: createOutboxRepo(database),
      fetch,
      apiBase: '/api/v1',
      getAccessToken: () => 'token',
      refreshSession: async () => ({ status: 'rejected' }),
      connectivity,
    });

    engine.start('u-1');
    await vi.waitFor(async () => expect(await database.outbox.count()).toBe(0));
    engine.stop();

    expect(calls).toEqual([{ url: '/api/v1/feedback', key: draft.id, body }]);
    expect(await repo.pendingPosts('u-1')).toEqual([]);
  });
});

describe('stored list pages', () => {
  it('reads a page back by its query and falls back to the newest page of that list', async () => {
    await repo.savePage('u-1', 'board', 'page=1', { feedbacks: [feedback('a')], pagination });
    clock = 2_000;
    await repo.savePage('u-1', 'board', 'page=2', { feedbacks: [feedback('b')], pagination });
    await repo.savePage('u-1', 'admin', 'page=1', { feedbacks: [feedback('c')], pagination });

    expect((await repo.readPage('u-1', 'board', 'page=1'))?.feedbacks[0]?.feedbackId).toBe('a');
    expect(await repo.readPage('u-1', 'board', 'status=CLOSED')).toBeUndefined();
    expect((await repo.latestPage('u-1', 'board'))?.query).toBe('page=2');
    expect(await repo.latestPage('u-2', 'board')).toBeUndefined();
  });

  it(`keeps the ${FEEDBACK_PAGES_KEPT} most recently read pages per list`, async () => {
    for (let page = 1; page <= FEEDBACK_PAGES_KEPT + 3; page += 1) {
      clock = page;
      await repo.savePage('u-1', 'board', `page=${page}`, { feedbacks: [], pagination });
    }
    expect(await database.feedbackPages.count()).toBe(FEEDBACK_PAGES_KEPT);
    expect(await database.feedbackPages.get(feedbackPageKey('u-1', 'board', 'page=1'))).toBeUndefined();
    expect(await database.feedbackPages.get(feedbackPageKey('u-1', 'board', 'page=4'))).toBeDefined();
  });

  it('finds, replaces and removes a post across stored pages', async () => {
    await repo.savePage('u-1', 'board', 'page=1', { feedbacks: [feedback('a'), feedback('b')], pagination });
    await repo.savePage('u-1', 'admin', 'page=1', { feedbacks: [feedback('a')], pagination });

    await repo.replaceCached('u-1', feedback('a', { status: 'RESOLVED', adminResponse: '고쳤습니다.' }));
    expect(await repo.findCached('u-1', 'a')).toMatchObject({ status: 'RESOLVED' });
    expect((await repo.readPage('u-1', 'admin', 'page=1'))?.feedbacks[0]?.adminResponse).toBe('고쳤습니다.');

    await repo.removeCached('u-1', 'a');
    expect(await repo.findCached('u-1', 'a')).toBeUndefined();
    expect((await repo.readPage('u-1', 'board', 'page=1'))?.feedbacks.map((f) => f.feedbackId)).toEqual([
      'b',
    ]);
    expect(await repo.findCached('u-2', 'b')).toBeUndefined();
  });
});
