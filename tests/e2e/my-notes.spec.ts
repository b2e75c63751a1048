/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import {
  apiGetAsLearner,
  saveScreenshot,
  screenshotsWanted,
  navigateInApp,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Study notes and the dashboard (issue 8): a case practised by API shows up in the dashboard,
 * the learning history, the incorrect notes (list and detail) and the statistics; bookmarks made by
 * API are listed. With the network off, history, bookmarks and the note detail reopen from the
 * device, a memo edit and a bookmark removal wait in the outbox, and reach the server once online.
 */
const CASE_ID = 'acute-appendicitis';
const OTHER_CASE_ID = 'acute-pericarditis';
const QUESTIONS = [
  '안녕하세요, 담당 의사입니다. 성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 아프셨어요?',
  '어느 부위가 가장 아프세요?',
  '열은 나셨어요?',
  '(우하복부를 촉진한다)',
];

async function headers(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  return { Authorization: `Bearer ${token}` };
}

/** Starts, chats, completes and waits for the grade, all through the API. */
async function practiseAndGrade(page: Page): Promise<string> {
  const auth = await headers(page);
  const started = await page.request.post('/api/v1/practice-sessions', {
    headers: auth,
    data: { scenarioId: CASE_ID },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { practiceSessionId } = (await started.json()) as { practiceSessionId: string };
  for (const messageContent of QUESTIONS) {
    const reply = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/chat-messages`, {
      headers: auth,
      data: { messageContent },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
  const done = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/complete`, {
    headers: auth,
    data: { practiceMemo: '충수염 의심, CT 확인' },
  });
  expect(done.ok(), await done.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/practice-sessions/${practiceSessionId}/feedback`, {
          headers: auth,
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('completed');
  return practiceSessionId;
}

async function bookmarkByApi(page: Page, scenarioId: string) {
  const response = await page.request.post(`/api/v1/cases/${scenarioId}/bookmark`, {
    headers: await headers(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('notes screens online, then offline with a memo edit and a bookmark removal that sync later', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInLearner(page, 'notes');
  await waitForActiveServiceWorker(page);
  const sessionId = await practiseAndGrade(page);
  await bookmarkByApi(page, CASE_ID);
  await bookmarkByApi(page, OTHER_CASE_ID);

  // ---- Dashboard ---------------------------------------------------------------------------------
  await page.goto('/dashboard');
  await expect(page.getByTestId('weak-areas')).toContainText('Top 5 약점 영역');
  await expect(page.getByTestId('recent-cases').getByRole('link', { name: '급성 충수염' })).toHaveAttribute(
    'href',
    `/my-notes/history/case-results/${sessionId}`,
  );
  await expect(page.getByTestId('period-card')).toHaveCount(3);
  await expect(page.getByTestId('learning-tip')).not.toBeEmpty();

  // ---- History: filters in the URL, rows link to the result ---------------------------------------
  await page.goto('/my-notes');
  await expect(page).toHaveURL(/\/my-notes\/history$/);
  const row = page.getByTestId('history-row').filter({ hasText: '급성 충수염' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link').filter({ has: row })).toHaveAttribute(
    'href',
    `/my-notes/history/case-results/${sessionId}`,
  );
  await expect(row).toContainText(/\d{4}\. \d{1,2}\. \d{1,2}\.|\d{4}년 \d{1,2}월 \d{1,2}일/);
  await page.getByRole('main').getByText('모의고사', { exact: true }).click();
  await expect(page).toHaveURL(/type=mock/);
  await expect(page.getByText('기록이 없습니다')).toBeVisible();
  await page.getByRole('main').getByText('전체', { exact: true }).click();
  await expect(row).toBeVisible();

  // ---- Bookmarks ----------------------------------------------------------------------------------
  await page.getByRole('navigation', { name: '학습 노트' }).getByRole('link', { name: '즐겨찾기' }).click();
  await expect(page.getByTestId('bookmark-card')).toHaveCount(2);
  await expect(
    page
      .getByTestId('bookmark-card')
      .filter({ hasText: '급성 충수염' })
      .getByRole('link', { name: '실습하기' }),
  ).toHaveAttribute('href', `/cases/practice/${CASE_ID}`);

  // ---- Incorrect notes: list then detail ------------------------------------------------------------
  await navigateInApp(page, '/my-notes/incorrect');
  const card = page.getByTestId('note-card').filter({ hasText: '급성 충수염' });
  await expect(card).toBeVisible();
  await page.getByRole('textbox', { name: '증례 검색' }).fill('충수');
  await expect(page.getByTestId('note-card')).toHaveCount(1);
  await page.getByRole('textbox', { name: '증례 검색' }).fill('없는 증례');
  await expect(page.getByText('검색 결과가 없습니다')).toBeVisible();
  await page.getByRole('textbox', { name: '증례 검색' }).fill('');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my-notes/incorrect/${CASE_ID}/detail`));
  await expect(page.getByTestId('note-chat-line')).toHaveCount(QUESTIONS.length * 2);
  await expect(page.getByTestId('practice-memo')).toContainText('충수염 의심');
  await expect(page.getByTestId('note-overall-score')).toBeVisible();

  // ---- Statistics ---------------------------------------------------------------------------------
  await navigateInApp(page, '/my-notes/statistics');
  await expect(page.getByTestId('stat-card')).toHaveCount(3);
  await expect(page.getByTestId('score-trend')).toBeVisible();

  // ---- Screenshots at both sizes (SCREENSHOTS=1: the screens above again, for a human) -------------
  for (const [width, height] of screenshotsWanted
    ? ([
        [1440, 900],
        [390, 844],
      ] as const)
    : []) {
    await page.setViewportSize({ width, height });
    const tag = `${width}x${height}`;
    await page.goto('/dashboard');
    await expect(page.getByTestId('readiness')).toBeVisible();
    await saveScreenshot(page, `notes-dashboard-${tag}`);
    await page.goto('/my-notes/history');
    await expect(row).toBeVisible();
    await saveScreenshot(page, `notes-history-${tag}`, { fullPage: false });
    await page.goto('/my-notes/bookmarks');
    await expect(page.getByTestId('bookmark-card')).toHaveCount(2);
    await saveScreenshot(page, `notes-bookmarks-${tag}`, { fullPage: false });
    await page.goto('/my-notes/incorrect');
    await expect(card).toBeVisible();
    await saveScreenshot(page, `notes-incorrect-list-${tag}`, { fullPage: false });
    await page.goto(`/my-notes/incorrect/${CASE_ID}/detail`);
    await expect(page.getByTestId('note-overall-score')).toBeVisible();
    await saveScreenshot(page, `notes-incorrect-detail-${tag}`);
    await page.goto('/my-notes/statistics');
    await expect(page.getByTestId('score-trend')).toBeVisible();
    await saveScreenshot(page, `notes-statistics-${tag}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // ---- Offline: reopen history, bookmarks and the detail from the device ----------------------------
  await context.setOffline(true);
  await page.goto('/my-notes/history');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(row).toBeVisible();

  await page.goto('/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(2);
  const other = page.getByTestId('bookmark-card').filter({ hasNotText: '급성 충수염' });
  await other.getByRole('button', { name: /즐겨찾기 해제/ }).click();
  await expect(page.getByTestId('bookmark-removed-overlay')).toBeVisible();
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
  await expect(page.getByTestId('bookmark-removed-overlay')).toBeHidden();

  await page.goto(`/my-notes/incorrect/${CASE_ID}/detail`);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('note-chat-line')).toHaveCount(QUESTIONS.length * 2);
  const memo = page.getByRole('textbox', { name: '나의 메모' });
  await memo.fill('맥버니 압통, 반발통 꼭 확인하기');
  await page.getByRole('button', { name: '메모 저장' }).click();
  await expect(page.getByTestId('memo-status')).toHaveText('연결되면 서버에 저장돼요');
  await saveScreenshot(page, 'notes-incorrect-detail-offline-1440x900', { fullPage: false });

  // A reload offline keeps the edit (the device's copy carries it).
  await page.reload();
  await expect(page.getByRole('textbox', { name: '나의 메모' })).toHaveValue(
    '맥버니 압통, 반발통 꼭 확인하기',
  );

  // ---- Back online: the outbox delivers both writes ---------------------------------------------------
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await apiGetAsLearner<{ data: { userMemo: string } }>(page, `my-notes/incorrect-notes/${CASE_ID}`))
          .data.userMemo,
      { timeout: 30_000 },
    )
    .toBe('맥버니 압통, 반발통 꼭 확인하기');
  await expect(page.getByTestId('memo-status')).toHaveText('저장됨');
  await expect
    .poll(
      async () =>
        (await apiGetAsLearner<{ data: { scenarioId: string }[] }>(page, 'my-notes/bookmarks')).data.map(
          (item) => item.scenarioId,
        ),
      { timeout: 30_000 },
    )
    .toEqual([CASE_ID]);
  await expect(page.getByRole('textbox', { name: '나의 메모' })).toHaveValue(
    '맥버니 압통, 반발통 꼭 확인하기',
  );
});
