import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { completeSocialSignIn } from '../../data/session/session-actions';
import { AuthPageFrame } from './auth-page-frame';
import { readSocialCallback, SOCIAL_ERROR_REDIRECT_MS } from './social-callback';
import '../../styles/mantine-full';

/**
 * Where naver/google send the learner back. Success stores the session (the public-route guard
 * then opens the dashboard); a failure is explained and leads to /login after 3 seconds.
 */
export function SocialCallbackPage() {
  const navigate = useNavigate();
  const query = useRouterState({ select: (state) => state.location.searchStr });
  const result = useMemo(() => readSocialCallback(query), [query]);

  useEffect(() => {
    if (result.ok) {
      completeSocialSignIn(result.answer);
      return;
    }
    const timer = setTimeout(() => void navigate({ to: '/login', replace: true }), SOCIAL_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <AuthPageFrame
      title="소셜 로그인"
      subtitle={result.ok ? '로그인 정보를 확인하고 있습니다.' : '로그인을 완료하지 못했습니다.'}
    >
      {result.ok ? (
        <Stack align="center" py="md">
          <Loader type="dots" />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={result.message}
            role="alert"
          >
            3초 후 로그인 페이지로 이동합니다.
          </Alert>
          <Text ta="center" size="sm">
            <Anchor component={Link} to="/login" replace>
              지금 로그인 페이지로 이동
            </Anchor>
          </Text>
        </Stack>
      )}
    </AuthPageFrame>
  );
}
