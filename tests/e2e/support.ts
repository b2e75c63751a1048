/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import axe from 'axe-core';

export interface TestLearner {
  fullName: string;
  nickname: string;
  email: string;
  password: string;
}

let counter = 0;

/** A learner with an e-mail no other run or test has used. */
export function newLearner(label: string): TestLearner {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: '김테스트',
    nickname: `${label}${counter}`,
    email: `e2e-${label}-${unique}@example.com`,
    password: 'practice-1234',
  };
}

export async function registerViaApi(request: APIRequestContext, learner: TestLearner): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      fullName: learner.fullName,
      nickname: learner.nickname,
      email: learner.email,
      password: learner.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Fills and sends the login page's form. Scoped to the form holding the 로그인 button, so it waits
 * for the login page itself (never the fields of a page still on screen while it loads).
 */
export async function logInViaForm(page: Page, email: string, password: string): Promise<void> {
  const submit = page.getByRole('button', { name: '로그인', exact: true });
  const form = page.locator('form').filter({ has: submit });
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호', { exact: true }).fill(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Registers a learner by API and signs in through the login page; ends on /dashboard. */
export async function signedInLearnerViaForm(page: Page, label: string): Promise<TestLearner> {
  const learner = newLearner(label);
  await registerViaApi(page.request, learner);
  await page.goto('/login');
  await logInViaForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return learner;
}

/**
 * Registers a learner and signs in by API, stores the session where the app keeps it (as a
 * returning learner's browser has it) and opens `at` (/dashboard unless told). The login form
 * itself is covered by auth-flow.spec.ts; skipping it here spares every other test a whole page
 * load of /login, and opening the page a test starts on spares it one of /dashboard (a whole app
 * boot, about a second of Chromium's CPU). `at: null` opens no page of the app: for a test that
 * prepares the learner's data by API first and then opens the page it is about.
 */
export async function signedInLearner(
  page: Page,
  label: string,
  at: string | null = '/dashboard',
): Promise<TestLearner> {
  const learner = newLearner(label);
  await registerViaApi(page.request, learner);
  await storeSessionOf(page, learner.email, learner.password);
  if (at === null) return learner;
  await page.goto(at);
  if (at === '/dashboard') await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in: the guard kept the page rather than sending the visitor to /login.
  else await expect(page).not.toHaveURL(/\/login/);
  return learner;
}

/**
 * Opens `route` inside the running app, as its own links do: the router (TanStack's browser history
 * watches `history.pushState`) renders the route's page without reloading the app. A fresh
 * `page.goto` of a signed-in page costs 1-2.6 s of Chromium CPU (the whole app boots again); this
 * costs the page alone (0.3-1 s, /cases more). For tests whose subject is a page, not how it loads;
 * the page must have the app running, and leaving a live case this way skips its leave guard.
 * Resolves once the page left behind is gone: while the next page's code loads, the old one stays
 * on screen under the new address, marked busy (routes/__root.tsx), and must not pass for the new.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate(async (route) => {
    const key = Math.random().toString(36).slice(2, 10);
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', route);
    // The router marks the outlet busy as it renders the navigation, before the next frame.
    const outlet = document.querySelector('[data-testid="page-outlet"]');
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await nextFrame();
    while (outlet?.getAttribute('aria-busy') === 'true') await nextFrame();
  }, route);
  await expect(page).toHaveURL((url) => url.href === new URL(route, url).href);
  await expect(page.getByTestId('page-outlet')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Signs in by API and writes the tokens and user into the page's origin, without booting the app:
 * a small same-origin file is opened first so localStorage belongs to the app's origin.
 */
export async function storeSessionOf(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { accessToken: string; refreshToken: string; user: unknown };
  await page.goto('/favicon.svg');
  await page.evaluate((answer) => {
    localStorage.setItem('aichpx_access_token', answer.accessToken);
    localStorage.setItem('aichpx_refresh_token', answer.refreshToken);
    localStorage.setItem('aichpx_user_info', JSON.stringify(answer.user));
  }, session);
}

const artifactsDir = join(process.cwd(), 'tests', 'e2e', 'artifacts');

/** Whether this run writes the pictures of saveScreenshot (SCREENSHOTS=1); failures get theirs anyway. */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/**
 * Screenshot for a human to look at (tests/e2e/artifacts is gitignored); full page unless told.
 * Only when SCREENSHOTS=1: pictures cost time and no test reads them.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(artifactsDir, { recursive: true });
  // Fonts load on demand (Pretendard subsets); wait so the picture shows the real type.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** `ready` resolves once a worker is active, which may still be 'activating'; wait for 'activated'. */
export async function waitForActiveServiceWorker(page: Page): Promise<void> {
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

/** The Authorization header of the learner signed in on this page (their stored access token). */
export async function authHeaders(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  return { Authorization: `Bearer ${token}` };
}

/** GET an /api/v1 path as the learner signed in on this page (their stored access token). */
export async function apiGetAsLearner<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`, { headers: await authHeaders(page) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Starts a case and talks to the patient through the API, as the signed-in learner; the session's id. */
export async function practiseByApi(
  page: Page,
  scenarioId: string,
  questions: readonly string[],
): Promise<string> {
  const headers = await authHeaders(page);
  const started = await page.request.post('/api/v1/practice-sessions', { headers, data: { scenarioId } });
  expect(started.ok(), await started.text()).toBe(true);
  const { practiceSessionId } = (await started.json()) as { practiceSessionId: string };
  for (const messageContent of questions) {
    const reply = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/chat-messages`, {
      headers,
      data: { messageContent },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    expect(await reply.text()).toContain('[DONE]');
  }
  return practiceSessionId;
}

/** Ends a session through the API with this memo. */
export async function completeByApi(page: Page, sessionId: string, practiceMemo: string): Promise<void> {
  const response = await page.request.post(`/api/v1/practice-sessions/${sessionId}/complete`, {
    headers: await authHeaders(page),
    data: { practiceMemo },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Starts a case, asks a few questions, ends it and waits for the grade, all through the API. */
export async function practiseAndGradeByApi(
  page: Page,
  scenarioId: string,
  questions: readonly string[],
  practiceMemo = '충수염 의심',
): Promise<string> {
  const sessionId = await practiseByApi(page, scenarioId, questions);
  await completeByApi(page, sessionId, practiceMemo);
  await expectGradedOnServer(page, sessionId);
  return sessionId;
}

/**
 * Waits until a completed page shows `shown` (by default its '채점 완료'), pressing '채점 완료 확인'
 * whenever it is enabled. The page asks the server once when it opens and then every 10 s (spec:
 * grading polling), so a grade that lands just after that first answer would leave the test idle for
 * up to 10 s; where the automatic poll is not what a test is about, it asks the way a learner
 * would. The polling itself is covered where it is the subject (case-grading, offline-encounter).
 */
export async function pressCheckUntilGraded(
  page: Page,
  shown = page.getByTestId('grading-status').getByText('채점 완료', { exact: true }),
  timeout = 30_000,
): Promise<void> {
  const check = page.getByRole('button', { name: '채점 완료 확인' });
  await expect(async () => {
    // The button leaves the page with the grade: each look at it is bounded, never a wait for it.
    if (!(await shown.isVisible()) && (await check.isEnabled({ timeout: 500 }).catch(() => false)))
      await check.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}

/** Waits until the server has graded the session (its feedback is 'completed'). */
export async function expectGradedOnServer(page: Page, sessionId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await apiGetAsLearner<{ status: string }>(page, `practice-sessions/${sessionId}/feedback`)).status,
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('completed');
}

/**
 * The server holds the practice session as ended with this memo: the device delivered the end of
 * the case (from its outbox, so it may take a while). `timeout` as in expect.poll.
 */
export async function expectSessionEndedOnServer(
  page: Page,
  sessionId: string,
  practiceMemo: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await apiGetAsLearner<{ data: { status: string; practiceMemo: string | null } }>(
            page,
            `practice-sessions/${sessionId}`,
          )
        ).data,
      options,
    )
    .toMatchObject({ status: 'completed', practiceMemo });
}

/** A row of the app's IndexedDB ('cpx'), read the way the app stored it. */
export async function readStoredRow<T>(page: Page, table: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    ({ table, key }) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(table, 'readonly').objectStore(table).get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T | undefined);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { table, key },
  );
}

/** How many rows a table of the app's IndexedDB holds. */
export async function countStoredRows(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (table) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cpx');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(table, 'readonly').objectStore(table).count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

/** The WCAG 2.2 AA rule set every screen is held to (accessibility.spec.ts). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's violations of the WCAG 2.2 AA rules on what is on screen (or only in `include`, a CSS
 * selector): the same axe-core and the same rules as AxeBuilder's `analyze()`, run by axe.run in the
 * page itself. AxeBuilder sends axe's 560 kB source into the page at every scan and finishes each
 * scan in a new blank page (its way of joining the results of cross-origin frames): 2-4.6 s of
 * Chromium CPU per scan of /dashboard or /cases, against 0.7-1.0 s here, where axe is put into a
 * document once and later scans of it only run (bench/RESULTS.md, 2026-12-06 suite-e2e). The app
 * has no frames; a page that has some is scanned by AxeBuilder, frames and all.
 */
export async function axeViolations(page: Page, include?: string): Promise<axe.Result[]> {
  const options: axe.RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // Only violations are wanted; collecting the passes' details too would double the time per scan.
    resultTypes: ['violations'],
  };
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // The page at rest: colour transitions under way (a state the page was just put in, such as a
  // button enabled a moment ago or the header's sync label turning) finished, then a frame drawn.
  // axe measures contrast from computed colours, and a colour half-way through its transition is
  // not what anyone sees for more than a moment. Endless animations (spinners) are not waited for.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
  return page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(include ? { include: [include] } : document, options)
        .then((result) => result.violations),
    { include, options },
  );
}

/** What is on screen (or only `include`, a CSS selector) passes axe's WCAG 2.2 AA rules. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
