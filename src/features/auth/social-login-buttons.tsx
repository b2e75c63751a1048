import { Button, Stack } from '@mantine/core';
import { socialProviders } from './social-providers';

/** Naver and Google sign-in (kakao exists in socialProviders but is not shown). */
export function SocialLoginButtons() {
  return (
    <Stack gap="xs">
      {socialProviders
        .filter((provider) => provider.shown)
        .map((provider) => (
          <Button
            key={provider.id}
            component="a"
            href={provider.href}
            size="md"
            fullWidth
            leftSection={provider.icon}
            styles={{
              root: {
                background: provider.background,
                color: provider.color,
                border: `1px solid ${provider.border ?? provider.background}`,
              },
            }}
          >
            {provider.label}
          </Button>
        ))}
    </Stack>
  );
}
