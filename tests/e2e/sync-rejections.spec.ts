/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  firstCases,
  recordWrites,
  serverBookmarks,
  star,
  storedRows,
  toggleBookmark,
  type SentWrite,
} from './sync-helpers';
import {
  apiGetAsLearner,
  authHeaders,
  completeByApi,
  expectAccessible,
  expectGradedOnServer,
  navigateInApp,
  practiseByApi,
  readStoredRow,
  saveScreenshot,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Writes the server refuses for good (issue 9). A fault-injecting route answers 404, 403 or 400
 * for one write of each kind and lets the next one through: each refused write is rolled back on
 * the device (bookmark in the library, bookmark removal on the bookmarks tab, the note memo) or
 * kept for the learner (a feedback post), the learner is told in Korean, and the writes after it
 * still reach the server. Also: a write the device itself cannot store (storage full).
 */
const CASE_ID = 'acute-appendicitis';
const QUESTIONS = ['어디가 불편해서 오셨어요?', '언제부터 아프셨어요?', '(우하복부를 촉진한다)'];

/** A practised, graded case, so the learner has an incorrect note to edit. */
async function practiseAndGrade(page: Page): Promise<void> {
  const sessionId = await practiseByApi(page, CASE_ID, QUESTIONS);
  await completeByApi(page, sessionId, '충수염 의심');
  await expectGradedOnServer(page, sessionId);
}

/** Answers `method` on this path with a refusal; anything else goes on to the server. */
async function refuse(page: Page, path: string, method: string, status: number, error: string, code: string) {
  await page.route(`**/api/v1/${path}`, (route: Route) =>
    route.request().method() === method
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error, code }) })
      : route.fallback(),
  );
}

async function serverNote(page: Page) {
  const answer = await apiGetAsLearner<{ data: { userMemo: string; hasNote: boolean } }>(
    page,
    `my-notes/incorrect-notes/${CASE_ID}`,
  );
  return { userMemo: answer.data.userMemo, hasNote: answer.data.hasNote };
}

test('refused writes of every kind are undone or kept, told in Korean, and the next writes still go', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInLearner(page, 'refused');
  await waitForActiveServiceWorker(page);
  const userId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('aichpx_user_info') ?? '{}') as { userId: string }).userId,
  );
  await practiseAndGrade(page);

  // ---- Online: every screen's data on the device; a memo the server has ----------------------------
  await navigateInApp(page, '/cases');
  const [refusedCase, acceptedCase, removedCase] = await firstCases(page, 3);
  if (!refusedCase || !acceptedCase || !removedCase) throw new Error('the library lists fewer than 3 cases');
  const bookmarked = await page.request.post(`/api/v1/cases/${removedCase.id}/bookmark`, {
    headers: await authHeaders(page),
  });
  expect(bookmarked.ok()).toBe(true);
  await navigateInApp(page, '/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
  await navigateInApp(page, `/my-notes/incorrect/${CASE_ID}/detail`);
  const memo = page.getByRole('textbox', { name: '나의 메모' });
  await memo.fill('첫 메모: 맥버니 압통');
  await page.getByRole('button', { name: '메모 저장' }).click();
  await expect
    .poll(() => serverNote(page), { timeout: 30_000 })
    .toEqual({
      userMemo: '첫 메모: 맥버니 압통',
      hasNote: false,
    });
  await navigateInApp(page, '/my-notes/incorrect');
  await expect(page.getByTestId('note-card')).toHaveCount(1);
  await navigateInApp(page, '/feedback');
  await expect(page.getByText(/총 \d+개/)).toBeVisible();

  // ---- Fault injection: one refusal per kind; the write after each goes through ----------------------
  await refuse(
    page,
    `cases/${refusedCase.id}/bookmark`,
    'POST',
    404,
    '증례를 찾을 수 없습니다.',
    'NOT_FOUND',
  );
  await refuse(
    page,
    `cases/${removedCase.id}/bookmark`,
    'DELETE',
    403,
    '이 즐겨찾기를 해제할 권한이 없습니다.',
    'FORBIDDEN',
  );
  await refuse(
    page,
    `my-notes/incorrect-notes/${CASE_ID}`,
    'PUT',
    400,
    '메모 내용을 확인해주세요.',
    'VALIDATION',
  );
  await refuse(page, 'feedback', 'POST', 403, '지금은 피드백을 작성할 수 없습니다.', 'FORBIDDEN');
  const sent: SentWrite[] = [];
  await recordWrites(page, 'tab', sent); // registered last, so it sees each write first

  // ---- Offline: six writes, in this order ------------------------------------------------------------
  await context.setOffline(true);
  await navigateInApp(page, '/cases');
  await toggleBookmark(page, refusedCase.name); // 404
  await toggleBookmark(page, acceptedCase.name); // 200
  // The bookmarks tab shows the two made offline beside the one the server has.
  await navigateInApp(page, '/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(3);
  await page.getByRole('button', { name: `${removedCase.name} 즐겨찾기 해제` }).click(); // 403
  await expect(page.getByTestId('bookmark-card')).toHaveCount(2);
  await navigateInApp(page, `/my-notes/incorrect/${CASE_ID}/detail`);
  await memo.fill('거절될 메모');
  await page.getByRole('button', { name: '메모 저장' }).click(); // 400
  await expect(page.getByTestId('memo-status')).toHaveText('연결되면 서버에 저장돼요');
  await navigateInApp(page, '/my-notes/incorrect');
  await page.getByRole('switch', { name: /오답노트 표시/ }).click(); // 200
  await expect(page.getByRole('switch', { name: /오답노트 표시/ })).toBeChecked();
  const title = `거절될 피드백 ${Date.now().toString(36)}`;
  await page.goto('/feedback/create');
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).fill('연결이 끊긴 채로 작성한 긴 피드백 내용입니다.');
  await page.getByRole('button', { name: '등록하기' }).click(); // 403
  await page.getByTestId('app-modal').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByTestId('sync-count')).toHaveText('6');

  // ---- Online: the refused ones are undone (or kept) and told; the others reach the server -----------
  await context.setOffline(false);
  // Everything answered: nothing waits, four refused.
  await expect(page.getByTestId('sync-status')).toHaveAttribute(
    'aria-label',
    '동기화 상태: 반영 안 된 변경 4 건',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('sync-count')).toHaveText('4');
  await expectAccessible(page, '[data-testid="sync-status"]');
  // Two notices at a time, oldest first; the header counts all four.
  const notices = page.getByTestId('rejected-write-notice');
  await expect(notices).toHaveCount(2);
  expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
    `POST cases/${refusedCase.id}/bookmark`,
    `POST cases/${acceptedCase.id}/bookmark`,
    `DELETE cases/${removedCase.id}/bookmark`,
    `PUT my-notes/incorrect-notes/${CASE_ID}`,
    `PATCH my-notes/incorrect-notes/${CASE_ID}/status`,
    'POST feedback',
  ]);
  await saveScreenshot(page, 'sync-rejected-notices-1440x900', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'sync-rejected-notices-390x844', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The device's copy was put back at once (read before any screen pulls the server's copy).
  expect(await readStoredRow<{ isBookmarked: boolean }>(page, 'cases', refusedCase.id)).toMatchObject({
    isBookmarked: false,
  });
  expect(await readStoredRow<{ isBookmarked: boolean }>(page, 'cases', acceptedCase.id)).toMatchObject({
    isBookmarked: true,
  });
  expect(await readStoredRow(page, 'bookmarks', `${userId}|${removedCase.id}`)).toMatchObject({
    scenarioId: removedCase.id,
  });
  expect(await readStoredRow(page, 'practicedScenarios', `${userId}|${CASE_ID}`)).toMatchObject({
    userMemo: '첫 메모: 맥버니 압통',
    hasNote: true,
  });
  // And the server has exactly the accepted writes.
  expect(await serverBookmarks(page)).toEqual([acceptedCase.id, removedCase.id].sort());
  expect(await serverNote(page)).toEqual({ userMemo: '첫 메모: 맥버니 압통', hasNote: true });

  // The refused post stays with its reason; closing the notices does not lose it.
  const refusedPost = page.getByTestId('pending-feedback-row').filter({ hasText: title });
  await expect(refusedPost).toHaveAttribute('data-state', 'refused');
  await expect(refusedPost.getByTestId('pending-feedback-reason')).toContainText(
    '지금은 피드백을 작성할 수 없습니다.',
  );
  const told: string[] = [];
  for (let left = 4; left > 0; left -= 1) {
    const notification = page.locator('.mantine-Notification-root', { has: notices }).first();
    const text = (await notification.getByTestId('rejected-write-notice').textContent()) ?? '';
    told.push(text);
    await notification.getByRole('button', { name: '알림 닫기' }).click();
    await expect(notices.filter({ hasText: text })).toHaveCount(0);
    await expect(notices).toHaveCount(Math.min(2, left - 1));
  }
  expect(told).toEqual([
    `'${refusedCase.name}' 즐겨찾기 추가가 반영되지 않았습니다` +
      '증례를 찾을 수 없습니다.즐겨찾기를 원래대로 되돌렸습니다.',
    `'${removedCase.name}' 즐겨찾기 해제가 반영되지 않았습니다` +
      '이 즐겨찾기를 해제할 권한이 없습니다.즐겨찾기를 원래대로 되돌렸습니다.',
    "'급성 충수염' 나의 메모 저장이 반영되지 않았습니다" +
      '메모 내용을 확인해주세요.메모를 저장하기 전 내용으로 되돌렸습니다.',
    `피드백 '${title}' 등록이 반영되지 않았습니다` +
      '지금은 피드백을 작성할 수 없습니다.' +
      '작성한 글은 피드백 게시판에 남아 있어 복사하거나 고쳐서 다시 보낼 수 있습니다.',
  ]);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced');
  expect(await storedRows(page, 'outbox')).toEqual([]);
  await page.reload();
  await expect(refusedPost).toHaveAttribute('data-state', 'refused');
  await saveScreenshot(page, 'sync-refused-feedback-1440x900', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'sync-refused-feedback-390x844', { fullPage: false });

  // Rewrite and send it again once the server accepts posts.
  await page.unroute('**/api/v1/feedback');
  await refusedPost.getByRole('link', { name: '고쳐서 다시 보내기' }).click();
  await expect(page.getByTestId('rewrite-notice')).toContainText('지금은 피드백을 작성할 수 없습니다.');
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(title);
  await saveScreenshot(page, 'sync-rewrite-feedback-390x844', { fullPage: false });
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByTestId('app-modal').getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('feedback-row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('pending-feedback-row')).toHaveCount(0);
});

test('storage full: the write is refused on the device in Korean and nothing half-written is kept', async ({
  page,
  context,
}) => {
  // IndexedDB refusing outbox rows as a full quota does, while window.__storageFull is set.
  await page.addInitScript(() => {
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
      if (this.name === 'outbox' && (window as { __storageFull?: boolean }).__storageFull) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return add.apply(this, args);
    };
  });
  await signedInLearner(page, 'quota');
  await waitForActiveServiceWorker(page);
  await page.goto('/cases');
  const [target] = await firstCases(page, 1);
  if (!target) throw new Error('the library is empty');
  await page.evaluate(() => ((window as { __storageFull?: boolean }).__storageFull = true));

  await star(page, target.name).click();
  await expect(page.getByText(/^저장 공간이 부족해/)).toBeVisible();
  await expect(star(page, target.name)).toHaveAttribute('aria-pressed', 'false');
  expect(await storedRows(page, 'outbox')).toEqual([]);
  expect(await readStoredRow(page, 'cases', target.id)).toMatchObject({ isBookmarked: false });

  // A feedback post written offline: the form keeps the text, nothing is queued.
  await context.setOffline(true);
  await page.goto('/feedback/create');
  await page.evaluate(() => ((window as { __storageFull?: boolean }).__storageFull = true));
  await page.getByRole('textbox', { name: '제목' }).fill('저장 공간 테스트');
  await page.getByRole('textbox', { name: '내용' }).fill('저장 공간이 가득 찬 상태에서 작성했습니다.');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByTestId('app-modal')).toContainText('저장 공간이 부족해');
  await page.getByTestId('app-modal').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('저장 공간 테스트');
  expect(await storedRows(page, 'outbox')).toEqual([]);
  expect(await storedRows(page, 'feedbackDrafts')).toEqual([]);
  await context.setOffline(false);
});
