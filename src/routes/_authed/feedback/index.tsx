import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/feedback/')({
  component: () => (
    <ComingSoonPage
      title="피드백 게시판"
      description="문의, 불편 사항, 제안, 버그 제보를 자유롭게 남기고 답변을 확인하는 게시판이 준비 중입니다."
    />
  ),
});
