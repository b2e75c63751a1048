/**
 * The practice memo as a list of one-line blocks (spec 1 §4, §5): Enter adds a block, Backspace on
 * an empty block removes it, and there is always at least one block. Pure, so the rules are tested
 * without a DOM; the memo pad component only maps key presses onto these functions. A block's
 * shape, and the rule that a stored memo always has one, are the stored row's
 * (data/practice-state-fields.ts).
 */
import { newBlock, type MemoBlock } from '../../data/practice-state-fields';
/** Whether the memo on screen is stored on the device yet ('pending' until the idle save ran). */
export type MemoSaveState = 'saved' | 'pending';

export interface MemoEdit {
  blocks: MemoBlock[];
  /** The block that should have the caret after the edit, and where in it. */
  focus: { id: string; caret: number };
}

export function updateBlock(blocks: readonly MemoBlock[], id: string, text: string): MemoBlock[] {
  return blocks.map((block) => (block.id === id ? { ...block, text } : block));
}

/**
 * Enter: the text after the caret moves to a new block right below, which gets the caret. With the
 * caret at the end (the usual case) that is simply a new empty block.
 */
export function splitBlock(blocks: readonly MemoBlock[], id: string, caret: number): MemoEdit | null {
  const index = blocks.findIndex((block) => block.id === id);
  const current = blocks[index];
  if (!current) return null;
  const at = Math.max(0, Math.min(caret, current.text.length));
  const added = newBlock(current.text.slice(at));
  const next = [...blocks];
  next.splice(index, 1, { ...current, text: current.text.slice(0, at) }, added);
  return { blocks: next, focus: { id: added.id, caret: 0 } };
}

/**
 * Backspace on an empty block removes it and puts the caret at the end of the block above (or the
 * one below, for the first block). Not allowed on a block with text or on the last block left.
 */
export function removeEmptyBlock(blocks: readonly MemoBlock[], id: string): MemoEdit | null {
  if (blocks.length <= 1) return null;
  const index = blocks.findIndex((block) => block.id === id);
  const current = blocks[index];
  if (!current || current.text !== '') return null;
  const next = blocks.filter((block) => block.id !== id);
  const target = (index > 0 ? next[index - 1] : next[0]) as MemoBlock;
  return { blocks: next, focus: { id: target.id, caret: target.text.length } };
}

/** The memo as sent with `complete`: one line per block, without trailing empty lines. */
export function memoText(blocks: readonly MemoBlock[]): string {
  return blocks
    .map((block) => block.text)
    .join('\n')
    .replace(/\s+$/, '');
}
