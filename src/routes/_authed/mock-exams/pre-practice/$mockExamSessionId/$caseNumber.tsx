import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/mock-exams/pre-practice/$mockExamSessionId/$caseNumber')({
  component: () => (
    <ComingSoonPage
      title="모의고사 증례 브리핑"
      description="모의고사 각 증례의 환자 정보를 확인하고 진료를 시작하는 화면이 준비 중입니다."
    />
  ),
});
