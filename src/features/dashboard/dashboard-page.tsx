import { PageContainer } from '../../components/page-container';
import { DashboardSummary } from './dashboard-summary';
import { DueReviewsCard } from './due-reviews-card';
import { QuickStartCards } from './quick-start-cards';

/** /dashboard: a greeting, the ways to start and the learning summary (spec 1 §2). */
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
      <DueReviewsCard />
      <DashboardSummary />
    </PageContainer>
  );
}
