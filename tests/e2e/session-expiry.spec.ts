/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test } from '@playwright/test';
import { signedInLearner } from './support';

test('a session that can no longer be refreshed ends on /login?error=session_expired with the notice', async ({
  page,
}) => {
  await signedInLearner(page, 'expiry');

  // Leave the app first: a running page could otherwise use the tampered tokens itself before
  // the navigation below, ending the session early. The tokens are then tampered before the
  // app's own scripts run on the next load (once).
  await page.goto('about:blank');
  await page.context().addInitScript(() => {
    if (sessionStorage.getItem('e2e-tampered')) return;
    sessionStorage.setItem('e2e-tampered', '1');
    const access = localStorage.getItem('aichpx_access_token') ?? '';
    // Same header and claims (so it still looks valid to the app), broken signature.
    const [header, payload] = access.split('.');
    localStorage.setItem('aichpx_access_token', `${header}.${payload}.tampered-signature`);
    localStorage.setItem('aichpx_refresh_token', 'garbage');
  });
  // The notice's 5 seconds run on the page's clock, moved by the test (no waiting for them).
  await page.clock.install();
  await page.goto('/dashboard');

  await expect(page).toHaveURL(/\/login\?error=session_expired$/);
  const notice = page.getByRole('alert').filter({ hasText: '자동 로그아웃' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('로그인 세션이 만료되었습니다. 다시 로그인해주세요.');
  expect(await page.evaluate(() => localStorage.getItem('aichpx_refresh_token'))).toBeNull();

  // It stays for 5 seconds, then disappears.
  await page.clock.runFor(4_000);
  await expect(notice).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(notice).toBeHidden();
});
