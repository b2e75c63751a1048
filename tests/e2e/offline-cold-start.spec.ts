/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ask, bubbles, bookmarkByApi, expectFontsKept, type ServerMessage } from './offline-support';
import {
  apiGetAsLearner,
  readStoredRow,
  saveScreenshot,
  signedInLearner,
  waitForActiveServiceWorker,
  practiseAndGradeByApi,
} from './support';

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
  // Every screen opened offline below is seen online first, as it is then: the dashboard seen at
  // sign-in was drawn before the worker was in charge and before the graded case, so the font
  // subsets of the text it shows now (the learning tip, the recent case) were never kept; which
  // ones those are depends on the text, so without this visit the check below failed at random.
  // Each page of the visit ends once the subsets it drew with are kept (expectFontsKept): moving on
  // while one was still being fetched left it out of the cache (seen on a busy machine, 2026-12-07).
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-cases')).toContainText('급성 충수염');
  await expect(page.getByTestId('learning-tip')).toBeVisible();
  await expectFontsKept(page);
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await expect(page.getByTestId('case-count')).toHaveText(/^\d{3}개 증례$/);
  const onlineCount = await page.getByTestId('case-count').textContent();
  await expectFontsKept(page);
  await page.goto(`/cases/practice/${CASE_ID}`);
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  // Opening the briefing fetches the case's encounter pack; the visit ends once it is stored.
  await expect.poll(() => readStoredRow(page, 'encounterPacks', CASE_ID)).toBeTruthy();
  await expectFontsKept(page);
  await page.goto('/my-notes/incorrect');
  await expect(page.getByTestId('note-card').filter({ hasText: '급성 충수염' })).toBeVisible();
  await expectFontsKept(page);
  await page.goto(`/my-notes/incorrect/${CASE_ID}/detail`);
  await expect(page.getByTestId('note-chat-line')).toHaveCount(QUESTIONS.length * 2);
  await expectFontsKept(page);
  await page.goto('/my-notes/history');
  await expect(page.getByTestId('history-row').filter({ hasText: '급성 충수염' })).toBeVisible();
  await expectFontsKept(page);
  await page.goto('/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
  await expectFontsKept(page);
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

/**
 * The whole encounter in a tab opened offline (issue 18, test b): the briefing was opened online
 * once, which brought the case's encounter pack; then, with no network, a new tab starts the case
 * on the device (an id made there), the device answers every question and grades the end
 * provisionally — on the completed page, the result page and 학습 기록. Back online, the outbox
 * delivers the session once; the server replays the learner's words, grades on its own, and every
 * screen switches to the server's result, counting the session once.
 */
const ENCOUNTER = [
  '안녕하세요, 어디가 불편해서 오셨어요?',
  '언제부터 아프셨어요?',
  '어느 부위가 가장 아프세요?',
  '통증이 옮겨 갔나요?',
  '열은 나셨어요?',
  '구역질이나 구토는 있으셨어요?',
  '(우하복부를 촉진한다)',
];

test('a case started in a tab opened offline: the whole encounter and a provisional grade on the device, then one sync and the server’s result everywhere', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  failedAssets.length = 0;
  await signedInLearner(page, 'coldenc');
  await waitForActiveServiceWorker(page);
  await page.goto(`/cases/practice/${CASE_ID}`);
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  await expect.poll(() => readStoredRow(page, 'encounterPacks', CASE_ID)).toBeTruthy();
  // The statistics stay open in this tab throughout: nothing practised yet.
  await page.goto('/my-notes/statistics');
  const statCard = (label: string) => page.getByTestId('stat-card').filter({ hasText: label });
  await expect(statCard('완료한 증례')).toContainText('0개');
  await expect(statCard('전체 평균 점수')).toContainText('-');

  // ---- No network: a new tab, the briefing from the cache, the case on the device ---------------
  await context.setOffline(true);
  const live = await coldOpen(context, `/cases/practice/${CASE_ID}`);
  await live.getByRole('button', { name: '실습 시작' }).click();
  await expect(live).toHaveURL(/\/during\/[0-9a-f-]{36}$/);
  const sessionId = live.url().split('/').pop() ?? '';
  for (const [index, question] of ENCOUNTER.entries()) await ask(live, question, index + 1);
  // No error: the one notice says the patient answers on this device.
  await expect(live.getByRole('alert')).toHaveText(/^연결이 끊겼습니다\. 환자는 이 기기에서 계속 답하고/);
  const deviceReplies = await bubbles(live, 'chat-ai');
  expect(deviceReplies.join(' ')).toMatch(/오른쪽|아래/);

  await live.getByRole('button', { name: '진료 종료' }).click();
  await live.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();
  await expect(live).toHaveURL(new RegExp(`/cases/completed/${sessionId}$`));
  await expect(live.getByTestId('provisional-result')).toContainText('기기에서 채점한 임시 결과');
  const provisionalScore = /^[\d.]+/.exec(
    (await live.getByTestId('provisional-score').textContent()) ?? '',
  )?.[0];
  expect(provisionalScore).toBeTruthy();

  // The result page and the history, still offline, show the same provisional grade.
  await live.getByRole('link', { name: '채점 진행 확인' }).click();
  await expect(live).toHaveURL(new RegExp(`/my-notes/history/case-results/${sessionId}$`));
  const provisional = live.getByTestId('provisional-result');
  await expect(provisional).toContainText('기기에서 채점한 임시 결과');
  await expect(provisional.getByTestId('provisional-score')).toHaveText(`${provisionalScore} / 100`);
  await expect(live.getByTestId('grading-banner')).toContainText('오프라인입니다');
  await expect(
    live.getByRole('list', { name: '임시 체크리스트' }).getByRole('listitem').first(),
  ).toBeVisible();
  await saveScreenshot(live, 'offline-cold-provisional-result-390x844', { fullPage: false });

  const history = await coldOpen(context, '/my-notes/history');
  const rows = history.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('급성 충수염');
  const provisionalBadge = rows.first().getByTestId('provisional-score-badge');
  await expect(provisionalBadge).toHaveText(`임시 ${provisionalScore}점`);
  await expect(history.getByText('총 1건')).toBeVisible();
  // Every script and style came from the worker's caches. Pretendard's subsets are cached as pages
  // first use them (vite.config.ts), so glyphs first seen offline (the patient's words) are drawn
  // in the fallback font: those font requests are the only misses.
  expect(failedAssets.filter((asset) => !/\.woff2 /.test(asset))).toEqual([]);

  // ---- Back online: one sync, the server's replay and grade, and both tabs switch to it ---------
  await context.setOffline(false);
  await expect(live.getByTestId('overall-score')).toBeVisible({ timeout: 60_000 });
  await expect(provisional).toHaveCount(0);
  await expect(live.getByTestId('grading-banner')).toHaveCount(0);

  const feedback = await apiGetAsLearner<{ status: string; data: { overallScore: number } | null }>(
    live,
    `practice-sessions/${sessionId}/feedback`,
  );
  expect(feedback.status).toBe('completed');
  const serverScore = feedback.data?.overallScore ?? -1;
  await expect(live.getByTestId('overall-score')).toHaveText(String(serverScore));

  await expect(provisionalBadge).toHaveCount(0, { timeout: 30_000 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('score-badge')).toHaveText(`${serverScore}점`);
  await expect(history.getByText('총 1건')).toBeVisible();
  // The statistics opened before the case count it once, with the server's score.
  await expect(statCard('완료한 증례')).toContainText('1개');
  await expect(statCard('전체 평균 점수')).toContainText(`${serverScore}점`);

  // The server holds the learner's words once, in order, and its own replies: the device's words.
  const { data: messages } = await apiGetAsLearner<{ data: ServerMessage[] }>(
    live,
    `practice-sessions/${sessionId}/chat-messages`,
  );
  expect(messages.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual(ENCOUNTER);
  expect(messages.filter((m) => m.sender === 'ai').map((m) => m.content)).toEqual(deviceReplies);
  const { data: listed } = await apiGetAsLearner<{ data: { id: string }[] }>(live, 'my-notes/history');
  expect(listed.map((item) => item.id)).toEqual([sessionId]);
  await history.close();
  await live.close();
  await page.close();
});
