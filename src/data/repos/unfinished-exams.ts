/**
 * The learner's unfinished mock exams as the /mock-exams screen lists them (issue 23): the server's
 * list (any device's exams) merged with this device's own copies. Pure, so the rules are tested
 * without Dexie.
 *
 * Rules
 * - The device knows best about what it did and has not sent yet: an exam it finished (the last
 *   case ended, completion queued) or gave up (abandon queued) is not listed, whatever the server's
 *   list, read earlier, says.
 * - An exam on both sides is one entry; its progress is the further of the two (cases ended here
 *   may still be in the outbox; cases ended on another device are only in the server's answer).
 * - An exam only on the device is listed while its copy says it is being taken (offline, or not
 *   pulled yet); a pull re-reads copies the server no longer lists, which ends them here.
 * - 이어서 보기 opens the live page only when this device holds the open practice of the very case
 *   to resume (its timer and memo are here); otherwise the case's briefing, which starts or
 *   resumes it through the server.
 */
import type { UnfinishedExam } from '../../../contract/mock-exams';
import type { MockExamRow } from '../db';

export interface UnfinishedExamView {
  mockExamSessionId: string;
  examType: 'random' | 'free';
  title: string;
  startTime: string;
  completedCases: number;
  totalCases: number;
  nextCaseNumber: number;
  resumeAt: 'live' | 'pre-practice';
  /** The exam has a copy on this device (it was taken or opened here). */
  onDevice: boolean;
}

export interface UnfinishedExamsInput {
  /** The server's list, in its order (newest first). */
  server: readonly UnfinishedExam[];
  /** This learner's exams on the device. */
  device: readonly MockExamRow[];
  /** Exams whose abandon request waits in the outbox. */
  abandoning: ReadonlySet<string>;
  /** Practice sessions whose state (timer, memo) is on this device. */
  openPractice: ReadonlySet<string>;
}

function beingTakenHere(row: MockExamRow): boolean {
  return row.finishedAt === null && !row.abandonedAt && row.exam?.status === 'in-progress';
}

function doneHere(row: MockExamRow | undefined): boolean {
  return row !== undefined && (row.finishedAt !== null || Boolean(row.abandonedAt));
}

export function mergeUnfinishedExams(input: UnfinishedExamsInput): UnfinishedExamView[] {
  const deviceById = new Map(input.device.map((row) => [row.mockExamSessionId, row]));
  const views = new Map<string, UnfinishedExamView>();

  const resumeAt = (row: MockExamRow | undefined, caseNumber: number): UnfinishedExamView['resumeAt'] => {
    const examCase = row?.cases.find((c) => c.caseNumber === caseNumber);
    const live =
      row !== undefined &&
      row.currentCaseNumber === caseNumber &&
      examCase !== undefined &&
      !examCase.ended &&
      examCase.practiceSessionId !== null &&
      input.openPractice.has(examCase.practiceSessionId);
    return live ? 'live' : 'pre-practice';
  };

  for (const listed of input.server) {
    const row = deviceById.get(listed.mockExamSessionId);
    if (input.abandoning.has(listed.mockExamSessionId) || doneHere(row)) continue;
    const here = row && beingTakenHere(row) ? row : undefined;
    const endedHere = here ? here.cases.filter((c) => c.ended).length : 0;
    const nextCaseNumber = Math.max(listed.nextCaseNumber, here?.currentCaseNumber ?? 0);
    views.set(listed.mockExamSessionId, {
      mockExamSessionId: listed.mockExamSessionId,
      examType: listed.examType,
      title: listed.title,
      startTime: listed.startTime,
      completedCases: Math.max(listed.completedCases, endedHere),
      totalCases: listed.totalCases,
      nextCaseNumber,
      resumeAt: resumeAt(here, nextCaseNumber),
      onDevice: row !== undefined,
    });
  }

  for (const row of input.device) {
    if (views.has(row.mockExamSessionId) || input.abandoning.has(row.mockExamSessionId)) continue;
    if (!beingTakenHere(row) || !row.exam) continue;
    views.set(row.mockExamSessionId, {
      mockExamSessionId: row.mockExamSessionId,
      examType: row.exam.examType,
      title: row.exam.title,
      startTime: row.exam.startTime,
      completedCases: row.cases.filter((c) => c.ended).length,
      totalCases: row.cases.length,
      nextCaseNumber: row.currentCaseNumber,
      resumeAt: resumeAt(row, row.currentCaseNumber),
      onDevice: true,
    });
  }

  return [...views.values()].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
}

/**
 * Copies on the device the server's list shows to be out of date, to be read again: one the server
 * shows further along (ended on another device), and — when the list was complete — one the
 * server no longer lists although the copy says it is being taken (finished or given up
 * elsewhere). Exams with an abandon waiting in the outbox are left alone.
 */
export function staleExamCopies(
  server: readonly UnfinishedExam[],
  device: readonly MockExamRow[],
  listComplete: boolean,
  abandoning: ReadonlySet<string>,
): string[] {
  const listed = new Map(server.map((exam) => [exam.mockExamSessionId, exam]));
  return device
    .filter((row) => {
      if (abandoning.has(row.mockExamSessionId) || doneHere(row)) return false;
      const onServer = listed.get(row.mockExamSessionId);
      if (!onServer) return listComplete && row.exam?.status === 'in-progress';
      return !row.exam || onServer.completedCases > row.cases.filter((c) => c.ended).length;
    })
    .map((row) => row.mockExamSessionId);
}
