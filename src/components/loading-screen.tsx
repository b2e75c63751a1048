import { Center, Loader, Stack, Text } from '@mantine/core';
import { BrandLogo } from './brand-logo';

/** Shown while the stored session is checked at start-up (spec 2 §2 Start-up). */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="lg">
        <BrandLogo size={44} />
        <Loader size="md" type="dots" />
        <Text c="dimmed" size="sm">
          로그인 정보를 확인하고 있습니다…
        </Text>
      </Stack>
    </Center>
  );
}
