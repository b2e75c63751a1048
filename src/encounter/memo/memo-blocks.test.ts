import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleSaver, MEMO_AUTOSAVE_DELAY_MS } from './idle-saver';
import { ensureBlocks, type MemoBlock } from '../../data/practice-state-fields';
import { memoText, removeEmptyBlock, splitBlock, updateBlock } from './memo-blocks';

const blocks = (...texts: string[]): MemoBlock[] =>
  texts.map((text, index) => ({ id: `b${index + 1}`, text }));

describe('memo blocks', () => {
  it('always has at least one block', () => {
    expect(ensureBlocks(undefined)).toHaveLength(1);
    expect(ensureBlocks([])).toEqual([{ id: expect.any(String), text: '' }]);
    expect(ensureBlocks(blocks('a'))).toEqual(blocks('a'));
  });

  it('Enter at the end adds an empty block below, which gets the caret', () => {
    const edit = splitBlock(blocks('복통', '발열'), 'b1', 2);
    expect(edit?.blocks.map((block) => block.text)).toEqual(['복통', '', '발열']);
    expect(edit?.focus).toEqual({ id: edit?.blocks[1]?.id, caret: 0 });
  });

  it('Enter in the middle moves the rest of the text to the new block', () => {
    const edit = splitBlock(blocks('충수염 CT'), 'b1', 3);
    expect(edit?.blocks.map((block) => block.text)).toEqual(['충수염', ' CT']);
  });

  it('Backspace on an empty block removes it and moves the caret to the end of the one above', () => {
    const edit = removeEmptyBlock(blocks('복통', '', '발열'), 'b2');
    expect(edit?.blocks).toEqual([
      { id: 'b1', text: '복통' },
      { id: 'b3', text: '발열' },
    ]);
    expect(edit?.focus).toEqual({ id: 'b1', caret: 2 });
  });

  it('Backspace on an empty first block moves to the next one', () => {
    expect(removeEmptyBlock(blocks('', '발열'), 'b1')?.focus).toEqual({ id: 'b2', caret: 2 });
  });

  it('Backspace does not remove a block with text, nor the last block left', () => {
    expect(removeEmptyBlock(blocks('복통', '발열'), 'b2')).toBeNull();
    expect(removeEmptyBlock(blocks(''), 'b1')).toBeNull();
  });

  it('edits one block and joins the memo line by line without trailing blank lines', () => {
    const edited = updateBlock(blocks('복통', '', ''), 'b2', 'CT');
    expect(memoText(edited)).toBe('복통\nCT');
  });
});

describe('memo autosave', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('saves once, 1 s after the last change', () => {
    const save = vi.fn();
    const saver = createIdleSaver<string>(save);
    expect(MEMO_AUTOSAVE_DELAY_MS).toBe(1_000);
    saver.change('복');
    vi.advanceTimersByTime(600);
    saver.change('복통');
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    expect(saver.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('복통');
    expect(saver.pending()).toBe(false);
  });

  it('flush saves at once; cancel drops the pending save', () => {
    const save = vi.fn();
    const saver = createIdleSaver<string>(save);
    saver.change('a');
    saver.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith('a');
    saver.change('b');
    saver.cancel();
    vi.advanceTimersByTime(5_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
