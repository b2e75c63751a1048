/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { signedInLearner } from './support';

/** `ready` resolves once a worker is active, which may still be 'activating'; wait for 'activated'. */
async function waitForActiveServiceWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
    return worker?.state;
  });
  expect(state).toBe('activated');
}

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
