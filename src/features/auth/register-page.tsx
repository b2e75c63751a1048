import { Anchor, Divider, Group, Text } from '@mantine/core';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AuthPageFrame } from './auth-page-frame';
import { RegisterCompleteModal } from './register-complete-modal';
import { RegisterForm } from './register-form';
import { SocialLoginButtons } from './social-login-buttons';
import '../../styles/mantine-full';

export function RegisterPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const [registeredNickname, setRegisteredNickname] = useState<string | null>(null);

  // The completion dialog's only way out is the login page: fetch its code while the learner reads.
  useEffect(() => {
    if (registeredNickname !== null) void router.preloadRoute({ to: '/login' }).catch(() => undefined);
  }, [registeredNickname, router]);

  return (
    <AuthPageFrame title="회원가입" subtitle="무료로 가입하고 500개 이상의 증례로 CPX를 준비하세요.">
      <RegisterForm onRegistered={setRegisteredNickname} />
      <Divider label="또는" labelPosition="center" />
      <SocialLoginButtons />
      <Group gap={6} justify="center">
        <Text size="sm" c="dimmed">
          이미 계정이 있으신가요?
        </Text>
        <Anchor component={Link} to="/login" size="sm" fw={600}>
          로그인
        </Anchor>
      </Group>
      <RegisterCompleteModal
        nickname={registeredNickname}
        onConfirm={() => void navigate({ to: '/login' })}
      />
    </AuthPageFrame>
  );
}
