import { Alert, Badge, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCircleCheck,
  IconClipboardCheck,
  IconFlag,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type ApiError, PRACTICE_START_FAILED_MESSAGE, toApiError } from '../../data/api/errors';
import { BriefingLayout, BriefingStartButton } from '../../encounter/briefing/briefing-layout';
import { CategoryBadges } from '../../components/category-badges';
import { startMockExamCase } from '../../data/sync/mock-exam-flow-sync';
import { APP_NAME } from '../../lib/brand';
import { useCaseRow } from '../../data/hooks/use-case-row';
import { usePackAvailable } from '../../data/repos/use-encounter-packs';
import { EXAM_DAY_GUIDE, EXAM_DAY_LABEL, READING_BREAK_SECONDS } from '../../encounter/exam-day/exam-day';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { ExamCaseDoorCard } from './exam-case-door-card';
import { examDayTones } from './exam-day-station';
import { ExamNoticeScreen } from './exam-notice-screen';
import { ExamProgress } from './exam-progress';
import { ExamUnavailable } from './exam-unavailable';
import {
  ABANDONED_EXAM_TEXT,
  ABANDONED_EXAM_TITLE,
  CASE_START_OFFLINE,
  CASE_START_ON_DEVICE,
} from './mock-exam-messages';
import { parseCaseNumber } from './case-number';
import { ReadingBreak } from './reading-break';
import { usePracticeCodeLoaded } from '../../encounter/use-practice-code-loaded';
import { MOCK_EXAM_ENCOUNTER_ROUTES } from './mock-exam-routes';
import { useMockExam } from './use-mock-exam';

/**
 * /mock-exams/pre-practice/{id}/{n} (spec 1 §2, §4): the briefing of case n and the button that
 * starts (or resumes) its practice session. It renders from the device's copy of the exam, so it
 * opens offline between cases; starting needs the network and says so. The diagnosis is not shown,
 * as in the real exam.
 */
export function PrePracticePage({
  mockExamSessionId,
  caseNumber,
}: {
  mockExamSessionId: string;
  caseNumber: string;
}) {
  const state = useMockExam(mockExamSessionId);
  const { row, userId, online } = state;
  const number = parseCaseNumber(caseNumber);
  const examCase = row?.exam?.selectedScenariosDetails.find((c) => c.caseNumber === number);
  const progress = row?.cases.find((c) => c.caseNumber === number);
  const { scenario } = useCaseRow(userId, examCase?.scenarioId ?? null);
  // Offline, the device runs the case when it has the case's encounter pack (fetched with the exam).
  const hasPack = usePackAvailable(examCase?.scenarioId ?? null);
  const canStart = online || hasPack === true;
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // An answer arriving after the learner left must not pull them into the live page.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  usePracticeCodeLoaded(MOCK_EXAM_ENCOUNTER_ROUTES);
  useDocumentTitle(`모의고사 증례 ${number ?? ''} | ${APP_NAME}`);
  // Exam-day mode: the reading break of a station not begun yet. Its end is kept with the exam
  // the first time it shows, so a reload continues the countdown rather than restarting it.
  const breakDue = Boolean(
    row?.examDay && progress && !progress.ended && progress.practiceSessionId === null,
  );
  useEffect(() => {
    if (!breakDue || number === null) return;
    void mockExamRepo.beginReadingBreak(mockExamSessionId, number, READING_BREAK_SECONDS * 1000);
  }, [breakDue, mockExamSessionId, number]);
  const breakEndsAt =
    row?.readingBreak && row.readingBreak.caseNumber === number ? row.readingBreak.endsAt : null;

  const unavailable = <ExamUnavailable state={state} />;
  if (!row?.exam) return unavailable;
  // Spec 1 §4: a case number with no matching scenario goes back to the mock exam page.
  if (!examCase || !progress || number === null) return <Navigate to="/mock-exams" replace />;

  const total = row.cases.length;
  if (row.abandonedAt ?? row.exam.abandonedAt) {
    return (
      <ExamNoticeScreen icon={IconFlag} color="gray" title={ABANDONED_EXAM_TITLE} text={ABANDONED_EXAM_TEXT}>
        <Button renderRoot={(props) => <Link to="/mock-exams" {...props} />}>모의고사 화면으로</Button>
      </ExamNoticeScreen>
    );
  }
  const finished = row.finishedAt !== null || row.exam.status !== 'in-progress';
  if (finished) {
    return (
      <ExamNoticeScreen
        icon={IconClipboardCheck}
        color="brand"
        title="이미 종료한 모의고사입니다"
        text="모든 증례를 마쳤습니다. 채점 진행 상황과 결과는 완료 화면에서 확인할 수 있습니다."
      >
        <Button
          renderRoot={(props) => (
            <Link to="/mock-exams/completed/$mockExamSessionId" params={{ mockExamSessionId }} {...props} />
          )}
        >
          완료 화면으로
        </Button>
      </ExamNoticeScreen>
    );
  }
  if (progress.ended) {
    return (
      <ExamNoticeScreen
        icon={IconCircleCheck}
        color="teal"
        title={`이미 종료한 증례입니다 (증례 ${number})`}
        text="모의고사에서는 종료한 증례로 돌아갈 수 없습니다. 진행 중인 증례로 이동해주세요."
      >
        <Button
          rightSection={<IconArrowRight size={16} />}
          renderRoot={(props) => (
            <Link
              to="/mock-exams/pre-practice/$mockExamSessionId/$caseNumber"
              params={{ mockExamSessionId, caseNumber: String(row.currentCaseNumber) }}
              {...props}
            />
          )}
        >
          진행 중인 증례 {row.currentCaseNumber} 보기
        </Button>
      </ExamNoticeScreen>
    );
  }

  const resumed = progress.practiceSessionId !== null;
  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const started = await startMockExamCase(userId, row, number, online);
      if (!mounted.current) return;
      // Exam-day mode (issue 24): the station's start tone.
      if (row.examDay) examDayTones.play('start');
      if (started.isResumed && !resumed) {
        notifications.show({ message: '진행 중이던 증례를 이어서 합니다.', color: 'brand', autoClose: 4000 });
      }
      void navigate({
        to: '/mock-exams/live/$mockExamSessionId/$caseNumber',
        params: { mockExamSessionId, caseNumber: String(number) },
      });
    } catch (caught) {
      const error = await toApiError(caught);
      if (mounted.current) {
        setFailure(error);
        setStarting(false);
      }
    }
  };

  const header = (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} bg="white">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" fw={600} truncate="end">
            {row.exam.title}
          </Text>
          {row.examDay && (
            <Badge size="sm" variant="light" color="red" radius="sm" style={{ flexShrink: 0 }}>
              {EXAM_DAY_LABEL}
            </Badge>
          )}
        </Group>
        <ExamProgress cases={row.cases} current={number} />
      </Stack>
    </Paper>
  );
  const doorCard = <ExamCaseDoorCard scenario={scenario} examCase={examCase} />;

  // Exam-day mode: a station not begun yet opens with its reading break, then starts by itself.
  if (row.examDay && !resumed) {
    return (
      <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
        <ReadingBreak
          key={number}
          caseNumber={number}
          endsAt={breakEndsAt}
          header={header}
          doorCard={doorCard}
          canStart={canStart}
          starting={starting}
          failure={failure && { title: PRACTICE_START_FAILED_MESSAGE, message: failure.message }}
          onStart={() => void start()}
        />
      </Container>
    );
  }

  return (
    <BriefingLayout
      back={{ to: '/mock-exams', label: '모의고사' }}
      header={header}
      badges={<CategoryBadges primary={examCase.primaryCategory} secondary={examCase.secondaryCategory} />}
      title={`증례 ${number}`}
      lead="문 앞의 환자 정보를 읽고 진료를 시작하세요."
      doorCard={doorCard}
      guideTitle="모의고사 안내"
      timeSteps={
        row.examDay ? EXAM_DAY_GUIDE : ['증례마다 진료 시간은 12분이며, 필요하면 잠시 멈출 수 있습니다.']
      }
      endSteps={[
        `진료를 종료하면 ${
          number < total
            ? '다음 증례로 넘어가며, 종료한 증례로는 돌아갈 수 없습니다.'
            : '모의고사가 끝납니다.'
        }`,
        `모든 증례를 마치면 ${total}개 증례를 한꺼번에 채점합니다.`,
      ]}
      alert={
        failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={PRACTICE_START_FAILED_MESSAGE}
            role="alert"
          >
            {failure.message}
          </Alert>
        )
      }
    >
      <BriefingStartButton onClick={() => void start()} loading={starting} disabled={!canStart}>
        {resumed ? '이어서 진료하기' : '진료 시작'}
      </BriefingStartButton>
      {!online && (
        <Group gap={6} justify="center" c={canStart ? 'teal.8' : 'orange.8'} wrap="nowrap">
          <IconWifiOff size={16} />
          <Text size="sm">{canStart ? CASE_START_ON_DEVICE : CASE_START_OFFLINE}</Text>
        </Group>
      )}
    </BriefingLayout>
  );
}
