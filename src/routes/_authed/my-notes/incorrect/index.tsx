import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/incorrect/')({
  component: () => (
    <ComingSoonPage
      title="오답노트"
      description="연습한 증례별 점수 변화와 다시 볼 항목을 정리하는 오답노트가 준비 중입니다."
    />
  ),
});
