import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/mock-exams/')({
  component: () => (
    <ComingSoonPage
      title="모의고사"
      description="맞춤 모의고사와 랜덤 모의고사(6증례) 중 하나를 골라 시작하는 화면이 준비 중입니다."
    />
  ),
});
