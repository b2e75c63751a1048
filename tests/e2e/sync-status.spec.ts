import { expect, test } from '@playwright/test';
import { firstCases, serverBookmarks, storedRows, toggleBookmark } from './sync-helpers';
import { expectAccessible, saveScreenshot, signedInLearner, waitForActiveServiceWorker } from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The header's sync status (issue 9): offline, the number of changes waiting, and when the device
 * was last in sync — kept across a reload and worded relative to now.
 */
test('the header shows offline, the changes waiting, then when the device was last in sync', async ({
  page,
  context,
}) => {
  await signedInLearner(page, 'status');
  await waitForActiveServiceWorker(page);
  await page.goto('/cases');
  const [first, second] = await firstCases(page, 2);
  if (!first || !second) throw new Error('the library lists fewer than two cases');
  const status = page.getByTestId('sync-status');

  await context.setOffline(true);
  await expect(status).toHaveAttribute('data-state', 'offline');
  await expect(status).toContainText('오프라인');
  await expect(status.getByTestId('sync-count')).toBeHidden();

  await toggleBookmark(page, first.name);
  await toggleBookmark(page, second.name);
  await expect(status.getByTestId('sync-count')).toHaveText('2');
  await expect(status).toHaveAttribute('aria-label', '동기화 상태: 오프라인 2 건 대기 중');
  // Its name holds what it shows, the count as a word of its own (axe label-content-name-mismatch).
  await expectAccessible(page, '[data-testid="sync-status"]');

  // Pictures: the pill and its details, desktop and phone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await status.click();
  await expect(page.getByTestId('sync-status-details')).toContainText('보낼 변경2건');
  await saveScreenshot(page, 'sync-status-offline-1440x900', { fullPage: false });
  await status.click();
  await expect(page.getByTestId('sync-status-details')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(status.getByTestId('sync-count')).toHaveText('2');
  // Phones: icon and count, and the word "offline" (the other states show no label there).
  await expect(status.getByText('오프라인', { exact: true })).toBeVisible();
  await expectAccessible(page, '[data-testid="sync-status"]');
  await saveScreenshot(page, 'sync-status-offline-390x844', { fullPage: false });
  await status.click();
  await expect(page.getByTestId('sync-status-details')).toContainText('오프라인');
  await saveScreenshot(page, 'sync-status-details-390x844', { fullPage: false });
  await status.click();
  await expect(page.getByTestId('sync-status-details')).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // ---- Online: the queue drains to nothing and the time is kept ---------------------------------------
  await context.setOffline(false);
  await expect.poll(() => serverBookmarks(page), { timeout: 30_000 }).toEqual([first.id, second.id].sort());
  await expect(status).toHaveAttribute('data-state', 'synced');
  await expect(status.getByTestId('sync-count')).toBeHidden();
  await expect(status).toContainText('방금 동기화됨');
  await saveScreenshot(page, 'sync-status-synced-1440x900', { fullPage: false });

  // The time survives a reload, and is worded relative to now as time passes (page clock).
  const lastSynced = async () =>
    (await storedRows<{ key: string; value: number }>(page, 'meta')).find((row) =>
      row.key.startsWith('lastSyncedAt:'),
    )?.value;
  const before = await lastSynced();
  expect(before).toEqual(expect.any(Number));
  await page.clock.install();
  await page.reload();
  await expect(status).toContainText('방금 동기화됨');
  // The list pulls the library again on opening, which counts as a sync: let it land first.
  await expect.poll(lastSynced).toBeGreaterThan(before as number);
  await page.clock.fastForward('05:30');
  await expect(status).toContainText('5분 전 동기화');
  await status.click();
  await expect(page.getByTestId('sync-status-details')).toContainText('보낼 변경0건');
  await expect(page.getByTestId('sync-status-details')).toContainText('마지막 동기화5분 전 동기화');
});
