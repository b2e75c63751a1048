import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../../contract/cases';
import { CpxDatabase } from '../db';
import { createBlindPracticeRepo } from './blind-practice-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createBlindPracticeRepo>;
let ids = 0;

function scenario(scenarioId: string, secondaryCategory: string, sortOrder: number) {
  const row: Scenario & { sortOrder: number } = {
    scenarioId,
    id: scenarioId,
    name: `진단 ${scenarioId}`,
    englishName: `Case ${scenarioId}`,
    englishAliases: [],
    shortDescription: '',
    primaryCategory: '소화기',
    secondaryCategory,
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
    sortOrder,
  };
  return row;
}

beforeEach(async () => {
  ids = 0;
  database = new CpxDatabase(`cpx-blind-${crypto.randomUUID()}`);
  await database.open();
  repo = createBlindPracticeRepo(database, { now: () => 1_000, newId: () => `draw-${++ids}` });
  await database.cases.bulkPut([
    scenario('a', '복통', 0),
    scenario('b', '복통', 1),
    scenario('c', '흉통', 2),
  ]);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('blind practice on the device', () => {
  it('keeps a draw of the chosen presentation under an id of its own', async () => {
    const result = await repo.draw('u1', { presentations: ['흉통'], online: true });
    expect(result).toEqual({
      ok: true,
      draw: { drawId: 'draw-1', scenarioId: 'c', presentations: ['흉통'], createdAt: 1_000 },
    });
    expect(await repo.getDraw('u1', 'draw-1')).toMatchObject({ scenarioId: 'c' });
    // Another learner on the same device does not see it.
    expect(await repo.getDraw('u2', 'draw-1')).toBeNull();
  });

  it('avoids the case just practised, blind or not', async () => {
    await repo.notePractised('u1', 'a');
    for (const r of [0, 0.5, 0.99]) {
      const result = await repo.draw('u1', { presentations: ['복통'], online: true, random: () => r });
      expect(result.ok && result.draw.scenarioId).toBe('b');
    }
    const first = await repo.draw('u1', { presentations: ['복통'], online: true });
    if (!first.ok) throw new Error('no draw');
    await repo.markSession('u1', 'session-1', first.draw);
    expect(await repo.lastPractised('u1')).toBe('b');
    const next = await repo.draw('u1', { presentations: ['복통'], online: true, random: () => 0.99 });
    expect(next.ok && next.draw.scenarioId).toBe('a');
  });

  it('offline, draws only cases whose encounter pack is on the device, and says why when none is', async () => {
    await database.encounterPacks.put({
      scenarioId: 'b',
      contentVersion: 'v1',
      bytes: 1,
      pack: {},
      storedAt: 1,
    } as never);
    const result = await repo.draw('u1', { presentations: ['복통'], online: false, random: () => 0 });
    expect(result.ok && result.draw.scenarioId).toBe('b');
    expect(await repo.draw('u1', { presentations: ['흉통'], online: false })).toEqual({
      ok: false,
      reason: 'none-offline',
    });
    expect(await repo.draw('u1', { presentations: ['요통'], online: true })).toEqual({
      ok: false,
      reason: 'none',
    });
  });

  it('marks the session started from a draw as blind, for this learner only', async () => {
    const draw = await repo.drawCase('u1', 'a', '복통');
    expect(await repo.session('u1', 'session-9')).toBeNull();
    await repo.markSession('u1', 'session-9', draw);
    expect(await repo.session('u1', 'session-9')).toEqual({
      sessionId: 'session-9',
      scenarioId: 'a',
      presentations: ['복통'],
      startedAt: 1_000,
    });
    expect(await repo.sessionIds('u1')).toEqual(new Set(['session-9']));
    expect(await repo.sessionIds('u2')).toEqual(new Set());
  });

  it('adopts the blind sessions the server reports, once, without touching what the device knows', async () => {
    const draw = await repo.drawCase('u1', 'a', '복통');
    await repo.markSession('u1', 'mine', draw);
    const before = await repo.lastPractised('u1');
    await repo.adopt('u1', [
      { sessionId: 'elsewhere', scenarioId: 'b' },
      { sessionId: 'mine', scenarioId: 'b' },
    ]);
    expect(await repo.session('u1', 'elsewhere')).toEqual({
      sessionId: 'elsewhere',
      scenarioId: 'b',
      presentations: [],
      startedAt: 1_000,
    });
    // This device's own record is kept as it is, and the case practised last is not moved.
    expect(await repo.session('u1', 'mine')).toMatchObject({ scenarioId: 'a', presentations: ['복통'] });
    expect(await repo.lastPractised('u1')).toBe(before);
    await repo.adopt('u1', [{ sessionId: 'elsewhere', scenarioId: 'b' }]);
    expect(await repo.sessionIds('u1')).toEqual(new Set(['elsewhere', 'mine']));
    expect(await repo.sessionIds('u2')).toEqual(new Set());
  });
});
