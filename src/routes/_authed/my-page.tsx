import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/my-page')({
  component: () => (
    <ComingSoonPage
      title="마이페이지"
      description="계정 관리(프로필, 비밀번호, 회원 탈퇴)와 결제 관리 화면이 준비 중입니다."
    />
  ),
});
