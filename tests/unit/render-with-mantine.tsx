import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../src/theme';

// jsdom lacks the media-query API Mantine reads for responsive props.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function renderWithMantine(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} forceColorScheme="light">
      {ui}
    </MantineProvider>,
  );
}
