import { ActionIcon, Box, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contract/values';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Why typing is not possible right now; the input is disabled while set. */
  disabledReason?: string | null;
  /** Sending is not possible (e.g. a reply is arriving) but typing ahead is fine. */
  sendBlocked?: boolean;
  error?: string | null;
  placeholder?: string;
  hint?: string;
  label?: string;
  /** A control beside the send button (live practice's microphone). */
  action?: ReactNode;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Enter while a Korean syllable is
 * still being composed only finishes the syllable (isComposing) — otherwise the last syllable would
 * be sent twice or cut. Errors show above it as '오류: …' (spec 1 §8).
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  disabledReason = null,
  sendBlocked = false,
  error = null,
  placeholder = '메시지를 입력하세요',
  hint,
  label = '메시지',
  action,
}: ChatInputProps) {
  const disabled = disabledReason !== null;
  const canSend = !disabled && !sendBlocked && value.trim().length > 0;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const wasDisabled = useRef(disabled);

  // A disabled textarea loses focus (e.g. while the reply arrives); give it back when it returns,
  // unless the learner has moved on to something else (the memo, a toggle).
  useEffect(() => {
    const active = document.activeElement;
    if (wasDisabled.current && !disabled && (active === null || active === document.body)) {
      textarea.current?.focus();
    }
    wasDisabled.current = disabled;
  }, [disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Stack gap={6}>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          오류: {error}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Textarea
            ref={textarea}
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={disabledReason ?? placeholder}
            disabled={disabled}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            size="md"
          />
        </Box>
        {action}
        <ActionIcon
          size={42}
          radius="md"
          onClick={onSend}
          disabled={!canSend}
          aria-label="보내기"
          variant="filled"
        >
          <IconSend2 size={20} />
        </ActionIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
