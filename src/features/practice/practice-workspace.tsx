import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PracticeEncounter } from '../../components/practice/practice-encounter';
import type { PracticeStateRow } from '../../data/db';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import type { ChatLine } from '../../lib/chat-lines';

interface PracticeWorkspaceProps {
  row: PracticeStateRow;
  userId: string;
  /** The server's transcript once it answered; null while offline or still asking. */
  serverLines: ChatLine[] | null;
  connection: 'connected' | 'checking' | 'unreachable';
  onRetryConnection: () => void;
}

/**
 * The encounter of a free-practice case: ending it queues POST practice-sessions/{id}/complete with
 * the memo (practice-state-repo) and goes to the case's completed page.
 */
export function PracticeWorkspace(props: PracticeWorkspaceProps) {
  const navigate = useNavigate();
  const { userId } = props;
  const sessionId = props.row.sessionId;
  const finish = useCallback(
    async (practiceMemo: string) => {
      await practiceStateRepo.complete(userId, sessionId, practiceMemo);
      void navigate({
        to: '/cases/completed/$sessionId',
        params: { sessionId },
        replace: true,
        ignoreBlocker: true,
      });
    },
    [navigate, sessionId, userId],
  );
  return <PracticeEncounter {...props} onFinish={finish} />;
}
