import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import type { CaseStatusFilter } from '../../../contract/cases';
import type { CaseRow } from '../../data/db';
import { BOOKMARK_SAVE_FAILED_MESSAGE, localWriteFailureMessage } from '../../data/api/errors';
import { casesRepo } from '../../data/repos/cases-repo';
import { canToggleBookmark } from './filter-cases';

/**
 * The bookmark star: the device copy changes at once and the request waits in the outbox, so it
 * works offline and is delivered later; a refusal by the server puts the star back (cases-repo).
 */
export function useBookmarkToggle(userId: string, status: CaseStatusFilter) {
  return useCallback(
    async (scenario: Pick<CaseRow, 'scenarioId' | 'isBookmarked'>) => {
      if (!canToggleBookmark(status, scenario.isBookmarked)) {
        notifications.show({
          id: 'bookmark-blocked',
          color: 'gray',
          message: '즐겨찾기 보기에서는 해제할 수 없습니다. 다른 보기에서 해제해주세요.',
        });
        return;
      }
      try {
        await casesRepo.setBookmark(userId, scenario.scenarioId, !scenario.isBookmarked);
      } catch (error) {
        notifications.show({
          color: 'red',
          message: localWriteFailureMessage(error, BOOKMARK_SAVE_FAILED_MESSAGE),
        });
      }
    },
    [userId, status],
  );
}
