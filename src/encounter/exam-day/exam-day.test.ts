import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReadingBreak,
  createStationCues,
  READING_BREAK_SECONDS,
  readingBreakCountdownText,
  readingBreakTitle,
  STATION_NOTICE_AT_MS,
} from './exam-day';
import { newTimer } from '../../data/practice-state-fields';
import { createPracticeTimer } from '../timer/practice-timer';

const START = Date.UTC(2026, 11, 5, 9, 0, 0);
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createStationCues', () => {
  it('on a running 12-minute clock, gives the notice at 2 minutes left and the end at 00:00, once each', () => {
    const onTwoMinutes = vi.fn();
    const onEnd = vi.fn();
    const cues = createStationCues({ onTwoMinutes, onEnd });
    const timer = createPracticeTimer({
      initial: newTimer(START),
      persist: () => undefined,
      onSnapshot: (snapshot) => cues.observe(snapshot.remainingMs),
    });
    timer.start();

    vi.advanceTimersByTime(10 * MINUTE - 1_000);
    expect(onTwoMinutes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onTwoMinutes).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();

    vi.advanceTimersByTime(2 * MINUTE - 1_000);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(MINUTE);
    expect(onTwoMinutes).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('reopened within the last 2 minutes tells again; reopened after the end only ends', () => {
    const late = { onTwoMinutes: vi.fn(), onEnd: vi.fn() };
    createStationCues(late).observe(STATION_NOTICE_AT_MS - 30_000);
    expect(late.onTwoMinutes).toHaveBeenCalledTimes(1);

    const over = { onTwoMinutes: vi.fn(), onEnd: vi.fn() };
    const cues = createStationCues(over);
    cues.observe(-5_000);
    cues.observe(-4_000);
    expect(over.onTwoMinutes).not.toHaveBeenCalled();
    expect(over.onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('createReadingBreak', () => {
  it('counts the break down by the second and ends it once', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    const countdown = createReadingBreak({ onTick: (left) => ticks.push(left), onDone });
    countdown.start();
    expect(ticks).toEqual([READING_BREAK_SECONDS]);

    vi.advanceTimersByTime(1_000);
    expect(ticks.at(-1)).toBe(READING_BREAK_SECONDS - 1);
    vi.advanceTimersByTime((READING_BREAK_SECONDS - 2) * 1_000);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(ticks).toHaveLength(READING_BREAK_SECONDS + 1);
    expect(ticks.at(-1)).toBe(0);

    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('ends on time after a throttled tab skipped ticks, and not at all once stopped', () => {
    const onDone = vi.fn();
    const countdown = createReadingBreak({ seconds: 30, onTick: () => undefined, onDone });
    countdown.start();
    // The clock jumps past the end without the interval having run in between.
    vi.setSystemTime(START + 31_000);
    vi.advanceTimersByTime(250);
    expect(onDone).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const other = createReadingBreak({ seconds: 5, onTick: () => undefined, onDone: stopped });
    other.start();
    other.stop();
    vi.advanceTimersByTime(10_000);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('continues from a kept end: a reload halfway shows the time left, not a new break', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    const countdown = createReadingBreak({
      endsAt: START + 60_000,
      onTick: (left) => ticks.push(left),
      onDone,
    });
    vi.setSystemTime(START + 35_000);
    countdown.start();
    expect(ticks).toEqual([25]);
    vi.advanceTimersByTime(25_000);
    expect(onDone).toHaveBeenCalledTimes(1);

    // Reopened after its end: over at once.
    const late = vi.fn();
    createReadingBreak({ endsAt: START + 60_000, onTick: () => undefined, onDone: late }).start();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('words the break', () => {
    expect(readingBreakTitle(2)).toBe('증례 2 읽기 시간');
    expect(readingBreakCountdownText(45)).toBe('45초 후 자동 시작');
  });
});
