import { Alert, Anchor, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBan,
  IconHome,
  IconMoodEmpty,
  IconPlayerPlay,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import type { MockExamSession } from '../../../contract/mock-exams';
import { ContactButton } from '../../components/grading/contact-button';
import { onlineAtom } from '../../lib/app-atoms';
import { APP_NAME } from '../../lib/brand';
import { gradedCount } from '../../lib/mock-exam-results';
import { useSignedInUserId } from '../../lib/use-signed-in-user-id';
import { ResultsCarousel } from './results-carousel';
import { ResultsCaseFeedback } from './results-case-feedback';
import { ResultsCooldownNotice } from './results-cooldown-notice';
import { ResultsDebugPanel } from './results-debug-panel';
import { ResultsGradingBanner } from './results-grading-banner';
import { ResultsScoreList } from './results-score-list';
import { debugFlags, type ResultsSearch } from './results-search';
import { ResultsStatusScreen } from './results-status-screen';
import { ResultsSummary } from './results-summary';
import { ResultsToastPreview } from './results-toast-preview';
import { resultsView, type ResultsView } from './results-view';
import { useGiveUpWhenCancelled, useMockExamResult, type MockExamResultState } from './use-mock-exam-result';

interface MockExamResultsPageProps {
  mockExamSessionId: string;
  search: ResultsSearch;
  onSearchChange: (next: ResultsSearch) => void;
}

/**
 * A mock exam's results (spec 1 §2 "Results page for a mock exam", §4): a waiting screen until
 * the device has the exam, then — while grading runs — 'grading' labels, a progress bar and a
 * refresh banner, and at the end the per-case score list and a carousel of each case's AI
 * feedback. Served at /my-notes/history/mock-exam-results/{id} and /mock-exams/results/{id}.
 *
 * The exam is kept on the device once fetched, so a result seen once opens offline. The sync
 * layer's poller follows the grading (10 s for 90 s, then 60 s; 429 cooldown) and the page
 * re-renders from Dexie when the grade is in.
 */
export function MockExamResultsPage({ mockExamSessionId, search, onSearchChange }: MockExamResultsPageProps) {
  const userId = useSignedInUserId();
  const online = useAtomValue(onlineAtom);
  const flags = debugFlags(search);
  const state = useMockExamResult(userId, mockExamSessionId);
  const view = resultsView({ ...state, flags });
  useGiveUpWhenCancelled(view, state, flags.cancel, mockExamSessionId);
  useDocumentTitle(`${state.exam?.title ? `${state.exam.title} 결과` : '모의고사 결과'} | ${APP_NAME}`);

  const closeToast = () => onSearchChange({ ...search, toast: undefined });
  return (
    <>
      {flags.showState && <ResultsDebugPanel view={view} state={state} search={search} />}
      <ResultsBody
        view={view}
        state={state}
        online={online}
        caseIndex={(search.case ?? 1) - 1}
        onCaseChange={(index) => onSearchChange({ ...search, case: index + 1 })}
      />
      {flags.toast && (
        <ResultsToastPreview
          mockExamSessionId={mockExamSessionId}
          exam={state.exam ?? null}
          onClose={closeToast}
        />
      )}
    </>
  );
}

interface ResultsBodyProps {
  view: ResultsView;
  state: MockExamResultState;
  online: boolean;
  caseIndex: number;
  onCaseChange: (index: number) => void;
}

function ResultsBody({ view, state, online, caseIndex, onCaseChange }: ResultsBodyProps) {
  const cooldown = state.cooldownSeconds > 0;
  switch (view.kind) {
    case 'waiting':
      return (
        <ResultsStatusScreen
          testId="results-waiting"
          icon={<Loader size={30} color="brand" />}
          color="brand"
          title="모의고사 결과를 불러오는 중입니다"
          text="AI 채점에는 최대 10분 정도 걸릴 수 있습니다. 이 화면을 떠나도 채점은 계속되며, 끝나면 알려드립니다."
        >
          {cooldown && <ResultsCooldownNotice seconds={state.cooldownSeconds} />}
          <MockExamsLink />
        </ResultsStatusScreen>
      );
    case 'error':
      return (
        <ResultsStatusScreen
          testId="results-error"
          icon={view.offline ? <IconWifiOff size={30} /> : <IconAlertTriangle size={30} />}
          color={view.offline ? 'orange' : 'red'}
          title="결과를 불러오지 못했습니다"
          text={
            view.offline
              ? '오프라인입니다. 이 결과는 아직 이 기기에 저장되지 않았습니다. 연결되면 자동으로 불러옵니다.'
              : view.message
          }
        >
          {cooldown && <ResultsCooldownNotice seconds={state.cooldownSeconds} />}
          <Group justify="center" gap="sm">
            <Button
              leftSection={<IconRefresh size={16} />}
              onClick={state.refreshResult}
              disabled={!online || cooldown || state.load === null}
            >
              결과 새로고침
            </Button>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void state.refreshProgress()}
              loading={state.checkingProgress}
              disabled={!online || cooldown}
            >
              진행 상황 새로고침
            </Button>
            <HomeButton />
          </Group>
          <MockExamsLink />
        </ResultsStatusScreen>
      );
    case 'cancelled':
      return (
        <ResultsStatusScreen
          testId="results-cancelled"
          icon={<IconBan size={30} />}
          color="red"
          title="채점이 취소되었습니다"
          text={
            view.message ??
            '여러 번 다시 시도했지만 채점 결과를 받지 못했습니다. 잠시 후 학습 기록에서 다시 확인하거나, 문제가 계속되면 문의해주세요.'
          }
        >
          <Group justify="center" gap="sm">
            <HomeButton />
            <ContactButton />
          </Group>
          <MockExamsLink />
        </ResultsStatusScreen>
      );
    case 'not-found':
      return (
        <ResultsStatusScreen
          testId="results-not-found"
          icon={<IconMoodEmpty size={30} />}
          color="gray"
          title="모의고사를 찾을 수 없습니다"
          text={view.message || '주소가 잘못되었거나 다른 계정의 모의고사입니다.'}
        >
          <MockExamsLink />
        </ResultsStatusScreen>
      );
    case 'in-progress':
      return (
        <ResultsStatusScreen
          testId="results-in-progress"
          icon={<IconPlayerPlay size={30} />}
          color="brand"
          title="아직 끝나지 않은 모의고사입니다"
          text="모든 증례를 마치면 채점이 시작되고, 이 화면에서 결과를 볼 수 있습니다."
        >
          <Button
            renderRoot={(props) => (
              <Link
                to="/mock-exams/pre-practice/$mockExamSessionId/$caseNumber"
                params={{
                  mockExamSessionId: view.exam.mockExamSessionId,
                  caseNumber: String(nextCaseNumber(view.exam)),
                }}
                {...props}
              />
            )}
          >
            모의고사 이어하기
          </Button>
          <MockExamsLink />
        </ResultsStatusScreen>
      );
    case 'grading':
    case 'complete':
      return (
        <ResultsContent
          exam={view.exam}
          complete={view.kind === 'complete'}
          state={state}
          online={online}
          caseIndex={caseIndex}
          onCaseChange={onCaseChange}
        />
      );
  }
}

interface ResultsContentProps {
  exam: MockExamSession;
  complete: boolean;
  state: MockExamResultState;
  online: boolean;
  caseIndex: number;
  onCaseChange: (index: number) => void;
}

function ResultsContent({ exam, complete, state, online, caseIndex, onCaseChange }: ResultsContentProps) {
  const carouselRef = useRef<HTMLDivElement>(null);
  const cases = exam.selectedScenariosDetails;
  const index = Math.min(Math.max(caseIndex, 0), Math.max(cases.length - 1, 0));
  const total = cases.length;
  const known = state.wait?.progress?.completed ?? 0;
  const progress = { completed: Math.min(Math.max(known, gradedCount(exam)), total), total };
  const cooldown = state.cooldownSeconds > 0;
  const loadError = state.load?.status === 'error' ? state.load.message : null;

  const showCase = (next: number) => {
    onCaseChange(next);
    carouselRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <ResultsSummary exam={exam} complete={complete} />
        {!complete && cooldown && <ResultsCooldownNotice seconds={state.cooldownSeconds} />}
        {!complete && (
          <ResultsGradingBanner
            progress={progress}
            online={online}
            coolingDown={cooldown}
            refreshing={state.load === null}
            onRefresh={state.refreshResult}
          />
        )}
        {!complete && loadError && (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title="새로고침하지 못했습니다"
          >
            {loadError}
          </Alert>
        )}
        <ResultsScoreList cases={cases} selected={index} onSelect={showCase} />
        <Stack gap="sm" ref={carouselRef} style={{ scrollMarginTop: 96 }}>
          <Title order={2} fz="lg">
            증례별 AI 피드백
          </Title>
          <ResultsCarousel
            label="증례별 AI 피드백"
            index={index}
            onIndexChange={onCaseChange}
            slides={cases.map((examCase) => ({
              key: String(examCase.caseNumber),
              label: `증례 ${examCase.caseNumber} ${examCase.name}`,
              content: <ResultsCaseFeedback examCase={examCase} />,
            }))}
          />
        </Stack>
        <Group justify="center" gap="sm" data-testid="results-actions">
          <Button
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            renderRoot={(props) => <Link to="/mock-exams" activeOptions={{ exact: true }} {...props} />}
          >
            새 모의고사 보기
          </Button>
          <Button variant="default" renderRoot={(props) => <Link to="/my-notes/history" {...props} />}>
            학습 기록
          </Button>
          <HomeButton variant="default" />
        </Group>
      </Stack>
    </Container>
  );
}

/** The first case not ended yet (1-based), for "continue the exam". */
function nextCaseNumber(exam: MockExamSession): number {
  return exam.selectedScenariosDetails.find((examCase) => examCase.completedAt === null)?.caseNumber ?? 1;
}

function HomeButton({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  return (
    <Button
      variant={variant}
      leftSection={<IconHome size={16} />}
      renderRoot={(props) => <Link to="/dashboard" {...props} />}
    >
      홈으로
    </Button>
  );
}

function MockExamsLink() {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/mock-exams" activeOptions={{ exact: true }} {...props} />}
    >
      모의고사 홈으로 가기
    </Anchor>
  );
}
