/**
 * The fields of a practice session's stored row (db.ts PracticeStateRow) whose shape, starting value
 * and repair on write belong to the row itself: the memo blocks, the clock's stored state and the
 * patient panel's height. They live here, in data/, because the repo that writes the row
 * (repos/practice-state-repo.ts) needs them and data/ never imports src/encounter/; the rules that
 * act on them during an encounter (editing blocks, running the clock, dragging the panel) are
 * src/encounter/'s (memo/memo-blocks.ts, timer/practice-timer.ts, screen/patient-info-panel.tsx).
 */
import { PRACTICE_TIME_LIMIT_SECONDS } from '../../contract/practice';

/** One line of the practice memo (spec 1 §4, §5). */
export interface MemoBlock {
  id: string;
  text: string;
}

export function newBlock(text = ''): MemoBlock {
  return { id: crypto.randomUUID(), text };
}

/** A memo always has a block to type in. */
export function ensureBlocks(blocks: readonly MemoBlock[] | undefined): MemoBlock[] {
  return blocks && blocks.length > 0 ? [...blocks] : [newBlock()];
}

export const PRACTICE_TIME_LIMIT_MS = PRACTICE_TIME_LIMIT_SECONDS * 1000;

/** The encounter clock as stored: elapsed time plus the instant it last started, never a countdown. */
export interface PracticeTimerState {
  limitMs: number;
  elapsedMs: number;
  /** Epoch ms the clock last (re)started; null while paused. */
  runningSince: number | null;
  /** The 5-minutes-left banner was shown. */
  warned: boolean;
  /** The learner chose to continue after time over; the dialog does not come back. */
  overtimeAccepted: boolean;
}

/** A clock that starts running at `nowMs` with the full limit. */
export function newTimer(nowMs: number, limitMs = PRACTICE_TIME_LIMIT_MS): PracticeTimerState {
  return { limitMs, elapsedMs: 0, runningSince: nowMs, warned: false, overtimeAccepted: false };
}

/** Patient-info panel height (spec 1 §5, §9): the learner drags it between these bounds. */
export const PANEL_HEIGHT_MIN = 100;
export const PANEL_HEIGHT_MAX = 600;
export const PANEL_HEIGHT_DEFAULT = 300;

export function clampPanelHeight(height: number): number {
  if (!Number.isFinite(height)) return PANEL_HEIGHT_DEFAULT;
  return Math.round(Math.min(PANEL_HEIGHT_MAX, Math.max(PANEL_HEIGHT_MIN, height)));
}
