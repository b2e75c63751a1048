import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * Why a social sign-in button is disabled, opened by its wrapper's hover, focus and touch
 * (src/features/auth/social-login-buttons.tsx, which loads this module on the first of them).
 */
export function UnavailableProviderTooltip({
  label,
  opened,
  children,
}: {
  label: string;
  opened: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip label={label} opened={opened} withArrow multiline maw={280}>
      {children}
    </Tooltip>
  );
}
