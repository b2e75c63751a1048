import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/cases/')({
  component: () => (
    <ComingSoonPage
      title="증례 라이브러리"
      description="500개 이상의 증례를 검색하고 분류·상태별로 골라 연습할 수 있는 목록이 곧 열립니다."
    />
  ),
});
