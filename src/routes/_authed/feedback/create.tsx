import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/feedback/create')({
  component: () => (
    <ComingSoonPage
      title="피드백 작성"
      description="분류, 제목, 내용, 중요도와 공개 여부를 정해 피드백을 남기는 화면이 준비 중입니다."
    />
  ),
});
