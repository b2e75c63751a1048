import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewCardId } from '../../../engine/review/card-id';
import { newSchedule } from '../../../engine/review/schedule';
import { CpxDatabase } from '../../data/db';
import { createReviewCardsRepo } from '../../data/repos/review-cards-repo';

const getPack = vi.fn();
vi.mock('../../data/repos/encounter-packs-repo', () => ({ encounterPacksRepo: { get: getPack } }));
const { gradeProvisionally } = await import('./device-grade');

const PACK = {
  scenarioId: 'acute-appendicitis',
  contentVersion: 'v1',
  engineSeed: '',
  case: {
    id: 'acute-appendicitis',
    primaryCategory: '소화기',
    secondaryCategory: '급성복통',
    name: '급성 충수염',
    shortDescription: '오른쪽 아랫배 통증',
    doorCard: {
      patientName: '김민준',
      age: 24,
      sex: '남자',
      situation: '배가 아파서 왔다',
      presentingComplaint: '배가 아파요',
      bloodPressure: '124/78 mmHg',
      pulse: '98회/분',
      respiration: '18회/분',
      temperature: '37.9℃',
      description: '',
    },
    persona: {
      occupation: '대학생',
      temperament: '차분함',
      speechStyle: '해요체',
      openingLine: '어제부터 배가 아파요.',
      concerns: ['수술해야 하나요?'],
    },
    history: { onset: '어제 저녁부터요.' },
    symptoms: {},
    exam: {},
    differentials: ['급성 충수염'],
    plan: { tests: ['복부 CT'], treatment: ['수술'] },
    education: ['금식'],
  },
};

let database: CpxDatabase;
beforeEach(async () => {
  database = new CpxDatabase(`cpx-grade-${crypto.randomUUID()}`);
  await database.open();
  getPack.mockReset();
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

const messages = [
  { id: 'u1', sender: 'user' as const, content: '언제부터 아프셨어요?' },
  { id: 'a1', sender: 'ai' as const, content: '어제 저녁부터요.' },
];

describe('the provisional grade on the device', () => {
  it('grades the transcript with the embedded grader and keeps it with its evidence', async () => {
    getPack.mockResolvedValue(PACK);
    const init = { sessionId: 's-1', userId: 'u-1', scenarioId: 'acute-appendicitis', messages };
    expect(await gradeProvisionally(init, database, () => 7)).toBe(true);
    const row = await database.provisionalResults.get('s-1');
    expect(row).toMatchObject({ userId: 'u-1', computedAt: 7, messages });
    expect(row!.evaluation.overallScore).toBeGreaterThanOrEqual(0);
    const earned = row!.evaluation.checklistResults.filter((r) => r.performance === 'yes');
    expect(earned.length).toBeGreaterThan(0);
    expect(earned.every((r) => r.evidenceMessageId === 'u1')).toBe(true);
    expect(row!.evaluation.checklistResults.some((r) => r.performance === 'no')).toBe(true);
  });

  it("puts the missed items in the review queue at once, with the server's ids and schedule", async () => {
    getPack.mockResolvedValue(PACK);
    const endedAt = Date.parse('2026-12-05T01:02:03.000Z');
    const init = { sessionId: 's-3', userId: 'u-1', scenarioId: 'acute-appendicitis', messages, endedAt };
    expect(await gradeProvisionally(init, database, () => endedAt + 500)).toBe(true);
    const evaluation = (await database.provisionalResults.get('s-3'))!.evaluation;
    const missed = evaluation.checklistResults.filter((r) => r.performance === 'no');
    const cards = await database.reviewCards.where('userId').equals('u-1').toArray();
    expect(cards.map((c) => c.itemId).sort()).toEqual(missed.map((r) => r.itemId).sort());
    for (const card of cards) {
      expect(card).toMatchObject({
        cardId: reviewCardId('u-1', 'acute-appendicitis', card.itemId),
        scenarioName: '급성 충수염',
        sessionId: 's-3',
        missedAt: new Date(endedAt).toISOString(),
        madeOnDevice: true,
      });
      expect(card.schedule).toEqual(newSchedule(new Date(endedAt)));
    }
    // The learner's question is the closest turn to the items about the pain's history, if any.
    expect(cards.every((c) => c.nearestTurn === null || c.nearestTurn === '언제부터 아프셨어요?')).toBe(true);

    // The server grades the session the same way and its list arrives: its cards replace the
    // device's one for one (same ids), never beside them.
    await database.provisionalResults.delete('s-3');
    const fromServer = cards.map(({ key: _key, userId: _userId, madeOnDevice: _made, ...card }) => ({
      ...card,
      advice: `${card.advice} (서버)`,
    }));
    await createReviewCardsRepo(database).replace('u-1', fromServer);
    const after = await database.reviewCards.where('userId').equals('u-1').toArray();
    expect(after).toHaveLength(cards.length);
    expect(new Set(after.map((c) => c.cardId)).size).toBe(cards.length);
    expect(after.every((c) => c.advice.endsWith('(서버)') && !c.madeOnDevice)).toBe(true);
  });

  it('grades nothing without a pack or without a question', async () => {
    getPack.mockResolvedValue(null);
    const init = { sessionId: 's-2', userId: 'u-1', scenarioId: 'x', messages };
    expect(await gradeProvisionally(init, database)).toBe(false);
    getPack.mockResolvedValue(PACK);
    expect(await gradeProvisionally({ ...init, messages: [] }, database)).toBe(false);
    expect(await database.provisionalResults.count()).toBe(0);
  });
});
