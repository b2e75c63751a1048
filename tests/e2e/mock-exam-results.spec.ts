/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  apiGetAsLearner,
  authHeaders,
  readStoredRow,
  navigateInApp,
  saveScreenshot,
  screenshotsWanted,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

/**
 * Mock exam results (issue 11): an exam taken and completed through the API, then its results page —
 * the waiting screen, grading progress with the refresh banner, the per-case scores and the feedback
 * carousel once graded; the background monitor's post-grading toast; the 429 cooldown; the debug
 * flags' screens; the retries running out; the learning history's link; the result reopened offline.
 *
 * The server grades an exam within seconds, so "still grading" is held open by answering the
 * progress and exam calls ourselves (from one real answer, with later cases stripped of their
 * grade) until we let them through. Time is moved with Playwright's clock.
 */
/**
 * The same flow at both sizes when pictures are wanted (SCREENSHOTS=1); in `npm test` at the desktop
 * size only, since the phone size runs in the cooldown, retry and offline tests below and in the
 * accessibility sweep (each size took 15-25 s of the browser stage's time on 2 cores).
 */
const viewports = [
  ...(screenshotsWanted ? [{ name: '390x844', width: 390, height: 844 }] : []),
  { name: '1440x900', width: 1440, height: 900 },
];

const CASES = ['acute-appendicitis', 'acute-myocardial-infarction', 'acute-pericarditis'];
const QUESTIONS = ['안녕하세요, 담당 의사입니다. 성함과 나이가 어떻게 되세요?', '어디가 불편해서 오셨어요?'];

interface ExamAnswer {
  data: {
    status: string;
    title: string;
    overallScore: number | null;
    selectedScenariosDetails: Array<{
      caseNumber: number;
      name: string;
      score: number | null;
      practiceSessionId: string | null;
      feedback: { overallScore: number } | null;
    }>;
  };
}

/** The page's clock (Playwright's, once installed); -1 if the page is between documents. */
async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now()).catch(() => -1);
}

/** Creates a 3-case exam, takes every case (a short talk each) and completes it, all by API. */
async function takeExamByApi(page: Page): Promise<string> {
  const headers = await authHeaders(page);
  const created = await page.request.post('/api/v1/mock-exams', {
    headers,
    data: {
      examType: 'free',
      caseCount: CASES.length,
      selectedPrimaryCategories: [],
      selectedMiddleCategories: [],
      selectedIndividualCases: CASES,
      specifiedCases: CASES,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { mockExamSessionId: id } = (await created.json()) as { mockExamSessionId: string };
  for (const [index] of CASES.entries()) {
    const started = await page.request.post(`/api/v1/mock-exams/${id}/cases/${index + 1}/start`, { headers });
    expect(started.ok(), await started.text()).toBe(true);
    const { practiceSessionId } = (await started.json()) as { practiceSessionId: string };
    for (const messageContent of QUESTIONS) {
      const reply = await page.request.post(`/api/v1/practice-sessions/${practiceSessionId}/chat-messages`, {
        headers,
        data: { messageContent },
      });
      expect(reply.ok(), await reply.text()).toBe(true);
      expect(await reply.text()).toContain('[DONE]');
    }
    const done = await page.request.post(`/api/v1/mock-exams/${id}/cases/${index + 1}/complete`, {
      headers,
      data: { practiceMemo: `증례 ${index + 1} 메모` },
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
  const completed = await page.request.post(`/api/v1/mock-exams/${id}/complete`, { headers });
  expect(completed.ok(), await completed.text()).toBe(true);
  return id;
}

/** Waits (real time, outside the page) until the server has graded the whole exam. */
async function waitUntilGraded(page: Page, id: string): Promise<ExamAnswer['data']> {
  let exam: ExamAnswer['data'] | null = null;
  await expect
    .poll(
      async () => {
        exam = (await apiGetAsLearner<ExamAnswer>(page, `mock-exams/${id}`)).data;
        return exam.status;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('COMPLETED');
  return exam as unknown as ExamAnswer['data'];
}

/**
 * Answers the exam's progress and exam calls as if `graded` cases were done, from one real answer
 * of the graded exam; `open()` lets the real server answer again. `gate()` holds answers until
 * `ungate()`, to see the waiting screen.
 */
async function holdGrading(page: Page, id: string, graded: ExamAnswer['data']) {
  let held = true;
  let gradedCases = 0;
  let gate: Promise<void> | null = null;
  let openGate = () => undefined as void;
  const progressAsked: number[] = [];
  const examAsked: number[] = [];
  const stripped = () => ({
    data: {
      ...graded,
      status: 'EVALUATING',
      overallScore: null,
      selectedScenariosDetails: graded.selectedScenariosDetails.map((examCase, index) =>
        index < gradedCases ? examCase : { ...examCase, score: null, feedback: null },
      ),
    },
  });
  await page.route(`**/api/v1/mock-exams/${id}/evaluation-progress`, async (route: Route) => {
    progressAsked.push(await pageNow(page));
    if (gate) await gate;
    if (held) await route.fulfill({ json: { completed: gradedCases, total: CASES.length } });
    else await route.continue();
  });
  await page.route(
    (url) => url.pathname === `/api/v1/mock-exams/${id}`,
    async (route: Route) => {
      examAsked.push(await pageNow(page));
      if (gate) await gate;
      if (held) await route.fulfill({ json: stripped() });
      else await route.continue();
    },
  );
  return {
    progressAsked,
    examAsked,
    setGraded: (count: number) => void (gradedCases = count),
    open: () => void (held = false),
    gate: () => void (gate = new Promise<void>((resolve) => (openGate = () => resolve()))),
    ungate: () => {
      gate = null;
      openGate();
    },
  };
}

for (const viewport of viewports) {
  test.describe(`mock exam results at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('waiting, grading progress, then scores and the feedback carousel; the post-grading toast', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const tag = viewport.name;
      await page.clock.install();
      await signedInLearner(page, `mockres${viewport.width}`, null);
      const id = await takeExamByApi(page);
      const graded = await waitUntilGraded(page, id);
      const grading = await holdGrading(page, id, graded);

      // ---- Waiting screen: nothing on the device yet, the first answer not in ------------------
      grading.gate();
      await page.goto(`/mock-exams/results/${id}`);
      await expect(page.getByTestId('results-waiting')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: '모의고사 결과를 불러오는 중입니다' }),
      ).toBeVisible();
      await expect(page.getByText('최대 10분', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: '모의고사 홈으로 가기' })).toHaveAttribute(
        'href',
        '/mock-exams',
      );
      await saveScreenshot(page, `mock-results-waiting-${tag}`, { fullPage: false });

      // ---- Grading: labels, progress bar, refresh banner ---------------------------------------
      grading.setGraded(1);
      grading.ungate();
      const banner = page.getByTestId('grading-banner');
      await expect(banner).toContainText('3개 증례 중 1개 채점 완료');
      await expect(banner).toContainText('자동으로 새로고침');
      await expect(page.getByTestId('grading-progress')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: graded.title })).toBeVisible();
      const scores = page.getByTestId('case-score');
      await expect(scores).toHaveCount(3);
      await expect(scores.nth(0)).toHaveText(
        `${graded.selectedScenariosDetails[0]?.feedback?.overallScore}점`,
      );
      await expect(scores.nth(1)).toHaveText('채점 중');
      await expect(scores.nth(2)).toHaveText('채점 중');
      // The wait is on the device, for the monitor and a reload.
      await expect
        .poll(async () => (await readStoredRow<{ status: string }>(page, 'mockExamWaits', id))?.status)
        .toBe('evaluating');
      await saveScreenshot(page, `mock-results-grading-${tag}`, { fullPage: true });

      // Polling: every 10 s at first; a second case graded shows on the next turn.
      const asked = grading.progressAsked.length;
      grading.setGraded(2);
      await page.clock.runFor(10_000);
      await expect.poll(() => grading.progressAsked.length).toBe(asked + 1);
      await expect(banner).toContainText('3개 증례 중 2개 채점 완료');
      await expect(grading.examAsked).toHaveLength(1);

      // ---- Graded: every case counted → the exam is fetched → the result shows -----------------
      grading.open();
      await page.clock.runFor(10_000);
      await expect(banner).toBeHidden();
      const average = page.getByTestId('exam-average');
      await expect(average).toContainText(String(graded.overallScore));
      await expect(average).toContainText('평균 점수');
      for (const [index, examCase] of graded.selectedScenariosDetails.entries()) {
        await expect(scores.nth(index)).toHaveText(`${examCase.feedback?.overallScore}점`);
      }

      // The post-grading toast links to /mock-exams/results/{id} and closes itself after 15 s.
      const toast = page.getByTestId('mock-exam-notice');
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('모의고사 채점이 완료되었습니다');
      await expect(toast).toContainText(`평균 ${graded.overallScore}점`);
      await expect(toast.getByRole('link', { name: '결과 보기' })).toHaveAttribute(
        'href',
        `/mock-exams/results/${id}`,
      );
      await saveScreenshot(page, `mock-results-toast-${tag}`, { fullPage: false });
      await page.clock.runFor(15_500);
      await expect(toast).toBeHidden();

      // ---- The carousel: one case per view, previous/next, dots, the score list -----------------
      const carousel = page.getByTestId('feedback-carousel');
      const activeSlide = carousel.locator('[data-testid="carousel-slide"][data-active="true"]');
      const names = graded.selectedScenariosDetails.map((examCase) => examCase.name);
      await expect(page.getByTestId('carousel-position')).toHaveText('1 / 3');
      await expect(activeSlide.getByRole('heading', { level: 3 })).toHaveText(names[0] as string);
      await expect(activeSlide.getByTestId('professor-summary')).not.toBeEmpty();
      // The checklist opens on demand, its groups expanded (spec 1 §4 checklist display).
      const openChecklist = activeSlide.getByRole('button', { name: '항목 보기' });
      await expect(openChecklist).toHaveAttribute('aria-expanded', 'false');
      await openChecklist.click();
      await expect(activeSlide.getByTestId('checklist-group').first()).toBeVisible();
      await expect(
        activeSlide.getByTestId('checklist-group').first().getByRole('button').first(),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(carousel.getByTestId('carousel-slide').nth(1)).toHaveAttribute('aria-hidden', 'true');
      await carousel.getByRole('button', { name: '다음 증례 피드백' }).click();
      await expect(page.getByTestId('carousel-position')).toHaveText('2 / 3');
      await expect(activeSlide.getByRole('heading', { level: 3 })).toHaveText(names[1] as string);
      await expect(activeSlide).toBeInViewport();
      await expect(page).toHaveURL(/[?&]case=2/);
      // From the bottom of the slide: the dots turn it and bring the new slide's start into view.
      await carousel.getByTestId('carousel-dot').nth(2).click();
      await expect(activeSlide.getByRole('heading', { level: 3 })).toBeInViewport();
      await expect(activeSlide.getByRole('heading', { level: 3 })).toHaveText(names[2] as string);
      await expect(carousel.getByRole('button', { name: '다음 증례 피드백' })).toBeDisabled();
      await saveScreenshot(page, `mock-results-carousel-${tag}`, { fullPage: false });
      await page.getByTestId('case-score-row').first().click();
      await expect(activeSlide.getByRole('heading', { level: 3 })).toHaveText(names[0] as string);
      await saveScreenshot(page, `mock-results-complete-${tag}`, { fullPage: true });

      // A link goes to /mock-exams; a case's full result (with its transcript) opens from its slide.
      await expect(page.getByRole('link', { name: '새 모의고사 보기' })).toHaveAttribute(
        'href',
        '/mock-exams',
      );
      await activeSlide.getByRole('link', { name: '대화 기록과 근거까지 보기' }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/my-notes/history/case-results/${graded.selectedScenariosDetails[0]?.practiceSessionId}$`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
      await expect(page.getByTestId('overall-score')).toHaveText(
        String(graded.selectedScenariosDetails[0]?.feedback?.overallScore),
      );
    });

    test('debug flags show the error, cancelled and toast screens', async ({ page }) => {
      test.setTimeout(180_000);
      const tag = viewport.name;
      await signedInLearner(page, `mockdbg${viewport.width}`, null);
      const id = await takeExamByApi(page);
      const graded = await waitUntilGraded(page, id);

      await page.goto(`/mock-exams/results/${id}?error=1`);
      const error = page.getByTestId('results-error');
      await expect(error).toBeVisible();
      for (const name of ['결과 새로고침', '진행 상황 새로고침', '홈으로']) {
        await expect(
          error.getByRole(name === '홈으로' ? 'link' : 'button', { name, exact: true }),
        ).toBeVisible();
      }
      await expect(error.getByRole('link', { name: '홈으로', exact: true })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(error.getByRole('link', { name: '모의고사 홈으로 가기' })).toHaveAttribute(
        'href',
        '/mock-exams',
      );
      await saveScreenshot(page, `mock-results-error-${tag}`, { fullPage: false });

      await page.goto(`/mock-exams/results/${id}?cancel=1`);
      const cancelled = page.getByTestId('results-cancelled');
      await expect(cancelled.getByRole('heading', { name: '채점이 취소되었습니다' })).toBeVisible();
      await expect(cancelled.getByRole('link', { name: '홈으로', exact: true })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(cancelled.getByRole('link', { name: '문의하기' })).toHaveAttribute(
        'href',
        '/feedback/create',
      );
      await saveScreenshot(page, `mock-results-cancelled-${tag}`, { fullPage: false });

      await page.goto(`/mock-exams/results/${id}?toast=1&dev=1`);
      const preview = page.getByTestId('mock-exam-toast-preview');
      await expect(preview).toContainText(`평균 ${graded.overallScore}점`);
      await expect(page.getByTestId('results-debug')).toContainText('complete');
      await saveScreenshot(page, `mock-results-debug-${tag}`, { fullPage: false });
      await preview.getByRole('button', { name: '알림 닫기' }).click();
      await expect(preview).toBeHidden();
      await expect(page).not.toHaveURL(/toast/);

      // Without a flag the same exam shows its result, not those screens.
      await page.goto(`/mock-exams/results/${id}`);
      await expect(page.getByTestId('exam-average')).toBeVisible();
      await expect(page.getByTestId('results-error')).toHaveCount(0);
      await expect(page.getByTestId('results-cancelled')).toHaveCount(0);
      await expect(page.getByTestId('results-debug')).toHaveCount(0);
    });
  });
}

test.describe('mock exam results: cooldown, retries, history, offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.use({ viewport: { width: 390, height: 844 } });

  test('a 429 on progress shows a countdown and nothing is asked, by timer or by hand, until it ends', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await signedInLearner(page, 'mockcool', null);
    const id = await takeExamByApi(page);
    const graded = await waitUntilGraded(page, id);
    const grading = await holdGrading(page, id, graded);
    // The progress call is refused once with Retry-After: 30, then answered as usual.
    const progressAt: number[] = [];
    let refuse = true;
    await page.route(`**/api/v1/mock-exams/${id}/evaluation-progress`, async (route: Route) => {
      progressAt.push(await pageNow(page));
      if (!refuse) return route.fallback();
      refuse = false;
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        json: { error: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', code: 'RATE_LIMITED' },
      });
    });

    await page.goto(`/mock-exams/results/${id}`);
    const notice = page.getByTestId('cooldown-notice');
    await expect(notice).toContainText(/요청이 많아 잠시 기다리는 중입니다 \((30|2\d)초\)/);
    expect(progressAt).toHaveLength(1);
    const refresh = page.getByTestId('grading-banner').getByRole('button', { name: '새로고침' });
    await expect(refresh).toBeDisabled();
    const cooldownUntil = (await readStoredRow<{ cooldownUntil: number }>(page, 'mockExamWaits', id))
      ?.cooldownUntil;
    expect(cooldownUntil).toBeGreaterThan(progressAt[0] as number);
    await saveScreenshot(page, 'mock-results-cooldown-390x844', { fullPage: false });

    // The count goes down; no request goes out, though the cadence says every 10 s. (The page's
    // clock also runs on by itself between steps, so the figures are bounds, not exact values.)
    const secondsShown = async () => Number(/\((\d+)초\)/.exec((await notice.textContent()) ?? '')?.[1]);
    const examCalls = grading.examAsked.length;
    await page.clock.runFor(10_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(20);
    const left = await secondsShown();
    expect(left).toBeGreaterThan(0);
    await expect(refresh).toBeDisabled();
    expect(progressAt).toHaveLength(1);
    expect(grading.examAsked).toHaveLength(examCalls);
    await page.clock.runFor(Math.max(0, (left - 5) * 1000));
    await expect(notice).toBeVisible();
    expect(progressAt).toHaveLength(1);
    expect(grading.examAsked).toHaveLength(examCalls);

    // Over: the notice goes, polling resumes, the refresh button works again.
    await page.clock.runFor(6_000);
    await expect(notice).toBeHidden();
    await expect.poll(() => progressAt.length).toBe(2);
    expect((progressAt[1] as number) - (progressAt[0] as number)).toBeGreaterThanOrEqual(30_000);
    await expect(refresh).toBeEnabled();
  });

  test("after 5 retries the page shows 'grading cancelled' with home and contact", async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await signedInLearner(page, 'mockretry', null);
    const id = await takeExamByApi(page);
    const graded = await waitUntilGraded(page, id);
    const grading = await holdGrading(page, id, graded);

    await page.goto(`/mock-exams/results/${id}`);
    await expect(page.getByTestId('grading-banner')).toBeVisible();

    // Elsewhere in the app the background monitor shows the exam being graded, linking back.
    await navigateInApp(page, '/dashboard');
    const running = page.getByTestId('mock-exam-running');
    await expect(running).toContainText(`모의고사 채점 중 · ${graded.title} (0/3)`);
    await saveScreenshot(page, 'mock-results-running-390x844', { fullPage: false });
    // On study notes the phone's bottom tab bar must not cover it.
    await navigateInApp(page, '/my-notes/history');
    const pill = await running.boundingBox();
    const tabbar = await page.locator('[data-notes-tabbar]').boundingBox();
    expect(pill!.y + pill!.height).toBeLessThanOrEqual(tabbar!.y);
    await running.click();
    await expect(page).toHaveURL(new RegExp(`/mock-exams/results/${id}$`));
    await expect(running).toBeHidden();

    const refresh = page.getByTestId('grading-banner').getByRole('button', { name: '새로고침' });
    await expect(refresh).toBeEnabled();
    const before = grading.examAsked.length;
    for (let retry = 1; retry <= 5; retry += 1) {
      await expect(refresh).toBeEnabled();
      await refresh.click();
      await page.clock.runFor(2_000);
      await expect.poll(() => grading.examAsked.length).toBe(before + retry);
    }
    const cancelled = page.getByTestId('results-cancelled');
    await expect(cancelled.getByRole('heading', { name: '채점이 취소되었습니다' })).toBeVisible();
    await expect(cancelled.getByRole('link', { name: '홈으로', exact: true })).toBeVisible();
    await expect(cancelled.getByRole('link', { name: '문의하기' })).toBeVisible();
    // The device stops waiting, so the monitor stops calling it "grading".
    await expect
      .poll(async () => (await readStoredRow<{ status: string }>(page, 'mockExamWaits', id))?.status)
      .toBe('cancelled');
  });

  test('the learning history links to the result, which then reopens offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signedInLearner(page, 'mockhist');
    await waitForActiveServiceWorker(page);
    const id = await takeExamByApi(page);
    const graded = await waitUntilGraded(page, id);

    await page.goto('/my-notes/history?type=mock');
    await page.getByText(graded.title).first().click();
    await expect(page).toHaveURL(new RegExp(`/my-notes/history/mock-exam-results/${id}$`));
    await expect(page.getByTestId('exam-average')).toContainText(String(graded.overallScore));
    await expect(page.getByTestId('case-score')).toHaveCount(3);
    expect(await readStoredRow<{ exam: { status: string } }>(page, 'mockExams', id)).toMatchObject({
      exam: { status: 'COMPLETED' },
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('exam-average')).toContainText(String(graded.overallScore));
    await expect(page.getByTestId('case-score').first()).toHaveText(
      `${graded.selectedScenariosDetails[0]?.feedback?.overallScore}점`,
    );
    await page.getByTestId('feedback-carousel').getByRole('button', { name: '다음 증례 피드백' }).click();
    await expect(page.getByTestId('carousel-position')).toHaveText('2 / 3');
    await saveScreenshot(page, 'mock-results-offline-390x844', { fullPage: false });
    await context.setOffline(false);
  });
});
