/**
 * The network side of taking a mock exam (spec 1 §4 Mock exam flow), writing what it learns into
 * Dexie (mock-exam-repo, cases-repo, practice-state-repo) for the screens to read:
 * - creating an exam fetches it at once and keeps each case's door card on the device, so every
 *   briefing of the exam opens offline, even after the connection drops between cases;
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
import { mockExamRepo, type ExamCategory } from '../repos/mock-exam-repo';
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
      void keepDoorCards(
        userId,
        exam.selectedScenariosDetails.map((c) => c.scenarioId),
      );
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
 * POST /mock-exams, then the exam itself. Rejects with an ApiError when the server refused or
 * could not be reached, and with MockExamIdMissingError when it said yes without an id.
 */
export async function createMockExam(userId: string, body: CreateMockExamBody): Promise<string> {
  let mockExamSessionId: string;
  try {
    mockExamSessionId = await mockExamsApi.create(body);
  } catch (caught) {
    const error = await toApiError(caught);
    if (error.kind === 'invalid-answer') throw new MockExamIdMissingError(error.message);
    throw error;
  }
  if (!mockExamSessionId.trim()) throw new MockExamIdMissingError('empty mockExamSessionId');
  // The exam exists; if reading it back fails, its first briefing reads it again.
  await pullMockExam(userId, mockExamSessionId).catch(() => undefined);
  return mockExamSessionId;
}

/**
 * POST …/cases/{scenarioId}/start: a new or resumed practice session for this case, opened on the
 * device (a resumed one keeps its clock and memo) and recorded as the exam's current case.
 */
export async function startMockExamCase(userId: string, row: MockExamRow, caseNumber: number) {
  const examCase = row.cases.find((c) => c.caseNumber === caseNumber);
  if (!examCase) throw new Error(`case ${caseNumber} is not in mock exam ${row.mockExamSessionId}`);
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

/** GET /mock-exams/categories into Dexie. */
export async function pullMockExamCategories(): Promise<ExamCategory[]> {
  const categories = await mockExamsApi.categories();
  await mockExamRepo.saveCategories(categories);
  return categories;
}
