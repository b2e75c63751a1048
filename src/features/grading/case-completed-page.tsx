import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBook2,
  IconCircleCheck,
  IconEyeOff,
  IconRefresh,
  IconTargetArrow,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { formatSeoul, formatTime } from '../../lib/dates';
import { resultScoreColor } from '../../components/grading/result-colors';
import { ContactButton } from '../../components/grading/contact-button';
import {
  CheckGradeButton,
  CompletedLayout,
  GradingWaitIcon,
  ScoreOutOf100,
} from '../../components/grading/completed-layout';
import {
  useBeginWaiting,
  useGradingWait,
  useManualCheck,
  useQueuedCompletion,
  useRetry,
} from './use-grading';
import { ProvisionalResult } from './provisional-result';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type GradingWaitRow } from '../../data/db';
import { DoorCard } from '../../encounter/briefing/door-card';
import { useCaseRow } from '../../data/hooks/use-case-row';
import { useBlindSession } from '../../data/repos/use-blind-practice';
import { useRetrySession } from '../../data/repos/use-learn-from-misses';
import type { RetrySession } from '../../data/repos/retry-practice-repo';
import { RETRY_ITEMS_TITLE, RETRY_KIND } from '../../lib/learn-from-misses';
import {
  BLIND_CASE_LABEL,
  BLIND_DIAGNOSIS_HIDDEN_NOTE,
  BLIND_DIAGNOSIS_REVEALED,
  diagnosisHidden,
} from '../../lib/blind-practice';

/**
 * /cases/completed/{sessionId} (spec 1 §2): the case is over and grading runs in the background.
 * Opening the page starts the wait (once); the sync layer polls, and the status here follows the
 * device's copy of the wait, so it survives a reload and going offline.
 */
export function CaseCompletedPage({ sessionId }: { sessionId: string }) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const wait = useGradingWait(sessionId);
  const queued = useQueuedCompletion(userId, sessionId);
  useBeginWaiting(userId, sessionId);
  useDocumentTitle(`실습 완료 | ${APP_NAME}`);
  const blindSession = useBlindSession(userId, sessionId);
  const retrySession = useRetrySession(userId, sessionId);
  const provisional = useLiveQuery(() => db.provisionalResults.get(sessionId), [sessionId]);

  const graded = wait?.status === 'completed';
  // A blind practice (issue 24) names its diagnosis only once a grade is there; until then the
  // page shows the door card it was practised from.
  const blind = Boolean(blindSession);
  const hidden =
    blindSession === undefined || diagnosisHidden({ blind, graded: graded || Boolean(provisional) });
  const caseTitle = hidden ? null : wait?.caseTitle;

  return (
    <CompletedLayout
      badges={
        <>
          {blind && hidden && (
            <Badge
              variant="filled"
              color="violet"
              size="lg"
              radius="sm"
              leftSection={<IconEyeOff size={14} />}
            >
              {BLIND_CASE_LABEL}
            </Badge>
          )}
          {caseTitle &&
            (blind ? (
              <Badge variant="light" color="violet" size="lg" radius="sm" data-testid="blind-diagnosis">
                {BLIND_DIAGNOSIS_REVEALED} · {caseTitle}
              </Badge>
            ) : (
              <Badge variant="light" color="gray" size="lg" radius="sm">
                {caseTitle}
              </Badge>
            ))}
        </>
      }
      title="실습이 종료되었습니다"
      lead={
        graded
          ? '수고하셨습니다. 채점이 끝났습니다. 상세 결과에서 체크리스트와 교수 총평을 확인하세요.'
          : '수고하셨습니다. AI가 대화 내용을 체크리스트로 채점하고 있습니다. 채점은 보통 1분 안에 끝나며, 다른 화면으로 이동해도 계속 진행됩니다.'
      }
      leadWidth={460}
      graded={graded}
      renderResultLink={(props) => (
        <Link to="/my-notes/history/case-results/$sessionId" params={{ sessionId }} {...props} />
      )}
      casesLabel="다른 증례"
      lastLink={{ to: '/my-notes/incorrect', label: '오답노트', icon: <IconBook2 size={16} /> }}
      footer={retrySession && <RetryItemsCard items={retrySession.items} />}
    >
      {blindSession && hidden && <BlindDoorCard userId={userId} scenarioId={blindSession.scenarioId} />}

      <GradingStatusCard sessionId={sessionId} userId={userId} wait={wait} online={online} queued={queued} />
      {!graded && <ProvisionalResult sessionId={sessionId} />}
    </CompletedLayout>
  );
}

/**
 * A retry of missed items (issue 24): the items it was about, listed once the case is over (not
 * during it, where they would be a script to read out).
 */
function RetryItemsCard({ items }: { items: RetrySession['items'] }) {
  const sections = [...new Set(items.map((item) => item.section))];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="retry-items">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={28} radius="md" variant="light" color="orange">
              <IconTargetArrow size={18} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {RETRY_ITEMS_TITLE}
            </Title>
            <Badge variant="light" color="orange">
              {items.length}개
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {RETRY_KIND}은 아래 항목만으로 채점합니다. 해낸 항목은 복습 목록에서도 빠집니다.
          </Text>
        </Stack>
        {sections.map((section) => {
          const inSection = items.filter((item) => item.section === section);
          return (
            <Stack key={section} gap={4}>
              <Text size="sm" fw={700} c="orange.8">
                {section} · {inSection.length}
              </Text>
              <Stack gap={2} component="ul" m={0} pl="md">
                {inSection.map((item) => (
                  <Text key={item.itemId} component="li" size="sm" lh={1.5}>
                    {item.itemText}
                  </Text>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The case a blind practice was about, as the door showed it: nothing more until it is graded. */
function BlindDoorCard({ userId, scenarioId }: { userId: string; scenarioId: string }) {
  const { scenario } = useCaseRow(userId, scenarioId);
  if (!scenario) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="blind-door-card">
      <Stack gap="sm">
        <DoorCard scenario={scenario} compact />
        <Group gap={6} c="violet.8" wrap="nowrap">
          <IconEyeOff size={16} style={{ flexShrink: 0 }} />
          <Text size="sm">{BLIND_DIAGNOSIS_HIDDEN_NOTE}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

interface GradingStatusCardProps {
  sessionId: string;
  userId: string;
  wait: GradingWaitRow | null | undefined;
  online: boolean;
  queued: boolean;
}

function GradingStatusCard({ sessionId, userId, wait, online, queued }: GradingStatusCardProps) {
  const { checking, check } = useManualCheck(sessionId);
  const { retrying, retry } = useRetry(userId, sessionId);

  if (wait?.status === 'completed' && wait.overallScore !== null) {
    const color = resultScoreColor(wait.overallScore);
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="grading-status" role="status">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" color="green" variant="light">
              <IconCircleCheck size={24} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={700}>채점 완료</Text>
              <Text size="sm" c="dimmed">
                {formatSeoul(wait.completedAt, 'dateTime', null)}
              </Text>
            </Stack>
          </Group>
          <ScoreOutOf100
            score={wait.overallScore}
            fz={28}
            c={`${color}.8`}
            style={{ whiteSpace: 'nowrap' }}
          />
        </Group>
      </Paper>
    );
  }

  if (wait?.status === 'failed' || wait?.status === 'not-found' || wait?.status === 'unfinished') {
    const title = {
      failed: '채점 실패',
      'not-found': '실습을 찾을 수 없습니다',
      unfinished: '아직 종료되지 않은 실습',
    }[wait.status];
    return (
      <Alert
        variant="light"
        color={wait.status === 'unfinished' ? 'orange' : 'red'}
        icon={<IconAlertTriangle size={20} />}
        title={title}
        data-testid="grading-status"
      >
        <Stack gap="sm">
          <Text size="sm">{wait.error}</Text>
          <Group gap="xs">
            {wait.status === 'unfinished' ? (
              <Button
                size="xs"
                renderRoot={(props) => (
                  <Link to="/cases/practice/during/$sessionId" params={{ sessionId }} {...props} />
                )}
              >
                실습으로 돌아가기
              </Button>
            ) : (
              <Button
                size="xs"
                variant="white"
                leftSection={<IconRefresh size={14} />}
                disabled={!online}
                onClick={() => void retry()}
                loading={retrying}
              >
                다시 확인
              </Button>
            )}
            {wait.status === 'failed' && <ContactButton />}
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="grading-status" role="status">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <GradingWaitIcon online={online} />
          <Stack gap={2}>
            <Text fw={700}>채점 진행 중</Text>
            <Text size="sm" c="dimmed">
              {online
                ? '결과가 나오면 알림으로 알려드립니다. 처음 90초는 10초마다, 그 뒤로는 1분마다 자동으로 확인합니다.'
                : queued
                  ? '오프라인입니다. 진료 종료 기록은 연결되면 자동으로 전송되고, 그때부터 채점이 시작됩니다.'
                  : '오프라인입니다. 연결되면 채점 결과를 자동으로 다시 확인합니다.'}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {wait?.lastCheckedAt
              ? `마지막 확인 ${formatTime(wait.lastCheckedAt)}`
              : queued && online
                ? '진료 종료 기록을 전송하고 있습니다…'
                : ''}
          </Text>
          <CheckGradeButton onCheck={() => void check()} checking={checking} disabled={!online || !wait} />
        </Group>
      </Stack>
    </Paper>
  );
}
