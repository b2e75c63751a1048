import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-notes/bookmarks')({
  component: () => (
    <ComingSoonPage
      title="즐겨찾기"
      description="즐겨찾기한 증례를 모아 바로 실습할 수 있는 화면이 준비 중입니다."
    />
  ),
});
