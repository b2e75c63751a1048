import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CategoryBadges } from '../../components/category-badges';
import { CheckGradeButton } from '../../components/grading/completed-layout';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconEyeOff,
  IconListCheck,
  IconMessages,
  IconMoodEmpty,
  IconRefresh,
  IconTargetArrow,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import type { Evaluation } from '../../../contract/evaluation';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { formatPatientAgeSex } from '../../lib/format-patient-age';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { ChecklistPanel } from '../../components/grading/checklist-panel';
import { ContactButton } from '../../components/grading/contact-button';
import { PointsAndImprovements, ProfessorSummary } from '../../components/grading/feedback-sections';
import { formatSeoul } from '../../lib/dates';
import classes from './grading.module.css';
import './navigation-state';
import { ProvisionalResultCard } from './provisional-result';
import { ResultActions, RetryButton } from './result-actions';
import { useRetrySession } from '../../data/repos/use-learn-from-misses';
import { RETRY_KIND, retryInvite } from '../../lib/learn-from-misses';
import { ResultTranscript, type EvidenceTarget } from './result-transcript';
import { ScoreRing, SectionScores } from '../../components/grading/score-summary';
import { useCaseResult, useManualCheck, useRetry, type CaseResultState } from './use-grading';
import { useBlindSession } from '../../data/repos/use-blind-practice';
import { BLIND_CASE_LABEL, diagnosisHidden } from '../../lib/blind-practice';

/**
 * /my-notes/history/case-results/{sessionId}: the practice result and feedback page (spec 1 §2,
 * §4). It shows what the device kept first — so a graded result opens offline — and fetches the
 * server's copy on opening. While grading runs it shows placeholders and a banner; the sync
 * layer's poller asks (10 s for 90 s, then 60 s) and the page fills in when the grade lands.
 */
export function CaseResultPage({ sessionId }: { sessionId: string }) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const fromMyNotes = useRouterState({ select: (state) => state.location.state.fromMyNotes === true });
  const data = useCaseResult(userId, sessionId);
  const { wait, result, load, provisional } = data;
  const evaluation = result?.evaluation ?? null;
  const [target, setTarget] = useState<EvidenceTarget | null>(null);
  const showEvidence = useCallback(
    (messageId: string) => setTarget((previous) => ({ messageId, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );
  // A blind practice (issue 24) keeps its diagnosis (and system) hidden until a grade is there.
  const blindSession = useBlindSession(userId, sessionId);
  const hidden =
    blindSession === undefined ||
    diagnosisHidden({ blind: blindSession !== null, graded: Boolean(evaluation || provisional) });
  const summary = maskedSummary(scenarioSummary(data), { blind: Boolean(blindSession), hidden });
  // A retry of missed items (issue 24): the server's session says so, or this device started it.
  const retrySession = useRetrySession(userId, sessionId);
  const retryFocus = result?.session?.retry ?? retrySession ?? null;
  const missed = evaluation?.checklistResults.filter((r) => r.performance === 'no').length ?? 0;
  const retry = evaluation && missed > 0 ? { sessionId, missed } : null;
  useDocumentTitle(`${summary.name ? `${summary.name} 결과` : '실습 결과'} | ${APP_NAME}`);

  if (wait === undefined || result === undefined || provisional === undefined) return <PageLoader />;

  // A case ended offline and graded on the device only so far: its provisional result stands in
  // for the server's until that arrives (the poller asks once the outbox has delivered the case).
  const notFound =
    !evaluation && !provisional && (wait?.status === 'not-found' || load?.status === 'not-found');
  if (notFound) {
    return (
      <StatusScreen
        icon={<IconMoodEmpty size={28} />}
        color="gray"
        title="결과를 찾을 수 없습니다"
        text="주소가 잘못되었거나 다른 계정의 실습입니다."
      >
        <ResultActions fromMyNotes={fromMyNotes} scenarioId={null} />
      </StatusScreen>
    );
  }
  if (!evaluation && wait?.status === 'unfinished') {
    return (
      <StatusScreen
        icon={<IconAlertTriangle size={28} />}
        color="orange"
        title="아직 종료되지 않은 실습입니다"
        text="진료를 종료하면 채점이 시작됩니다."
      >
        <Button
          renderRoot={(props) => (
            <Link to="/cases/practice/during/$sessionId" params={{ sessionId }} {...props} />
          )}
        >
          실습으로 돌아가기
        </Button>
      </StatusScreen>
    );
  }
  if (!evaluation && !wait && !provisional) {
    if (load === null) return <PageLoader />;
    if (load.status === 'unreachable') {
      return (
        <StatusScreen
          icon={<IconWifiOff size={28} />}
          color="orange"
          title="결과를 불러올 수 없습니다"
          text="오프라인입니다. 이 결과는 아직 이 기기에 저장되지 않았습니다. 연결되면 자동으로 불러옵니다."
        >
          <ResultActions fromMyNotes={fromMyNotes} scenarioId={null} />
        </StatusScreen>
      );
    }
    if (load.status === 'error') {
      return (
        <StatusScreen
          icon={<IconAlertTriangle size={28} />}
          color="red"
          title="결과를 불러오지 못했습니다"
          text={load.message}
        >
          <Button leftSection={<IconRefresh size={16} />} onClick={data.reload}>
            다시 시도
          </Button>
        </StatusScreen>
      );
    }
    return <PageLoader />;
  }

  const grading = !evaluation && (wait ? wait.status === 'evaluating' : Boolean(provisional));
  const failed = !evaluation && wait?.status === 'failed';
  const messages = result?.messages ?? provisional?.messages ?? null;

  return (
    <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <ResultHeader summary={summary} retryItems={retryFocus?.items.length ?? null} />
        {retry && summary.scenarioId && (
          <Paper withBorder p="md" radius="md" bg="orange.0" data-testid="retry-invite">
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={600}>
                {retryInvite(retry.missed)}
              </Text>
              <RetryButton scenarioId={summary.scenarioId} retry={retry} testId="retry-missed-top" />
            </Group>
          </Paper>
        )}

        {grading && <GradingBanner sessionId={sessionId} online={online} />}
        {failed && wait && (
          <FailedBanner userId={userId} sessionId={sessionId} message={wait.error} online={online} />
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              {evaluation ? (
                <GradedBody evaluation={evaluation} messages={messages} onShowEvidence={showEvidence} />
              ) : provisional ? (
                <ProvisionalResultCard row={provisional} />
              ) : (
                <PendingBody failed={failed} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              pr={{ base: 'xs', sm: 'sm' }}
              bg="white"
              className={classes.aside}
            >
              <Stack gap={4}>
                <Group gap="xs">
                  <ThemeIcon size={28} radius="md" variant="light" color="brand">
                    <IconMessages size={18} />
                  </ThemeIcon>
                  <Title order={2} fz="lg">
                    대화 기록
                  </Title>
                  {messages && (
                    <Text size="sm" c="dimmed">
                      {messages.length}개
                    </Text>
                  )}
                </Group>
                {evaluation && (
                  <Text size="xs" c="dimmed">
                    체크리스트의 근거를 누르면 해당 대화로 이동합니다.
                  </Text>
                )}
                <ResultTranscript messages={messages} target={target} loading={load === null} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>

        <ResultActions fromMyNotes={fromMyNotes} scenarioId={summary.scenarioId} retry={retry} />
      </Stack>
    </Container>
  );
}

interface ScenarioSummary {
  name: string | null;
  /** Practised blind (issue 24): marked as such once the diagnosis is shown. */
  blind?: boolean;
  scenarioId: string | null;
  primaryCategory: string | null;
  secondaryCategory: string | null;
  patient: string | null;
  complaint: string | null;
  practisedAt: string | null;
  gradedAt: string | null;
}

/** The case at the top of the page, from the evaluation, else the session and the library's copy. */
function scenarioSummary({ wait, result, caseRow, provisional }: CaseResultState): ScenarioSummary {
  const scenario = result?.evaluation?.scenario ?? caseRow ?? provisional?.evaluation.scenario;
  const session = result?.session ?? null;
  return {
    name: scenario?.name ?? session?.scenario.name ?? wait?.caseTitle ?? null,
    scenarioId: scenario?.scenarioId ?? session?.scenarioId ?? wait?.scenarioId ?? null,
    primaryCategory: scenario?.primaryCategory ?? null,
    secondaryCategory: scenario?.secondaryCategory ?? null,
    patient: scenario ? `${scenario.patientName} · ${formatPatientAgeSex(scenario)}` : null,
    complaint: scenario?.presentingComplaint ?? null,
    practisedAt: formatSeoul(session?.completedAt ?? session?.startedAt, 'dateTime', null),
    gradedAt: formatSeoul(result?.evaluation?.gradedAt, 'dateTime', null),
  };
}

/** While a blind session's diagnosis is hidden, the header names neither it nor its system. */
function maskedSummary(summary: ScenarioSummary, { blind, hidden }: { blind: boolean; hidden: boolean }) {
  if (!hidden) return { ...summary, blind };
  return {
    ...summary,
    blind,
    name: blind ? BLIND_CASE_LABEL : null,
    scenarioId: null,
    primaryCategory: null,
  };
}

function ResultHeader({ summary, retryItems }: { summary: ScenarioSummary; retryItems: number | null }) {
  return (
    <Stack gap={6} data-testid="scenario-summary">
      {(summary.primaryCategory || summary.secondaryCategory || summary.blind || retryItems !== null) && (
        <Group gap={6}>
          {retryItems !== null && (
            <Badge
              variant="filled"
              color="orange"
              leftSection={<IconTargetArrow size={12} />}
              data-testid="retry-badge"
            >
              {RETRY_KIND} · {retryItems}개 항목만 채점
            </Badge>
          )}
          {summary.blind && (
            <Badge
              variant="filled"
              color="violet"
              leftSection={<IconEyeOff size={12} />}
              data-testid="blind-badge"
            >
              {BLIND_CASE_LABEL}
            </Badge>
          )}
          <CategoryBadges primary={summary.primaryCategory} secondary={summary.secondaryCategory} />
        </Group>
      )}
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {summary.name ?? '실습 결과'}
      </Title>
      {summary.patient && (
        <Text c="dimmed">
          {summary.patient}
          {summary.complaint && ` · “${summary.complaint}”`}
        </Text>
      )}
      {(summary.practisedAt || summary.gradedAt) && (
        <Group gap={4} c="dimmed" fz="sm" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
          {summary.practisedAt && <Text size="sm">실습 {summary.practisedAt}</Text>}
          {summary.gradedAt && <Text size="sm">채점 {summary.gradedAt}</Text>}
        </Group>
      )}
    </Stack>
  );
}

function GradedBody({
  evaluation,
  messages,
  onShowEvidence,
}: {
  evaluation: Evaluation;
  messages: Parameters<typeof ChecklistPanel>[0]['messages'];
  onShowEvidence: (messageId: string) => void;
}) {
  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" component="section" aria-label="점수">
        <Group gap="xl" align="center" wrap="wrap" justify="center">
          <ScoreRing score={evaluation.overallScore} />
          <SectionScores sections={evaluation.sectionScores} />
        </Group>
      </Paper>
      <ProfessorSummary text={evaluation.qualitativeFeedback} />
      <PointsAndImprovements evaluation={evaluation} />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        bg="white"
        component="section"
        aria-labelledby="checklist-title"
      >
        <Stack gap="md">
          <Group gap="xs">
            <ThemeIcon size={28} radius="md" variant="light" color="teal">
              <IconListCheck size={18} />
            </ThemeIcon>
            <Title order={2} fz="lg" id="checklist-title">
              체크리스트
            </Title>
          </Group>
          <ChecklistPanel
            key={evaluation.gradedAt}
            items={evaluation.checklistResults}
            messages={messages}
            onShowEvidence={onShowEvidence}
          />
        </Stack>
      </Paper>
    </>
  );
}

/** Where the result will be: placeholders marked "채점 중" (or "채점 실패"). */
function PendingBody({ failed }: { failed: boolean }) {
  const label = failed ? '채점 실패' : '채점 중';
  const block = (title: string, lines: number) => (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="grading-placeholder">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Badge variant="light" color={failed ? 'red' : 'blue'}>
            {label}
          </Badge>
        </Group>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={12} radius="xl" width={`${92 - index * 14}%`} animate={!failed} />
        ))}
      </Stack>
    </Paper>
  );
  return (
    <>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white" data-testid="grading-placeholder">
        <Group gap="xl" align="center" wrap="nowrap">
          <Skeleton circle height={120} animate={!failed} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Group justify="space-between">
              <Text fw={700}>총점</Text>
              <Badge variant="light" color={failed ? 'red' : 'blue'}>
                {label}
              </Badge>
            </Group>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={10} radius="xl" animate={!failed} />
            ))}
          </Stack>
        </Group>
      </Paper>
      {block('교수 총평', 3)}
      {block('잘한 점 · 개선할 점', 4)}
      {block('체크리스트', 5)}
    </>
  );
}

function GradingBanner({ sessionId, online }: { sessionId: string; online: boolean }) {
  const { checking, check } = useManualCheck(sessionId);
  return (
    <Alert
      variant="light"
      color={online ? 'blue' : 'orange'}
      icon={online ? <Loader size={18} color="blue" /> : <IconWifiOff size={18} />}
      title={online ? '채점이 진행 중입니다' : '오프라인입니다'}
      data-testid="grading-banner"
      role="status"
    >
      <Group justify="space-between" gap="sm" align="flex-end">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {online
            ? '결과가 나오면 이 화면이 자동으로 새로고침됩니다. 처음 90초는 10초마다, 그 뒤로는 1분마다 확인합니다.'
            : '연결되면 채점 결과 확인을 자동으로 이어갑니다.'}
        </Text>
        <CheckGradeButton onCheck={() => void check()} checking={checking} disabled={!online} compact />
      </Group>
    </Alert>
  );
}

function FailedBanner({
  userId,
  sessionId,
  message,
  online,
}: {
  userId: string;
  sessionId: string;
  message: string | null;
  online: boolean;
}) {
  const { retrying, retry } = useRetry(userId, sessionId);
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title="채점에 실패했습니다"
      data-testid="grading-failed"
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void retry()}
            loading={retrying}
            disabled={!online}
          >
            다시 확인
          </Button>
          <ContactButton />
        </Group>
      </Stack>
    </Alert>
  );
}

function PageLoader() {
  return (
    <Center py={96} role="status" aria-label="불러오는 중">
      <Loader type="dots" />
    </Center>
  );
}

function StatusScreen({
  icon,
  color,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
