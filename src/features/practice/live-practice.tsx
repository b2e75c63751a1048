import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { PRACTICE_UNREACHABLE_MESSAGE } from '../../data/api/errors';
import type { PracticeStateRow } from '../../data/db';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { PracticeStatusScreen } from './practice-status-screen';
import { PracticeWorkspace } from './practice-workspace';
import { usePracticeSession } from '../../data/encounter/use-practice-session';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { useBlindSession } from '../../data/repos/use-blind-practice';

/** /cases/practice/during/{sessionId} once the session exists. */
export function LivePractice({ sessionId }: { sessionId: string }) {
  useDocumentTitle(`증례 실습 | ${APP_NAME}`);
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const { load, row, retry } = usePracticeSession(sessionId, userId, online);
  // Read before the encounter shows: a blind session must not flash its diagnosis (issue 24).
  const blind = useBlindSession(userId, sessionId);

  // Ending deletes the device row just before the page moves on; keep showing the last one so the
  // encounter does not flash into an error screen in between.
  const lastRow = useRef<PracticeStateRow | null>(null);
  if (row) lastRow.current = row;
  const shownRow = row ?? (row === null ? lastRow.current : undefined);

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
      serverLines={load.status === 'active' ? load.lines : null}
      connection={
        load.status === 'active' ? 'connected' : load.status === 'loading' ? 'checking' : 'unreachable'
      }
      onRetryConnection={retry}
      blind={blind !== null}
    />
  );
}
