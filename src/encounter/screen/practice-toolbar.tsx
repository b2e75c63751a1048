import { Box, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconEyeOff } from '@tabler/icons-react';
import { PracticeClock } from '../timer/practice-clock';
import type { TimerSnapshot } from '../timer/practice-timer';
import { VOICE_REPLIES_LABEL } from '../speech/speech-wording';
import { BLIND_CASE_LABEL, BLIND_DIAGNOSIS_HIDDEN_NOTE, BLIND_HIDDEN_NAME } from '../../lib/blind-practice';

interface PracticeToolbarProps {
  /** Shown before the patient line under the case name, e.g. a mock exam's "증례 2/6". */
  label?: ReactNode;
  scenarioName: string;
  patientLine: string | null;
  snapshot: TimerSnapshot | null;
  showChatLog: boolean;
  showDiseaseName: boolean;
  onToggleChatLog: (value: boolean) => void;
  onToggleDiseaseName: (value: boolean) => void;
  /** The reply-voice switch (issue 24); null hides it (no Korean voice on this device). */
  voiceReplies?: boolean | null;
  onToggleVoiceReplies?: (value: boolean) => void;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
  ending: boolean;
  /**
   * A blind practice (issue 24): the case is named '블라인드 연습' and the disease-name switch is
   * replaced by a note that the diagnosis is shown once graded.
   */
  blind?: boolean;
  /** False in exam-day mode (issue 24): no pause button next to the clock. */
  pausable?: boolean;
}

/**
 * The bar above the encounter: case, clock with pause, the view toggles (with the reply voice, where
 * the device has a Korean voice) and the end button.
 */
export function PracticeToolbar(props: PracticeToolbarProps) {
  const { snapshot } = props;
  return (
    <Paper withBorder radius="lg" px={{ base: 'sm', sm: 'md' }} py="xs" bg="white">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Box style={{ minWidth: 0 }}>
            {/* The page's one h1 (live practice has no other title), styled as before. */}
            <Text
              component="h1"
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              truncate="end"
              data-testid="practice-case-name"
            >
              {props.blind
                ? BLIND_CASE_LABEL
                : props.showDiseaseName
                  ? props.scenarioName
                  : BLIND_HIDDEN_NAME}
            </Text>
            {(props.label || props.patientLine) && (
              <Group gap={6} wrap="nowrap">
                {props.label}
                {props.patientLine && (
                  <Text size="xs" c="dimmed" truncate="end">
                    {props.patientLine}
                  </Text>
                )}
              </Group>
            )}
          </Box>
          <Group gap="xs" wrap="nowrap">
            {snapshot && (
              <PracticeClock
                snapshot={snapshot}
                onPause={props.onPause}
                onResume={props.onResume}
                disabled={props.ending || snapshot.timeOver}
                pausable={props.pausable}
              />
            )}
            <Button
              color="red"
              variant="light"
              size="sm"
              px={{ base: 10, sm: 'md' }}
              leftSection={<IconDoorExit size={16} />}
              onClick={props.onEnd}
              disabled={props.ending}
            >
              진료 종료
            </Button>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
          <Switch
            size="sm"
            label="대화 기록 보기"
            checked={props.showChatLog}
            onChange={(event) => props.onToggleChatLog(event.currentTarget.checked)}
          />
          {props.blind ? (
            <Group gap={4} wrap="nowrap" c="violet.8" data-testid="blind-note">
              <IconEyeOff size={14} style={{ flexShrink: 0 }} />
              <Text size="xs">{BLIND_DIAGNOSIS_HIDDEN_NOTE}</Text>
            </Group>
          ) : (
            <Switch
              size="sm"
              label="진단명 보기"
              checked={props.showDiseaseName}
              onChange={(event) => props.onToggleDiseaseName(event.currentTarget.checked)}
            />
          )}
          {props.voiceReplies !== null && props.voiceReplies !== undefined && (
            <Switch
              size="sm"
              label={VOICE_REPLIES_LABEL}
              checked={props.voiceReplies}
              onChange={(event) => props.onToggleVoiceReplies?.(event.currentTarget.checked)}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
