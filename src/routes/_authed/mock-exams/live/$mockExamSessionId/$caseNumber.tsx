import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/mock-exams/live/$mockExamSessionId/$caseNumber')({
  component: () => (
    <ComingSoonPage
      title="모의고사 진행"
      description="타이머, 메모장, 환자 정보 패널과 함께 AI 환자와 대화하는 모의고사 화면이 준비 중입니다."
    />
  ),
});
