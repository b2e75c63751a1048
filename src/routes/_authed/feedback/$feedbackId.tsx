import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/feedback/$feedbackId')({
  component: () => (
    <ComingSoonPage
      title="피드백 상세"
      description="피드백 내용과 운영진 답변을 확인하는 화면이 준비 중입니다."
    />
  ),
});
