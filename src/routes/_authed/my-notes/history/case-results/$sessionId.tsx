import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/history/case-results/$sessionId')({
  component: () => (
    <ComingSoonPage
      title="실습 결과"
      description="총점, 교수 총평, 잘한 점과 개선할 점, 체크리스트 채점 결과를 보여주는 화면이 준비 중입니다."
    />
  ),
});
