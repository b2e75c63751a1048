import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/cases/completed/$sessionId')({
  component: () => (
    <ComingSoonPage
      title="실습 완료"
      description="실습 종료 후 AI 채점 진행 상황과 결과 바로가기를 보여주는 화면이 준비 중입니다."
    />
  ),
});
