import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AuthPageFrame } from './auth-page-frame';
import { LoginForm } from './login-form';
import { SessionExpiredNotice } from './session-expired-notice';
import { SocialLoginButtons } from './social-login-buttons';

interface LoginPageProps {
  sessionExpired: boolean;
  /** Arrived here because a password change on my page ended the session. */
  passwordChanged: boolean;
}

/** The page's heading, also its document title (and the prerendered page's, src/prerender-entry.tsx). */
export const LOGIN_TITLE = '로그인';

export function LoginPage({ sessionExpired, passwordChanged }: LoginPageProps) {
  return (
    <AuthPageFrame
      title={LOGIN_TITLE}
      subtitle="다시 오신 것을 환영합니다. 오늘도 한 증례씩 실력을 쌓아보세요."
    >
      <SessionExpiredNotice active={sessionExpired} />
      {passwordChanged && (
        <Alert
          variant="light"
          color="teal"
          icon={<IconLock size={20} />}
          title="비밀번호 변경 완료"
          role="status"
        >
          비밀번호가 변경되어 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 다시 로그인해주세요.
        </Alert>
      )}
      <LoginForm />
      <Divider label="또는" labelPosition="center" />
      <SocialLoginButtons />
      <Stack gap={6} align="center">
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            아직 계정이 없으신가요?
          </Text>
          <Anchor component={Link} to="/register" size="sm" fw={600}>
            회원가입
          </Anchor>
        </Group>
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          서비스 소개 보기
        </Anchor>
      </Stack>
    </AuthPageFrame>
  );
}
