import { useCallback, useEffect, useState } from 'react';
import type { PracticeStateRow } from '../../data/db';
import { localWriteFailureMessage } from '../../data/api/errors';
import { practiceStateRepo } from '../../data/repos/practice-state-repo';
import { showWarning } from '../../lib/notify';
import { createIdleSaver } from './idle-saver';
import { ensureBlocks, type MemoBlock } from '../../data/practice-state-fields';
import type { MemoSaveState } from './memo-blocks';

export interface MemoEditor {
  blocks: MemoBlock[];
  onChange: (blocks: MemoBlock[]) => void;
  saveState: MemoSaveState;
  /** Drops a pending save (the session is being ended with the memo on screen). */
  cancel: () => void;
}

/**
 * The memo on screen, saved to the device 1 s after the learner stops typing (spec 1 §4). The
 * screen owns the text while typing; the stored copy is read once, when the session opens, so a
 * save echoing back can never move the caret. Leaving the page saves what is pending at once.
 */
export function useMemoEditor(row: PracticeStateRow): MemoEditor {
  const sessionId = row.sessionId;
  const [blocks, setBlocks] = useState(() => ensureBlocks(row.memoBlocks));
  const [saveState, setSaveState] = useState<MemoSaveState>('saved');
  const [saver] = useState(() =>
    createIdleSaver<MemoBlock[]>((value) => {
      practiceStateRepo.update(sessionId, { memoBlocks: value }).then(
        () => setSaveState('saved'),
        // Still on screen and still "waiting": the next keystroke tries again.
        (error: unknown) =>
          showWarning({
            id: 'practice-memo-save-failed',
            title: '메모',
            message: localWriteFailureMessage(
              error,
              '메모를 이 기기에 저장하지 못했습니다. 다시 시도해주세요.',
            ),
          }),
      );
    }),
  );

  useEffect(() => () => saver.flush(), [saver]);

  const onChange = useCallback(
    (next: MemoBlock[]) => {
      const ensured = ensureBlocks(next);
      setBlocks(ensured);
      setSaveState('pending');
      saver.change(ensured);
    },
    [saver],
  );

  return { blocks, onChange, saveState, cancel: useCallback(() => saver.cancel(), [saver]) };
}
