import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthPageFrame } from './auth-page-frame';
import { LoginForm } from './login-form';
import { SessionExpiredNotice } from './session-expired-notice';
import { SocialLoginButtons } from './social-login-buttons';

interface LoginPageProps {
  sessionExpired: boolean;
}

export function LoginPage({ sessionExpired }: LoginPageProps) {
  return (
    <AuthPageFrame title="로그인" subtitle="다시 오신 것을 환영합니다. 오늘도 한 증례씩 실력을 쌓아보세요.">
      <SessionExpiredNotice active={sessionExpired} />
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
