import { Alert, Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createReadingBreak,
  EXAM_DAY_GUIDE,
  EXAM_DAY_GUIDE_TITLE,
  READING_BREAK_LEAD,
  READING_BREAK_SECONDS,
  READING_BREAK_START_NOW,
  READING_BREAK_WAITING_OFFLINE,
  readingBreakCountdownText,
  readingBreakTitle,
} from '../../encounter/exam-day/exam-day';
import { ExamDayMuteSwitch } from './exam-day-option';

interface ReadingBreakProps {
  caseNumber: number;
  /**
   * When the break ends (epoch ms), kept with the exam on the device from the moment it began, so
   * a reload continues the countdown; null until it is read (the countdown waits at its start).
   */
  endsAt: number | null;
  /** The exam's title and progress. */
  header: ReactNode;
  /** The next station's door card. */
  doorCard: ReactNode;
  /** Starting can happen now (online, or the case's encounter pack is here). */
  canStart: boolean;
  starting: boolean;
  /** Why the last start failed, shown over the button. */
  failure: { title: string; message: string } | null;
  onStart: () => void;
}

/**
 * The reading break before an exam-day station (issue 24): the door card with a countdown, after
 * which the station starts by itself (once; a failed start waits for the button). Offline without
 * the case on the device, it waits for the connection and then starts.
 */
export function ReadingBreak({
  caseNumber,
  endsAt,
  header,
  doorCard,
  canStart,
  starting,
  failure,
  onStart,
}: ReadingBreakProps) {
  const [secondsLeft, setSecondsLeft] = useState(READING_BREAK_SECONDS);
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (endsAt === null) return;
    const countdown = createReadingBreak({ endsAt, onTick: setSecondsLeft, onDone: () => setOver(true) });
    countdown.start();
    return countdown.stop;
  }, [endsAt]);

  const autoStarted = useRef(false);
  const onStartRef = useRef(onStart);
  useEffect(() => {
    onStartRef.current = onStart;
  });
  useEffect(() => {
    if (!over || !canStart || autoStarted.current) return;
    autoStarted.current = true;
    onStartRef.current();
  }, [over, canStart]);

  const waitingOffline = !canStart;
  return (
    <Stack gap="lg" data-testid="reading-break">
      {header}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
        <Group gap="lg" wrap="nowrap" align="center">
          <RingProgress
            size={96}
            thickness={8}
            roundCaps
            sections={[{ value: (secondsLeft / READING_BREAK_SECONDS) * 100, color: 'red' }]}
            label={
              <Text
                ta="center"
                fw={800}
                fz={26}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="reading-break-seconds"
              >
                {secondsLeft}
              </Text>
            }
            style={{ flexShrink: 0 }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {readingBreakTitle(caseNumber)}
            </Title>
            <Text c="dimmed" size="sm">
              {READING_BREAK_LEAD}
            </Text>
            <Text size="sm" fw={700} c="red.8">
              {over ? null : readingBreakCountdownText(secondsLeft)}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
        {doorCard}
      </Paper>

      {failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={failure.title}
          role="alert"
        >
          {failure.message}
        </Alert>
      )}

      <Stack gap={6} align="stretch">
        <Button
          size="lg"
          color="red"
          leftSection={<IconPlayerPlay size={20} />}
          onClick={onStart}
          loading={starting}
          disabled={!canStart}
          style={{ alignSelf: 'center' }}
          w={{ base: '100%', xs: 'auto' }}
          miw={{ xs: 240 }}
        >
          {READING_BREAK_START_NOW}
        </Button>
        {waitingOffline && (
          <Group gap={6} justify="center" c="orange.8" wrap="nowrap">
            <IconWifiOff size={16} />
            <Text size="sm">{READING_BREAK_WAITING_OFFLINE}</Text>
          </Group>
        )}
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
        <Stack gap="sm">
          <Text fw={700}>{EXAM_DAY_GUIDE_TITLE}</Text>
          <Stack gap={6} component="ul" m={0} pl="md">
            {EXAM_DAY_GUIDE.map((line) => (
              <Text component="li" size="sm" c="gray.8" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
          <ExamDayMuteSwitch />
        </Stack>
      </Paper>
    </Stack>
  );
}
