/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { firstCases, recordWrites, serverBookmarks, toggleBookmark, type SentWrite } from './sync-helpers';
import { logInViaForm, newLearner, registerViaApi, waitForActiveServiceWorker } from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Queued writes belong to the learner who made them (issue 9): after a logout, another learner
 * signing in on the same device never carries them — not with their token, not at all — and they
 * go once their author signs in again.
 */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logInViaForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).first().click();
  await expect(page).toHaveURL(/\/login/);
}

const signedInUserId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('aichpx_user_info') ?? '{}') as { userId: string }).userId,
  );

test("a learner's queued writes are never sent under another learner's session, and go when they return", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const first = newLearner('ida');
  const second = newLearner('idb');
  await registerViaApi(page.request, first);
  await registerViaApi(page.request, second);
  const sent: SentWrite[] = [];
  await recordWrites(page, 'tab', sent);

  await logIn(page, first.email, first.password);
  const firstId = await signedInUserId(page);
  await waitForActiveServiceWorker(page);
  await page.goto('/cases');
  const [target] = await firstCases(page, 1);
  if (!target) throw new Error('the library is empty');

  // The first learner bookmarks offline and signs out while the write still waits.
  await context.setOffline(true);
  await toggleBookmark(page, target.name);
  await expect(page.getByTestId('sync-count')).toHaveText('1');
  await logOut(page);

  // The second learner signs in on this device, online.
  await context.setOffline(false);
  await logIn(page, second.email, second.password);
  const secondId = await signedInUserId(page);
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced');
  expect(await serverBookmarks(page)).toEqual([]);
  // Nothing of the first learner's went out, with any token.
  expect(sent).toEqual([]);
  await logOut(page);

  // The first learner returns: their write goes, under their own identity, once.
  await logIn(page, first.email, first.password);
  await expect.poll(() => serverBookmarks(page), { timeout: 30_000 }).toEqual([target.id]);
  expect(sent.map(({ method, path, sub }) => [method, path, sub])).toEqual([
    ['POST', `cases/${target.id}/bookmark`, firstId],
  ]);
  expect(secondId).not.toBe(firstId);
});
