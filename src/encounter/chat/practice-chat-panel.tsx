import { ActionIcon, Box, Paper, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { ChatInput } from '../../components/chat/chat-input';
import { ChatTranscript } from '../../components/chat/chat-transcript';
import type { ChatLine } from '../../lib/chat-lines';
import {
  DICTATION_LISTENING_PLACEHOLDER,
  DICTATION_START_LABEL,
  DICTATION_STOP_LABEL,
} from '../speech/speech-wording';
import { ChatHiddenNotice } from './chat-hidden-notice';

/** The conversation this panel shows and edits (a streamed chat, encounter/chat/use-streaming-chat). */
export interface PracticeChatView {
  lines: ChatLine[];
  responding: boolean;
  draft: string;
  setDraft: (draft: string) => void;
  /** The last turn's failure, in Korean. */
  error: { message: string } | null;
}

interface PracticeChatPanelProps {
  chat: PracticeChatView;
  showEarlier: boolean;
  hiddenNoticeVisible: boolean;
  disabledReason: string | null;
  onSend: () => void;
  /** The microphone (issue 24); null where the browser has no speech recognition. */
  dictation?: {
    listening: boolean;
    /** The last failure, in Korean. */
    error: string | null;
    onStart: () => void;
    onStop: () => void;
  } | null;
}

export const PRACTICE_INPUT_HINT =
  '질문은 말하듯 입력하고, 행동은 괄호 안에 적어주세요. 예: (상복부를 촉진한다)';

/** The conversation with the patient and the message box under it. */
export function PracticeChatPanel({
  chat,
  showEarlier,
  hiddenNoticeVisible,
  disabledReason,
  onSend,
  dictation = null,
}: PracticeChatPanelProps) {
  const listening = Boolean(dictation?.listening);
  const microphone = dictation && (
    <ActionIcon
      size={42}
      radius="md"
      variant={listening ? 'filled' : 'light'}
      color={listening ? 'red' : 'blue'}
      onClick={listening ? dictation.onStop : dictation.onStart}
      disabled={disabledReason !== null}
      aria-label={listening ? DICTATION_STOP_LABEL : DICTATION_START_LABEL}
      aria-pressed={listening}
      data-testid="dictation-button"
    >
      {listening ? <IconPlayerStopFilled size={18} /> : <IconMicrophone size={20} />}
    </ActionIcon>
  );
  return (
    <Paper
      withBorder
      bg="white"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', position: 'relative' }}
    >
      <ChatHiddenNotice visible={hiddenNoticeVisible} />
      <ChatTranscript
        lines={chat.lines}
        responding={chat.responding}
        showEarlier={showEarlier}
        userLabel="나 (의사)"
        aiLabel="환자"
        empty={
          <Stack gap={4} align="center" ta="center" py="xl" c="dimmed">
            <Text size="sm" fw={600}>
              환자가 진료실에 들어와 앉았습니다.
            </Text>
            <Text size="sm">인사와 자기소개로 진료를 시작해 보세요.</Text>
          </Stack>
        }
      />
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <ChatInput
          value={chat.draft}
          onChange={chat.setDraft}
          onSend={onSend}
          disabledReason={disabledReason}
          error={chat.error?.message ?? dictation?.error ?? null}
          placeholder={listening ? DICTATION_LISTENING_PLACEHOLDER : '환자에게 할 말을 입력하세요'}
          hint={PRACTICE_INPUT_HINT}
          label="환자에게 보낼 메시지"
          action={microphone}
        />
      </Box>
    </Paper>
  );
}
