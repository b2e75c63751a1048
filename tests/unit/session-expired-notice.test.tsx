import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_EXPIRED_NOTICE_MS,
  SessionExpiredNotice,
} from '../../src/features/auth/session-expired-notice';
import { renderWithMantine } from './render-with-mantine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('자동 로그아웃 notice', () => {
  it('shows for 5 seconds on /login?error=session_expired, then goes away', async () => {
    renderWithMantine(<SessionExpiredNotice active />);

    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('자동 로그아웃');
    expect(notice.textContent).toContain('로그인 세션이 만료되었습니다. 다시 로그인해주세요.');

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_NOTICE_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeNull();

    // The fade-out runs over animation frames; each step lets React apply the frame's update.
    for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(SESSION_EXPIRED_NOTICE_MS).toBe(5000);
  });

  it('is not shown for an ordinary visit to /login', () => {
    renderWithMantine(<SessionExpiredNotice active={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
