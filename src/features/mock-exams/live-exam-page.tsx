import { Badge, Button, Center, Group, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { PRACTICE_UNREACHABLE_MESSAGE } from '../../data/api/errors';
import { mockExamRepo } from '../../data/repos/mock-exam-repo';
import { mockExamWaitsRepo } from '../../data/repos/mock-exam-waits-repo';
import { PracticeEncounter } from '../../encounter/practice-encounter';
import { usePracticeEncounter, type PracticeEncounterOptions } from '../../encounter/use-practice-encounter';
import { APP_NAME } from '../../lib/brand';
import {
  EXAM_DAY_BADGE,
  STATION_END_NOTICE,
  STATION_TWO_MINUTES_NOTICE,
} from '../../encounter/exam-day/exam-day';
import { useShownPracticeSession } from '../../encounter/use-practice-session';
import { parseCaseNumber } from './case-number';
import { useExamDayStation } from './exam-day-station';
import { ExamNoticeScreen } from './exam-notice-screen';
import { ExamUnavailable } from './exam-unavailable';
import { usePracticeCodeLoaded } from '../../encounter/use-practice-code-loaded';
import { MOCK_EXAM_ENCOUNTER_ROUTES } from './mock-exam-routes';
import { useMockExam } from './use-mock-exam';

/** A mock exam moves on after each case: the learner is told before ending that it is final. */
const MOCK_EXAM_END_NOTICE = '모의고사에서는 종료한 증례를 다시 열 수 없습니다.';

/**
 * /mock-exams/live/{id}/{n} (spec 1 §2, §4): the encounter of case n. Ending it (after the
 * confirmation) queues the case's completion with the memo — delivered later if the connection is
 * down, so the exam always moves on — then opens the next case's briefing, or, after the last
 * case, queues the exam's completion, starts waiting for its grade and opens the completed page.
 */
export function LiveExamPage({
  mockExamSessionId,
  caseNumber,
}: {
  mockExamSessionId: string;
  caseNumber: string;
}) {
  usePracticeCodeLoaded(MOCK_EXAM_ENCOUNTER_ROUTES);
  useDocumentTitle(`모의고사 진행 | ${APP_NAME}`);
  const state = useMockExam(mockExamSessionId);
  const { row, userId, online } = state;
  const number = parseCaseNumber(caseNumber);
  const progress = row?.cases.find((c) => c.caseNumber === number);
  const practiceSessionId = progress?.practiceSessionId ?? null;
  // Once ending has begun the exam row changes under the page (the case is ended, the next one is
  // current); the page then only waits for its own navigation instead of reacting to that.
  const [leaving, setLeaving] = useState(false);

  if (!row?.exam) return <ExamUnavailable state={state} />;
  if (number === null || !progress) return <Navigate to="/mock-exams" replace />;
  // A given-up exam (here or on another device) is not continued: the briefing says so.
  const abandoned = Boolean(row.abandonedAt ?? row.exam.abandonedAt);
  if (!leaving && (abandoned || progress.ended || practiceSessionId === null)) {
    // Not started here yet (or already over): the briefing starts it, or says where to go instead.
    return (
      <Navigate
        to="/mock-exams/pre-practice/$mockExamSessionId/$caseNumber"
        params={{ mockExamSessionId, caseNumber: String(progress.ended ? row.currentCaseNumber : number) }}
        replace
      />
    );
  }

  return (
    <ExamEncounter
      key={practiceSessionId}
      userId={userId}
      online={online}
      mockExamSessionId={mockExamSessionId}
      examTitle={row.exam.title}
      caseNumber={number}
      total={row.cases.length}
      practiceSessionId={practiceSessionId as string}
      examDay={Boolean(row.examDay)}
      onLeaving={() => setLeaving(true)}
    />
  );
}

interface ExamEncounterProps {
  userId: string;
  online: boolean;
  mockExamSessionId: string;
  examTitle: string;
  caseNumber: number;
  total: number;
  practiceSessionId: string;
  /** Exam-day mode (issue 24): the case is a station (no pause, tones, ends itself at 00:00). */
  examDay: boolean;
  onLeaving: () => void;
}

function ExamEncounter(props: ExamEncounterProps) {
  const {
    userId,
    online,
    mockExamSessionId,
    examTitle,
    caseNumber,
    total,
    practiceSessionId,
    examDay,
    onLeaving,
  } = props;
  const navigate = useNavigate();
  const { load, shownRow, retry, connection } = useShownPracticeSession(practiceSessionId, userId, online);

  const finish = useCallback(
    async (practiceMemo: string) => {
      onLeaving();
      const { nextCaseNumber } = await mockExamRepo.endCase({
        userId,
        mockExamSessionId,
        caseNumber,
        practiceMemo,
      });
      if (nextCaseNumber !== null) {
        void navigate({
          to: '/mock-exams/pre-practice/$mockExamSessionId/$caseNumber',
          params: { mockExamSessionId, caseNumber: String(nextCaseNumber) },
          replace: true,
          ignoreBlocker: true,
        });
        return;
      }
      // The exam's completion is queued behind the last case; its grade is now awaited in the
      // background (the monitor polls it), whatever page the learner goes to.
      await mockExamWaitsRepo.startWaiting(userId, mockExamSessionId, examTitle);
      void navigate({
        to: '/mock-exams/completed/$mockExamSessionId',
        params: { mockExamSessionId },
        replace: true,
        ignoreBlocker: true,
      });
    },
    [onLeaving, userId, mockExamSessionId, caseNumber, examTitle, navigate],
  );

  if (load.status === 'completed' || load.status === 'not-found') {
    return (
      <ExamNoticeScreen
        icon={load.status === 'completed' ? IconCircleCheck : IconAlertTriangle}
        color={load.status === 'completed' ? 'teal' : 'gray'}
        title={load.status === 'completed' ? '이미 종료된 증례입니다' : '증례 진료를 찾을 수 없습니다'}
        text="이 증례의 진료는 더 이어갈 수 없습니다. 모의고사 화면에서 진행 상황을 확인해주세요."
      >
        <Button component={Link} to="/mock-exams">
          모의고사 화면으로
        </Button>
      </ExamNoticeScreen>
    );
  }
  if (!shownRow) {
    if (load.status === 'unreachable' || load.status === 'error') {
      return (
        <ExamNoticeScreen
          icon={IconAlertTriangle}
          color="red"
          title="증례를 불러오지 못했습니다"
          text={load.status === 'error' ? load.message : PRACTICE_UNREACHABLE_MESSAGE}
        >
          <Button onClick={retry}>다시 시도</Button>
        </ExamNoticeScreen>
      );
    }
    return (
      <Center py={96} role="status">
        <Loader type="dots" />
      </Center>
    );
  }

  return (
    <ExamWorkspace
      row={shownRow}
      userId={userId}
      connection={connection}
      onRetryConnection={retry}
      onFinish={finish}
      endNotice={examDay ? `${MOCK_EXAM_END_NOTICE} ${STATION_END_NOTICE}` : MOCK_EXAM_END_NOTICE}
      examDay={examDay}
      label={
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge size="sm" variant="filled" color="indigo" radius="sm" data-testid="exam-case-label">
            증례 {caseNumber}/{total}
          </Badge>
          {examDay && (
            <Badge size="sm" variant="light" color="red" radius="sm" data-testid="exam-day-badge">
              {EXAM_DAY_BADGE}
            </Badge>
          )}
        </Group>
      }
    />
  );
}

type ExamWorkspaceProps = PracticeEncounterOptions &
  Omit<ComponentProps<typeof PracticeEncounter>, 'encounter' | 'station'> & { examDay: boolean };

/**
 * The encounter of one exam case, on the device's copy of its session; in exam-day mode a station,
 * with the screen kept awake and its tones and notice.
 */
function ExamWorkspace({ row, userId, examDay, ...screen }: ExamWorkspaceProps) {
  const encounter = usePracticeEncounter({ row, userId });
  const { snapshot, resume } = encounter.timer;
  const { noticeVisible } = useExamDayStation(examDay, snapshot);
  // A station has no pause: a clock stored paused (the case was begun outside exam-day) runs on.
  const paused = Boolean(snapshot?.paused);
  useEffect(() => {
    if (examDay && paused) resume();
  }, [examDay, paused, resume]);
  return (
    <PracticeEncounter
      encounter={encounter}
      {...screen}
      station={examDay ? { notice: STATION_TWO_MINUTES_NOTICE, noticeVisible } : undefined}
    />
  );
}
