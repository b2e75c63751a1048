import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PracticeEncounter } from '../../encounter/practice-encounter';
import type { PracticeStateRow } from '../../data/db';
import { gradeProvisionally } from '../../encounter/on-device/device-grade';
import { encounterTurns } from '../../encounter/chat/encounter-turns';
import { usePracticeEncounter } from '../../encounter/use-practice-encounter';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import { BLIND_CASE_LABEL } from '../../lib/blind-practice';

interface PracticeWorkspaceProps {
  row: PracticeStateRow;
  userId: string;
  connection: 'connected' | 'checking' | 'unreachable';
  onRetryConnection: () => void;
  /** Started as a blind practice (issue 24): the diagnosis stays hidden. */
  blind: boolean;
}

/**
 * The encounter of a free-practice case: ending it queues POST practice-sessions/{id}/complete with
 * the memo (practice-state-repo) and goes to the case's completed page.
 */
export function PracticeWorkspace(props: PracticeWorkspaceProps) {
  const navigate = useNavigate();
  const { userId } = props;
  const sessionId = props.row.sessionId;
  const { scenarioId, messages } = props.row;
  const { blind } = props;
  const encounter = usePracticeEncounter({ ...props, caseLabel: blind ? BLIND_CASE_LABEL : undefined });
  const finish = useCallback(
    async (practiceMemo: string) => {
      // Ended without a network (or with questions still on their way): grade on the device too,
      // shown as provisional until the server's grade arrives.
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      // One instant for the end: the server is told it, and the device's review cards count from it.
      const endedAt = Date.now();
      if (offline || (await encounterTurns.queuedForSession(userId, sessionId))) {
        await gradeProvisionally({ sessionId, userId, scenarioId, messages, endedAt }).catch(() => false);
      }
      await practiceStateRepo.complete(
        userId,
        sessionId,
        practiceMemo,
        blind ? BLIND_CASE_LABEL : undefined,
        endedAt,
      );
      void navigate({
        to: '/cases/completed/$sessionId',
        params: { sessionId },
        replace: true,
        ignoreBlocker: true,
      });
    },
    [navigate, sessionId, userId, scenarioId, messages, blind],
  );
  return (
    <PracticeEncounter
      encounter={encounter}
      connection={props.connection}
      onRetryConnection={props.onRetryConnection}
      onFinish={finish}
      blind={blind}
    />
  );
}
