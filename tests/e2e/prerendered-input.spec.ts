/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page, type Route } from '@playwright/test';
import { newLearner, registerViaApi, signedInLearner } from './support';

/**
 * A first visit on a slow phone: `/` and `/login` are served prerendered (scripts/vite-prerender.ts)
 * and show their page before the app's code has run. What the visitor does meanwhile must not be
 * lost: typed text and the focus are carried into the app's form, a tap on a button is made again
 * once the app runs, and links are real addresses the browser follows without the app. The app's
 * entry script is held back here (no service worker: it comes over the network) as a slow network
 * would hold it.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Opens `path` with the app's entry script held back; `release` lets it run. */
async function openWithAppHeld(page: Page, path: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(ENTRY, (route) => (released ? route.continue() : void held.push(route)));
  // The held module script holds DOMContentLoaded too.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

for (const path of ['/', '/login'])
  test(`${path} is painted before any of the app's scripts is requested, and the app then takes over`, async ({
    page,
  }) => {
    await page.goto(path);
    // The app's own page, handed over (the snapshot is gone).
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) => entry.initiatorType !== 'fetch' && /\.js(?:\?|$)/.test(new URL(entry.name).pathname),
        )
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    // Nothing the first paint could have waited for (scripts/vite-prerender.ts, appStarter).
    expect(scripts.filter((script) => script.start < paint!)).toEqual([]);
  });

test('what is typed into /login before the app runs is kept with the focus, and signs in', async ({
  page,
}) => {
  const learner = newLearner('pretyped');
  await registerViaApi(page.request, learner);
  const app = await openWithAppHeld(page, '/login');
  const snapshot = page.locator('#prerendered');
  await snapshot.getByLabel('이메일').click();
  await page.keyboard.type(learner.email);
  await snapshot.getByLabel('비밀번호', { exact: true }).click();
  await page.keyboard.type(learner.password.slice(0, 4));

  await app.release();
  await expect(snapshot).toHaveCount(0);
  const form = page.locator('#root');
  await expect(form.getByLabel('이메일')).toHaveValue(learner.email);
  const password = form.getByLabel('비밀번호', { exact: true });
  await expect(password).toHaveValue(learner.password.slice(0, 4));
  await expect(password).toBeFocused();
  // The learner goes on typing where they were, and signs in with Enter.
  await page.keyboard.type(learner.password.slice(4));
  await expect(password).toHaveValue(learner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a tap on 로그인 before the app runs is not lost: the app signs in with what was typed', async ({
  page,
}) => {
  const learner = newLearner('pretapped');
  await registerViaApi(page.request, learner);
  const app = await openWithAppHeld(page, '/login');
  const snapshot = page.locator('#prerendered');
  await snapshot.getByLabel('이메일').fill(learner.email);
  await snapshot.getByLabel('비밀번호', { exact: true }).fill(learner.password);
  await snapshot.getByRole('button', { name: '로그인', exact: true }).click();
  // Held, not submitted natively: the password never goes into the address.
  await expect(page).toHaveURL(/\/login$/);

  await app.release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the links of the prerendered pages work before the app runs', async ({ page }) => {
  const app = await openWithAppHeld(page, '/');
  await page.locator('#prerendered').getByRole('link', { name: '로그인', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await app.release();
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
});

test("a signed-in learner's pages load none of the first screens' code", async ({ page }) => {
  // The shell every other address (and the service worker) answers with names none of it.
  const shell = await (await page.request.get('/dashboard')).text();
  const named = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(named.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(named.filter((path) => /first-screen/.test(path))).toEqual([]);
  // Nor does any signed-in page's own code (what it shares with the first screens is apart).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signedInLearner(page, 'nofirstscreen');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  for (const [path, heading] of [
    ['/cases', '증례 라이브러리'],
    ['/mock-exams', '모의고사'],
    ['/my-notes/history', '학습 기록'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((path) => /\/assets\/first-screen-/.test(path))).toEqual([]);
  // The prerendered pages do preload it, with their own code.
  expect(await (await page.request.get('/login')).text()).toMatch(/\/assets\/first-screen-[\w-]+\.js/);
});
