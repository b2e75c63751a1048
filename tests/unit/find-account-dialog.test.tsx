import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_MESSAGE } from '../../contract/account';
import { FindAccountDialog } from '../../src/features/auth/find-account-dialog';
import { renderWithMantine } from './render-with-mantine';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The e-mail input of the visible tab (the hidden tab keeps its own form mounted). */
const emailInput = () => screen.getByRole('textbox', { name: '이메일' });

describe('find-account dialog', () => {
  it('requires an e-mail before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithMantine(<FindAccountDialog opened onClose={() => undefined} />);

    fireEvent.click(await screen.findByRole('button', { name: '아이디 안내 메일 받기' }));
    expect(await screen.findByText('이메일을 입력해주세요.')).toBeTruthy();
    // Editing clears the message.
    fireEvent.change(emailInput(), { target: { value: 'a' } });
    expect(screen.queryByText('이메일을 입력해주세요.')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the normalised address to find-id and shows the server's neutral answer", async () => {
    const sent: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.json() });
        return answer(200, { message: RECOVERY_MESSAGE.findId });
      }),
    );
    renderWithMantine(<FindAccountDialog opened onClose={() => undefined} />);

    fireEvent.change(await screen.findByRole('textbox', { name: '이메일' }), {
      target: { value: ' Student@Example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '아이디 안내 메일 받기' }));

    expect((await screen.findByRole('status')).textContent).toContain(RECOVERY_MESSAGE.findId);
    expect(sent).toEqual([{ path: '/api/v1/auth/find-id', body: { email: 'student@example.com' } }]);
  });

  it('opens on the password tab when asked, and tells a rate-limited learner when to retry', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      answer(
        429,
        { error: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', code: 'RATE_LIMITED' },
        { 'Retry-After': '90' },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithMantine(
      <FindAccountDialog
        opened
        onClose={() => undefined}
        initialTab="find-password"
        initialEmail="me@example.com"
      />,
    );

    expect((await screen.findByRole('tab', { name: '비밀번호 찾기' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((emailInput() as HTMLInputElement).value).toBe('me@example.com');
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '요청이 너무 많습니다. 잠시 후 다시 시도해주세요. (90초 후 다시 시도할 수 있습니다)',
      ),
    );
    expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe('/api/v1/auth/find-password');
  });
});
