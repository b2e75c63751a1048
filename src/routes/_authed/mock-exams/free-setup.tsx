import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/mock-exams/free-setup')({
  component: () => (
    <ComingSoonPage
      title="맞춤 모의고사 설정"
      description="증례 수(1~6개)와 출제 범위를 골라 나만의 모의고사를 만드는 화면이 준비 중입니다."
    />
  ),
});
