import { useCallback, useEffect, useRef, useState } from 'react';
import type { PracticeTimerState } from '../../data/practice-state-fields';
import { createPracticeTimer, type PracticeTimer, type TimerSnapshot } from './practice-timer';

export interface PracticeTimerControls {
  /** Null until the stored state has been read. */
  snapshot: TimerSnapshot | null;
  pause: () => void;
  resume: () => void;
  acceptOvertime: () => void;
}

/**
 * React face of createPracticeTimer. The stored state is read once per session (`key`): after
 * that the timer owns it and reports changes through `persist`, so a Dexie write echoing back
 * through useLiveQuery can never rewind the clock.
 */
export function usePracticeTimer(
  key: string,
  stored: PracticeTimerState | null | undefined,
  persist: (state: PracticeTimerState) => void,
): PracticeTimerControls {
  const [snapshot, setSnapshot] = useState<TimerSnapshot | null>(null);
  const timer = useRef<PracticeTimer | null>(null);
  const storedRef = useRef(stored);
  const persistRef = useRef(persist);
  useEffect(() => {
    storedRef.current = stored;
    persistRef.current = persist;
  });
  const ready = Boolean(stored);

  useEffect(() => {
    const initial = storedRef.current;
    if (!ready || !initial) return;
    const created = createPracticeTimer({
      initial,
      persist: (state) => persistRef.current(state),
      onSnapshot: setSnapshot,
    });
    timer.current = created;
    created.start();
    return () => {
      created.stop();
      timer.current = null;
    };
  }, [key, ready]);

  return {
    snapshot,
    pause: useCallback(() => timer.current?.pause(), []),
    resume: useCallback(() => timer.current?.resume(), []),
    acceptOvertime: useCallback(() => timer.current?.acceptOvertime(), []),
  };
}
