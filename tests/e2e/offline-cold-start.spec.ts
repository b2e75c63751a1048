/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { bookmarkByApi, practiseAndGradeByApi } from './offline-support';
import { readStoredRow, saveScreenshot, signedInLearner, waitForActiveServiceWorker } from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Cold start offline (issue 9): after ONE online visit, a brand-new tab opened with the network
 * off — no page of the app in memory, only the service worker's cache and IndexedDB — opens every
 * screen the learner saw: the shell, the case list, the briefing, and the study-notes tabs. A
 * briefing this device never saved says so in Korean instead of spinning.
 */
const CASE_ID = 'acute-appendicitis';
const OTHER_CASE_ID = 'acute-pericarditis';
const QUESTIONS = ['어디가 불편해서 오셨어요?', '언제부터 아프셨어요?', '(우하복부를 촉진한다)'];

test.use({ viewport: { width: 390, height: 844 } });

/** Requests of the cold tabs that failed, API calls aside (those fail offline by design). */
const failedAssets: string[] = [];

/** Opens `path` in a new tab of the (offline) context: nothing of the app is in memory. */
async function coldOpen(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    // A request cancelled (the tab closed while it was in flight) is not one the cache refused:
    // offline, a miss fails with net::ERR_FAILED (worker) or ERR_INTERNET_DISCONNECTED.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (!url.pathname.startsWith('/api/')) failedAssets.push(`${url.pathname} (${path})`);
  });
  await page.goto(path);
  return page;
}

test('after one online visit, a new tab opened offline shows the list, the briefing and the notes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  failedAssets.length = 0;
  const learner = await signedInLearner(page, 'cold');
  await waitForActiveServiceWorker(page);
  const sessionId = await practiseAndGradeByApi(page, CASE_ID, QUESTIONS);
  await bookmarkByApi(page, OTHER_CASE_ID);

  // ---- The one online visit -------------------------------------------------------------------
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await expect(page.getByTestId('case-count')).toHaveText(/^\d{3}개 증례$/);
  const onlineCount = await page.getByTestId('case-count').textContent();
  await page.goto(`/cases/practice/${CASE_ID}`);
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  // Opening the briefing fetches the case's encounter pack; the visit ends once it is stored.
  await expect.poll(() => readStoredRow(page, 'encounterPacks', CASE_ID)).toBeTruthy();
  await page.goto('/my-notes/incorrect');
  await expect(page.getByTestId('note-card').filter({ hasText: '급성 충수염' })).toBeVisible();
  await page.goto(`/my-notes/incorrect/${CASE_ID}/detail`);
  await expect(page.getByTestId('note-chat-line')).toHaveCount(QUESTIONS.length * 2);
  await page.goto('/my-notes/history');
  await expect(page.getByTestId('history-row').filter({ hasText: '급성 충수염' })).toBeVisible();
  await page.goto('/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
  await page.close();

  // ---- Offline, each screen in a tab of its own -------------------------------------------------
  await context.setOffline(true);

  const dashboard = await coldOpen(context, '/dashboard');
  await expect(dashboard.locator('header').getByTestId('user-badge')).toContainText(learner.nickname);
  await expect(dashboard.getByText('오프라인', { exact: true })).toBeVisible();
  await expect(dashboard.getByRole('heading', { level: 1 })).toBeVisible();
  // The summary pulled when the learner signed in, from the device.
  await expect(dashboard.getByTestId('weak-areas')).toContainText('Top 5 약점 영역');
  await saveScreenshot(dashboard, 'offline-cold-dashboard-390x844', { fullPage: false });
  await dashboard.close();

  const cases = await coldOpen(context, '/cases');
  await expect(cases.getByTestId('case-card').first()).toBeVisible();
  await expect(cases.getByTestId('case-count')).toHaveText(onlineCount ?? '');
  await expect(cases.getByText('오프라인입니다.', { exact: false })).toBeVisible();
  // The category sidebar comes from the device too (the drawer on a phone).
  await cases.getByRole('button', { name: /분류/ }).first().click();
  await expect(cases.getByRole('dialog').getByText('소화기', { exact: false }).first()).toBeVisible();
  await cases.keyboard.press('Escape');
  await saveScreenshot(cases, 'offline-cold-cases-390x844', { fullPage: false });
  await cases.close();

  const briefing = await coldOpen(context, `/cases/practice/${CASE_ID}`);
  await expect(briefing.getByRole('heading', { level: 1, name: '급성 충수염' })).toBeVisible();
  await expect(briefing.getByTestId('door-card')).toContainText('배가 아파요');
  // The online visit brought the case's encounter pack: the device can run the encounter offline.
  await expect(briefing.getByRole('button', { name: '실습 시작' })).toBeEnabled();
  await briefing.close();

  const incorrect = await coldOpen(context, '/my-notes/incorrect');
  await expect(incorrect.getByTestId('note-card').filter({ hasText: '급성 충수염' })).toBeVisible();
  await expect(incorrect.getByTestId('offline-notice')).toContainText('마지막으로 동기화한 내용');
  await incorrect.close();

  const detail = await coldOpen(context, `/my-notes/incorrect/${CASE_ID}/detail`);
  await expect(detail.getByTestId('note-chat-line')).toHaveCount(QUESTIONS.length * 2);
  await expect(detail.getByTestId('note-overall-score')).toBeVisible();
  await detail.close();

  const history = await coldOpen(context, '/my-notes/history');
  const row = history.getByTestId('history-row').filter({ hasText: '급성 충수염' });
  await expect(row).toBeVisible();
  await expect(history.getByRole('link').filter({ has: row })).toHaveAttribute(
    'href',
    `/my-notes/history/case-results/${sessionId}`,
  );
  await saveScreenshot(history, 'offline-cold-history-390x844', { fullPage: false });
  await history.close();

  const bookmarks = await coldOpen(context, '/my-notes/bookmarks');
  await expect(bookmarks.getByTestId('bookmark-card')).toHaveCount(1);
  await expect(bookmarks.getByTestId('bookmark-card')).toContainText('급성 심낭염');
  await bookmarks.close();

  // A case this device has but never opened as a briefing: the library mirror carries its door card.
  const unopened = await coldOpen(context, `/cases/practice/${OTHER_CASE_ID}`);
  await expect(unopened.getByTestId('door-card')).toBeVisible();
  await unopened.close();

  // Scripts, styles, icons and the fonts those screens use all came from the worker's caches.
  expect(failedAssets).toEqual([]);
  await context.setOffline(false);
});

test('a briefing this device never saved says so offline instead of spinning', async ({ page, context }) => {
  // Signed in, but the library was never opened: no case is on the device yet.
  await signedInLearner(page, 'coldnew');
  await waitForActiveServiceWorker(page);
  await page.close();

  await context.setOffline(true);
  const briefing = await coldOpen(context, `/cases/practice/${CASE_ID}`);
  await expect(briefing.getByRole('heading', { level: 1 })).toHaveText(
    '오프라인이라 브리핑을 열 수 없습니다',
  );
  await expect(briefing.getByText('이 기기에 아직 저장되지 않은 증례입니다', { exact: false })).toBeVisible();
  await expect(briefing.getByRole('status', { name: '브리핑 불러오는 중' })).toHaveCount(0);
  await expect(briefing.getByRole('link', { name: '증례 목록으로' })).toHaveAttribute('href', '/cases');
  await saveScreenshot(briefing, 'offline-cold-briefing-missing-390x844', { fullPage: false });

  // The list itself says the library has not been saved on this device yet.
  await briefing.goto('/cases');
  await expect(briefing.getByTestId('case-card')).toHaveCount(0);
  await expect(briefing.getByText('오프라인입니다.', { exact: false })).toBeVisible();

  // Back online, the same tab fetches the case and shows it.
  await context.setOffline(false);
  await briefing.goto(`/cases/practice/${CASE_ID}`);
  await expect(briefing.getByTestId('door-card')).toContainText('배가 아파요');
});
