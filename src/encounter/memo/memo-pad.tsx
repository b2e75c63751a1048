import { Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MemoBlock } from '../../data/practice-state-fields';
import { removeEmptyBlock, splitBlock, updateBlock, type MemoEdit, type MemoSaveState } from './memo-blocks';

interface MemoPadProps {
  blocks: MemoBlock[];
  onChange: (blocks: MemoBlock[]) => void;
  saveState: MemoSaveState;
  disabled?: boolean;
  /** Fill the height of the parent and scroll inside (desktop column). */
  fill?: boolean;
}

/**
 * The practice memo as one-line blocks (spec 1 §4): Enter adds a block below, Backspace on an empty
 * block removes it, and at least one block is always there. The parent saves; this only edits.
 */
export function MemoPad({ blocks, onChange, saveState, disabled = false, fill = false }: MemoPadProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [focus, setFocus] = useState<MemoEdit['focus'] | null>(null);

  // Move the caret once the edited list is on screen.
  useLayoutEffect(() => {
    if (!focus) return;
    const input = inputs.current.get(focus.id);
    if (input) {
      input.focus();
      input.setSelectionRange(focus.caret, focus.caret);
    }
    setFocus(null);
  }, [focus]);

  const apply = (edit: MemoEdit | null) => {
    if (!edit) return false;
    onChange(edit.blocks);
    setFocus(edit.focus);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, block: MemoBlock) => {
    // A Korean syllable still being composed: Enter/Backspace belong to the input method.
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(splitBlock(blocks, block.id, input.selectionStart ?? block.text.length));
    } else if (event.key === 'Backspace' && block.text === '') {
      if (apply(removeEmptyBlock(blocks, block.id))) event.preventDefault();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const index = blocks.findIndex((candidate) => candidate.id === block.id);
      const target = blocks[index + (event.key === 'ArrowUp' ? -1 : 1)];
      if (target) {
        event.preventDefault();
        setFocus({ id: target.id, caret: target.text.length });
      }
    }
  };

  return (
    <Paper
      withBorder
      bg="white"
      p="md"
      style={fill ? { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' } : undefined}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={700}>
          메모
        </Text>
        <Text size="xs" c="dimmed" role="status" data-testid="memo-save-state">
          {saveState === 'saved' ? '자동 저장됨' : '저장 대기 중…'}
        </Text>
      </Group>
      <Box style={fill ? { flex: 1, minHeight: 0, overflowY: 'auto' } : undefined}>
        <Stack gap={4}>
          {blocks.map((block, index) => (
            <Group key={block.id} gap={6} wrap="nowrap" align="center">
              <Text size="sm" c="gray.5" aria-hidden w={12} ta="center">
                •
              </Text>
              <TextInput
                ref={(element) => {
                  if (element) inputs.current.set(block.id, element);
                  else inputs.current.delete(block.id);
                }}
                aria-label={`메모 ${index + 1}번째 줄`}
                value={block.text}
                onChange={(event) => onChange(updateBlock(blocks, block.id, event.currentTarget.value))}
                onKeyDown={(event) => onKeyDown(event, block)}
                placeholder={
                  index === 0 && blocks.length === 1 ? '떠오르는 감별진단, 놓친 질문 등을 적어두세요' : ''
                }
                disabled={disabled}
                variant="unstyled"
                size="sm"
                style={{ flex: 1 }}
                styles={{ input: { borderBottom: '1px solid var(--mantine-color-gray-2)', borderRadius: 0 } }}
              />
            </Group>
          ))}
        </Stack>
      </Box>
      <Text size="xs" c="dimmed" mt="xs">
        Enter로 줄 추가 · 빈 줄에서 Backspace로 삭제
      </Text>
    </Paper>
  );
}
