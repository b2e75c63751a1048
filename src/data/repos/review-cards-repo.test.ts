import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewCard } from '../../../contract/review-cards';
import { reviewCardId } from '../../../engine/review/card-id';
import { newSchedule, rateSchedule } from '../../../engine/review/schedule';
import { anEvaluation } from '../../../tests/unit/contract-fixtures';
import { CpxDatabase } from '../db';
import type { Connectivity } from '../sync/connectivity';
import { repoReverters, revertingQueue } from '../sync/reverting-queue';
import { createSyncEngine } from '../sync/sync-engine';
import { createOutboxRepo } from './outbox-repo';
import { createReviewCardsRepo } from './review-cards-repo';

const NOW = Date.parse('2026-12-05T01:00:00.000Z');
const DAY = 86_400_000;
let database: CpxDatabase;
let clock = NOW;
let repo: ReturnType<typeof createReviewCardsRepo>;

beforeEach(async () => {
  clock = NOW;
  database = new CpxDatabase(`cpx-review-${crypto.randomUUID()}`);
  await database.open();
  repo = createReviewCardsRepo(database, () => clock);
});

afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const card = (cardId: string, patch: Partial<ReviewCard> = {}): ReviewCard => ({
  cardId,
  scenarioId: 'acute-appendicitis',
  scenarioName: '급성 충수염',
  itemId: `item-${cardId}`,
  section: '병력청취',
  itemText: `항목 ${cardId}`,
  advice: '예: “구토는 없으셨어요?”',
  nearestTurn: null,
  sessionId: 's-1',
  missedAt: new Date(NOW - DAY).toISOString(),
  schedule: newSchedule(new Date(NOW - DAY)),
  ...patch,
});

describe('review cards on the device', () => {
  it('lists the due cards, soonest first; a card not due yet waits', async () => {
    const later = rateSchedule(newSchedule(new Date(NOW)), 3, new Date(NOW));
    await repo.replace('u-1', [card('b'), card('a', { schedule: later }), card('c')]);
    expect((await repo.due('u-1')).map((c) => c.cardId)).toEqual(['b', 'c']);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['b', 'c', 'a']);
    expect(await repo.due('u-2')).toEqual([]);
  });

  it('a rating reschedules at once by FSRS and queues it, in one transaction', async () => {
    await repo.replace('u-1', [card('a')]);
    await repo.rate('u-1', 'a', 3);
    const [rated] = await repo.cards('u-1');
    expect(rated!.schedule).toEqual(rateSchedule(card('a').schedule, 3, new Date(NOW)));
    expect(await repo.due('u-1')).toEqual([]);
    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'review-rating',
      payload: { cardId: 'a', rating: 3, reviewedAt: new Date(NOW).toISOString() },
      label: '항목 a',
    });
    // When queuing fails (storage full), the card is not changed either.
    await repo.replace('u-1', [card('b')]);
    const add = vi.spyOn(database.outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(repo.rate('u-1', 'b', 1)).rejects.toThrow('disk full');
    add.mockRestore();
    expect((await repo.cards('u-1'))[0]!.schedule.reps).toBe(0);
  });

  it('a pull while a rating waits replays it on top: the card does not come back as due', async () => {
    await repo.replace('u-1', [card('a'), card('b')]);
    await repo.rate('u-1', 'a', 4);
    const asked = await createOutboxRepo(database).pendingEntries('u-1');
    await repo.replace('u-1', [card('a'), card('b')], asked);
    expect((await repo.due('u-1')).map((c) => c.cardId)).toEqual(['b']);
    // Once delivered (gone from the outbox) and read back, the server's own schedule is the same.
    const server = rateSchedule(card('a').schedule, 4, new Date(NOW));
    await database.outbox.clear();
    await repo.replace('u-1', [card('a', { schedule: server }), card('b')]);
    expect((await repo.cards('u-1')).find((c) => c.cardId === 'a')!.schedule).toEqual(server);
  });

  it("a card the server no longer lists (its item earned since) leaves the device's queue", async () => {
    await repo.replace('u-1', [card('a'), card('b')]);
    await repo.replace('u-1', [card('b')]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['b']);
  });

  it('a rating made offline is sent once when online; a refusal puts the card back as it was', async () => {
    await repo.replace('u-1', [card('a'), card('b')]);
    await repo.rate('u-1', 'a', 3);
    await repo.rate('u-1', 'b', 2);
    const calls: Array<{ url: string; key: string; body: unknown }> = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, key: headers['Idempotency-Key'] ?? '', body: JSON.parse(String(init.body)) });
      if (url.includes('/b/')) {
        return new Response(
          JSON.stringify({ error: '복습 카드를 찾을 수 없습니다.', code: 'REVIEW_CARD_NOT_FOUND' }),
          {
            status: 404,
          },
        );
      }
      return new Response(JSON.stringify({ data: card('a') }));
    });
    const connectivity: Connectivity = {
      browserOnline: () => true,
      isOnline: () => true,
      reportFailure: () => undefined,
      reportSuccess: () => undefined,
      subscribe: () => () => undefined,
    };
    const queue = revertingQueue(database, createOutboxRepo(database), repoReverters(database));
    const entries = await database.outbox.toArray();
    const engine = createSyncEngine({
      queue,
      fetch,
      apiBase: '/api/v1',
      getAccessToken: () => 'token',
      refreshSession: async () => ({ status: 'rejected' }),
      connectivity,
    });
    engine.start('u-1');
    await vi.waitFor(async () =>
      expect((await database.outbox.toArray()).filter((e) => e.status === 'pending')).toEqual([]),
    );
    engine.stop();
    expect(calls).toEqual([
      {
        url: '/api/v1/my-notes/review-cards/a/reviews',
        key: entries[0]!.id,
        body: { rating: 3, reviewedAt: new Date(NOW).toISOString() },
      },
      {
        url: '/api/v1/my-notes/review-cards/b/reviews',
        key: entries[1]!.id,
        body: { rating: 2, reviewedAt: new Date(NOW).toISOString() },
      },
    ]);
    const b = (await repo.cards('u-1')).find((c) => c.cardId === 'b')!;
    expect(b.schedule).toEqual(card('b').schedule);
    const [rejected] = await database.outbox.toArray();
    expect(rejected).toMatchObject({ status: 'rejected', payload: { cardId: 'b' } });
  });
});

describe('cards of a session graded on the device (ended offline)', () => {
  const ITEM = 'acute-abdominal-pain.hx.onset';
  const OTHER = 'acute-abdominal-pain.hx.location';
  const result = (itemId: string, performance: 'yes' | 'no') => ({
    itemId,
    section: '병력청취' as const,
    itemText: `항목 ${itemId}`,
    aiComment: '예: “언제부터 아프셨어요?”',
    performance,
  });
  const grade = (sessionId: string, endedAt: number, results: ReturnType<typeof result>[]) =>
    repo.recordDeviceGrade('u-1', {
      sessionId,
      scenarioId: 'acute-appendicitis',
      scenarioName: '급성 충수염',
      endedAt,
      checklistResults: results,
      nearest: { [ITEM]: '어디가 아프세요?' },
    });
  const provisional = (sessionId: string, results: ReturnType<typeof result>[] = [], at = NOW) =>
    database.provisionalResults.put({
      sessionId,
      userId: 'u-1',
      scenarioId: 'acute-appendicitis',
      evaluation: anEvaluation({
        checklistResults: results.map((item) => ({ ...item, subtitle: '', evidenceMessageId: null })),
      }),
      messages: [],
      computedAt: at,
    });

  it("a miss becomes a card with the server's id; a miss again refreshes it and keeps its schedule", async () => {
    await grade('s-1', NOW, [result(ITEM, 'no')]);
    const [made] = await repo.cards('u-1');
    expect(made).toMatchObject({
      cardId: reviewCardId('u-1', 'acute-appendicitis', ITEM),
      nearestTurn: '어디가 아프세요?',
      sessionId: 's-1',
      madeOnDevice: true,
    });
    expect(made!.schedule).toEqual(newSchedule(new Date(NOW)));
    await repo.rate('u-1', made!.cardId, 3);
    const rated = (await repo.cards('u-1'))[0]!.schedule;
    await grade('s-2', NOW + DAY, [result(ITEM, 'no')]);
    const [again] = await repo.cards('u-1');
    expect(again).toMatchObject({ cardId: made!.cardId, sessionId: 's-2' });
    expect(again!.schedule).toEqual(rated);
  });

  it('an item earned later clears its card; an older session moves nothing', async () => {
    await repo.replace('u-1', [
      card('x', { cardId: reviewCardId('u-1', 'acute-appendicitis', ITEM), itemId: ITEM }),
    ]);
    await grade('s-old', NOW - 2 * DAY, [result(ITEM, 'yes'), result(OTHER, 'no')]);
    expect((await repo.cards('u-1')).map((c) => c.itemId).sort()).toEqual([ITEM, OTHER].sort());
    await grade('s-new', NOW, [result(ITEM, 'yes')]);
    expect((await repo.cards('u-1')).map((c) => c.itemId)).toEqual([OTHER]);
  });

  it("outlive a pull while the server has not graded the session, and give way to the server's after", async () => {
    await provisional('s-1');
    await grade('s-1', NOW, [result(ITEM, 'no'), result(OTHER, 'no')]);
    const made = await repo.cards('u-1');
    expect(made).toHaveLength(2);
    // A pull before the server graded it: its list lacks them, the device keeps them.
    await repo.replace('u-1', [card('a')]);
    expect((await repo.cards('u-1')).map((c) => c.cardId).sort()).toEqual(
      ['a', ...made.map((c) => c.cardId)].sort(),
    );
    // The server's grade arrived (the provisional one is dropped) and its list has the same ids.
    await database.provisionalResults.delete('s-1');
    const server = made.map(({ key: _key, userId: _userId, madeOnDevice: _made, ...c }) => ({
      ...c,
      nearestTurn: '서버가 찾은 말',
    }));
    await repo.replace('u-1', [card('a'), ...server]);
    const after = await repo.cards('u-1');
    expect(after).toHaveLength(3);
    expect(after.filter((c) => c.cardId !== 'a').every((c) => c.nearestTurn === '서버가 찾은 말')).toBe(true);
    // A device card whose session the server graded without missing it leaves with the next pull.
    await repo.replace('u-1', [card('a')]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['a']);
  });
  it('a card cleared by a device grade stays cleared through pulls until the server grades that session', async () => {
    const serverCard = card('x', { cardId: reviewCardId('u-1', 'acute-appendicitis', ITEM), itemId: ITEM });
    const otherCase = card('y', { scenarioId: 'acute-cholecystitis', itemId: ITEM });
    await repo.replace('u-1', [serverCard, otherCase]);
    // Ended offline, earned the item: the card leaves the queue at once.
    await provisional('s-new', [result(ITEM, 'yes')]);
    await grade('s-new', NOW, [result(ITEM, 'yes')]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['y']);
    // A pull before the server has that grade still lists the card: it must not come back.
    await repo.replace('u-1', [serverCard, otherCase]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['y']);
    // The server graded it: its list has the card no more, the provisional grade is gone.
    await database.provisionalResults.delete('s-new');
    await repo.replace('u-1', [otherCase]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual(['y']);
  });

  it('a device grade older than the miss the server knows does not hide the card', async () => {
    const later = card('x', {
      cardId: reviewCardId('u-1', 'acute-appendicitis', ITEM),
      itemId: ITEM,
      missedAt: new Date(NOW + DAY).toISOString(),
    });
    await provisional('s-old', [result(ITEM, 'yes')], NOW);
    await repo.replace('u-1', [later]);
    expect((await repo.cards('u-1')).map((c) => c.cardId)).toEqual([later.cardId]);
  });
});
