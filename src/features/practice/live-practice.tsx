import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { PRACTICE_UNREACHABLE_MESSAGE } from '../../data/api/errors';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { PracticeStatusScreen } from './practice-status-screen';
import { PracticeWorkspace } from './practice-workspace';
import { useShownPracticeSession } from '../../encounter/use-practice-session';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { useBlindSession } from '../../data/repos/use-blind-practice';

/** /cases/practice/during/{sessionId} once the session exists. */
export function LivePractice({ sessionId }: { sessionId: string }) {
  useDocumentTitle(`증례 실습 | ${APP_NAME}`);
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const { load, shownRow, retry, connection } = useShownPracticeSession(sessionId, userId, online);
  // Read before the encounter shows: a blind session must not flash its diagnosis (issue 24).
  const blind = useBlindSession(userId, sessionId);

  // A session the server reports finished has nothing left on the device to keep.
  const completed = load.status === 'completed';
  useEffect(() => {
    if (completed) void practiceStateRepo.remove(sessionId);
  }, [completed, sessionId]);

  if (load.status === 'completed') return <PracticeStatusScreen kind="completed" sessionId={sessionId} />;
  if (load.status === 'not-found') return <PracticeStatusScreen kind="not-found" />;
  if (load.status === 'error' && !shownRow)
    return <PracticeStatusScreen kind="error" message={load.message} onRetry={retry} />;

  if (!shownRow || blind === undefined) {
    if (load.status === 'unreachable')
      return <PracticeStatusScreen kind="error" message={PRACTICE_UNREACHABLE_MESSAGE} onRetry={retry} />;
    return (
      <Center py={96} role="status">
        <Loader type="dots" />
      </Center>
    );
  }

  return (
    <PracticeWorkspace
      row={shownRow}
      userId={userId}
      connection={connection}
      onRetryConnection={retry}
      blind={blind !== null}
    />
  );
}
