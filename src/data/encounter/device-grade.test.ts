import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CpxDatabase } from '../db';

const getPack = vi.fn();
vi.mock('../repos/encounter-packs-repo', () => ({ encounterPacksRepo: { get: getPack } }));
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

  it('grades nothing without a pack or without a question', async () => {
    getPack.mockResolvedValue(null);
    const init = { sessionId: 's-2', userId: 'u-1', scenarioId: 'x', messages };
    expect(await gradeProvisionally(init, database)).toBe(false);
    getPack.mockResolvedValue(PACK);
    expect(await gradeProvisionally({ ...init, messages: [] }, database)).toBe(false);
    expect(await database.provisionalResults.count()).toBe(0);
  });
});
