/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { bookmarkByApi, pendingOutbox, storedCaseCount } from './offline-support';
import {
  apiGetAsLearner,
  authHeaders,
  saveScreenshot,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

/**
 * Fault injection (issue 9) on the real app and server: /api/v1 answers are replaced, held or cut
 * with page.route. Reads: a failing or slow pull never hides what the device already has. Writes:
 * a queued write survives dropped connections and reaches the server exactly once, even when the
 * server applied it and only its answer was lost. Grading polls stop while offline.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** GET /cases?... and /cases/categories: the case library pull. */
const isLibraryPull = (url: URL) =>
  url.pathname === '/api/v1/cases' || url.pathname === '/api/v1/cases/categories';

/** A held answer: requests wait in the route until `release()`, then go to the server. */
function holdRequests() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = () => resolve()));
  const seen: Request[] = [];
  return {
    seen,
    release: () => release(),
    handler: async (route: Route) => {
      seen.push(route.request());
      await gate;
      await route.fallback();
    },
  };
}

async function feedbackCount(page: Page, title: string): Promise<number> {
  const answer = await apiGetAsLearner<{ pagination: { totalItems: number } }>(
    page,
    `feedback?search=${encodeURIComponent(title)}`,
  );
  return answer.pagination.totalItems;
}

async function writeFeedback(page: Page, title: string): Promise<void> {
  await page.goto('/feedback/create');
  await page.getByRole('radio', { name: '버그 신고' }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).fill('연결이 끊겨도 한 번만 등록되어야 합니다.');
  await page.getByRole('button', { name: '등록하기' }).click();
}

test('a failing pull keeps the device copy on screen with a Korean notice and a retry', async ({ page }) => {
  await signedInLearner(page, 'fault5xx', null);
  await bookmarkByApi(page, 'acute-appendicitis');
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  const count = await page.getByTestId('case-count').textContent();
  await page.goto('/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);

  // The server fails every read with an English stack-trace-ish body: none of it may show.
  const serverError = { status: 500, json: { error: 'Internal Server Error: TypeError at pull()' } };
  await page.route(isLibraryPull, (route) => route.fulfill(serverError));
  await page.route('**/api/v1/my-notes/bookmarks', (route) => route.fulfill({ ...serverError, status: 503 }));

  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await expect(page.getByTestId('case-count')).toHaveText(count ?? '');
  await expect(
    page.getByText('최신 목록을 받지 못했습니다. 저장된 목록을 보여드립니다.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Internal Server Error', { exact: false })).toHaveCount(0);
  await saveScreenshot(page, 'faults-cases-5xx-390x844', { fullPage: false });

  await page.goto('/my-notes/bookmarks');
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
  const notice = page.getByRole('alert').filter({ hasText: '불러오지 못했습니다' });
  await expect(notice).toContainText('서버');
  await expect(notice).toContainText('최신 내용을 불러오지 못했습니다');
  await expect(notice).toContainText('이 기기에 저장된 내용을 보여드려요');
  await expect(page.getByText('Internal Server Error', { exact: false })).toHaveCount(0);
  await saveScreenshot(page, 'faults-bookmarks-5xx-390x844', { fullPage: false });

  // The server recovers: the notice's retry pulls again and the notice goes.
  await page.unroute('**/api/v1/my-notes/bookmarks');
  await notice.getByRole('button', { name: '다시 시도' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('bookmark-card')).toHaveCount(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('slow answers: a loading state on the first visit, the device copy at once afterwards', async ({
    page,
  }) => {
    await signedInLearner(page, 'faultslow');
    await waitForActiveServiceWorker(page);

    // First visit, nothing on the device: placeholders and the refresh indicator, no empty message.
    const first = holdRequests();
    await page.route(isLibraryPull, first.handler);
    await page.goto('/cases');
    await expect.poll(() => first.seen.length).toBeGreaterThan(0);
    await expect(page.getByLabel('목록 새로 받는 중')).toBeVisible();
    await expect(page.getByTestId('case-card')).toHaveCount(0);
    await expect(page.getByText('조건에 맞는 증례가 없습니다')).toHaveCount(0);
    await saveScreenshot(page, 'faults-cases-slow-first-390x844', { fullPage: false });
    first.release();
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    await expect(page.getByLabel('목록 새로 받는 중')).toHaveCount(0);
    await page.unroute(isLibraryPull, first.handler);

    // Next visit: the cards come from the device while the refresh is still held.
    const again = holdRequests();
    await page.route(isLibraryPull, again.handler);
    await page.reload();
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    await expect(page.getByLabel('목록 새로 받는 중')).toBeVisible();
    expect(again.seen.length).toBeGreaterThan(0);
    expect(await storedCaseCount(page)).toBeGreaterThan(500);
    again.release();
    await expect(page.getByLabel('목록 새로 받는 중')).toHaveCount(0);
  });
});

test('a queued write whose connection drops stays queued and reaches the server once', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInLearner(page, 'faultdrop', '/feedback');
  await expect(page.getByText(/총 \d+개/)).toBeVisible();

  // The first two tries never reach the server: the connection resets, then fails outright.
  const title = `끊긴 연결 ${Date.now().toString(36)}`;
  const failures = ['connectionreset', 'failed'] as const;
  const keys: string[] = [];
  // The try that gets through is held until the queued row has been seen: on a busy machine the
  // retries could otherwise all be over before the list is looked at.
  let letThrough = () => {};
  const seen = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/v1/feedback', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const failure = failures[keys.length - 1];
    if (failure) return route.abort(failure);
    await seen;
    return route.fallback();
  });
  await writeFeedback(page, title);
  const modal = page.getByTestId('app-modal');
  await expect(modal).toContainText('자동으로 등록됩니다');
  await modal.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('pending-feedback-row').filter({ hasText: title })).toContainText(
    '전송 대기 중',
  );
  letThrough();

  await expect(page.getByTestId('feedback-row').filter({ hasText: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pending-feedback-row')).toHaveCount(0);
  expect(await pendingOutbox(page)).toEqual([]);
  expect(keys.length).toBe(3);
  expect(new Set(keys).size).toBe(1);
  expect(await feedbackCount(page, title)).toBe(1);
});

test('a request the server applied but whose answer was lost is retried without a duplicate', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInLearner(page, 'faultlost', '/feedback');
  await expect(page.getByText(/총 \d+개/)).toBeVisible();

  const title = `답을 못 받은 글 ${Date.now().toString(36)}`;
  const attempts: { key: string; status: number; replayed: string | undefined }[] = [];
  await page.route('**/api/v1/feedback', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // The real request reaches the server and is applied…
    const response = await route.fetch();
    attempts.push({
      key: route.request().headers()['idempotency-key'] ?? '',
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'],
    });
    // …but the first answer never reaches the page.
    if (attempts.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  await writeFeedback(page, title);
  await page.getByTestId('app-modal').getByRole('button', { name: '확인' }).click();

  await expect(page.getByTestId('feedback-row').filter({ hasText: title })).toBeVisible({ timeout: 30_000 });
  expect(await pendingOutbox(page)).toEqual([]);
  expect(attempts).toHaveLength(2);
  expect(attempts[1]?.key).toBe(attempts[0]?.key);
  expect(attempts[0]).toMatchObject({ status: 201, replayed: undefined });
  expect(attempts[1]).toMatchObject({ status: 201, replayed: 'true' });
  expect(await feedbackCount(page, title)).toBe(1);
  await expect(page.getByTestId('feedback-row').filter({ hasText: title })).toHaveCount(1);
});

test('a bookmark whose connection drops is kept and delivered once', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInLearner(page, 'faultmark', '/cases');
  const card = page.getByTestId('case-card').first();
  await expect(card).toBeVisible();
  const link = card.getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  const scenarioId = (await link.getAttribute('href'))?.split('/').pop() ?? '';

  let dropped = 0;
  await page.route(`**/api/v1/cases/${scenarioId}/bookmark`, async (route) => {
    if (dropped < 2) {
      dropped += 1;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await card.getByRole('button', { name: `${name} 즐겨찾기에 추가` }).click();
  await expect(card.getByRole('button', { name: `${name} 즐겨찾기 해제` })).toBeVisible();
  await expect.poll(async () => (await pendingOutbox(page))[0]?.attempts ?? 0).toBeGreaterThan(0);
  // The star stays on while the write waits.
  await expect(card.getByRole('button', { name: `${name} 즐겨찾기 해제` })).toBeVisible();

  await expect.poll(async () => (await pendingOutbox(page)).length, { timeout: 30_000 }).toBe(0);
  const bookmarks = await apiGetAsLearner<{ data: { scenarioId: string }[] }>(page, 'my-notes/bookmarks');
  expect(bookmarks.data.map((row) => row.scenarioId)).toEqual([scenarioId]);
  await expect(card.getByRole('button', { name: `${name} 즐겨찾기 해제` })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('grading polls stop while offline and start again when the network returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await signedInLearner(page, 'faultpoll');
    await waitForActiveServiceWorker(page);
    const headers = await authHeaders(page);
    const started = await page.request.post('/api/v1/practice-sessions', {
      headers,
      data: { scenarioId: 'acute-appendicitis' },
    });
    const { practiceSessionId } = (await started.json()) as { practiceSessionId: string };
    await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/chat-messages`, {
      headers,
      data: { messageContent: '어디가 불편해서 오셨어요?' },
    });
    const ended = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/complete`, {
      headers,
      data: { practiceMemo: '' },
    });
    expect(ended.ok(), await ended.text()).toBe(true);

    // Every question about the grade is counted, answered or not, and kept at 'evaluating'.
    const asked: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/v1/practice-sessions/${practiceSessionId}/feedback`) {
        asked.push(Date.now());
      }
    });
    await page.route(`**/api/v1/practice-sessions/${practiceSessionId}/feedback`, (route) =>
      route.fulfill({ json: { status: 'evaluating', data: null } }),
    );

    await page.goto(`/cases/completed/${practiceSessionId}`);
    await expect(page.getByTestId('grading-status')).toContainText('채점 진행 중');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.clock.runFor(10_000);
    await expect.poll(() => asked.length).toBeGreaterThan(1);

    await context.setOffline(true);
    await expect(page.getByTestId('grading-status')).toContainText('오프라인입니다');
    const whileOnline = asked.length;
    // Five minutes offline: the fast and the slow cadence would both have asked several times.
    await page.clock.runFor(5 * 60_000);
    await expect(page.getByRole('button', { name: '채점 완료 확인' })).toBeDisabled();
    expect(asked.length).toBe(whileOnline);

    await context.setOffline(false);
    await expect.poll(() => asked.length).toBeGreaterThan(whileOnline);
    await expect(page.getByTestId('grading-status')).not.toContainText('오프라인입니다');
    await page.clock.runFor(60_000);
    await expect.poll(() => asked.length).toBeGreaterThan(whileOnline + 1);
  });
});

test('a briefing the server fails to send says so and fetches again on retry', async ({ page }) => {
  // Signed in, the library never opened: the briefing has to come from the server.
  await signedInLearner(page, 'faultbrief');
  let failing = true;
  await page.route('**/api/v1/cases/acute-appendicitis', (route) =>
    failing ? route.fulfill({ status: 502, body: '<html>Bad Gateway</html>' }) : route.fallback(),
  );
  await page.goto('/cases/practice/acute-appendicitis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('브리핑을 불러오지 못했습니다');
  await expect(page.getByText('서버에 일시적인 문제가 발생했습니다', { exact: false })).toBeVisible();
  await expect(page.getByText('Bad Gateway')).toHaveCount(0);
  await saveScreenshot(page, 'faults-briefing-5xx-390x844', { fullPage: false });

  failing = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  await expect(page.getByRole('button', { name: '실습 시작' })).toBeEnabled();
});
