/**
 * The network side of taking a mock exam (spec 1 §4 Mock exam flow), writing what it learns into
 * Dexie (mock-exam-repo, cases-repo, practice-state-repo) for the screens to read:
 * - creating an exam fetches it at once and keeps each case's door card and encounter pack on the
 *   device, so every briefing of the exam opens offline and its patients answer without the
 *   network, even after the connection drops between or during cases (issue 18);
 * - starting a case opens its practice session on the device with the diagnosis hidden;
 * - the custom setup's category tree is kept for offline use.
 * Ending a case is not here: it is a queued write (mockExamRepo.endCase).
 */
import type { CreateMockExamBody, MockExamSession } from '../../../contract/mock-exams';
import { singleFlight } from '../api/single-flight';
import { toApiError } from '../api/errors';
import { mockExamsApi } from '../api/mock-exams-api';
import type { MockExamRow } from '../db';
import { casesRepo } from '../repos/cases-repo';
import { encounterPacksRepo } from '../repos/encounter-packs-repo';
import { mockExamRepo, type ExamCategory } from '../repos/mock-exam-repo';
import { outboxRepo } from '../repos/outbox-repo';
import { practiceStateRepo } from '../repos/practice-state-repo';
import { pullCase } from './case-library-sync';

/** The server answered the create call with success but no session id we could read. */
export class MockExamIdMissingError extends Error {
  override readonly name = 'MockExamIdMissingError';
}

/** A row just saved from the server: its exam is there. */
export type FetchedMockExam = MockExamRow & { exam: MockExamSession };

const pulls = new Map<string, () => Promise<FetchedMockExam>>();

/**
 * GET /mock-exams/{id} into Dexie (single-flight per exam: the server allows a few reads per
 * 10 s), then, in the background, the door cards of cases this device does not have yet.
 */
export function pullMockExam(userId: string, mockExamSessionId: string): Promise<FetchedMockExam> {
  const key = `${userId}|${mockExamSessionId}`;
  let pull = pulls.get(key);
  if (!pull) {
    pull = singleFlight(async () => {
      const exam = await mockExamsApi.get(mockExamSessionId);
      const row = await mockExamRepo.saveExam(userId, exam);
      const scenarioIds = exam.selectedScenariosDetails.map((c) => c.scenarioId);
      void keepDoorCards(userId, scenarioIds);
      // One batch call for the exam's packs; never throws (a miss is fetched when a briefing opens).
      void encounterPacksRepo.ensureMany(scenarioIds);
      return { ...row, exam };
    });
    pulls.set(key, pull);
  }
  return pull();
}

/** One by one, quietly: a card that fails now is fetched when its briefing opens online. */
async function keepDoorCards(userId: string, scenarioIds: string[]): Promise<void> {
  for (const scenarioId of scenarioIds) {
    if (await casesRepo.get(scenarioId)) continue;
    await pullCase(userId, scenarioId).catch(() => undefined);
  }
}

/**
 * POST /mock-exams, then the exam itself (marked exam-day on the device when asked). Rejects with an ApiError when the server refused or
 * could not be reached, and with MockExamIdMissingError when it said yes without an id.
 */
export async function createMockExam(
  userId: string,
  body: CreateMockExamBody,
  options: { examDay?: boolean } = {},
): Promise<string> {
  let mockExamSessionId: string;
  try {
    mockExamSessionId = await mockExamsApi.create(body);
  } catch (caught) {
    const error = await toApiError(caught);
    if (error.kind === 'invalid-answer') throw new MockExamIdMissingError(error.message);
    throw error;
  }
  if (!mockExamSessionId.trim()) throw new MockExamIdMissingError('empty mockExamSessionId');
  // Exam-day mode (issue 24) is the device's choice, kept with its copy before the first read.
  if (options.examDay) await mockExamRepo.markExamDay(userId, mockExamSessionId);
  // The exam exists; if reading it back fails, its first briefing reads it again.
  await pullMockExam(userId, mockExamSessionId).catch(() => undefined);
  return mockExamSessionId;
}

/**
 * POST …/cases/{scenarioId}/start: a new or resumed practice session for this case, opened on the
 * device (a resumed one keeps its clock and memo) and recorded as the exam's current case.
 */
export async function startMockExamCase(
  userId: string,
  row: MockExamRow,
  caseNumber: number,
  online = typeof navigator === 'undefined' || navigator.onLine,
) {
  const examCase = row.cases.find((c) => c.caseNumber === caseNumber);
  if (!examCase) throw new Error(`case ${caseNumber} is not in mock exam ${row.mockExamSessionId}`);
  if (!online) {
    const onDevice = await startExamCaseOnDevice(userId, row, examCase, caseNumber);
    if (onDevice) return onDevice;
  }
  const started = await mockExamsApi.startCase(row.mockExamSessionId, examCase.scenarioId);
  await practiceStateRepo.open({
    sessionId: started.practiceSessionId,
    userId,
    scenarioId: started.scenarioId,
    scenarioName: started.scenarioName,
    showDiseaseName: false,
  });
  await mockExamRepo.caseStarted(row.mockExamSessionId, caseNumber, started.practiceSessionId);
  return started;
}

/**
 * No network: a case already begun on this device is resumed from its row; a new one starts here
 * when its encounter pack is on the device (the id is made here, the start waits in the outbox in
 * the same transaction as the row). Answers null when the device cannot run the case.
 */
async function startExamCaseOnDevice(
  userId: string,
  row: MockExamRow,
  examCase: MockExamRow['cases'][number],
  caseNumber: number,
) {
  const scenarioName =
    row.exam?.selectedScenariosDetails.find((c) => c.caseNumber === caseNumber)?.name ?? examCase.scenarioId;
  const base = { scenarioId: examCase.scenarioId, scenarioName, caseNumber };
  if (examCase.practiceSessionId && (await practiceStateRepo.get(examCase.practiceSessionId)))
    return { ...base, practiceSessionId: examCase.practiceSessionId, isResumed: true };
  if (examCase.practiceSessionId || !(await encounterPacksRepo.get(examCase.scenarioId))) return null;
  const practiceSessionId = await practiceStateRepo.startOnDevice({
    userId,
    scenarioId: examCase.scenarioId,
    scenarioName,
    selectedAiPersonalityId: 'default',
    mockExamSessionId: row.mockExamSessionId,
  });
  await mockExamRepo.caseStarted(row.mockExamSessionId, caseNumber, practiceSessionId);
  return { ...base, practiceSessionId, isResumed: false };
}

/** How many out-of-date copies one pull of the unfinished list reads again (each is one GET). */
export const STALE_COPIES_PER_PULL = 5;

/**
 * GET /mock-exams/unfinished into Dexie (issue 23), so an exam begun on another device shows on
 * /mock-exams here. Copies on this device the answer shows out of date (further along elsewhere,
 * or finished or given up elsewhere) are read again, a few per pull, quietly.
 */
export async function pullUnfinishedExams(userId: string): Promise<void> {
  const asked = await outboxRepo.pendingEntries(userId);
  const answer = await mockExamsApi.unfinished();
  await mockExamRepo.saveUnfinished(userId, answer.data, asked);
  const stale = await mockExamRepo.staleCopies(userId, answer.data, answer.total <= answer.data.length);
  for (const mockExamSessionId of stale.slice(0, STALE_COPIES_PER_PULL)) {
    await pullMockExam(userId, mockExamSessionId).catch(() => undefined);
  }
}

/** GET /mock-exams/categories into Dexie. */
export async function pullMockExamCategories(): Promise<ExamCategory[]> {
  const categories = await mockExamsApi.categories();
  await mockExamRepo.saveCategories(categories);
  return categories;
}
