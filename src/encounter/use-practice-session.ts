import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { practiceApi } from '../data/api/practice-api';
import { ApiError, toApiError } from '../data/api/errors';
import type { PracticeStateRow } from '../data/db';
import { encounterTurns } from './chat/encounter-turns';
import { blindPracticeRepo } from '../data/repos/blind-practice-repo';
import { practiceStateRepo } from '../data/repos/practice-state-repo';

export type SessionLoad =
  | { status: 'loading' }
  /** The server confirmed the session is running; its transcript is in the device row. */
  | { status: 'active' }
  /** No answer from the server: the device copy is shown, chat waits for the network. */
  | { status: 'unreachable'; message: string }
  | { status: 'completed' }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export interface PracticeSessionState {
  load: SessionLoad;
  /** The device's state of this session: undefined while read, null when there is none. */
  row: PracticeStateRow | null | undefined;
  retry: () => void;
}

/**
 * A live session: the device copy (Dexie) first, then the server's word on it. The server is the
 * authority for the transcript and for whether the session is still running; timer, memo and
 * toggles are the device's. Coming back online re-checks by itself.
 */
export function usePracticeSession(sessionId: string, userId: string, online: boolean): PracticeSessionState {
  const row = useLiveQuery(async () => (await practiceStateRepo.get(sessionId)) ?? null, [sessionId]);
  const [load, setLoad] = useState<SessionLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const [session, messages] = await Promise.all([
          practiceApi.get(sessionId),
          practiceApi.messages(sessionId),
        ]);
        if (cancelled) return;
        if (session.status === 'completed') {
          setLoad({ status: 'completed' });
          return;
        }
        // A blind session begun elsewhere (issue 24) is recorded before its row, which names the
        // case, is written: the live page never shows the diagnosis, not even for a frame.
        if (session.blind) {
          await blindPracticeRepo.adopt(userId, [{ sessionId, scenarioId: session.scenarioId }]);
        }
        await practiceStateRepo.open({
          sessionId,
          userId,
          scenarioId: session.scenarioId,
          scenarioName: session.scenario.name,
          startedAt: session.startedAt,
        });
        // The server's transcript becomes the device row's, which the screen shows. Questions
        // answered on this device that the outbox has not delivered yet are not in it: until they
        // are, the device's copy is the conversation.
        if (!(await encounterTurns.queuedForSession(userId, sessionId))) {
          await practiceStateRepo.update(sessionId, {
            messages: messages.map(({ id, sender, content }) => ({ id, sender, content })),
          });
        }
        if (!cancelled) setLoad({ status: 'active' });
      } catch (caught) {
        if (cancelled) return;
        const error = caught instanceof ApiError ? caught : await toApiError(caught);
        // A session started offline is unknown to the server until its start leaves the outbox.
        const startQueued =
          error.status === 404 && (await encounterTurns.queuedForSession(userId, sessionId));
        if (cancelled) return;
        if (startQueued) setLoad({ status: 'unreachable', message: error.message });
        else if (error.status === 404) setLoad({ status: 'not-found' });
        else if (error.kind === 'network') setLoad({ status: 'unreachable', message: error.message });
        else setLoad({ status: 'error', message: error.message });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, userId, attempt]);

  // The connection came back: ask the server again.
  const unreachable = load.status === 'unreachable';
  useEffect(() => {
    if (online && unreachable) setAttempt((n) => n + 1);
  }, [online, unreachable]);

  return { load, row, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

export interface ShownPracticeSession extends PracticeSessionState {
  /**
   * The row to show: ending deletes the device row just before the page moves on, so the last one
   * seen stays shown and the encounter does not flash into an error screen in between.
   */
  shownRow: PracticeStateRow | null | undefined;
  connection: 'connected' | 'checking' | 'unreachable';
}

/** A live session as an encounter page shows it (a free case or a mock exam's case). */
export function useShownPracticeSession(
  sessionId: string,
  userId: string,
  online: boolean,
): ShownPracticeSession {
  const state = usePracticeSession(sessionId, userId, online);
  const { load, row } = state;
  const lastRow = useRef<PracticeStateRow | null>(null);
  if (row) lastRow.current = row;
  return {
    ...state,
    shownRow: row ?? (row === null ? lastRow.current : undefined),
    connection:
      load.status === 'active' ? 'connected' : load.status === 'loading' ? 'checking' : 'unreachable',
  };
}
