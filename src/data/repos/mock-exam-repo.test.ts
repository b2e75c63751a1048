import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockExamCase, MockExamSession, UnfinishedExam } from '../../../contract/mock-exams';
import { CpxDatabase } from '../db';
import { outboxRequest, revertRefusedWrite } from '../sync/outbox-kinds';
import { repoReverters } from '../sync/reverting-queue';
import { createMockExamRepo, examLeavingOf } from './mock-exam-repo';
import { createPracticeStateRepo } from './practice-state-repo';

let database: CpxDatabase;
let clock = 1_000;
let repo: ReturnType<typeof createMockExamRepo>;

function examCase(caseNumber: number, overrides: Partial<MockExamCase> = {}): MockExamCase {
  return {
    caseNumber,
    scenarioId: `case-${caseNumber}`,
    name: `증례 ${caseNumber}`,
    primaryCategory: '소화기',
    secondaryCategory: '급성복통',
    age: 30 + caseNumber,
    ageMonths: null,
    sex: '남자',
    presentingComplaint: '배가 아파요',
    practiceSessionId: null,
    completedAt: null,
    score: null,
    feedback: null,
    ...overrides,
  };
}

function exam(cases: MockExamCase[], overrides: Partial<MockExamSession> = {}): MockExamSession {
  return {
    mockExamSessionId: 'exam-1',
    examType: 'random',
    title: `랜덤 모의고사 (${cases.length}증례)`,
    status: 'in-progress',
    startTime: '2026-11-02T01:00:00.000Z',
    completedAt: null,
    overallScore: null,
    selectedScenariosDetails: cases,
    customExamConfig: null,
    ...overrides,
  };
}

beforeEach(async () => {
  clock = 1_000;
  database = new CpxDatabase(`cpx-mock-exams-${crypto.randomUUID()}`);
  await database.open();
  repo = createMockExamRepo(database, () => clock);
});
afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

describe('saving an exam from the server', () => {
  it('a new exam starts at case 1 with nothing ended', async () => {
    const row = await repo.saveExam('u-1', exam([examCase(1), examCase(2), examCase(3)]));
    expect(row).toMatchObject({
      mockExamSessionId: 'exam-1',
      userId: 'u-1',
      currentCaseNumber: 1,
      finishedAt: null,
      updatedAt: 1_000,
    });
    expect(row.cases).toEqual([
      { caseNumber: 1, scenarioId: 'case-1', practiceSessionId: null, ended: false },
      { caseNumber: 2, scenarioId: 'case-2', practiceSessionId: null, ended: false },
      { caseNumber: 3, scenarioId: 'case-3', practiceSessionId: null, ended: false },
    ]);
    expect(await repo.get('exam-1')).toEqual(row);
  });

  it('an exam seen first on this device starts at its first case the server has not completed', async () => {
    const row = await repo.saveExam(
      'u-1',
      exam([
        examCase(1, { practiceSessionId: 's-1', completedAt: '2026-11-02T01:10:00.000Z' }),
        examCase(2, { practiceSessionId: 's-2' }),
        examCase(3),
      ]),
    );
    expect(row.currentCaseNumber).toBe(2);
    expect(row.cases.map((c) => [c.practiceSessionId, c.ended])).toEqual([
      ['s-1', true],
      ['s-2', false],
      [null, false],
    ]);
  });

  it('a refetch keeps where the learner is and what they ended; the server adds what it knows', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2), examCase(3)]));
    await repo.caseStarted('exam-1', 1, 's-1');
    await repo.endCase({ userId: 'u-1', mockExamSessionId: 'exam-1', caseNumber: 1, practiceMemo: '' });
    clock = 2_000;
    // The end of case 1 has not reached the server yet; case 2 was started on another tab.
    const row = await repo.saveExam(
      'u-1',
      exam([
        examCase(1, { practiceSessionId: 's-1' }),
        examCase(2, { practiceSessionId: 's-2' }),
        examCase(3),
      ]),
    );
    expect(row.currentCaseNumber).toBe(2);
    expect(row.cases.map((c) => [c.practiceSessionId, c.ended])).toEqual([
      ['s-1', true],
      ['s-2', false],
      [null, false],
    ]);
    expect(row.updatedAt).toBe(2_000);
  });

  it('an exam the server already finished is marked finished', async () => {
    const row = await repo.saveExam(
      'u-1',
      exam([examCase(1, { completedAt: '2026-11-02T01:10:00.000Z' })], { status: 'EVALUATING' }),
    );
    expect(row.finishedAt).toBe(1_000);
  });

  it("another learner's row for the same id is not merged", async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.caseStarted('exam-1', 2, 's-2');
    const row = await repo.saveExam('u-2', exam([examCase(1), examCase(2)]));
    expect(row).toMatchObject({ userId: 'u-2', currentCaseNumber: 1 });
    expect(row.cases[1]?.practiceSessionId).toBeNull();
  });

  it('lists a learner’s exams, most recently touched first', async () => {
    await repo.saveExam('u-1', exam([examCase(1)]));
    clock = 5_000;
    await repo.saveExam('u-1', exam([examCase(1)], { mockExamSessionId: 'exam-2' }));
    await repo.saveExam('u-2', exam([examCase(1)], { mockExamSessionId: 'exam-3' }));
    expect((await repo.forUser('u-1')).map((r) => r.mockExamSessionId)).toEqual(['exam-2', 'exam-1']);
  });
});

describe('exam-day mode (issue 24)', () => {
  it('is kept with an exam not read back yet, and survives the first and later fetches', async () => {
    await repo.markExamDay('user-1', 'exam-1');
    const placeholder = await repo.get('exam-1');
    expect(placeholder).toMatchObject({ userId: 'user-1', exam: null, examDay: true, cases: [] });

    const saved = await repo.saveExam('user-1', exam([examCase(1), examCase(2)]));
    expect(saved.examDay).toBe(true);
    expect(saved.cases).toHaveLength(2);
    await repo.caseStarted('exam-1', 1, 'practice-1');
    await repo.saveExam('user-1', exam([examCase(1, { practiceSessionId: 'practice-1' }), examCase(2)]));
    expect((await repo.get('exam-1'))?.examDay).toBe(true);
  });

  it('marks an exam already on the device, and never another learner’s', async () => {
    await repo.saveExam('user-1', exam([examCase(1)]));
    await repo.markExamDay('user-1', 'exam-1');
    expect((await repo.get('exam-1'))?.examDay).toBe(true);

    await repo.markExamDay('user-2', 'exam-1');
    expect((await repo.get('exam-1'))?.userId).toBe('user-1');
  });

  it('an ordinary exam has no exam-day mark', async () => {
    const saved = await repo.saveExam('user-1', exam([examCase(1)]));
    expect(saved.examDay).toBeUndefined();
  });

  it("a station's reading break ends when it first said, however often it is asked (a reload)", async () => {
    await repo.markExamDay('user-1', 'exam-1');
    await repo.saveExam('user-1', exam([examCase(1), examCase(2)]));
    const start = clock;
    expect(await repo.beginReadingBreak('exam-1', 2, 60_000)).toBe(start + 60_000);
    clock += 25_000;
    expect(await repo.beginReadingBreak('exam-1', 2, 60_000)).toBe(start + 60_000);
    // A refetch of the exam keeps it.
    await repo.saveExam('user-1', exam([examCase(1), examCase(2)]));
    expect((await repo.get('exam-1'))?.readingBreak).toEqual({ caseNumber: 2, endsAt: start + 60_000 });
    // The next station's break is a new one.
    expect(await repo.beginReadingBreak('exam-1', 3, 60_000)).toBe(clock + 60_000);
    expect(await repo.beginReadingBreak('missing', 1, 60_000)).toBeNull();
  });
});

describe('taking the exam', () => {
  const practice = () => createPracticeStateRepo(database, () => clock);

  it('starting a case records its practice session and makes it the current case', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    clock = 3_000;
    await repo.caseStarted('exam-1', 2, 's-2');
    expect(await repo.get('exam-1')).toMatchObject({
      currentCaseNumber: 2,
      cases: [
        { caseNumber: 1, practiceSessionId: null },
        { caseNumber: 2, practiceSessionId: 's-2' },
      ],
      updatedAt: 3_000,
    });
  });

  it('starting a case of an exam not on the device fails', async () => {
    await expect(repo.caseStarted('nope', 1, 's-1')).rejects.toThrow();
  });

  it('ending a case queues its completion with the memo, forgets its practice state, moves on', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.caseStarted('exam-1', 1, 's-1');
    await practice().open({ sessionId: 's-1', userId: 'u-1', scenarioId: 'case-1', scenarioName: '증례 1' });

    clock = 4_000;
    const result = await repo.endCase({
      userId: 'u-1',
      mockExamSessionId: 'exam-1',
      caseNumber: 1,
      practiceMemo: '충수염 의심',
    });

    expect(result).toEqual({ nextCaseNumber: 2 });
    expect(await database.practiceStates.get('s-1')).toBeUndefined();
    expect(await repo.get('exam-1')).toMatchObject({
      currentCaseNumber: 2,
      finishedAt: null,
      cases: [
        { caseNumber: 1, ended: true },
        { caseNumber: 2, ended: false },
      ],
    });
    const entries = await database.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: 'u-1',
      kind: 'mock-case-complete',
      payload: { mockExamSessionId: 'exam-1', scenarioId: 'case-1', practiceMemo: '충수염 의심' },
      status: 'pending',
    });
  });

  it('ending the last case queues the exam completion behind it and finishes the exam', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.caseStarted('exam-1', 1, 's-1');
    await repo.endCase({ userId: 'u-1', mockExamSessionId: 'exam-1', caseNumber: 1, practiceMemo: 'a' });
    await repo.caseStarted('exam-1', 2, 's-2');
    clock = 9_000;
    const result = await repo.endCase({
      userId: 'u-1',
      mockExamSessionId: 'exam-1',
      caseNumber: 2,
      practiceMemo: 'b',
    });

    expect(result).toEqual({ nextCaseNumber: null });
    expect(await repo.get('exam-1')).toMatchObject({ currentCaseNumber: 2, finishedAt: 9_000 });
    const paths = (await database.outbox.orderBy('seq').toArray()).map((e) => outboxRequest(e).path);
    expect(paths).toEqual([
      'mock-exams/exam-1/cases/case-1/complete',
      'mock-exams/exam-1/cases/case-2/complete',
      'mock-exams/exam-1/complete',
    ]);
  });

  it('knows while the exam completion waits in the outbox', async () => {
    await repo.saveExam('u-1', exam([examCase(1)]));
    await repo.caseStarted('exam-1', 1, 's-1');
    expect(await repo.completionQueued('u-1', 'exam-1')).toBe(false);
    await repo.endCase({ userId: 'u-1', mockExamSessionId: 'exam-1', caseNumber: 1, practiceMemo: '' });
    expect(await repo.completionQueued('u-1', 'exam-1')).toBe(true);
    expect(await repo.completionQueued('u-2', 'exam-1')).toBe(false);
    // The sync engine delivered it.
    const entry = (await database.outbox.toArray()).find((e) => e.kind === 'mock-exam-complete');
    await database.outbox.delete(entry!.seq);
    expect(await repo.completionQueued('u-1', 'exam-1')).toBe(false);
  });

  it('a failed local write leaves nothing half done: no outbox entry, the case not ended', async () => {
    await repo.saveExam('u-1', exam([examCase(1)]));
    await expect(
      repo.endCase({ userId: 'u-1', mockExamSessionId: 'exam-1', caseNumber: 7, practiceMemo: '' }),
    ).rejects.toThrow();
    await expect(
      repo.endCase({ userId: 'u-2', mockExamSessionId: 'exam-1', caseNumber: 1, practiceMemo: '' }),
    ).rejects.toThrow();
    expect(await database.outbox.count()).toBe(0);
    expect((await repo.get('exam-1'))?.cases[0]?.ended).toBe(false);
  });

  it('paths escape the ids', () => {
    const caseEnd = { mockExamSessionId: 'e 1', scenarioId: 'a/b', practiceMemo: '' };
    expect(outboxRequest({ kind: 'mock-case-complete', payload: caseEnd }).path).toBe(
      'mock-exams/e%201/cases/a%2Fb/complete',
    );
    expect(outboxRequest({ kind: 'mock-exam-complete', payload: { mockExamSessionId: 'e/1' } }).path).toBe(
      'mock-exams/e%2F1/complete',
    );
  });
});

describe('categories for the custom exam setup', () => {
  it('are kept on the device; nothing before the first fetch', async () => {
    expect(await repo.categories()).toBeNull();
    const tree = [
      {
        primaryCategory: '소화기',
        middleCategories: [{ name: '급성복통', scenarios: [{ scenarioId: 'a', name: '급성 충수염' }] }],
      },
    ];
    await repo.saveCategories(tree);
    expect(await repo.categories()).toEqual(tree);
  });
});

describe('unfinished exams from the server and giving one up (issue 23)', () => {
  const listed = (id: string, overrides: Partial<UnfinishedExam> = {}): UnfinishedExam => ({
    mockExamSessionId: id,
    examType: 'random',
    title: '랜덤 모의고사 (6증례)',
    startTime: '2026-11-02T01:00:00.000Z',
    completedCases: 0,
    totalCases: 6,
    nextCaseNumber: 1,
    ...overrides,
  });

  it('a copy refetched after cases were ended on another device moves to the first open case', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2), examCase(3)]));
    const row = await repo.saveExam(
      'u-1',
      exam([
        examCase(1, { practiceSessionId: 's-1', completedAt: '2026-11-02T01:10:00.000Z' }),
        examCase(2, { practiceSessionId: 's-2', completedAt: '2026-11-02T01:20:00.000Z' }),
        examCase(3),
      ]),
    );
    expect(row.currentCaseNumber).toBe(3);
  });

  it('lists an exam begun on another device, and the device’s own exam not yet on the list', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)], { startTime: '2026-11-03T01:00:00.000Z' }));
    await repo.saveUnfinished('u-1', [listed('elsewhere', { completedCases: 2, nextCaseNumber: 3 })]);
    await repo.saveUnfinished('u-2', [listed('not-mine')]);
    const views = await repo.unfinished('u-1');
    expect(views.map((v) => [v.mockExamSessionId, v.completedCases, v.nextCaseNumber, v.onDevice])).toEqual([
      ['exam-1', 0, 1, true],
      ['elsewhere', 2, 3, false],
    ]);
    // A new answer replaces the last one.
    await repo.saveUnfinished('u-1', []);
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['exam-1']);
  });

  it('resumes on the live page only when the device holds the open case’s practice', async () => {
    const practice = createPracticeStateRepo(database, () => clock);
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.caseStarted('exam-1', 1, 's-1');
    expect((await repo.unfinished('u-1'))[0]?.resumeAt).toBe('pre-practice');
    await practice.open({
      sessionId: 's-1',
      userId: 'u-1',
      scenarioId: 'case-1',
      scenarioName: '증례 1',
      showDiseaseName: false,
    });
    expect((await repo.unfinished('u-1'))[0]?.resumeAt).toBe('live');
  });

  it('giving up queues the abandon with the local change; a pull asked before it cannot bring it back', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.saveUnfinished('u-1', [listed('exam-1'), listed('other')]);
    const asked = await database.outbox.toArray();
    clock = 5_000;
    await repo.abandon('u-1', 'exam-1');

    const [entry] = await database.outbox.toArray();
    expect(entry).toMatchObject({
      userId: 'u-1',
      kind: 'mock-exam-abandon',
      payload: { mockExamSessionId: 'exam-1' },
      status: 'pending',
      label: '랜덤 모의고사 (2증례)',
    });
    expect(await repo.get('exam-1')).toMatchObject({ abandonedAt: 5_000, finishedAt: 5_000 });
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['other']);

    // The server answered before the abandon arrived: it still lists the exam.
    await repo.saveUnfinished('u-1', [listed('exam-1'), listed('other')], asked);
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['other']);
    expect(await database.unfinishedExams.get('u-1|exam-1')).toBeUndefined();
  });

  it('an exam listed only by the server can be given up too', async () => {
    await repo.saveUnfinished('u-1', [listed('elsewhere', { title: '맞춤 모의고사 (3증례)' })]);
    await repo.abandon('u-1', 'elsewhere');
    expect(await repo.unfinished('u-1')).toEqual([]);
    expect((await database.outbox.toArray())[0]).toMatchObject({
      kind: 'mock-exam-abandon',
      payload: { mockExamSessionId: 'elsewhere' },
      label: '맞춤 모의고사 (3증례)',
    });
  });

  it('a refused abandon puts the copy and the listing back', async () => {
    await repo.saveExam('u-1', exam([examCase(1), examCase(2)]));
    await repo.saveUnfinished('u-1', [listed('exam-1')]);
    const before = await repo.get('exam-1');
    await repo.abandon('u-1', 'exam-1');
    const [entry] = await database.outbox.toArray();
    await database.transaction('rw', [database.outbox, ...repo.tables()], async () => {
      await database.outbox.update(entry!.seq, { status: 'rejected' });
      await revertRefusedWrite(repoReverters(database), { ...entry!, status: 'rejected' }, '거절');
    });
    expect(await repo.get('exam-1')).toEqual(before);
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['exam-1']);
  });

  it('an exam whose cases all ended elsewhere is submitted: queued, off the list at once, a late pull cannot bring it back', async () => {
    await repo.saveUnfinished('u-1', [
      listed('done-elsewhere', { completedCases: 6, nextCaseNumber: 6 }),
      listed('other'),
    ]);
    const asked = await database.outbox.toArray();
    await repo.submit('u-1', 'done-elsewhere');
    expect((await database.outbox.toArray())[0]).toMatchObject({
      userId: 'u-1',
      kind: 'mock-exam-complete',
      payload: { mockExamSessionId: 'done-elsewhere' },
      status: 'pending',
      label: '랜덤 모의고사 (6증례)',
    });
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['other']);
    expect(examLeavingOf((await database.outbox.toArray())[0]!)).toBe('done-elsewhere');

    // The server answered a pull sent before the submission arrived: it still lists the exam.
    await repo.saveUnfinished(
      'u-1',
      [listed('done-elsewhere', { completedCases: 6 }), listed('other')],
      asked,
    );
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['other']);
  });

  it('a refused submission puts the listing and the copy back as they were', async () => {
    await repo.saveExam('u-1', exam([examCase(1)]));
    await repo.saveUnfinished('u-1', [listed('exam-1', { completedCases: 1, totalCases: 1 })]);
    const before = await repo.get('exam-1');
    await repo.submit('u-1', 'exam-1');
    expect((await repo.get('exam-1'))?.finishedAt).not.toBeNull();
    const [entry] = await database.outbox.toArray();
    await database.transaction('rw', [database.outbox, ...repo.tables()], async () => {
      await database.outbox.update(entry!.seq, { status: 'rejected' });
      await revertRefusedWrite(repoReverters(database), { ...entry!, status: 'rejected' }, '거절');
    });
    expect(await repo.get('exam-1')).toEqual(before);
    expect((await repo.unfinished('u-1')).map((v) => v.mockExamSessionId)).toEqual(['exam-1']);
  });

  it('a copy the server shows given up is marked so, and leaves the list', async () => {
    await repo.saveExam('u-1', exam([examCase(1)]));
    const row = await repo.saveExam(
      'u-1',
      exam([examCase(1)], { status: 'cancelled', abandonedAt: '2026-11-02T02:00:00.000Z' }),
    );
    expect(row).toMatchObject({ abandonedAt: Date.parse('2026-11-02T02:00:00.000Z'), finishedAt: 1_000 });
    expect(await repo.unfinished('u-1')).toEqual([]);
  });
});
