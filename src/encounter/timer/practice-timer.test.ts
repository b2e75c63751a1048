import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newTimer, PRACTICE_TIME_LIMIT_MS, type PracticeTimerState } from '../../data/practice-state-fields';
import { createPracticeTimer, formatClock, remainingMs, type TimerSnapshot } from './practice-timer';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const MINUTE = 60_000;

function setup(initial: PracticeTimerState = newTimer(START)) {
  const persisted: PracticeTimerState[] = [];
  let last: TimerSnapshot | null = null;
  const timer = createPracticeTimer({
    initial,
    persist: (state) => persisted.push(state),
    onSnapshot: (snapshot) => (last = snapshot),
  });
  timer.start();
  return { timer, persisted, snapshot: () => last as unknown as TimerSnapshot };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('practice timer', () => {
  it('runs 12 minutes; ticks every 250 ms and reports only when the shown second changes', () => {
    const reported: TimerSnapshot[] = [];
    const timer = createPracticeTimer({
      initial: newTimer(START),
      persist: () => undefined,
      onSnapshot: (snapshot) => reported.push(snapshot),
    });
    timer.start();
    expect(PRACTICE_TIME_LIMIT_MS).toBe(12 * MINUTE);
    expect(reported.map((s) => formatClock(s.remainingMs))).toEqual(['12:00']);
    vi.advanceTimersByTime(250);
    expect(reported).toHaveLength(1);
    expect(timer.snapshot().remainingMs).toBe(12 * MINUTE - 250);
    vi.advanceTimersByTime(750);
    expect(reported.map((s) => formatClock(s.remainingMs))).toEqual(['12:00', '11:59']);
    vi.advanceTimersByTime(10_000);
    expect(reported).toHaveLength(12);
    expect(formatClock(reported.at(-1)!.remainingMs)).toBe('11:49');
    timer.stop();
  });

  it('stops while paused and carries on from the same time when resumed', () => {
    const { timer, snapshot, persisted } = setup();
    vi.advanceTimersByTime(2 * MINUTE);
    timer.pause();
    expect(snapshot()).toMatchObject({ paused: true, remainingMs: 10 * MINUTE });
    expect(persisted.at(-1)).toMatchObject({ runningSince: null, elapsedMs: 2 * MINUTE });

    vi.advanceTimersByTime(30 * MINUTE);
    expect(snapshot()).toMatchObject({ paused: true, remainingMs: 10 * MINUTE, timeOver: false });

    timer.resume();
    vi.advanceTimersByTime(MINUTE);
    expect(snapshot()).toMatchObject({ paused: false, remainingMs: 9 * MINUTE });
  });

  it('shows the 5-minutes-left banner for 2 s, once', () => {
    const { snapshot, persisted } = setup();
    vi.advanceTimersByTime(7 * MINUTE - 250);
    expect(snapshot().warningVisible).toBe(false);
    vi.advanceTimersByTime(250);
    expect(snapshot().warningVisible).toBe(true);
    expect(persisted.at(-1)?.warned).toBe(true);
    vi.advanceTimersByTime(1_750);
    expect(snapshot().warningVisible).toBe(true);
    vi.advanceTimersByTime(250);
    expect(snapshot().warningVisible).toBe(false);
    vi.advanceTimersByTime(MINUTE);
    expect(snapshot().warningVisible).toBe(false);
  });

  it('does not warn again after a reload once it was shown', () => {
    const stored: PracticeTimerState = { ...newTimer(START), warned: true };
    const { snapshot } = setup(stored);
    vi.advanceTimersByTime(8 * MINUTE);
    expect(snapshot().warningVisible).toBe(false);
  });

  it('reaches time over at 00:00; continuing counts the overtime and closes the dialog for good', () => {
    const { timer, snapshot } = setup();
    vi.advanceTimersByTime(12 * MINUTE - 250);
    expect(snapshot().timeOver).toBe(false);
    vi.advanceTimersByTime(250);
    expect(snapshot()).toMatchObject({ timeOver: true, overtime: true });
    expect(formatClock(snapshot().remainingMs)).toBe('00:00');

    timer.acceptOvertime();
    expect(snapshot().timeOver).toBe(false);
    vi.advanceTimersByTime(83_000);
    expect(formatClock(snapshot().remainingMs)).toBe('+01:23');
    expect(snapshot().timeOver).toBe(false);
  });

  it('keeps running across a reload: the stored start instant decides, not the ticks', () => {
    const stored = newTimer(START);
    vi.advanceTimersByTime(3 * MINUTE); // the tab was closed for three minutes
    const { snapshot } = setup(stored);
    expect(snapshot().remainingMs).toBe(9 * MINUTE);
    expect(remainingMs(stored, START + 3 * MINUTE)).toBe(9 * MINUTE);
  });

  it('stops ticking when stopped (page left)', () => {
    const { timer, snapshot } = setup();
    timer.stop();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(snapshot().remainingMs).toBe(12 * MINUTE);
  });
});
