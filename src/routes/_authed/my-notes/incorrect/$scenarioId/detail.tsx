import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/incorrect/$scenarioId/detail')({
  component: () => (
    <ComingSoonPage
      title="오답노트 상세"
      description="대화 기록, 채점 결과, 실습 메모와 나의 메모를 함께 보는 화면이 준비 중입니다."
    />
  ),
});
