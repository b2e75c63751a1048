import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialLoginButtons } from '../../src/features/auth/social-login-buttons';
import { theme } from '../../src/theme';
import { renderWithMantine } from './render-with-mantine';

/** Whether the tooltip's module (Mantine's Tooltip and floating-ui) has been loaded. */
const loaded = vi.hoisted(() => ({ tooltip: false }));
vi.mock('../../src/features/auth/unavailable-provider-tooltip', async (importOriginal) => {
  loaded.tooltip = true;
  return importOriginal();
});

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('social sign-in buttons', () => {
  it('offer naver and google (not kakao), each starting at its server redirect', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithMantine(<SocialLoginButtons />);

    expect(screen.getByRole('link', { name: '네이버로 계속하기' }).getAttribute('href')).toBe(
      '/api/v1/auth/naver/login',
    );
    expect(screen.getByRole('link', { name: 'Google로 계속하기' }).getAttribute('href')).toBe(
      '/api/v1/auth/google/login',
    );
    expect(screen.queryByText('카카오로 계속하기')).toBeNull();
  });

  it('disable a provider the server has no credentials for', async () => {
    vi.stubGlobal('fetch', async () => answer({ data: ['naver'] }));
    // Mantine's test environment: no transitions, so the tooltip is there as soon as it opens.
    render(
      <MantineProvider theme={theme} forceColorScheme="light" env="test">
        <SocialLoginButtons />
      </MantineProvider>,
    );

    await waitFor(() =>
      expect(screen.getByText('Google로 계속하기').closest('a')?.getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.getByText('Google로 계속하기').closest('a')?.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: '네이버로 계속하기' }).getAttribute('aria-disabled')).toBeNull();

    // The tooltip says why, on hover (and on keyboard focus: the disabled link stays focusable).
    const google = screen.getByText('Google로 계속하기').closest('a') as HTMLAnchorElement;
    expect(google.tabIndex).toBe(0);
    // Not loaded with the page nor with the answer: only when a visitor asks (hover, focus, touch).
    expect(loaded.tooltip).toBe(false);
    // The tooltip is loaded on demand (only a disabled provider has one): the button is drawn again
    // inside it once it arrives, so it is looked up afresh. The tooltip's hover listener is attached
    // by an effect after the render that enabled it, so a hover fired at once can come before it
    // (a CI run failed so): hover again until it shows.
    await waitFor(() => {
      const current = screen.getByText('Google로 계속하기').closest('a') as HTMLAnchorElement;
      fireEvent.mouseEnter(current.parentElement as HTMLElement);
      expect(
        screen.getByText('Google 로그인은 아직 이 서버에 설정되지 않아 사용할 수 없습니다.'),
      ).toBeTruthy();
    });
    expect(loaded.tooltip).toBe(true);
  });

  it('keep both usable when the list cannot be loaded (offline)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderWithMantine(<SocialLoginButtons />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Google로 계속하기' }).getAttribute('aria-disabled')).toBeNull();
  });
});
