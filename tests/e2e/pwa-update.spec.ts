/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiGetAsLearner, saveScreenshot, signedInLearner, waitForActiveServiceWorker } from './support';
import { controllingWorkerVersion, pendingOutbox } from './offline-support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A new deployment (issue 9): the installed worker is a previous build, the server now has
 * another; the app finds it (hourly, or when the browser checks on a navigation), asks
 * '새 버전이 있습니다', and 새로고침 reloads the page under the new worker. Writes queued on the
 * device before the update are still in the outbox afterwards and reach the server once.
 *
 * The previous build: Chromium fetches a worker's script outside Playwright's routing when it
 * checks for updates, but the first install goes through it. So the first install is served a
 * copy of the real sw.js whose index.html revision (the build id the worker reports) is changed;
 * every later check reaches the real server and finds different bytes — a new deployment.
 */
const PREVIOUS_BUILD = 'previous-deployment';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

async function installPreviousDeployment(context: BrowserContext): Promise<void> {
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const real = await response.text();
    const previous = real.replace(
      /\{"revision":"[^"]+","url":"index\.html"\}/,
      `{"revision":"${PREVIOUS_BUILD}","url":"index.html"}`,
    );
    expect(previous).not.toBe(real);
    await route.fulfill({ response, body: previous });
  });
}

/** The build id of the deployed sw.js: its index.html revision. */
async function deployedVersion(page: Page): Promise<string> {
  const script = await (await page.request.get('/sw.js')).text();
  const match = /\{"revision":"([^"]+)","url":"index\.html"\}/.exec(script);
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

async function clickAndWaitForReload(page: Page, click: () => Promise<void>): Promise<void> {
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  const loaded = page.waitForEvent('load');
  await click();
  await loaded;
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
    undefined,
  );
}

test('accepting a new version reloads under it; writes queued before stay queued and are sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await installPreviousDeployment(context);
  await signedInLearner(page, 'update');
  await waitForActiveServiceWorker(page);
  await context.unroute('**/sw.js');
  const deployed = await deployedVersion(page);
  expect(deployed).not.toBe(PREVIOUS_BUILD);

  // Pages read online, so the list and the board open offline; the previous build controls them.
  await page.goto('/feedback');
  await expect(page.getByText(/총 \d+개/)).toBeVisible();
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  expect(await controllingWorkerVersion(page)).toBe(PREVIOUS_BUILD);

  // ---- Writes queued offline: two bookmarks and a feedback post -----------------------------------
  await context.setOffline(true);
  const cards = page.getByTestId('case-card');
  const bookmarked: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const name = ((await card.getByRole('link').first().textContent()) ?? '').trim();
    bookmarked.push((await card.getByRole('link').first().getAttribute('href'))?.split('/').pop() ?? '');
    await card.getByRole('button', { name: `${name} 즐겨찾기에 추가` }).click();
    await expect(card.getByRole('button', { name: `${name} 즐겨찾기 해제` })).toBeVisible();
  }
  const title = `업데이트 전 작성 ${Date.now().toString(36)}`;
  await page.goto('/feedback/create');
  await page.getByRole('radio', { name: '버그 신고' }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page
    .getByRole('textbox', { name: '내용' })
    .fill('새 버전으로 바뀌어도 이 글은 한 번만 올라가야 합니다.');
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByTestId('app-modal').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/feedback$/);

  const queued = await pendingOutbox(page);
  expect(queued.map(({ kind, payload }) => ({ kind, payload }))).toEqual([
    { kind: 'bookmark', payload: { scenarioId: bookmarked[0], bookmarked: true } },
    { kind: 'bookmark', payload: { scenarioId: bookmarked[1], bookmarked: true } },
    { kind: 'feedback-post', payload: expect.objectContaining({ title }) },
  ]);

  // ---- The network is back while the server is being deployed: writes are refused for now -------
  const unavailable = { status: 503, json: { error: '서버 점검 중입니다.', code: 'INTERNAL' } };
  const writes = (url: URL) =>
    url.pathname === '/api/v1/feedback' || /\/api\/v1\/cases\/[^/]+\/bookmark$/.test(url.pathname);
  const refuseWrites = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill(unavailable);
  await page.route(writes, refuseWrites);
  await context.setOffline(false);
  await expect.poll(async () => (await pendingOutbox(page))[0]?.attempts ?? 0).toBeGreaterThan(0);

  // The learner asks for updates on my page (the app also does so every hour), and is asked.
  await page.goto('/my-page');
  await expect(page.getByTestId('app-version')).toHaveText(PREVIOUS_BUILD.slice(0, 8));
  await page.getByRole('button', { name: '업데이트 확인' }).click();
  await expect(page.getByTestId('app-update-status')).toHaveText(
    '새 버전을 받았습니다. 화면 위 알림에서 새로고침을 눌러주세요.',
  );
  const notice = page.getByRole('alert').filter({ hasText: '새 버전이 있습니다' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('새로고침하면 최신 버전을 사용할 수 있습니다.');
  await saveScreenshot(page, 'update-prompt-390x844', { fullPage: false });

  // Closed, then asked again: the waiting version is announced again.
  await notice.getByRole('button', { name: '알림 닫기' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: '업데이트 확인' }).click();
  await expect(notice).toBeVisible();

  await clickAndWaitForReload(page, () => notice.getByRole('button', { name: '새로고침' }).click());
  expect(await controllingWorkerVersion(page)).toBe(deployed);
  await expect(page.getByRole('alert').filter({ hasText: '새 버전이 있습니다' })).toHaveCount(0);
  await expect(page.getByTestId('app-version')).toHaveText(deployed.slice(0, 8));
  await page.getByRole('button', { name: '업데이트 확인' }).click();
  await expect(page.getByTestId('app-update-status')).toHaveText('최신 버전을 사용하고 있습니다.');
  await saveScreenshot(page, 'my-page-app-version-390x844', { fullPage: true });

  // The same entries, same ids (their Idempotency-Keys), still waiting.
  const afterReload = await pendingOutbox(page);
  expect(afterReload.map((entry) => entry.id)).toEqual(queued.map((entry) => entry.id));
  await page.goto('/feedback');
  await expect(page.getByTestId('pending-feedback-row').filter({ hasText: title })).toContainText(
    '전송 대기 중',
  );

  // ---- The server is back: everything is delivered, exactly once ----------------------------------
  await page.unroute(writes, refuseWrites);
  // Dropping and regaining the connection sends at once instead of after the backoff.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(async () => (await pendingOutbox(page)).length, { timeout: 20_000 }).toBe(0);

  const bookmarks = await apiGetAsLearner<{ data: { scenarioId: string }[] }>(page, 'my-notes/bookmarks');
  expect(bookmarks.data.map((row) => row.scenarioId).sort()).toEqual([...bookmarked].sort());
  const posts = await apiGetAsLearner<{ pagination: { totalItems: number } }>(
    page,
    `feedback?search=${encodeURIComponent(title)}`,
  );
  expect(posts.pagination.totalItems).toBe(1);
});

test('the hourly check finds a new version, and the reloaded app keeps checking', async ({
  page,
  context,
}) => {
  // Counts the app's own update checks (the browser's checks on navigation do not call this).
  await page.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update;
    const counter = window as unknown as { updateChecks: number };
    counter.updateChecks = 0;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      counter.updateChecks += 1;
      return update.call(this);
    };
    // Whether this page's registration has come back (the app starts its hourly check then).
    const register = ServiceWorkerContainer.prototype.register;
    const registered = window as unknown as { swRegistered: boolean };
    registered.swRegistered = false;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      const registering = register.apply(this, args);
      void registering.then(() => (registered.swRegistered = true));
      return registering;
    };
  });
  const updateChecks = () =>
    page.evaluate(() => (window as unknown as { updateChecks: number }).updateChecks);
  await installPreviousDeployment(context);
  const start = new Date('2026-03-02T09:00:00+09:00').getTime();
  await page.clock.install({ time: start });
  // The visit that installs the app: no worker controls this page.
  await page.goto('/');
  await waitForActiveServiceWorker(page);
  await context.unroute('**/sw.js');
  const deployed = await deployedVersion(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // From here on time moves only when the test says so. The worker registered within the first
  // 30 s, so its hourly check is due within 30 s after start + 1 h.
  await page.clock.pauseAt(start + 30_000);
  await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS - 30_000);
  expect(await updateChecks()).toBe(0);
  await page.clock.runFor(30_000);
  expect(await updateChecks()).toBe(1);

  // workbox-window announces a waiting worker after a short timer of its own.
  const notice = page.getByRole('alert').filter({ hasText: '새 버전이 있습니다' });
  await expect
    .poll(async () => {
      await page.clock.runFor(250);
      return notice.isVisible();
    })
    .toBe(true);
  await saveScreenshot(page, 'update-prompt-1440x900', { fullPage: false });

  await clickAndWaitForReload(page, () => notice.getByRole('button', { name: '새로고침' }).click());
  expect(await controllingWorkerVersion(page)).toBe(deployed);

  // The reloaded page registered again and checks again an hour later; it is up to date now.
  // (The clock stays paused across the reload.) Its hour counts from its registration, which comes
  // back after the load event: time moves on only once it has.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { swRegistered: boolean }).swRegistered))
    .toBe(true);
  expect(await updateChecks()).toBe(0);
  await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS - 10_000);
  expect(await updateChecks()).toBe(0);
  await page.clock.runFor(10_000);
  expect(await updateChecks()).toBe(1);
  await page.clock.runFor(1_000);
  await expect(notice).toHaveCount(0);
});
