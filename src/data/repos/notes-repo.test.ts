import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteDetail, PracticedScenario } from '../../../contract/notes';
import { aScenario } from '../../../tests/unit/contract-fixtures';
import { CpxDatabase } from '../db';
import type { Connectivity } from '../sync/connectivity';
import { outboxRequest } from '../sync/outbox-kinds';
import { repoReverters, revertingQueue } from '../sync/reverting-queue';
import { createSyncEngine } from '../sync/sync-engine';
import { createNotesRepo, noteWriteOf, type BookmarkedCase } from './notes-repo';
import { createOutboxRepo } from './outbox-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createNotesRepo>;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-notes-${crypto.randomUUID()}`);
  await database.open();
  repo = createNotesRepo(database, () => 5_000);
});

afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const scenario = (scenarioId: string, patch: Partial<PracticedScenario> = {}): PracticedScenario => ({
  scenarioId,
  name: `증례 ${scenarioId}`,
  primaryCategory: '소화기',
  secondaryCategory: '복통',
  hasNote: false,
  userMemo: '',
  sessions: [{ practiceSessionId: `${scenarioId}-s1`, score: 55, completedAt: '2026-11-02T01:00:00Z' }],
  ...patch,
});

const detail = (scenarioId: string, patch: Partial<NoteDetail> = {}): NoteDetail => ({
  scenarioId,
  name: `증례 ${scenarioId}`,
  practiceSessionId: `${scenarioId}-s1`,
  completedAt: '2026-11-02T01:00:00Z',
  chatHistory: [{ id: 'c1', sender: 'user', message: '어디가 아프세요?', createdAt: '2026-11-02T00:59:00Z' }],
  evaluation: null,
  practiceMemo: '충수염 의심',
  userMemo: '',
  hasNote: false,
  ...patch,
});

const bookmark = (scenarioId: string, bookmarkedAt = '2026-11-01T00:00:00Z'): BookmarkedCase => ({
  scenarioId,
  name: `증례 ${scenarioId}`,
  primaryCategory: '소화기',
  secondaryCategory: '복통',
  age: 24,
  ageMonths: null,
  sex: '남자',
  presentingComplaint: '복통',
  bookmarkedAt,
});

const connectivity: Connectivity = {
  browserOnline: () => true,
  isOnline: () => true,
  reportFailure: () => undefined,
  reportSuccess: () => undefined,
  subscribe: () => () => undefined,
};

describe('note writes go through the outbox', () => {
  it('a memo edit changes the list row and every stored detail, and queues PUT in the same transaction', async () => {
    await repo.replacePracticed('u-1', [scenario('a'), scenario('b')]);
    await repo.putDetail('u-1', 'a', undefined, detail('a'));
    await repo.putDetail('u-1', 'a', 'a-s0', detail('a', { practiceSessionId: 'a-s0' }));

    await repo.setUserMemo('u-1', 'a', '복막자극징후 확인할 것');

    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('복막자극징후 확인할 것');
    expect((await repo.practicedOne('u-1', 'b'))?.userMemo).toBe('');
    expect((await repo.detail('u-1', 'a'))?.userMemo).toBe('복막자극징후 확인할 것');
    expect((await repo.detail('u-1', 'a', 'a-s0'))?.userMemo).toBe('복막자극징후 확인할 것');
    const entries = await database.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: 'u-1',
      kind: 'note-memo',
      payload: { scenarioId: 'a', userMemo: '복막자극징후 확인할 것' },
      status: 'pending',
    });
    expect(outboxRequest(entries[0]!)).toEqual({
      method: 'PUT',
      path: 'my-notes/incorrect-notes/a',
      body: { userMemo: '복막자극징후 확인할 것' },
    });
  });

  it('a hasNote toggle queues PATCH …/status with a boolean', async () => {
    await repo.replacePracticed('u-1', [scenario('a b/c')]);
    await repo.setHasNote('u-1', 'a b/c', true);
    expect((await repo.practicedOne('u-1', 'a b/c'))?.hasNote).toBe(true);
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'note-status', payload: { scenarioId: 'a b/c', hasNote: true } });
    expect(outboxRequest(entry!)).toEqual({
      method: 'PATCH',
      path: 'my-notes/incorrect-notes/a%20b%2Fc/status',
      body: { hasNote: true },
    });
    expect(noteWriteOf(entry!)).toEqual({ scenarioId: 'a b/c', edit: { hasNote: true } });
  });

  it('row and outbox entry are one transaction: when queuing fails, the row is not changed', async () => {
    await repo.replacePracticed('u-1', [scenario('a')]);
    const add = vi.spyOn(database.outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(repo.setUserMemo('u-1', 'a', '사라질 메모')).rejects.toThrow('disk full');
    add.mockRestore();
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('');
    expect(await database.outbox.count()).toBe(0);
  });

  it('an offline memo is sent by the sync engine exactly once, with its Idempotency-Key', async () => {
    await repo.replacePracticed('u-1', [scenario('a')]);
    await repo.setUserMemo('u-1', 'a', '오프라인 메모');
    const [queued] = await database.outbox.toArray();
    const calls: Array<{ url: string; method: string; key: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        url,
        method: String(init.method),
        key: headers['Idempotency-Key'] ?? '',
        body: JSON.parse(String(init.body)),
      });
      return new Response(
        JSON.stringify({ data: { scenarioId: 'a', hasNote: false, userMemo: '오프라인 메모' } }),
      );
    });
    // Each look at the queue, so the test can wait for the drain a kick starts to have found nothing.
    const outbox = createOutboxRepo(database);
    let looks = 0;
    const queue = {
      ...outbox,
      nextPending: async (userId: string) => {
        const entry = await outbox.nextPending(userId);
        looks += 1;
        return entry;
      },
    };
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      getAccessToken: () => 'token',
      refreshSession: async () => ({ status: 'rejected' }),
      connectivity,
    });
    engine.start('u-1');
    await vi.waitFor(async () => expect(await database.outbox.count()).toBe(0));
    const looksBeforeKick = looks;
    engine.kick();
    await vi.waitFor(() => expect(looks).toBeGreaterThan(looksBeforeKick));
    engine.stop();

    expect(calls).toEqual([
      {
        url: '/api/v1/my-notes/incorrect-notes/a',
        method: 'PUT',
        key: queued!.id,
        body: { userMemo: '오프라인 메모' },
      },
    ]);
  });
});

describe('a pull re-applies pending local writes on top', () => {
  it('keeps an unsent memo and hasNote over the server answer; the last edit wins', async () => {
    await repo.replacePracticed('u-1', [scenario('a'), scenario('b')]);
    await repo.setUserMemo('u-1', 'a', '첫 메모');
    await repo.setHasNote('u-1', 'a', true);
    await repo.setUserMemo('u-1', 'a', '고친 메모');

    await repo.replacePracticed('u-1', [
      scenario('a', { userMemo: '서버의 옛 메모', hasNote: false }),
      scenario('b', { userMemo: '서버 메모 b' }),
    ]);
    expect(await repo.practicedOne('u-1', 'a')).toMatchObject({ userMemo: '고친 메모', hasNote: true });
    expect((await repo.practicedOne('u-1', 'b'))?.userMemo).toBe('서버 메모 b');

    await repo.putDetail('u-1', 'a', undefined, detail('a', { userMemo: '서버의 옛 메모' }));
    expect(await repo.detail('u-1', 'a')).toMatchObject({ userMemo: '고친 메모', hasNote: true });
  });

  it('keeps a memo sent while the note was being asked for over that (stale) answer', async () => {
    await repo.replacePracticed('u-1', [scenario('a')]);
    await repo.putDetail('u-1', 'a', undefined, detail('a'));
    await repo.setUserMemo('u-1', 'a', '오프라인 메모');
    const outbox = createOutboxRepo(database);
    // A pull asks the server while the memo waits; the drain sends it before the answer lands.
    const asked = await outbox.pendingEntries('u-1');
    await outbox.markSent(asked[0]!.seq);
    await repo.putDetail('u-1', 'a', undefined, detail('a', { userMemo: '' }), asked);
    await repo.replacePracticed('u-1', [scenario('a', { userMemo: '' })], asked);
    expect((await repo.detail('u-1', 'a'))?.userMemo).toBe('오프라인 메모');
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('오프라인 메모');
    // An answer asked for after the memo was sent is the server's word.
    await repo.putDetail('u-1', 'a', undefined, detail('a', { userMemo: '서버 메모' }));
    expect((await repo.detail('u-1', 'a'))?.userMemo).toBe('서버 메모');
  });

  it('once delivered (or refused), the server answer stands again', async () => {
    await repo.replacePracticed('u-1', [scenario('a')]);
    await repo.setUserMemo('u-1', 'a', '보낸 메모');
    const [entry] = await database.outbox.toArray();
    await createOutboxRepo(database).markRejected(entry!.seq, '메모는 10000자 이하여야 합니다.');
    await repo.replacePracticed('u-1', [scenario('a', { userMemo: '서버 메모' })]);
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('서버 메모');
  });

  it('ignores other users’ pending writes and drops cases that left the server list', async () => {
    await repo.replacePracticed('u-2', [scenario('a')]);
    await repo.setUserMemo('u-2', 'a', '다른 사람 메모');
    await repo.replacePracticed('u-1', [scenario('a'), scenario('gone')]);
    await repo.replacePracticed('u-1', [scenario('a')]);
    expect((await repo.practiced('u-1')).map((row) => row.scenarioId)).toEqual(['a']);
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('');
    expect((await repo.practicedOne('u-2', 'a'))?.userMemo).toBe('다른 사람 메모');
  });
});

describe('bookmarks', () => {
  it('removal deletes the card, unbookmarks the library row and queues DELETE in one go', async () => {
    await database.cases.put({ ...aScenario({ scenarioId: 'a', isBookmarked: true }), sortOrder: 0 });
    await repo.replaceBookmarks('u-1', [bookmark('a'), bookmark('b', '2026-11-05T00:00:00Z')]);
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b', 'a']);

    await repo.removeBookmark('u-1', 'a');
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b']);
    expect((await database.cases.get('a'))?.isBookmarked).toBe(false);
    expect(await database.outbox.toArray()).toMatchObject([
      { kind: 'bookmark', payload: { scenarioId: 'a', bookmarked: false } },
    ]);

    // A pull while the removal waits does not bring the card back.
    await repo.replaceBookmarks('u-1', [bookmark('a'), bookmark('b')]);
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b']);

    // Nor one asked for while it waited, answered after it was sent (the server read it first).
    const outbox = createOutboxRepo(database);
    const asked = await outbox.pendingEntries('u-1');
    await outbox.markSent(asked[0]!.seq);
    await repo.replaceBookmarks('u-1', [bookmark('a'), bookmark('b')], asked);
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b']);
    // A list asked for afterwards is the server's word.
    await repo.replaceBookmarks('u-1', [bookmark('a'), bookmark('b')]);
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId).sort()).toEqual(['a', 'b']);
  });

  it('shows a bookmark added offline in the library when the case is on the device', async () => {
    await database.cases.put({
      ...aScenario({
        scenarioId: 'c',
        name: '증례 c',
        primaryCategory: '호흡기',
        secondaryCategory: '기침',
        age: 1,
        ageMonths: 14,
        sex: '여자',
        presentingComplaint: '기침',
        isBookmarked: true,
      }),
      sortOrder: 0,
    });
    await createOutboxRepo(database).enqueue(
      { userId: 'u-1', write: { kind: 'bookmark', payload: { scenarioId: 'c', bookmarked: true } } },
      { tables: [], apply: async () => undefined },
    );
    await repo.replaceBookmarks('u-1', []);
    expect(await repo.bookmarks('u-1')).toMatchObject([
      { scenarioId: 'c', name: '증례 c', age: 1, ageMonths: 14 },
    ]);
  });
});

describe('a write the server refuses is rolled back', () => {
  const refuse = async (seq: number, message = '요청을 처리할 수 없습니다.') =>
    revertingQueue(database, createOutboxRepo(database), repoReverters(database)).markRejected(seq, message);
  const entries = () => database.outbox.orderBy('seq').toArray();

  it('a refused memo puts the memo from before it back, in the list row and every detail', async () => {
    await repo.replacePracticed('u-1', [scenario('a', { userMemo: '서버 메모' })]);
    await repo.putDetail('u-1', 'a', undefined, detail('a', { userMemo: '서버 메모' }));
    await repo.setUserMemo('u-1', 'a', '너무 긴 메모');
    const [entry] = await entries();
    expect(entry).toMatchObject({ label: '증례 a', undo: { userMemo: '서버 메모' } });

    await refuse(entry!.seq, '메모는 10000자 이하여야 합니다.');
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('서버 메모');
    expect((await repo.detail('u-1', 'a'))?.userMemo).toBe('서버 메모');
    expect(await database.outbox.get(entry!.seq)).toMatchObject({
      status: 'rejected',
      lastError: '메모는 10000자 이하여야 합니다.',
    });
  });

  it('a refused hasNote toggle is undone, and a later memo edit of the same case stays', async () => {
    await repo.replacePracticed('u-1', [scenario('a')]);
    await repo.setHasNote('u-1', 'a', true);
    await repo.setUserMemo('u-1', 'a', '기다리는 메모');
    const [toggle] = await entries();

    await refuse(toggle!.seq);
    expect(await repo.practicedOne('u-1', 'a')).toMatchObject({ hasNote: false, userMemo: '기다리는 메모' });
  });

  it('a later waiting edit of the same field decides, and inherits what to restore', async () => {
    await repo.replacePracticed('u-1', [scenario('a', { userMemo: '원래 메모' })]);
    await repo.setUserMemo('u-1', 'a', '첫 메모');
    await repo.setUserMemo('u-1', 'a', '둘째 메모');
    const [first, second] = await entries();

    await refuse(first!.seq);
    // Re-applied on top: the waiting edit is still what the learner sees.
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('둘째 메모');
    expect((await database.outbox.get(second!.seq))?.undo).toEqual({ userMemo: '원래 메모' });

    // Refused too: back to what the server had, never to the first (refused) memo.
    await refuse(second!.seq);
    expect((await repo.practicedOne('u-1', 'a'))?.userMemo).toBe('원래 메모');
  });

  it('edits of another case or another learner are left alone', async () => {
    await repo.replacePracticed('u-1', [scenario('a'), scenario('b')]);
    await repo.replacePracticed('u-2', [scenario('a')]);
    await repo.setHasNote('u-1', 'a', true);
    await repo.setHasNote('u-1', 'b', true);
    await repo.setHasNote('u-2', 'a', true);
    const [mine] = await entries();
    await refuse(mine!.seq);
    expect((await repo.practicedOne('u-1', 'a'))?.hasNote).toBe(false);
    expect((await repo.practicedOne('u-1', 'b'))?.hasNote).toBe(true);
    expect((await repo.practicedOne('u-2', 'a'))?.hasNote).toBe(true);
  });

  it('a refused removal on the bookmarks tab brings the card and the library star back', async () => {
    await database.cases.put({
      ...aScenario({ scenarioId: 'a', name: '증례 a', isBookmarked: true }),
      sortOrder: 0,
    });
    await repo.replaceBookmarks('u-1', [bookmark('a'), bookmark('b', '2026-11-05T00:00:00Z')]);
    await repo.removeBookmark('u-1', 'a');
    const [removal] = await entries();
    expect(removal).toMatchObject({ kind: 'bookmark', payload: { bookmarked: false }, label: '증례 a' });

    await refuse(removal!.seq, '증례를 찾을 수 없습니다.');
    expect((await repo.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b', 'a']);
    expect(await database.bookmarks.get('u-1|a')).toMatchObject({ bookmarkedAt: '2026-11-01T00:00:00Z' });
    expect((await database.cases.get('a'))?.isBookmarked).toBe(true);
  });
});

describe('cached answers', () => {
  const page = (name: string) => ({
    data: [
      {
        id: `s-${name}`,
        type: '증례 실습' as const,
        name,
        scenarioName: null,
        scenarioId: null,
        examType: null,
        completedAt: '2026-11-22T06:08:00.000Z',
        examDate: '2026-11-22',
        score: 80,
        averageScore: null,
      },
    ],
    pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 20 },
  });

  it('are kept per user, kind and query', async () => {
    await repo.saveCache('u-1', 'history', 'all|||1|20', page('one'));
    await repo.saveCache('u-2', 'history', 'all|||1|20', page('two'));
    expect(await repo.readCache('u-1', 'history', 'all|||1|20')).toEqual(page('one'));
    expect(await repo.readCache('u-1', 'stats', '')).toBeUndefined();
    expect(await repo.cachedAt('u-1', 'history', 'all|||1|20')).toBe(5_000);
  });

  it('are a cache miss when the stored row no longer matches the contract (an older build wrote it)', async () => {
    await repo.saveCache('u-1', 'history', 'all|||1|20', { data: [1] });
    const { data: _items, ...withoutItems } = page('old');
    await repo.saveCache('u-1', 'history', 'all|||2|20', withoutItems);
    await repo.saveCache('u-1', 'stats', '', { totalStudyMinutes: '90' });
    expect(await repo.readCache('u-1', 'history', 'all|||1|20')).toBeUndefined();
    expect(await repo.readCache('u-1', 'history', 'all|||2|20')).toBeUndefined();
    expect(await repo.readCache('u-1', 'stats', '')).toBeUndefined();
  });
});
