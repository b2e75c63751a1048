import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { formatClock, TIME_WARNING_AT_MS, type TimerSnapshot } from './practice-timer';

interface PracticeClockProps {
  snapshot: TimerSnapshot;
  onPause: () => void;
  onResume: () => void;
  disabled?: boolean;
  /** False in exam-day mode (issue 24): the clock runs on with no pause button. */
  pausable?: boolean;
}

/** The remaining time with its pause button; orange in the last 5 minutes, red in overtime. */
export function PracticeClock({
  snapshot,
  onPause,
  onResume,
  disabled = false,
  pausable = true,
}: PracticeClockProps) {
  const color = snapshot.overtime
    ? 'red.8'
    : snapshot.remainingMs <= TIME_WARNING_AT_MS
      ? 'orange.8'
      : 'dark.6';
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        fw={700}
        fz={{ base: 'lg', sm: 'xl' }}
        c={color}
        aria-label={snapshot.overtime ? '초과 시간' : '남은 시간'}
        data-testid="practice-clock"
        style={{ fontVariantNumeric: 'tabular-nums', minWidth: 64, textAlign: 'right' }}
      >
        {formatClock(snapshot.remainingMs)}
      </Text>
      {pausable && (
        <Tooltip label={snapshot.paused ? '다시 시작' : '일시정지'} withArrow>
          <ActionIcon
            variant="light"
            color={snapshot.paused ? 'brand' : 'gray'}
            size="lg"
            onClick={snapshot.paused ? onResume : onPause}
            disabled={disabled}
            aria-label={snapshot.paused ? '실습 다시 시작' : '실습 일시정지'}
          >
            {snapshot.paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
