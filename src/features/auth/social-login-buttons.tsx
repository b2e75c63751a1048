import { Box, Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { socialProviders } from './social-providers';
import { useAvailableSocialProviders } from './use-available-social-providers';

/**
 * Mantine's Tooltip (floating-ui, some 33 KiB with its styles) is loaded when a visitor first points
 * at, focuses or touches an unavailable provider's button, not when the page learns that a provider
 * is unavailable (most visitors of /login never ask why). It is opened by those same events
 * (controlled), so the first hover shows it as soon as it has arrived.
 */
const Tooltip = lazy(() =>
  import('./unavailable-provider-tooltip').then((module) => ({ default: module.UnavailableProviderTooltip })),
);

function UnavailableTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  return (
    <Box onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} onTouchStart={show}>
      {wanted ? (
        <Suspense fallback={children}>
          <Tooltip label={label} opened={opened}>
            {children}
          </Tooltip>
        </Suspense>
      ) : (
        children
      )}
    </Box>
  );
}

/**
 * Naver and Google sign-in (kakao exists in socialProviders but is not shown). A provider the
 * server has no credentials for (GET /auth/providers) is disabled, with a tooltip saying why; the
 * line under the buttons says it too, for touch screens where tooltips do not show.
 */
export function SocialLoginButtons() {
  const available = useAvailableSocialProviders();
  const shown = socialProviders.filter((provider) => provider.shown);
  const someUnavailable = available !== null && shown.some((provider) => !available.has(provider.id));

  return (
    <Stack gap="xs">
      {shown.map((provider) => {
        const disabled = available !== null && !available.has(provider.id);
        const button = (
          // The wrapper receives the pointer events a disabled button would not.
          <Box key={provider.id}>
            <Button
              component="a"
              href={disabled ? undefined : provider.href}
              data-disabled={disabled || undefined}
              aria-disabled={disabled || undefined}
              // Still reachable by keyboard when disabled, so the tooltip can be read.
              tabIndex={disabled ? 0 : undefined}
              onClick={(event) => disabled && event.preventDefault()}
              size="md"
              fullWidth
              leftSection={provider.icon}
              styles={{
                root: {
                  background: provider.background,
                  color: provider.color,
                  border: `1px solid ${provider.border ?? provider.background}`,
                  opacity: disabled ? 0.45 : 1,
                  cursor: disabled ? 'not-allowed' : undefined,
                },
              }}
            >
              {provider.label}
            </Button>
          </Box>
        );
        return disabled ? (
          <UnavailableTooltip
            key={provider.id}
            label={`${provider.name} 로그인은 아직 이 서버에 설정되지 않아 사용할 수 없습니다.`}
          >
            {button}
          </UnavailableTooltip>
        ) : (
          button
        );
      })}
      {/* Its line is always laid out (hidden until an answer says a provider is unavailable), so
          that the answer moves nothing on the page. */}
      <Text
        size="xs"
        c="dimmed"
        ta="center"
        style={{ visibility: someUnavailable ? 'visible' : 'hidden' }}
        aria-hidden={!someUnavailable || undefined}
      >
        흐리게 표시된 로그인 방식은 아직 이 서버에서 사용할 수 없습니다.
      </Text>
    </Stack>
  );
}
