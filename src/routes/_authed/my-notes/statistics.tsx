import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/statistics')({
  component: () => (
    <ComingSoonPage
      title="학습 통계"
      description="총 학습 시간, 완료한 증례, 평균 점수와 분야별 성취도를 보여주는 화면이 준비 중입니다."
    />
  ),
});
