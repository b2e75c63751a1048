/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test } from './shared-learner';
import { apiGetAsLearner, readStoredRow, saveScreenshot, waitForActiveServiceWorker } from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Offline (issue 7): the case list and a briefing opened before still open with the network off
 * (service worker for the app, Dexie for the data), search works, and a bookmark made offline
 * waits in the outbox and reaches the server when the network returns.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the library and a visited briefing open offline; an offline bookmark syncs later', async ({
  page,
  context,
  signInShared,
}) => {
  await signInShared('/dashboard');
  await waitForActiveServiceWorker(page);

  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  // Opened again, the list is asked for with the tag of the one the device holds: unchanged, the
  // server sends nothing (304) and the cards stay.
  const listAgain = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/cases' && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await listAgain).status()).toBe(304);
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await page.goto('/cases/practice/acute-appendicitis');
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  // Opening the briefing fetches the case's encounter pack; go offline once it is stored.
  await expect.poll(() => readStoredRow(page, 'encounterPacks', 'acute-appendicitis')).toBeTruthy();

  await context.setOffline(true);
  await page.goto('/cases');
  await expect(page.getByText('오프라인입니다.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('case-card').first()).toBeVisible();

  // Search by initial consonants works on the device's copy.
  await page.getByRole('combobox', { name: '증례 검색' }).fill('ㄱㅅㅊㅅ');
  await expect(page.getByTestId('case-card').filter({ hasText: '급성 충수염' })).toBeVisible();
  await page.getByRole('combobox', { name: '증례 검색' }).fill('');

  // Bookmark the first case while offline.
  const first = page.getByTestId('case-card').first();
  const name = (await first.getByRole('link').textContent())?.trim() ?? '';
  await first.getByRole('button', { name: `${name} 즐겨찾기에 추가` }).click();
  await expect(first.getByRole('button', { name: `${name} 즐겨찾기 해제` })).toBeVisible();
  const scenarioId = (await first.getByRole('link').getAttribute('href'))?.split('/').pop() ?? '';
  await saveScreenshot(page, 'cases-offline-390x844', { fullPage: false });

  // The visited briefing opens from the device, with the encounter pack it fetched online: the
  // encounter can start here and says who answers.
  await page.goto('/cases/practice/acute-appendicitis');
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  await expect(page.getByRole('button', { name: '실습 시작' })).toBeEnabled();
  await expect(
    page.getByText('오프라인 상태입니다. 이 기기에서 환자가 답하고, 연결되면 기록을 보냅니다.'),
  ).toBeVisible();
  await saveScreenshot(page, 'briefing-offline-390x844', { fullPage: false });

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await apiGetAsLearner<{ data: { isBookmarked: boolean } }>(page, `cases/${scenarioId}`)).data
          .isBookmarked,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
});
