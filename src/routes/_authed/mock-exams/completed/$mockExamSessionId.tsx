import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/mock-exams/completed/$mockExamSessionId')({
  component: () => (
    <ComingSoonPage
      title="모의고사 완료"
      description="모의고사 전체 채점 진행 상황과 결과 바로가기를 보여주는 화면이 준비 중입니다."
    />
  ),
});
