import { ComingSoon } from '../../components/coming-soon';
import { PageContainer } from '../../components/page-container';
import { QuickStartCards } from './quick-start-cards';

/** /dashboard: a greeting and the ways to start; the learning summary ships in a later issue. */
export function DashboardPage({ nickname }: { nickname: string | null }) {
  return (
    <PageContainer
      title="대시보드"
      description={
        nickname
          ? `${nickname}님, 오늘도 한 증례씩 실력을 쌓아볼까요?`
          : '오늘도 한 증례씩 실력을 쌓아볼까요?'
      }
    >
      <QuickStartCards />
      <ComingSoon description="오늘·이번 주·이번 달 성취도, 약점 영역 Top N, 최근 실습과 오답 리마인더를 보여주는 학습 요약이 준비 중입니다." />
    </PageContainer>
  );
}
