/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { bookmarkByApi } from './offline-support';
import {
  authHeaders,
  axeViolations,
  navigateInApp,
  newLearner,
  practiseAndGradeByApi,
  pressCheckUntilGraded,
  registerViaApi,
  saveScreenshot,
  storeSessionOf,
} from './support';

/**
 * Accessibility (issue 23 item 14): every route passes axe's WCAG 2.0/2.1/2.2 A and AA rules at
 * 1440x900 (and the main ones at 390x844), the patient's replies reach a screen reader through a
 * polite live region that holds only the newest reply, and a case can be practised with the
 * keyboard alone: type, send with Enter, reach and use the end-case controls with Tab.
 */
const CASE_ID = 'acute-appendicitis';
const CASE_NAME = '급성 충수염';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Found {
  route: string;
  violations: Array<{ id: string; impact: string | null | undefined; targets: string[] }>;
}

/** Runs axe on what is on screen; returns the violations in a form a failure message can show. */
async function axeScan(page: Page, route: string): Promise<Found> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    // Shown as the run goes, so a run stopped half-way still lists what it found.
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`);
      console.log(`axe ${route}: ${violation.id}\n  ${targets.slice(0, 6).join('\n  ')}`);
    }
  }
  return {
    route,
    violations: violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary}`),
    })),
  };
}

type Ready = (page: Page) => Locator;
const heading: Ready = (p) => p.getByRole('heading', { level: 1 }).first();

/**
 * Opens `route`, waits until `ready` shows (the page's h1 unless told) and scans it. `inApp` opens it
 * inside the running app instead of loading it afresh (the subject here is the page, not its load:
 * each load boots the whole app again). With `phone`, the same page is then narrowed to 390 px,
 * as a learner's phone turned or a desktop window narrowed shows it, scanned again and widened back.
 */
async function visitAndScan(
  page: Page,
  route: string,
  found: Found[],
  { ready = heading, inApp = false, phone = false }: { ready?: Ready; inApp?: boolean; phone?: boolean } = {},
): Promise<void> {
  if (inApp) await navigateInApp(page, route);
  else await page.goto(route, { waitUntil: 'domcontentloaded' });
  await expect(ready(page)).toBeVisible();
  await scanHere(page, route, found);
  if (!phone) return;
  await resizeTo(page, PHONE);
  await expect(ready(page)).toBeVisible();
  await scanHere(page, route, found);
  await resizeTo(page, DESKTOP);
}

async function scanHere(page: Page, route: string, found: Found[]): Promise<void> {
  found.push(await axeScan(page, `${route} @${page.viewportSize()?.width}`));
  // Pictures of the screens the colour change touches most (SCREENSHOTS=1 only).
  const pictured = { '/': 'landing', '/login': 'login', '/cases': 'cases' }[route];
  const size = page.viewportSize();
  if (pictured && size) await saveScreenshot(page, `a11y-${pictured}-${size.width}x${size.height}`);
}

/**
 * Sets the viewport and waits for two frames: media-query listeners have run and what they changed
 * is drawn before the next scan. On a signed-in page, the header's burger (shown only on a phone)
 * shows the new width has taken effect.
 */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  // Mantine's sm breakpoint (48em): the burger shows below it, the navigation from it.
  const burger = page.getByRole('button', { name: '메뉴 열기', includeHidden: true });
  if ((await burger.count()) > 0) {
    if (size.width < 768) await expect(burger).toBeVisible();
    else await expect(burger).toBeHidden();
  }
}

function expectNoViolations(found: Found[]) {
  const failing = found.filter((entry) => entry.violations.length > 0);
  expect(failing, JSON.stringify(failing, null, 2)).toEqual([]);
}

async function api(page: Page) {
  return { headers: await authHeaders(page) };
}

/** A one-case free exam; when `finish`, taken (one question), completed and graded by API. */
async function mockExamByApi(page: Page, finish: boolean): Promise<string> {
  const { headers } = await api(page);
  const created = await page.request.post('/api/v1/mock-exams', {
    headers,
    data: {
      examType: 'free',
      caseCount: 1,
      selectedPrimaryCategories: [],
      selectedMiddleCategories: [],
      selectedIndividualCases: [CASE_ID],
      specifiedCases: [CASE_ID],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { mockExamSessionId: id } = (await created.json()) as { mockExamSessionId: string };
  if (!finish) return id;
  const started = await page.request.post(`/api/v1/mock-exams/${id}/cases/1/start`, { headers });
  expect(started.ok(), await started.text()).toBe(true);
  const { practiceSessionId } = (await started.json()) as { practiceSessionId: string };
  const reply = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/chat-messages`, {
    headers,
    data: { messageContent: '어디가 불편해서 오셨어요?' },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const done = await page.request.post(`/api/v1/mock-exams/${id}/cases/1/complete`, {
    headers,
    data: { practiceMemo: '충수염 의심' },
  });
  expect(done.ok(), await done.text()).toBe(true);
  const completed = await page.request.post(`/api/v1/mock-exams/${id}/complete`, { headers });
  expect(completed.ok(), await completed.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/mock-exams/${id}`, { headers });
        return ((await response.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe('COMPLETED');
  return id;
}

/** `title` is this run's own: the board keeps the posts of earlier runs against the same server. */
async function feedbackByApi(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/v1/feedback', {
    ...(await api(page)),
    data: {
      title,
      content: '화면 낭독기로도 연습할 수 있나요?',
      category: 'INQUIRY',
      priority: 'MEDIUM',
      isPublic: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { feedbackId: string } }).data.feedbackId;
}

/** A page of the admin's own, signed in by API (the login form is auth-flow.spec.ts's subject). */
async function signInAsAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await storeSessionOf(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return page;
}

test.use({ viewport: DESKTOP });

test('public pages pass axe at both sizes', async ({ page }) => {
  test.setTimeout(180_000);
  const found: Found[] = [];
  for (const route of ['/', '/login', '/register', '/showcase'])
    await visitAndScan(page, route, found, { phone: true });
  await visitAndScan(page, '/auth/reset-password?token=missing', found);
  // The callbacks send the visitor on to /login after 3 s; the scan (well under that on an idle
  // machine) runs as soon as the message shows. The page's clock cannot be stopped for it: axe
  // itself runs on timers.
  await visitAndScan(page, '/auth/callback?error=social_login_failed', found, {
    ready: (p) => p.getByRole('alert').getByText('소셜 로그인에 실패했습니다.'),
  });
  await visitAndScan(page, '/login/callback?error=token_generation_failed', found, {
    ready: (p) => p.getByRole('alert').getByText('토큰 생성에 실패했습니다.'),
  });
  expectNoViolations(found);
});

test('every signed-in route passes axe; live replies are announced; practice by keyboard alone', async ({
  page,
  browser,
}) => {
  // A bound for a hang: about 60 s on an idle machine, several times that on a busy one.
  test.setTimeout(360_000);
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  // Signed in by API and every record made before the app first opens, so each page shows them
  // from the app's first pull on, however it is reached.
  const learner = newLearner('a11y');
  await registerViaApi(page.request, learner);
  await storeSessionOf(page, learner.email, learner.password);
  const feedbackTitle = `접근성 점검용 문의 ${Date.now().toString(36)}`;
  const [graded, doneExam, openExam, feedbackId] = await Promise.all([
    practiseAndGradeByApi(page, CASE_ID, ['어디가 불편해서 오셨어요?', '언제부터 아프셨어요?']),
    mockExamByApi(page, true),
    mockExamByApi(page, false),
    feedbackByApi(page, feedbackTitle),
    bookmarkByApi(page, 'acute-cholecystitis'),
  ]);
  const found: Found[] = [];

  // ---- Keyboard-only practice, and the live region --------------------------------------------
  await page.goto(`/cases/practice/${CASE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: CASE_NAME })).toBeVisible();
  found.push(await axeScan(page, '/cases/practice/{scenarioId}'));
  const start = page.getByRole('button', { name: '실습 시작' });
  await tabUntilFocused(page, start, true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cases\/practice\/during\/[0-9a-f-]{36}$/);
  const input = page.getByLabel('환자에게 보낼 메시지');
  await expect(input).toBeEnabled();
  await tabUntilFocused(page, input);
  await page.keyboard.type('어디가 불편해서 오셨어요?');
  await page.keyboard.press('Enter');
  const announcer = page.getByTestId('patient-reply-announcer');
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);
  const firstReply = (await page.getByTestId('chat-ai').locator('[data-chat-text]').textContent()) ?? '';
  expect(firstReply.length).toBeGreaterThan(0);
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`환자: ${firstReply}`);
  await expect(input).toBeFocused();
  await page.keyboard.type('언제부터 아프셨어요?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(2);
  const secondReply =
    (await page.getByTestId('chat-ai').nth(1).locator('[data-chat-text]').textContent()) ?? '';
  // Only the newest reply is announced, not the whole conversation again.
  await expect(announcer).toHaveText(`환자: ${secondReply}`);
  found.push(await axeScan(page, '/cases/practice/during/{sessionId}'));
  await saveScreenshot(page, 'a11y-practice-1440x900', { fullPage: false });
  await page.setViewportSize(PHONE);
  found.push(await axeScan(page, '/cases/practice/during/{sessionId} @390'));
  await saveScreenshot(page, 'a11y-practice-390x844', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  // The end-case control is reached by Tab and its dialog is used by keyboard.
  await tabUntilFocused(page, page.getByRole('button', { name: '진료 종료' }), true);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '진료 종료' });
  await expect(confirm).toBeVisible();
  found.push(await axeScan(page, 'end-case dialog'));
  await tabUntilFocused(page, confirm.getByRole('button', { name: '종료하기' }), true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cases\/completed\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: '실습이 종료되었습니다' })).toBeVisible();
  // Scanned once the grade is in: a grade arriving mid-scan turns '채점 완료 확인' disabled between
  // axe reading the page and checking its colours (a disabled control is exempt, but axe had read
  // it as enabled). The page while grading runs is scanned in blind-practice.spec.ts.
  await pressCheckUntilGraded(page);
  found.push(await axeScan(page, '/cases/completed/{sessionId}'));

  // ---- Mock exam briefing and live case ---------------------------------------------------------
  await visitAndScan(page, `/mock-exams/pre-practice/${openExam}/1`, found, { inApp: true });
  await page.getByRole('button', { name: '진료 시작' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-exams/live/${openExam}/1$`));
  const examInput = page.getByLabel('환자에게 보낼 메시지');
  await expect(examInput).toBeEnabled();
  await examInput.fill('어디가 불편해서 오셨어요?');
  await examInput.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);
  await expect(page.getByTestId('patient-reply-announcer')).toContainText('환자: ');
  found.push(await axeScan(page, '/mock-exams/live/{id}/{caseNumber}'));
  await saveScreenshot(page, 'a11y-live-1440x900', { fullPage: false });
  await page.setViewportSize(PHONE);
  found.push(await axeScan(page, '/mock-exams/live/{id}/{caseNumber} @390'));
  await saveScreenshot(page, 'a11y-live-390x844', { fullPage: false });
  await page.setViewportSize(DESKTOP);

  // ---- Every other route, at 1440 and the main ones at 390 too ---------------------------------
  // The first is loaded afresh (leaving the live case; the leave prompt is accepted above), the
  // rest are opened inside the app as its links open them.
  const routes: Array<[string, Ready?]> = [
    ['/dashboard'],
    ['/cases', (p) => p.getByTestId('case-card').first()],
    // /cases/completed/{sessionId} is not here: it was scanned above, graded, as this list would.
    ['/mock-exams'],
    // Scanned once the exam scope has loaded and the start button is live (it is disabled, in
    // disabled colours, while the tree loads).
    ['/mock-exams/free-setup', (p) => p.getByRole('button', { name: '모의고사 시작', disabled: false })],
    [`/mock-exams/completed/${doneExam}`],
    [`/mock-exams/results/${doneExam}`],
    ['/my-notes/history', (p) => p.getByText(CASE_NAME).first()],
    ['/my-notes/bookmarks', (p) => p.getByText('급성 담낭염').first()],
    ['/my-notes/incorrect', (p) => p.getByText(CASE_NAME).first()],
    [`/my-notes/incorrect/${CASE_ID}/detail`],
    ['/my-notes/statistics'],
    // The review queue (issue 24): the graded session's misses are due cards.
    ['/my-notes/review', (p) => p.getByTestId('review-card')],
    [`/my-notes/history/case-results/${graded}`],
    [`/my-notes/history/mock-exam-results/${doneExam}`],
    ['/my-page'],
    ['/feedback', (p) => p.getByText(feedbackTitle)],
    ['/feedback/create'],
    [`/feedback/${feedbackId}`, (p) => p.getByText(feedbackTitle)],
    [`/feedback/${feedbackId}/edit`],
  ];
  const atPhoneToo = [
    '/dashboard',
    '/cases',
    '/mock-exams',
    '/my-notes/history',
    '/my-notes/review',
    '/feedback',
    '/my-page',
  ];
  for (const [index, [route, ready]] of routes.entries()) {
    await visitAndScan(page, route, found, { ready, inApp: index > 0, phone: atPhoneToo.includes(route) });
    if (route !== '/cases') continue;
    // A case card is one link; reached by Tab, the whole card shows the focus ring.
    const card = page.getByTestId('case-card').first();
    await tabUntilFocused(page, card.getByRole('link').first());
    await expect(card).toHaveCSS('outline-style', 'solid');
  }

  // ---- Admin -----------------------------------------------------------------------------------------
  const admin = await signInAsAdmin(browser);
  await visitAndScan(admin, '/admin/feedback', found, { ready: (p) => p.getByText(feedbackTitle).first() });
  await visitAndScan(admin, `/admin/feedback/${feedbackId}`, found, {
    ready: (p) => p.getByText(feedbackTitle),
    inApp: true,
  });
  await admin.context().close();

  expectNoViolations(found);
});

/**
 * Presses Tab (at most 60 times) until `target` has the focus: proof it is reachable by keyboard.
 * With `ring`, the focused control must also show a focus outline (buttons; text boxes show theirs
 * as a border colour and the caret).
 */
async function tabUntilFocused(page: Page, target: Locator, ring = false): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  if (ring) {
    const outline = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
}
