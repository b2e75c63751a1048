/**
 * The encounter clock of a practice case (spec 1 §4 Case practice, §9): 12 minutes, pausable, a
 * banner at 5 minutes left shown for 2 s, and a time-over moment where the learner chooses to
 * continue or finish. Shared by case practice and the mock exam's live cases.
 *
 * Timing rules
 * - The stored state holds elapsed time plus the instant the clock last started (`runningSince`),
 *   never a countdown: the clock keeps running across a reload or a closed tab, as in an exam room,
 *   and pausing is the only way to stop it.
 * - The display is recomputed every 250 ms from that state; nothing accumulates tick by tick, so a
 *   throttled background tab never drifts.
 * - The 5-minute banner fires once per session (`warned` is stored), even across reloads.
 * The stored state's shape and a new clock are the stored row's (data/practice-state-fields.ts).
 */
import type { PracticeTimerState } from '../../data/practice-state-fields';

export const TIMER_TICK_MS = 250;
export const TIME_WARNING_AT_MS = 5 * 60_000;
export const TIME_WARNING_VISIBLE_MS = 2_000;

export function elapsedMs(state: PracticeTimerState, nowMs: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, nowMs - state.runningSince);
  return state.elapsedMs + running;
}

/** Time left; negative once the limit has passed (overtime). */
export function remainingMs(state: PracticeTimerState, nowMs: number): number {
  return state.limitMs - elapsedMs(state, nowMs);
}

export function isPaused(state: PracticeTimerState): boolean {
  return state.runningSince === null;
}

export function pauseTimer(state: PracticeTimerState, nowMs: number): PracticeTimerState {
  if (isPaused(state)) return state;
  return { ...state, elapsedMs: elapsedMs(state, nowMs), runningSince: null };
}

export function resumeTimer(state: PracticeTimerState, nowMs: number): PracticeTimerState {
  if (!isPaused(state)) return state;
  return { ...state, runningSince: nowMs };
}

/** True when the time-over dialog should be on screen. */
export function isTimeOver(state: PracticeTimerState, nowMs: number): boolean {
  return !state.overtimeAccepted && remainingMs(state, nowMs) <= 0;
}

/** True at the moment the one-time warning is due (5 minutes or less left, time not yet over). */
export function isWarningDue(state: PracticeTimerState, nowMs: number): boolean {
  const left = remainingMs(state, nowMs);
  return !state.warned && left <= TIME_WARNING_AT_MS && left > 0;
}

/** mm:ss, rounding up so the display shows 12:00 at the start and 00:00 only when time is up. */
export function formatClock(ms: number): string {
  const overtime = ms < 0;
  const totalSeconds = overtime ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const text = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return overtime ? `+${text}` : text;
}

export interface TimerSnapshot {
  remainingMs: number;
  paused: boolean;
  warningVisible: boolean;
  timeOver: boolean;
  overtime: boolean;
}

export interface PracticeTimerOptions {
  initial: PracticeTimerState;
  /** Called with every state change worth keeping (pause, resume, warned, overtime accepted). */
  persist: (state: PracticeTimerState) => void;
  /** Called on every tick and change with what the screen shows. */
  onSnapshot: (snapshot: TimerSnapshot) => void;
  now?: () => number;
}

export interface PracticeTimer {
  start(): void;
  stop(): void;
  pause(): void;
  resume(): void;
  acceptOvertime(): void;
  state(): PracticeTimerState;
  snapshot(): TimerSnapshot;
}

/**
 * The ticking part, free of React so tests drive it with fake timers: a 250 ms interval that
 * recomputes the snapshot, raises the warning once and holds it for 2 s, and reports a snapshot
 * only when what the screen shows of it changes (the clock's second or a flag).
 */
export function createPracticeTimer(options: PracticeTimerOptions): PracticeTimer {
  const now = options.now ?? Date.now;
  let state = options.initial;
  let warningUntil = 0;
  let interval: ReturnType<typeof setInterval> | null = null;

  const change = (next: PracticeTimerState) => {
    if (next === state) return;
    state = next;
    options.persist(state);
  };

  const snapshot = (): TimerSnapshot => {
    const at = now();
    const left = remainingMs(state, at);
    return {
      remainingMs: left,
      paused: isPaused(state),
      warningVisible: at < warningUntil,
      timeOver: isTimeOver(state, at),
      overtime: left <= 0,
    };
  };

  // What the screen shows of the last snapshot reported: the clock's text and the flags. A tick
  // that changes none of them reports nothing, so the encounter re-renders once a second, not 4x.
  let shown = '';
  const tick = () => {
    const at = now();
    if (isWarningDue(state, at)) {
      warningUntil = at + TIME_WARNING_VISIBLE_MS;
      change({ ...state, warned: true });
    }
    const next = snapshot();
    const key = `${formatClock(next.remainingMs)}|${next.paused}|${next.warningVisible}|${next.timeOver}|${next.overtime}`;
    if (key === shown) return;
    shown = key;
    options.onSnapshot(next);
  };

  return {
    start() {
      if (interval !== null) return;
      tick();
      interval = setInterval(tick, TIMER_TICK_MS);
    },
    stop() {
      if (interval !== null) clearInterval(interval);
      interval = null;
    },
    pause() {
      change(pauseTimer(state, now()));
      tick();
    },
    resume() {
      change(resumeTimer(state, now()));
      tick();
    },
    acceptOvertime() {
      change({ ...state, overtimeAccepted: true });
      tick();
    },
    state: () => state,
    snapshot,
  };
}
