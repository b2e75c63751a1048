import { useEffect, useRef, useState } from 'react';
import { appStore, examDayMutedAtom } from '../../lib/app-atoms';
import { createStationCues, STATION_NOTICE_VISIBLE_MS } from '../../encounter/exam-day/exam-day';
import { createTonePlayer } from '../../encounter/exam-day/exam-tones';
import type { TimerSnapshot } from '../../encounter/timer/practice-timer';
import { createScreenWakeHold } from '../../lib/wake-lock';

/**
 * The one tone player of exam-day mode (one AudioContext for the whole app); the learner's mute
 * setting is read at every tone.
 */
export const examDayTones = createTonePlayer(() => appStore.get(examDayMutedAtom));

/**
 * What an exam-day station (issue 24) adds to the live encounter while it is on screen: the screen
 * kept awake, the tone and notice at 2 minutes left, the tone at the end. Ending itself at 00:00 is
 * the encounter's (encounter/practice-encounter `station`). Inactive, it does nothing.
 */
export function useExamDayStation(active: boolean, snapshot: TimerSnapshot | null) {
  const [noticeVisible, setNoticeVisible] = useState(false);
  const hideNotice = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cues = useRef<ReturnType<typeof createStationCues> | null>(null);
  if (active && cues.current === null) {
    cues.current = createStationCues({
      onTwoMinutes: () => {
        examDayTones.play('two-minutes');
        setNoticeVisible(true);
        hideNotice.current = setTimeout(() => setNoticeVisible(false), STATION_NOTICE_VISIBLE_MS);
      },
      onEnd: () => {
        examDayTones.play('end');
        setNoticeVisible(false);
      },
    });
  }

  useEffect(() => {
    if (!active) return;
    const hold = createScreenWakeHold();
    hold.acquire();
    return () => hold.release();
  }, [active]);

  useEffect(
    () => () => {
      if (hideNotice.current !== null) clearTimeout(hideNotice.current);
    },
    [],
  );

  const remainingMs = snapshot?.remainingMs;
  useEffect(() => {
    if (remainingMs !== undefined) cues.current?.observe(remainingMs);
  }, [remainingMs]);

  return { noticeVisible };
}
