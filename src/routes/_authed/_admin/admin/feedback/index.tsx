import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/_admin/admin/feedback/')({
  component: () => (
    <ComingSoonPage
      title="피드백 관리"
      description="전체 피드백을 상태·분류·중요도별로 모아 보고 관리하는 화면이 준비 중입니다."
    />
  ),
});
