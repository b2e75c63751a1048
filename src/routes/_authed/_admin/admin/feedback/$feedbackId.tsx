import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/_admin/admin/feedback/$feedbackId')({
  component: () => (
    <ComingSoonPage
      title="피드백 답변"
      description="피드백에 답변을 작성하고 처리 상태를 바꾸는 화면이 준비 중입니다."
    />
  ),
});
