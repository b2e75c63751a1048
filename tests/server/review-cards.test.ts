import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadCases } from '../../content/load';
import type { Evaluation } from '../../contract/evaluation';
import { evaluations } from '../../server/db/schema/grading';
import { reviewCards } from '../../server/db/schema/review-cards';
import type { ReviewCard } from '../../contract/review-cards';
import { reviewCardId } from '../../engine/review/card-id';
import { newSchedule, rateSchedule } from '../../engine/review/schedule';
import { caseChecklist } from '../../content/case-checklist';
import { bearer, signUp, seededApp, type SignedUp, type TestApp } from '../support/test-app';

/**
 * Issue 24, "learn from misses": a retry of a graded session's missed items (scored on them only,
 * its own kind in the history, out of the statistics) and the review queue of missed items
 * (cards made by grading, rated with FSRS, leaving the queue once earned later).
 */
const library = loadCases();
const CASE = 'acute-appendicitis';
const DAY = 86_400_000;

// A thin encounter: greets without introducing oneself, asks onset and location.
const thin = ['안녕하세요.', '어디가 아파서 오셨어요?', '언제부터 아프셨어요?'];
// The retry earns vomiting and fever and still misses the rest.
const retryLines = ['구역질이나 구토는요?', '열은 없으세요?'];

let t: TestApp;
let learner: SignedUp;

const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function practise(
  token: string,
  lines: string[],
  extra: Record<string, string> = {},
  completion: { completedAt?: string } = {},
) {
  const started = await inject('POST', 'practice-sessions', token, { scenarioId: CASE, ...extra });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json();
  for (const messageContent of lines) {
    const res = await inject('POST', `practice-sessions/${session.practiceSessionId}/chat-messages`, token, {
      messageContent,
    });
    expect(res.statusCode).toBe(200);
  }
  await inject('POST', `practice-sessions/${session.practiceSessionId}/complete`, token, {
    practiceMemo: '',
    ...completion,
  });
  return session as {
    practiceSessionId: string;
    retry: { retryOfSessionId: string; items: { itemId: string }[] } | null;
  };
}

async function graded(token: string, id: string) {
  await t.app.services.gradingQueue.drain();
  const res = await inject('GET', `practice-sessions/${id}/feedback`, token);
  expect(res.json().status).toBe('completed');
  return res.json().data as {
    overallScore: number;
    checklistResults: { itemId: string; performance: string; itemText: string }[];
  };
}

async function storedResult(sessionId: string) {
  const [row] = await t.database.db.select().from(evaluations).where(eq(evaluations.sessionId, sessionId));
  return row!.result;
}

const cards = async (token: string) =>
  (await inject('GET', 'my-notes/review-cards', token)).json().data as ReviewCard[];

beforeAll(async () => {
  ({ t, learner } = await seededApp(library));
});
afterAll(async () => {
  await t?.close();
});

describe('review cards from a graded session', () => {
  let first: { practiceSessionId: string };
  let missed: string[];

  it('every missed item becomes a card due at once, with the advice and the closest own turn', async () => {
    first = await practise(learner.accessToken, thin);
    const result = await graded(learner.accessToken, first.practiceSessionId);
    missed = result.checklistResults.filter((r) => r.performance === 'no').map((r) => r.itemId);
    expect(missed.length).toBeGreaterThan(10);
    const queue = await cards(learner.accessToken);
    expect(queue.map((c) => c.itemId).sort()).toEqual([...missed].sort());
    const greeting = queue.find((c) => c.itemId.endsWith('rel.greeting'))!;
    expect(greeting).toMatchObject({
      scenarioId: CASE,
      scenarioName: library.find((c) => c.id === CASE)!.name,
      sessionId: first.practiceSessionId,
      nearestTurn: '안녕하세요.',
    });
    expect(greeting.advice).toContain('소개');
    for (const card of queue) {
      expect(card.schedule.reps).toBe(0);
      expect(Date.parse(card.schedule.due)).toBeLessThanOrEqual(t.clock.now().getTime());
    }
  });

  it('a rating reschedules the card by FSRS; the same request sent again is answered once', async () => {
    const [card] = await cards(learner.accessToken);
    const reviewedAt = t.clock.now().toISOString();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/my-notes/review-cards/${card!.cardId}/reviews`,
        headers: { ...bearer(learner.accessToken), 'idempotency-key': `review-${card!.cardId}` },
        payload: { rating: 3, reviewedAt },
      });
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    const rated = res.json().data as ReviewCard;
    expect(rated.schedule.reps).toBe(1);
    expect(Date.parse(rated.schedule.due) - t.clock.now().getTime()).toBeGreaterThanOrEqual(DAY);
    const again = await send();
    expect(again.json().data.schedule).toEqual(rated.schedule);
    const stored = (await cards(learner.accessToken)).find((c) => c.cardId === card!.cardId)!;
    expect(stored.schedule.reps).toBe(1);
    // Soonest due first: the rated card is now last.
    expect((await cards(learner.accessToken)).at(-1)!.cardId).toBe(card!.cardId);
  });

  it("refuses a bad rating, another learner's card and an unknown card", async () => {
    const [card] = await cards(learner.accessToken);
    const at = t.clock.now().toISOString();
    const bad = await inject('POST', `my-notes/review-cards/${card!.cardId}/reviews`, learner.accessToken, {
      rating: 5,
      reviewedAt: at,
    });
    expect(bad.statusCode).toBe(400);
    const other = await signUp(t.app);
    const foreign = await inject('POST', `my-notes/review-cards/${card!.cardId}/reviews`, other.accessToken, {
      rating: 3,
      reviewedAt: at,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('REVIEW_CARD_NOT_FOUND');
    expect(await cards(other.accessToken)).toEqual([]);
  });

  it('a device clock ahead is read as now', async () => {
    const card = (await cards(learner.accessToken))[0]!;
    const ahead = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    const res = await inject('POST', `my-notes/review-cards/${card.cardId}/reviews`, learner.accessToken, {
      rating: 3,
      reviewedAt: ahead,
    });
    expect(res.json().data.schedule.lastReview).toBe(t.clock.now().toISOString());
  });

  describe("'놓친 항목 다시 연습'", () => {
    let retry: Awaited<ReturnType<typeof practise>>;

    it('starts the same case scored only on the missed items, listing them', async () => {
      t.clock.advance(60_000);
      retry = await practise(learner.accessToken, retryLines, { retryOfSessionId: first.practiceSessionId });
      expect(retry.retry!.retryOfSessionId).toBe(first.practiceSessionId);
      expect(retry.retry!.items.map((i) => i.itemId)).toEqual(missed);
      const result = await graded(learner.accessToken, retry.practiceSessionId);
      expect(result.checklistResults.map((r) => r.itemId)).toEqual(missed);
      const earned = result.checklistResults.filter((r) => r.performance === 'yes').map((r) => r.itemId);
      expect(earned.sort()).toEqual(
        ['acute-abdominal-pain.hx.fever', 'acute-abdominal-pain.hx.nauseaVomiting'].sort(),
      );
      expect(result.overallScore).toBeGreaterThan(0);
      expect(result.overallScore).toBeLessThan(30);
    });

    it('an item earned in the retry leaves the queue; the others stay', async () => {
      const queue = (await cards(learner.accessToken)).map((c) => c.itemId);
      expect(queue).not.toContain('acute-abdominal-pain.hx.fever');
      expect(queue).not.toContain('acute-abdominal-pain.hx.nauseaVomiting');
      expect(queue).toHaveLength(missed.length - 2);
    });

    it('is its own kind in the history, and stays out of the 오답노트 sessions and statistics', async () => {
      const history = (await inject('GET', 'my-notes/history?type=case', learner.accessToken)).json().data;
      expect(history.map((h: { type: string }) => h.type)).toEqual(['놓친 항목 연습', '증례 실습']);
      const practised = (await inject('GET', 'my-notes/practiced-scenarios', learner.accessToken)).json()
        .data;
      expect(practised[0].sessions.map((s: { practiceSessionId: string }) => s.practiceSessionId)).toEqual([
        first.practiceSessionId,
      ]);
      const stats = (await inject('GET', 'dashboard/summary', learner.accessToken)).json().data;
      expect(JSON.stringify(stats)).not.toContain(retry.practiceSessionId);
    });

    it('an ordinary start does not resume an open retry, nor a retry an ordinary session', async () => {
      const open = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: CASE,
        retryOfSessionId: first.practiceSessionId,
      });
      const plain = await inject('POST', 'practice-sessions', learner.accessToken, { scenarioId: CASE });
      expect(plain.json().isResumed).toBe(false);
      expect(plain.json().retry).toBeNull();
      expect(plain.json().practiceSessionId).not.toBe(open.json().practiceSessionId);
      const again = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: CASE,
        retryOfSessionId: first.practiceSessionId,
      });
      expect(again.json()).toMatchObject({
        isResumed: true,
        practiceSessionId: open.json().practiceSessionId,
      });
    });

    it('a retry made offline arrives with the device id and the source, and is scored the same way', async () => {
      const id = crypto.randomUUID();
      const started = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: CASE,
        practiceSessionId: id,
        retryOfSessionId: first.practiceSessionId,
      });
      expect(started.json().retry.items).toHaveLength(missed.length);
    });

    it("refuses a source that is not graded, not this case, not the learner's, or missed nothing", async () => {
      const ungraded = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: 'acute-cholecystitis',
      });
      const ungradedId = ungraded.json().practiceSessionId;
      const notGraded = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: 'acute-cholecystitis',
        retryOfSessionId: ungradedId,
      });
      expect(notGraded.json().code).toBe('RETRY_NOT_GRADED');
      const otherCase = await inject('POST', 'practice-sessions', learner.accessToken, {
        scenarioId: 'acute-cholecystitis',
        retryOfSessionId: first.practiceSessionId,
      });
      expect(otherCase.json().code).toBe('SESSION_NOT_FOUND');
      const other = await signUp(t.app);
      const foreign = await inject('POST', 'practice-sessions', other.accessToken, {
        scenarioId: CASE,
        retryOfSessionId: first.practiceSessionId,
      });
      expect(foreign.statusCode).toBe(404);
      // A session whose result missed nothing has nothing to retry.
      const perfect = await practise(other.accessToken, ['구역질이나 구토는요?']);
      const result = await graded(other.accessToken, perfect.practiceSessionId);
      await t.database.db
        .update(evaluations)
        .set({
          result: {
            ...(await storedResult(perfect.practiceSessionId)),
            checklistResults: result.checklistResults.map((r) => ({ ...r, performance: 'yes' })),
          } as Evaluation,
        })
        .where(eq(evaluations.sessionId, perfect.practiceSessionId));
      const nothing = await inject('POST', 'practice-sessions', other.accessToken, {
        scenarioId: CASE,
        retryOfSessionId: perfect.practiceSessionId,
      });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().code).toBe('RETRY_NOTHING_MISSED');
    });
  });
});

describe('cards and grades arriving out of order', () => {
  const NAUSEA = 'acute-abdominal-pain.hx.nauseaVomiting';
  const verdict = (performance: 'yes' | 'no') => ({
    checklistResults: [
      {
        itemId: NAUSEA,
        section: '병력청취' as const,
        subtitle: '',
        performance,
        itemText: '메스꺼움이나 구토가 있는지 물었다',
        aiComment: '예: “구역질이나 구토는 없으셨어요?”',
        evidenceMessageId: null,
      },
    ],
  });
  const record = (sessionId: string, performance: 'yes' | 'no') =>
    t.app.services.reviews.recordGrade(t.database.db, sessionId, verdict(performance), {});

  it('a later earn clears the card; an older miss graded afterwards does not bring it back; a newer miss does, as new', async () => {
    const someone = await signUp(t.app);
    const older = await practise(someone.accessToken, ['네.']);
    t.clock.advance(60_000);
    const newer = await practise(someone.accessToken, ['네.']);
    t.clock.advance(60_000);
    const latest = await practise(someone.accessToken, ['네.']);
    const nausea = async () => (await cards(someone.accessToken)).find((c) => c.itemId === NAUSEA);

    await record(older.practiceSessionId, 'no');
    const made = await nausea();
    expect(made?.sessionId).toBe(older.practiceSessionId);
    await inject('POST', `my-notes/review-cards/${made!.cardId}/reviews`, someone.accessToken, {
      rating: 3,
      reviewedAt: t.clock.now().toISOString(),
    });
    await record(newer.practiceSessionId, 'yes');
    expect(await nausea()).toBeUndefined();
    // The older session's grade again (a late arrival): the item was earned since, it stays cleared.
    await record(older.practiceSessionId, 'no');
    expect(await nausea()).toBeUndefined();
    await record(latest.practiceSessionId, 'no');
    const back = await nausea();
    expect(back).toMatchObject({ cardId: made!.cardId, sessionId: latest.practiceSessionId });
    expect(back!.schedule.reps).toBe(0);
  });
});

describe('cards of a session ended offline match the ones the device made', () => {
  /** A case talked through, then ended `after` ms later with the end the device says. */
  async function endedLater(
    token: string,
    lines: string[],
    after: number,
    completedAt: (startedAt: number) => string,
  ) {
    const started = await inject('POST', 'practice-sessions', token, { scenarioId: CASE });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as { practiceSessionId: string; startedAt: string };
    for (const messageContent of lines) {
      await inject('POST', `practice-sessions/${session.practiceSessionId}/chat-messages`, token, {
        messageContent,
      });
    }
    t.clock.advance(after);
    const ended = await inject('POST', `practice-sessions/${session.practiceSessionId}/complete`, token, {
      practiceMemo: '',
      completedAt: completedAt(Date.parse(session.startedAt)),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const stored = (await inject('GET', `practice-sessions/${session.practiceSessionId}`, token)).json().data;
    return stored as { practiceSessionId: string; startedAt: string; completedAt: string };
  }

  it('the server keeps the end the device sends, within the session start and now', async () => {
    const someone = await signUp(t.app);
    const iso = (ms: number) => new Date(ms).toISOString();
    const offline = await endedLater(someone.accessToken, ['네.'], 5 * 60_000, (s) => iso(s + 3 * 60_000));
    expect(offline.completedAt).toBe(iso(Date.parse(offline.startedAt) + 3 * 60_000));
    // A device clock ahead is read as now; one behind the start as the start.
    const ahead = await endedLater(someone.accessToken, ['네.'], 60_000, (s) => iso(s + 3_600_000));
    expect(ahead.completedAt).toBe(t.clock.now().toISOString());
    const behind = await endedLater(someone.accessToken, ['네.'], 60_000, () => '2020-01-01T00:00:00.000Z');
    expect(behind.completedAt).toBe(behind.startedAt);
  });

  it("each card's id is derived from the learner, the case and the item, and its schedule from the device's end", async () => {
    const someone = await signUp(t.app);
    const session = await endedLater(someone.accessToken, thin, 8 * 60_000, (s) =>
      new Date(s + 6 * 60_000).toISOString(),
    );
    const result = await graded(someone.accessToken, session.practiceSessionId);
    const missed = result.checklistResults.filter((r) => r.performance === 'no');
    const queue = await cards(someone.accessToken);
    expect(queue).toHaveLength(missed.length);
    for (const card of queue) {
      // What the device computes for the same session (src/data/repos/review-cards-repo.ts).
      expect(card.cardId).toBe(reviewCardId(someone.user.userId, CASE, card.itemId));
      expect(card.missedAt).toBe(session.completedAt);
      expect(card.schedule).toEqual(newSchedule(new Date(session.completedAt)));
    }
    // Another learner's card of the same item has another id.
    expect(reviewCardId(learner.user.userId, CASE, queue[0]!.itemId)).not.toBe(queue[0]!.cardId);
  });

  it('a rating of a card made on the device, sent before the server graded its session, is answered "later", then lands on the same card', async () => {
    const someone = await signUp(t.app);
    const session = await endedLater(someone.accessToken, thin, 2 * 60_000, (s) =>
      new Date(s + 90_000).toISOString(),
    );
    const greeting = caseChecklist(library.find((c) => c.id === CASE)!).find((item) =>
      item.id.endsWith('rel.greeting'),
    )!;
    const cardId = reviewCardId(someone.user.userId, CASE, greeting.id);
    const reviewedAt = t.clock.now().toISOString();
    const rate = () =>
      inject('POST', `my-notes/review-cards/${cardId}/reviews`, someone.accessToken, {
        rating: 3,
        reviewedAt,
      });
    const early = await rate();
    expect(early.statusCode).toBe(503);
    expect(early.json().code).toBe('REVIEW_CARD_PENDING');
    expect(early.headers['retry-after']).toBe('30');

    await graded(someone.accessToken, session.practiceSessionId);
    const late = await rate();
    expect(late.statusCode, late.body).toBe(200);
    const rated = late.json().data as ReviewCard;
    expect(rated.cardId).toBe(cardId);
    // What the device computed when the learner rated its own card.
    expect(rated.schedule).toEqual(
      rateSchedule(newSchedule(new Date(session.completedAt)), 3, new Date(reviewedAt)),
    );
    // Once nothing waits for a grade, an unknown card is not found, as before.
    const unknown = await inject(
      'POST',
      `my-notes/review-cards/${crypto.randomUUID()}/reviews`,
      someone.accessToken,
      { rating: 3, reviewedAt },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('a card kept under a random id (made before ids were derived) is rated by its derived id too', async () => {
    const someone = await signUp(t.app);
    const started = await practise(someone.accessToken, thin);
    await graded(someone.accessToken, started.practiceSessionId);
    const [card] = await cards(someone.accessToken);
    const derived = card!.cardId;
    // As an older server stored it.
    const oldId = crypto.randomUUID();
    await t.database.db.update(reviewCards).set({ id: oldId }).where(eq(reviewCards.id, derived));
    const reviewedAt = t.clock.now().toISOString();
    const res = await inject('POST', `my-notes/review-cards/${derived}/reviews`, someone.accessToken, {
      rating: 3,
      reviewedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rated = res.json().data as ReviewCard;
    expect(rated.cardId).toBe(oldId);
    expect(rated.schedule).toEqual(rateSchedule(card!.schedule, 3, new Date(reviewedAt)));
    // Another learner's derived id does not reach it.
    const other = reviewCardId(learner.user.userId, CASE, card!.itemId);
    const refused = await inject('POST', `my-notes/review-cards/${other}/reviews`, someone.accessToken, {
      rating: 3,
      reviewedAt,
    });
    expect(refused.statusCode).toBe(404);
  });
});
