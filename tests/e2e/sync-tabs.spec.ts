import { expect, test } from '@playwright/test';
import {
  firstCases,
  recordWrites,
  serverBookmarks,
  star,
  toggleBookmark,
  type SentWrite,
} from './sync-helpers';
import { signedInLearner, waitForActiveServiceWorker } from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Two tabs of one learner (issue 9): only one tab — the one holding the learner's Web Lock —
 * drains the outbox. A write made in either tab shows in both at once (Dexie liveQuery across
 * tabs) and is delivered exactly once, by the syncing tab — woken at once by a write in the other
 * tab; when that tab closes, the other takes the work over by itself.
 */
test('two tabs: one syncs, both show every write, each is sent once, and a closed syncing tab hands over', async ({
  page,
  context,
}) => {
  await signedInLearner(page, 'tabs');
  await waitForActiveServiceWorker(page);
  await page.goto('/cases');
  const [first, second] = await firstCases(page, 2);
  if (!first || !second) throw new Error('the library lists fewer than two cases');

  // Tab A started syncing first, so it holds the lock; tab B opens the same app and waits.
  const tabB = await context.newPage();
  await tabB.goto('/cases');
  await expect(star(tabB, first.name)).toBeVisible();

  const sent: SentWrite[] = [];
  await recordWrites(page, 'A', sent);
  await recordWrites(tabB, 'B', sent);

  // ---- Offline: one write in each tab; each tab shows both -----------------------------------
  await context.setOffline(true);
  await toggleBookmark(tabB, first.name); // written in the tab that does not sync
  await toggleBookmark(page, second.name);
  await expect(star(page, first.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(tabB, second.name)).toHaveAttribute('aria-pressed', 'true');
  for (const tab of [page, tabB]) await expect(tab.getByTestId('sync-count')).toHaveText('2');

  // ---- Online: the syncing tab delivers both, in order, once -------------------------------------
  await context.setOffline(false);
  await expect.poll(() => serverBookmarks(page), { timeout: 30_000 }).toEqual([first.id, second.id].sort());
  for (const tab of [page, tabB]) {
    await expect(tab.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced');
  }
  expect(sent.map(({ tab, method, path }) => [tab, method, path])).toEqual([
    ['A', 'POST', `cases/${first.id}/bookmark`],
    ['A', 'POST', `cases/${second.id}/bookmark`],
  ]);
  expect(new Set(sent.map((write) => write.key)).size).toBe(2);

  // ---- Online: a write in the tab that does not sync wakes the syncing tab (its outbox watch) ------
  await toggleBookmark(tabB, second.name);
  await expect.poll(() => serverBookmarks(page), { timeout: 30_000 }).toEqual([first.id]);
  expect(sent.slice(2).map(({ tab, method, path }) => [tab, method, path])).toEqual([
    ['A', 'DELETE', `cases/${second.id}/bookmark`],
  ]);

  // ---- Handover: a write waits, the syncing tab closes, the other tab delivers it -------------------
  await context.setOffline(true);
  await toggleBookmark(tabB, first.name);
  await expect(tabB.getByTestId('sync-count')).toHaveText('1');
  await page.close();
  await context.setOffline(false);
  await expect.poll(() => serverBookmarks(tabB), { timeout: 30_000 }).toEqual([]);
  await expect(tabB.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced');
  expect(sent.slice(3).map(({ tab, method, path }) => [tab, method, path])).toEqual([
    ['B', 'DELETE', `cases/${first.id}/bookmark`],
  ]);
});
