import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowRight, IconDevices, IconFlag, IconSend } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AppModal } from '../../components/app-modal';
import { useAppModal } from '../../components/use-app-modal';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import type { UnfinishedExamView } from '../../data/repos/unfinished-exams';
import { onlineAtom } from '../../lib/app-atoms';
import { formatCompactDateTime } from '../../lib/dates';
import {
  ABANDON_EXAM_ACTION,
  ABANDON_EXAM_CANCEL,
  ABANDON_EXAM_CONFIRM_MESSAGE,
  ABANDON_EXAM_CONFIRM_TITLE,
  ABANDON_EXAM_DONE,
  ABANDON_EXAM_DONE_OFFLINE,
  ABANDON_EXAM_FAILED,
  examProgressText,
  resumeExamLabel,
  SUBMIT_EXAM_ACTION,
  SUBMIT_EXAM_DONE,
  SUBMIT_EXAM_DONE_OFFLINE,
  SUBMIT_EXAM_FAILED,
  SUBMIT_EXAM_HINT,
  UNFINISHED_EXAMS_PULL_FAILED,
  UNFINISHED_EXAMS_TITLE,
  UNFINISHED_STARTED_ELSEWHERE,
} from './mock-exam-messages';

function ResumeButton({ exam }: { exam: UnfinishedExamView }) {
  const params = {
    mockExamSessionId: exam.mockExamSessionId,
    caseNumber: String(exam.nextCaseNumber),
  };
  return (
    <Button
      size="sm"
      rightSection={<IconArrowRight size={16} />}
      renderRoot={(props) =>
        exam.resumeAt === 'live' ? (
          <Link to="/mock-exams/live/$mockExamSessionId/$caseNumber" params={params} {...props} />
        ) : (
          <Link to="/mock-exams/pre-practice/$mockExamSessionId/$caseNumber" params={params} {...props} />
        )
      }
    >
      {resumeExamLabel(exam.nextCaseNumber)}
    </Button>
  );
}

/** Every case ended but the exam never submitted (ended on another device, say): it can be submitted. */
function allEnded(exam: UnfinishedExamView): boolean {
  return exam.totalCases > 0 && exam.completedCases >= exam.totalCases;
}

/**
 * '진행 중인 모의고사' on /mock-exams (issue 23): every exam the learner has not finished, on this
 * device or another, to resume at the right case or to give up (confirmed, since it cannot be
 * undone; queued through the outbox, so it works offline).
 */
export function UnfinishedExamList({
  userId,
  exams,
  pullFailed,
}: {
  userId: string;
  exams: UnfinishedExamView[];
  pullFailed: boolean;
}) {
  const online = useAtomValue(onlineAtom);
  const modal = useAppModal();
  if (exams.length === 0 && !pullFailed) return null;

  const confirmAbandon = (exam: UnfinishedExamView) =>
    modal.show({
      type: 'warning',
      title: ABANDON_EXAM_CONFIRM_TITLE,
      message: `${exam.title}\n\n${ABANDON_EXAM_CONFIRM_MESSAGE}`,
      confirmLabel: ABANDON_EXAM_ACTION,
      cancelLabel: ABANDON_EXAM_CANCEL,
      onConfirm: () => {
        modal.setBusy(true);
        mockExamRepo.abandon(userId, exam.mockExamSessionId).then(
          () => {
            modal.close();
            notifications.show({
              message: online ? ABANDON_EXAM_DONE : ABANDON_EXAM_DONE_OFFLINE,
              color: 'gray',
              autoClose: 4000,
            });
          },
          () => {
            modal.close();
            notifications.show({ message: ABANDON_EXAM_FAILED, color: 'red' });
          },
        );
      },
    });

  const submit = (exam: UnfinishedExamView) => {
    mockExamRepo.submit(userId, exam.mockExamSessionId).then(
      () =>
        notifications.show({
          message: online ? SUBMIT_EXAM_DONE : SUBMIT_EXAM_DONE_OFFLINE,
          color: 'teal',
          autoClose: 5000,
        }),
      () => notifications.show({ message: SUBMIT_EXAM_FAILED, color: 'red' }),
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz={18}>
        {UNFINISHED_EXAMS_TITLE}
      </Title>
      {pullFailed && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {UNFINISHED_EXAMS_PULL_FAILED}
        </Alert>
      )}
      {exams.map((exam) => (
        <Paper key={exam.mockExamSessionId} withBorder p="md" bg="white" data-testid="exam-in-progress">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Badge color="orange" variant="light">
                  진행 중
                </Badge>
                <Text fw={700} truncate="end">
                  {exam.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {examProgressText(
                  formatCompactDateTime(exam.startTime),
                  exam.totalCases,
                  exam.completedCases,
                )}
              </Text>
              {allEnded(exam) && <Text size="sm">{SUBMIT_EXAM_HINT}</Text>}
              {!exam.onDevice && (
                <Group gap={4} c="dimmed">
                  <IconDevices size={14} />
                  <Text size="xs">{UNFINISHED_STARTED_ELSEWHERE}</Text>
                </Group>
              )}
            </Stack>
            <Group gap="xs">
              <Button
                size="sm"
                variant="subtle"
                color="red"
                leftSection={<IconFlag size={16} />}
                onClick={() => confirmAbandon(exam)}
              >
                {ABANDON_EXAM_ACTION}
              </Button>
              {allEnded(exam) ? (
                <Button size="sm" leftSection={<IconSend size={16} />} onClick={() => submit(exam)}>
                  {SUBMIT_EXAM_ACTION}
                </Button>
              ) : (
                <ResumeButton exam={exam} />
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      <AppModal {...modal.props} />
    </Stack>
  );
}
