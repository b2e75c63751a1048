import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CpxDatabase, db } from '../db';
import { createMockExamWaitsRepo, mockExamWaitsRepo } from './mock-exam-waits-repo';

let database: CpxDatabase;
let repo: ReturnType<typeof createMockExamWaitsRepo>;

beforeEach(async () => {
  database = new CpxDatabase(`cpx-mock-waits-${crypto.randomUUID()}`);
  await database.open();
  repo = createMockExamWaitsRepo(database);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('mock exam waits', () => {
  it('starts waiting as evaluating, from the given time', async () => {
    await repo.startWaiting('u-1', 'exam-1', '랜덤 모의고사 (6증례)', 5_000);
    expect(await database.mockExamWaits.get('exam-1')).toEqual({
      mockExamSessionId: 'exam-1',
      userId: 'u-1',
      examTitle: '랜덤 모의고사 (6증례)',
      startedAt: 5_000,
      status: 'evaluating',
      progress: null,
      overallScore: null,
      completedAt: null,
      error: null,
      noticeDismissed: false,
      lastCheckedAt: null,
      cooldownUntil: null,
      updatedAt: 5_000,
    });
    expect(await database.mockExamWaits.where('[userId+status]').equals(['u-1', 'evaluating']).count()).toBe(
      1,
    );
  });

  it('adds an exam once: a second start keeps the first wait and what it learned', async () => {
    await repo.startWaiting('u-1', 'exam-1', null, 5_000);
    await database.mockExamWaits.update('exam-1', { progress: { completed: 2, total: 6 } });
    await repo.startWaiting('u-1', 'exam-1', '맞춤 모의고사 (2증례)', 9_000);
    expect(await database.mockExamWaits.get('exam-1')).toMatchObject({
      startedAt: 5_000,
      examTitle: null,
      progress: { completed: 2, total: 6 },
    });
  });

  it('defaults the start time to now', async () => {
    const before = Date.now();
    await repo.startWaiting('u-1', 'exam-2', null);
    const row = await database.mockExamWaits.get('exam-2');
    expect(row?.startedAt).toBeGreaterThanOrEqual(before);
    expect(row?.startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('the exported repo writes to the app database the monitor reads', async () => {
    await mockExamWaitsRepo.startWaiting('u-9', 'exam-9', '랜덤 모의고사 (6증례)', 1_000);
    expect(await db.mockExamWaits.get('exam-9')).toMatchObject({ userId: 'u-9', status: 'evaluating' });
    await db.mockExamWaits.delete('exam-9');
  });
});
