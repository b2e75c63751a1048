import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { mockExamRepo } from '../repos/mock-exam-repo';
import type { UnfinishedExamView } from '../repos/unfinished-exams';
import { pullUnfinishedExams } from './mock-exam-flow-sync';
import { onlineAtom } from '../../lib/app-atoms';

/**
 * The learner's unfinished exams (issue 23), for /mock-exams and the learning history's pointer to
 * it. The list renders from Dexie (the server's last list merged with this device's copies);
 * opening the screen online, or coming back online on it, pulls the server's list into Dexie.
 * `pullFailed` is set while the last pull failed.
 */
export function useUnfinishedExams(userId: string): {
  exams: UnfinishedExamView[] | undefined;
  pullFailed: boolean;
} {
  const online = useAtomValue(onlineAtom);
  const exams = useLiveQuery(() => (userId ? mockExamRepo.unfinished(userId) : []), [userId]);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    pullUnfinishedExams(userId).then(
      () => !cancelled && setFailed(null),
      () => !cancelled && setFailed(userId),
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId]);

  return { exams, pullFailed: online && failed === userId };
}
