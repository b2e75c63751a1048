import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/history/mock-exam-results/$mockExamSessionId')({
  component: () => (
    <ComingSoonPage
      title="모의고사 결과"
      description="모의고사 증례별 점수와 AI 피드백을 한눈에 보여주는 화면이 준비 중입니다."
    />
  ),
});
