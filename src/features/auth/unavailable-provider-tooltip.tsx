import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** Why a social sign-in button is disabled, on hover, focus and touch (loaded only for such a button). */
export function UnavailableProviderTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: true }} withArrow multiline maw={280}>
      {children}
    </Tooltip>
  );
}
