import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/history/')({
  component: () => (
    <ComingSoonPage
      title="학습 기록"
      description="증례 실습과 모의고사 기록을 유형과 기간별로 모아 보는 화면이 준비 중입니다."
    />
  ),
});
