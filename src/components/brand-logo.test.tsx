import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { BrandLogo } from './brand-logo';

describe('the brand mark', () => {
  it("is not preloaded by the prerendered pages' server render, and asks for a low priority", () => {
    // renderToString as src/prerender-entry.tsx renders the first screens: an ordinary <img> gets a
    // <link rel="preload" as="image"> ahead of the page, a request before the largest (text) paint.
    const html = renderToString(
      <MantineProvider theme={theme}>
        <BrandLogo />
      </MantineProvider>,
    );
    expect(html).toContain('src="/favicon.svg"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<img[^>]*fetchPriority="low"/i);
    // Sized: nothing moves when it arrives.
    expect(html).toMatch(/<img[^>]*width="36"[^>]*height="36"/);
  });
});
