/**
 * Which screen the mock exam results page shows (spec 1 §2, §4), from what the device holds and
 * how the last fetch went. Pure, so every branch is tested without rendering.
 */
import type { MockExamSession } from '../../../contract/mock-exams';
import type { MockExamWaitRow } from '../../data/db';
import type { MockExamLoad } from '../../data/sync/mock-exam-sync';
import { examStatusIs, isExamComplete } from '../../lib/mock-exam-results';
import type { DebugFlags } from './results-search';

/** Spec 1 §9: after this many retries the page gives up ('grading cancelled'). */
export const MAX_RESULT_RETRIES = 5;

export type ResultsView =
  /** Loading, or no exam on the device yet (also while a cooldown holds the first fetch). */
  | { kind: 'waiting' }
  | { kind: 'error'; message: string; offline: boolean }
  | { kind: 'not-found'; message: string }
  | { kind: 'cancelled'; message: string | null }
  /** The learner has not ended every case: nothing is being graded. */
  | { kind: 'in-progress'; exam: MockExamSession }
  | { kind: 'grading'; exam: MockExamSession }
  | { kind: 'complete'; exam: MockExamSession };

export interface ResultsViewInput {
  /** undefined while Dexie is read; null when the device has no copy. */
  exam: MockExamSession | null | undefined;
  wait: MockExamWaitRow | null | undefined;
  /** The last fetch; null while it runs. */
  load: MockExamLoad | null;
  retries: number;
  flags: Pick<DebugFlags, 'error' | 'cancel'>;
}

export const PREVIEW_ERROR_MESSAGE = '결과를 불러오는 중 오류가 발생했습니다. (미리보기)';

export function resultsView({ exam, wait, load, retries, flags }: ResultsViewInput): ResultsView {
  if (flags.cancel) return { kind: 'cancelled', message: null };
  if (flags.error) return { kind: 'error', message: PREVIEW_ERROR_MESSAGE, offline: false };
  if (exam === undefined || wait === undefined) return { kind: 'waiting' };
  // A complete result is shown whatever happened since (offline, a failed refresh, retries).
  if (exam && isExamComplete(exam)) return { kind: 'complete', exam };

  if (retries >= MAX_RESULT_RETRIES && load !== null) return { kind: 'cancelled', message: null };
  if (exam && examStatusIs(exam.status, 'cancelled'))
    return { kind: 'cancelled', message: wait?.error ?? null };
  // A wait given up on an earlier visit is started again by this visit's fetch: judge after it.
  if (load !== null && (wait?.status === 'failed' || wait?.status === 'cancelled'))
    return { kind: 'cancelled', message: wait.error };
  if (load?.status === 'not-found') return { kind: 'not-found', message: load.message };
  if (wait?.status === 'not-found') return { kind: 'not-found', message: wait.error ?? '' };

  if (!exam) {
    if (load?.status === 'unreachable') return { kind: 'error', message: load.message, offline: true };
    if (load?.status === 'error') return { kind: 'error', message: load.message, offline: false };
    return { kind: 'waiting' };
  }
  // Not ended yet, unless the device already waits for its grade (its end may still be on its way).
  if (examStatusIs(exam.status, 'in-progress') && wait?.status !== 'evaluating')
    return { kind: 'in-progress', exam };
  return { kind: 'grading', exam };
}
