import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryEntry, Scenario } from '../../../contract/cases';
import { CpxDatabase } from '../db';
import { repoReverters, revertingQueue } from '../sync/reverting-queue';
import { bookmarkRowKey, bookmarkWriteOf, createCasesRepo } from './cases-repo';
import { createNotesRepo } from './notes-repo';
import { createOutboxRepo } from './outbox-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createCasesRepo>;
let outbox: ReturnType<typeof createOutboxRepo>;

function scenario(scenarioId: string, overrides: Partial<Scenario> = {}): Scenario {
  return {
    scenarioId,
    id: scenarioId,
    name: `증례 ${scenarioId}`,
    englishName: `Case ${scenarioId}`,
    englishAliases: [],
    shortDescription: '',
    primaryCategory: '소화기',
    secondaryCategory: '급성복통',
    thumbnailImagePath: null,
    learningCount: 0,
    isBookmarked: false,
    bestScore: null,
    age: 24,
    ageMonths: null,
    sex: '남자',
    patientName: '김민준',
    patientAge: 24,
    patientGender: '남자',
    situation: '',
    presentingComplaint: '배가 아파요',
    bloodPressure: '124/78 mmHg',
    pulse: '98회/분',
    respiration: '18회/분',
    temperature: '37.9℃',
    description: '',
    additionalInfo: '',
    defaultAiPersonalityId: 'default',
    ...overrides,
  };
}

beforeEach(async () => {
  database = new CpxDatabase(`cpx-cases-${crypto.randomUUID()}`);
  await database.open();
  repo = createCasesRepo(database, () => 5_000);
  outbox = createOutboxRepo(database, () => 5_000);
  await repo.replaceAll('u-1', [scenario('a'), scenario('b'), scenario('c')]);
});
afterEach(async () => {
  vi.restoreAllMocks();
  database.close();
  await Dexie.delete(database.name);
});

describe('bookmark toggle: optimistic, queued in the same transaction', () => {
  it('changes the row at once and queues POST /cases/:id/bookmark', async () => {
    await repo.setBookmark('u-1', 'b', true);
    expect((await repo.get('b'))?.isBookmarked).toBe(true);
    expect(await database.outbox.toArray()).toMatchObject([
      {
        userId: 'u-1',
        kind: 'bookmark',
        payload: { scenarioId: 'b', bookmarked: true },
        status: 'pending',
      },
    ]);

    await repo.setBookmark('u-1', 'b', false);
    expect((await repo.get('b'))?.isBookmarked).toBe(false);
    const writes = (await database.outbox.toArray()).map((entry) => bookmarkWriteOf(entry)?.bookmarked);
    expect(writes).toEqual([true, false]);
  });

  it('queues nothing when the row cannot be written, and writes nothing when the queue fails', async () => {
    await expect(repo.setBookmark('u-1', 'missing', true)).rejects.toThrow();
    expect(await database.outbox.count()).toBe(0);

    vi.spyOn(database.outbox, 'add').mockRejectedValueOnce(new Error('quota'));
    await expect(repo.setBookmark('u-1', 'a', true)).rejects.toThrow('quota');
    expect((await repo.get('a'))?.isBookmarked).toBe(false);
  });

  it('is reverted when the server refuses it, in the transaction that marks it rejected', async () => {
    await repo.setBookmark('u-1', 'a', true);
    const queue = revertingQueue(database, outbox, repoReverters(database));
    const entry = await queue.nextPending('u-1');
    await queue.markRejected(entry!.seq, '증례를 찾을 수 없습니다.');

    expect((await repo.get('a'))?.isBookmarked).toBe(false);
    expect(await database.outbox.get(entry!.seq)).toMatchObject({
      status: 'rejected',
      lastError: '증례를 찾을 수 없습니다.',
    });
  });

  it('a refused entry does not undo a later toggle of the same case that is still waiting', async () => {
    await repo.setBookmark('u-1', 'a', true);
    await repo.setBookmark('u-1', 'a', false);
    await repo.setBookmark('u-1', 'a', true);
    const queue = revertingQueue(database, outbox, repoReverters(database));
    const first = await queue.nextPending('u-1');
    await queue.markRejected(first!.seq, '요청이 현재 상태와 충돌합니다.');
    expect((await repo.get('a'))?.isBookmarked).toBe(true);
  });

  it("keeps what the toggle replaced and the case's name on its entry", async () => {
    await repo.setBookmark('u-1', 'b', true);
    expect(await database.outbox.toArray()).toMatchObject([
      { label: '증례 b', undo: { isBookmarked: false, bookmark: null } },
    ]);
  });

  it('a refusal handed down a chain restores the value from before the first write', async () => {
    await repo.setBookmark('u-1', 'a', true); // refused
    await repo.setBookmark('u-1', 'a', false); // replaced "true", which the server never had
    const queue = revertingQueue(database, outbox, repoReverters(database));
    const [first, second] = await database.outbox.toArray();

    await queue.markRejected(first!.seq, '증례를 찾을 수 없습니다.');
    // The later removal decides for now, and now remembers what was there before both.
    expect((await repo.get('a'))?.isBookmarked).toBe(false);
    expect((await database.outbox.get(second!.seq))?.undo).toEqual({ isBookmarked: false, bookmark: null });

    await queue.markRejected(second!.seq, '증례를 찾을 수 없습니다.');
    expect((await repo.get('a'))?.isBookmarked).toBe(false);
  });

  it('a refused bookmark also takes away the bookmarks-tab card a pull laid on top', async () => {
    await repo.setBookmark('u-1', 'a', true);
    // The bookmarks tab pulled while the bookmark waited: the card is shown from the pending write.
    await database.bookmarks.put({
      key: 'u-1|a',
      userId: 'u-1',
      scenarioId: 'a',
      name: '증례 a',
      primaryCategory: '소화기',
      secondaryCategory: '급성복통',
      age: 24,
      sex: '남자',
      presentingComplaint: '배가 아파요',
      bookmarkedAt: '1970-01-01T00:00:01.000Z',
    });
    const queue = revertingQueue(database, outbox, repoReverters(database));
    await queue.markRejected((await queue.nextPending('u-1'))!.seq, '증례를 찾을 수 없습니다.');
    expect((await repo.get('a'))?.isBookmarked).toBe(false);
    expect(await database.bookmarks.get('u-1|a')).toBeUndefined();
  });

  it('an entry queued before undo was kept is reverted to the opposite of its request', async () => {
    await repo.setBookmark('u-1', 'b', true);
    const entry = (await outbox.nextPending('u-1'))!;
    await database.outbox.update(entry.seq, { undo: undefined, label: undefined });
    const queue = revertingQueue(database, outbox, repoReverters(database));
    await queue.markRejected(entry.seq, '증례를 찾을 수 없습니다.');
    expect((await repo.get('b'))?.isBookmarked).toBe(false);
  });

  it('an accepted entry leaves the row as the learner set it', async () => {
    await repo.setBookmark('u-1', 'c', true);
    const queue = revertingQueue(database, outbox, repoReverters(database));
    await queue.markSent((await queue.nextPending('u-1'))!.seq);
    expect((await repo.get('c'))?.isBookmarked).toBe(true);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('one local state: the bookmarks tab reads what the library star wrote', () => {
  it('a bookmark made offline in the library is on the bookmarks tab at once, and gone when undone', async () => {
    await database.bookmarks.put({
      key: bookmarkRowKey('u-1', 'a'),
      userId: 'u-1',
      scenarioId: 'a',
      name: '증례 a',
      primaryCategory: '소화기',
      secondaryCategory: '급성복통',
      age: 24,
      ageMonths: null,
      sex: '남자',
      presentingComplaint: '배가 아파요',
      bookmarkedAt: '1970-01-01T00:00:01.000Z',
    });
    await repo.setBookmark('u-1', 'b', true);
    const notes = createNotesRepo(database, () => 5_000);
    expect((await notes.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['b', 'a']);
    await repo.setBookmark('u-1', 'b', false);
    expect((await notes.bookmarks('u-1')).map((row) => row.scenarioId)).toEqual(['a']);
  });

  it('a refused offline bookmark takes its card away again', async () => {
    await repo.setBookmark('u-1', 'c', true);
    const queue = revertingQueue(database, outbox, repoReverters(database));
    const entry = await queue.nextPending('u-1');
    await queue.markRejected(entry!.seq, '증례를 찾을 수 없습니다.');
    expect(await database.bookmarks.get(bookmarkRowKey('u-1', 'c'))).toBeUndefined();
    expect((await repo.get('c'))?.isBookmarked).toBe(false);
  });
});

describe('pulling the library', () => {
  it('replaces the mirror in the server order, dropping retired cases', async () => {
    await repo.replaceAll('u-1', [scenario('c'), scenario('a')]);
    expect((await repo.all()).map((row) => row.scenarioId)).toEqual(['c', 'a']);
    expect(await repo.syncedAt()).toBe(5_000);
  });

  it('writes only what changed: the same library again leaves every row as it was', async () => {
    const put = vi.spyOn(database.cases, 'bulkPut');
    const removed = vi.spyOn(database.cases, 'bulkDelete');
    const cleared = vi.spyOn(database.cases, 'clear');
    await repo.replaceAll('u-1', [scenario('a'), scenario('b'), scenario('c')]);
    expect(put).not.toHaveBeenCalled();
    expect(removed).not.toHaveBeenCalled();
    expect(cleared).not.toHaveBeenCalled();
    expect(await repo.syncedAt()).toBe(5_000);

    // One case renamed, one retired, one new, the order changed: only those rows are written.
    await repo.replaceAll('u-1', [scenario('d'), scenario('a', { name: '새 이름' }), scenario('b')]);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]![0].map((row) => [row.scenarioId, row.sortOrder])).toEqual([
      ['d', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(removed).toHaveBeenCalledWith(['c']);
    expect((await repo.all()).map((row) => [row.scenarioId, row.name])).toEqual([
      ['d', '증례 d'],
      ['a', '새 이름'],
      ['b', '증례 b'],
    ]);
  });

  it("a learner's own fields are rewritten when they change (another learner, a new best score)", async () => {
    const put = vi.spyOn(database.cases, 'bulkPut');
    await repo.replaceAll('u-2', [
      scenario('a'),
      scenario('b', { bestScore: 80, isBookmarked: true }),
      scenario('c'),
    ]);
    expect(put.mock.calls[0]![0].map((row) => row.scenarioId)).toEqual(['b']);
    expect(await repo.get('b')).toMatchObject({ bestScore: 80, isBookmarked: true });
  });

  it('keeps the categories as they are when a pull brings the same ones', async () => {
    const categories: CategoryEntry[] = [
      {
        primaryCategory: '소화기',
        caseCount: 3,
        secondaryCategories: [{ name: '급성복통', caseCount: 3 }],
        scenarios: [],
      },
    ];
    await repo.saveCategories(categories);
    const put = vi.spyOn(database.meta, 'put');
    await repo.saveCategories(structuredClone(categories));
    expect(put).not.toHaveBeenCalled();
    const changed: CategoryEntry[] = [{ ...categories[0]!, caseCount: 4 }];
    await repo.saveCategories(changed);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await repo.categories()).toEqual(changed);
  });

  it('lays pending bookmark writes over the server answer so they do not flicker back', async () => {
    await repo.setBookmark('u-1', 'a', true); // offline, still in the outbox
    await repo.replaceAll('u-1', [
      scenario('a', { isBookmarked: false }),
      scenario('b', { isBookmarked: true }),
    ]);
    expect((await repo.get('a'))?.isBookmarked).toBe(true);
    expect((await repo.get('b'))?.isBookmarked).toBe(true);
  });

  it('a write sent while the list was on its way wins over that (older) list; a refused one does not', async () => {
    await repo.setBookmark('u-1', 'a', true);
    await repo.setBookmark('u-1', 'b', true);
    const asked = await outbox.pendingEntries('u-1'); // the pull asks the server now
    const [first, second] = await database.outbox.orderBy('seq').toArray();
    await outbox.markSent(first!.seq); // another tab delivers 'a' before the answer is stored
    await outbox.markRejected(second!.seq, '증례를 찾을 수 없습니다.'); // and 'b' is refused
    await database.cases.update('b', { isBookmarked: false }); // (its revert)
    // The server read its list before either write arrived.
    await repo.replaceAll('u-1', [scenario('a'), scenario('b'), scenario('c')], asked);
    expect((await repo.get('a'))?.isBookmarked).toBe(true);
    expect((await repo.get('b'))?.isBookmarked).toBe(false);
    // One case on its own, the same rule.
    await repo.putOne('u-1', scenario('a'), asked);
    expect((await repo.get('a'))?.isBookmarked).toBe(true);
    // Without the snapshot, a sent write is simply the server's business.
    await repo.replaceAll('u-1', [scenario('a'), scenario('b'), scenario('c')]);
    expect((await repo.get('a'))?.isBookmarked).toBe(false);
  });

  it("does not apply another learner's pending writes", async () => {
    await outbox.enqueue(
      { userId: 'u-2', write: { kind: 'bookmark', payload: { scenarioId: 'b', bookmarked: true } } },
      { tables: [], apply: async () => undefined },
    );
    await repo.replaceAll('u-1', [scenario('b')]);
    expect((await repo.get('b'))?.isBookmarked).toBe(false);
  });

  it('keeps a case fetched on its own in its place', async () => {
    await repo.putOne('u-1', scenario('b', { name: '새 이름' }));
    expect((await repo.all()).map((row) => [row.scenarioId, row.name])).toEqual([
      ['a', '증례 a'],
      ['b', '새 이름'],
      ['c', '증례 c'],
    ]);
  });

  it('reads a bookmark write back from its entry, and nothing from another kind', () => {
    const payload = { scenarioId: 'acute x', bookmarked: false };
    expect(bookmarkWriteOf({ kind: 'bookmark', payload })).toEqual(payload);
    expect(
      bookmarkWriteOf({ kind: 'practice-complete', payload: { sessionId: '1', practiceMemo: '' } }),
    ).toBeNull();
  });
});
