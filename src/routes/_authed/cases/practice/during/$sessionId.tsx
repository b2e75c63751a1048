import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/cases/practice/during/$sessionId')({
  component: () => (
    <ComingSoonPage
      title="증례 실습"
      description="AI 표준화환자와 12분 동안 진료하는 실시간 대화 화면이 준비 중입니다."
    />
  ),
});
