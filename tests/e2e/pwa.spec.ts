/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test } from '@playwright/test';
import {
  saveScreenshot,
  signedInLearner,
  signedInLearnerViaForm,
  waitForActiveServiceWorker,
} from './support';
import { expectFontsKept } from './offline-support';

// Offline steps here rely on the service worker (blocked by default, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the web manifest is linked and describes an installable Korean app', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();

  const response = await page.request.get(href as string);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest.name).toContain('CPX 마스터');
  expect(manifest.short_name).toBe('CPX 마스터');
  expect(manifest.lang).toBe('ko');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker activates and the app shell opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForActiveServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('가상 환자와 진료하고');

  // A deep link the browser has never loaded offline is answered with the precached shell too.
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('한 번의 진료, 이렇게 채점됩니다');
  await context.setOffline(false);
});

test('the font subsets a first visit drew with before the worker was installed are kept for offline use', async ({
  page,
}) => {
  // The first page of a first visit loads before the service worker exists: its subsets do not pass
  // through the worker, and without the page's report (src/components/keep-fonts.ts) only the
  // browser's HTTP cache, which persistent storage does not cover, would hold them.
  await signedInLearner(page, 'fonts');
  await expect(page.getByTestId('learning-tip')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await waitForActiveServiceWorker(page);
  await expectFontsKept(page);
});

test('a signed-in learner reopening the app offline keeps their session and layout', async ({
  page,
  context,
}) => {
  const learner = await signedInLearner(page, 'offline');
  await waitForActiveServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('header').getByTestId('user-badge')).toContainText(learner.nickname);
  await expect(page.getByText('오프라인', { exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('with the service worker in control, an /api address gets the server, never the app shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForActiveServiceWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Online: the server's own JSON, straight from the network.
  const health = await page.goto('/api/v1/health');
  expect(health?.status()).toBe(200);
  expect(health?.fromServiceWorker()).toBe(false);
  expect(await health?.json()).toMatchObject({ status: 'ok' });
  await expect(page.locator('#root')).toHaveCount(0);

  for (const path of ['/api/v1/does-not-exist', '/api']) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    expect(missing?.fromServiceWorker(), path).toBe(false);
    expect(await missing?.json(), path).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    await expect(page.locator('#root')).toHaveCount(0);
  }

  // Offline: the browser's network error, not index.html from the precache.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('가상 환자와 진료하고');
  await context.setOffline(true);
  for (const path of ['/api/v1/health', '/api/v1/does-not-exist', '/api']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.locator('#root')).toHaveCount(0);
  }
  // The same worker still answers an app address with the shell.
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('한 번의 진료, 이렇게 채점됩니다');
  await context.setOffline(false);
});

test('persistent storage is asked for after sign-in and my page shows what the browser decided', async ({
  page,
}) => {
  // Count the app's requests without changing what the browser answers.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls += 1;
      return persist();
    };
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A visitor is not asked.
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(0);

  await signedInLearnerViaForm(page, 'persist');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls))
    .toBe(1);

  await page.goto('/my-page');
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  const badge = page.getByTestId('storage-persistence');
  await expect(badge).toHaveText(persisted ? '영구 저장' : '임시 저장');
  const ask = page.getByRole('button', { name: '영구 저장 요청' });
  if (persisted) {
    await expect(page.getByText('저장 공간이 부족해도 지우지 않습니다', { exact: false })).toBeVisible();
    await expect(ask).toHaveCount(0);
  } else {
    await expect(
      page.getByText('브라우저가 이 기기에 저장한 오프라인 데이터를 지울 수 있습니다', { exact: false }),
    ).toBeVisible();
    await expect(ask).toBeVisible();
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('app-version')).toHaveText(/^[0-9a-f]{8}$/);
  await saveScreenshot(page, 'my-page-device-cards-1440x900');
});
