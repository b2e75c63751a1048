import { Alert, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon';
import { AuthPageFrame } from './auth-page-frame';

/** /auth/reset-password?token=…: without a token the link is invalid (spec 1 §5); the form ships later. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  return (
    <AuthPageFrame title="비밀번호 재설정" subtitle="메일로 받은 링크에서 새 비밀번호를 설정합니다.">
      {token ? (
        <ComingSoon description="새 비밀번호를 설정하는 화면이 곧 제공됩니다." />
      ) : (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconLinkOff size={20} />}
            title="유효하지 않은 링크입니다."
            role="alert"
          >
            메일에 있는 링크를 다시 열거나, 로그인 화면의 계정 찾기에서 재설정 메일을 다시 받아주세요.
          </Alert>
          <Button component={Link} to="/login" variant="light" fullWidth>
            로그인 화면으로
          </Button>
        </Stack>
      )}
    </AuthPageFrame>
  );
}
