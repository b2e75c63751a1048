/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  completeByApi,
  navigateInApp,
  practiseByApi,
  readStoredRow,
  saveScreenshot,
  screenshotsWanted,
  signedInLearner,
  waitForActiveServiceWorker,
} from './support';

/**
 * Grading after a case (issue 6, screens): the completed page starts the background wait, shows
 * "grading in progress" with a manual check that is disabled while it runs, and "grading
 * complete" once the poller has the grade; the result page shows placeholders and the
 * auto-refresh banner until then, then the score, the professor summary, the grouped checklist with
 * evidence that scrolls the transcript to the quoted line; the layout's monitor shows a completion
 * notice that closes itself after 15 s. The wait survives a reload and going offline.
 *
 * The server grades within a second or two, so the "still grading" phase is held open by answering
 * the feedback call ourselves until we let it through; time is moved with Playwright's clock.
 */
/**
 * The same flow at both sizes when pictures are wanted (SCREENSHOTS=1); in `npm test` at the desktop
 * size only, since the phone size runs in 'grading offline' below and in the accessibility sweep
 * (each size took 15-25 s of the browser stage's time on 2 cores).
 */
const viewports = [
  ...(screenshotsWanted ? [{ name: '390x844', width: 390, height: 844 }] : []),
  { name: '1440x900', width: 1440, height: 900 },
];

const CASE_ID = 'acute-appendicitis';
const QUESTIONS = [
  '안녕하세요, 담당 의사 김민수입니다. 성함과 나이가 어떻게 되세요?',
  '어디가 불편해서 오셨어요?',
  '언제부터 아프셨어요?',
  '어느 부위가 가장 아프세요?',
  '통증이 계속되나요, 있다 없다 하나요?',
  '어떤 느낌으로 아프세요? 쥐어짜는지 찌르는지요.',
  '가장 심할 때를 10점이라고 하면 지금은 몇 점인가요?',
  '열은 나셨어요?',
  '구역질이나 구토는 있으셨나요?',
  '전에도 이런 적이 있으셨어요?',
  '(우하복부를 촉진한다)',
  '맹장염이 의심되어 CT 검사를 해보겠습니다.',
];

/**
 * Holds the feedback call at 'evaluating' until released; `pause()` makes the next answer wait
 * until `resume()`, to see the manual check while it runs.
 */
async function holdGrading(page: Page) {
  let held = true;
  let gate: Promise<void> | null = null;
  let openGate = () => undefined as void;
  const asked: number[] = [];
  await page.route('**/api/v1/practice-sessions/*/feedback', async (route: Route) => {
    asked.push(Date.now());
    if (gate) await gate;
    if (held) await route.fulfill({ json: { status: 'evaluating', data: null } });
    else await route.continue();
  });
  return {
    asked,
    release: () => void (held = false),
    pause: () => void (gate = new Promise<void>((resolve) => (openGate = () => resolve()))),
    resume: () => {
      gate = null;
      openGate();
    },
  };
}

for (const viewport of viewports) {
  test.describe(`grading at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('completed page, grading in progress then complete; result page with checklist evidence', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const tag = viewport.name;
      await page.clock.install();
      await signedInLearner(page, `grade${viewport.width}`, null);
      const sessionId = await practiseByApi(page, CASE_ID, QUESTIONS);
      await completeByApi(page, sessionId, '충수염 의심');
      const grading = await holdGrading(page);

      // ---- The completed page: the wait starts, grading is in progress ----------------------
      await page.goto(`/cases/completed/${sessionId}`);
      await expect(page.getByRole('heading', { level: 1, name: '실습이 종료되었습니다' })).toBeVisible();
      await expect(page.getByText('1분 안에', { exact: false })).toBeVisible();
      const status = page.getByTestId('grading-status');
      await expect(status).toContainText('채점 진행 중');
      await expect(page.getByText('급성 충수염').first()).toBeVisible();
      const main = page.getByRole('main');
      for (const [name, href] of [
        ['채점 진행 확인', `/my-notes/history/case-results/${sessionId}`],
        ['대시보드', '/dashboard'],
        ['다른 증례', '/cases'],
        ['학습 기록', '/my-notes/history'],
        ['오답노트', '/my-notes/incorrect'],
      ]) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
      }
      await saveScreenshot(page, `grading-completed-waiting-${tag}`, { fullPage: false });

      // The manual check is disabled while it runs.
      const check = page.getByRole('button', { name: '채점 완료 확인' });
      await expect(check).toBeEnabled();
      grading.pause();
      await check.click();
      await expect(check).toBeDisabled();
      grading.resume();
      await expect(check).toBeEnabled();

      // The wait is on the device: it survives a reload, with its original start.
      const before = await readStoredRow<{ startedAt: number; status: string }>(
        page,
        'gradingWaits',
        sessionId,
      );
      expect(before?.status).toBe('evaluating');
      await page.reload();
      await expect(status).toContainText('채점 진행 중');
      expect((await readStoredRow<{ startedAt: number }>(page, 'gradingWaits', sessionId))?.startedAt).toBe(
        before?.startedAt,
      );

      // ---- The result page while grading: placeholders and the auto-refresh banner ------------
      await page.getByRole('link', { name: '채점 진행 확인' }).click();
      await expect(page).toHaveURL(new RegExp(`/my-notes/history/case-results/${sessionId}$`));
      await expect(page.getByTestId('grading-banner')).toContainText('자동으로 새로고침');
      await expect(page.getByTestId('grading-placeholder').first()).toContainText('채점 중');
      await expect(page.getByRole('heading', { level: 1, name: '급성 충수염' })).toBeVisible();
      await expect(page.getByTestId('transcript-line')).toHaveCount(QUESTIONS.length * 2);
      await saveScreenshot(page, `grading-result-waiting-${tag}`, { fullPage: false });

      // Polling: every 10 s at first. The grade is let through; the next turn brings it.
      const askedBefore = grading.asked.length;
      await page.clock.runFor(10_000);
      await expect.poll(() => grading.asked.length).toBeGreaterThan(askedBefore);
      grading.release();
      await page.clock.runFor(10_000);

      // ---- The graded result ----------------------------------------------------------------
      await expect(page.getByTestId('grading-banner')).toBeHidden();
      const score = Number(await page.getByTestId('overall-score').textContent());
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      await expect(page.getByTestId('professor-summary')).not.toBeEmpty();
      await expect(page.getByRole('heading', { name: '잘한 점' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '개선할 점' })).toBeVisible();
      await expect(page.getByTestId('section-score')).toHaveCount(4);
      await expect(page.getByText(/실습 \d{4}년 \d{1,2}월 \d{1,2}일/)).toBeVisible();

      // The grade filled in this very result: no notice linking to it covers its heading, and it
      // counts as seen (the notice and its link are checked on the completed page, offline test).
      await page.clock.runFor(1_000);
      await expect(page.getByTestId('grading-notice')).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (await readStoredRow<{ noticeDismissed?: boolean }>(page, 'gradingWaits', sessionId))
              ?.noticeDismissed,
        )
        .toBe(true);

      // The checklist: groups "section - subtitle", expanded, items not done first.
      const groups = page.getByTestId('checklist-group');
      expect(await groups.count()).toBeGreaterThan(3);
      await expect(groups.first().getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      await expect(groups.first()).toContainText(' - ');
      for (const group of await groups.all()) {
        const marks = await group
          .getByTestId('checklist-item')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-performance')));
        expect(marks).toEqual([...marks].sort((a, b) => (a === b ? 0 : a === 'no' ? -1 : 1)));
      }
      // A group collapses and opens again.
      const firstControl = groups.first().getByRole('button').first();
      await firstControl.click();
      await expect(firstControl).toHaveAttribute('aria-expanded', 'false');
      await firstControl.click();
      await expect(firstControl).toHaveAttribute('aria-expanded', 'true');
      await saveScreenshot(page, `grading-result-${tag}`, { fullPage: true });

      // Evidence scrolls the transcript to the quoted line and lights it.
      const lastQuestion = QUESTIONS.at(-1) as string;
      const evidence = page.getByTestId('checklist-evidence').filter({ hasText: lastQuestion }).first();
      const messageId = (await evidence.getAttribute('data-message-id')) as string;
      const line = page.locator(`[id="chat-line-${messageId}"]`);
      await expect(line).toContainText(lastQuestion);
      await evidence.click();
      await expect(line).toHaveAttribute('data-highlighted', 'true');
      await expect(line).toBeInViewport();
      await saveScreenshot(page, `grading-evidence-${tag}`, { fullPage: false });

      // Bottom buttons for a learner who came from the case: practise again, case list, notes.
      const actions = page.getByTestId('result-actions');
      await expect(actions.getByRole('link', { name: '다시 연습하기' })).toHaveAttribute(
        'href',
        `/cases/practice/${CASE_ID}`,
      );
      await expect(actions.getByRole('link', { name: '증례 목록' })).toHaveAttribute('href', '/cases');
      await expect(actions.getByRole('link', { name: '오답노트' })).toHaveAttribute(
        'href',
        '/my-notes/incorrect',
      );

      // ---- Back on the completed page: grading complete -------------------------------------
      await navigateInApp(page, `/cases/completed/${sessionId}`);
      await expect(status.getByText('채점 완료', { exact: true })).toBeVisible();
      await expect(status).toContainText(String(score));
      await expect(page.getByRole('link', { name: '상세 결과 보기' })).toBeVisible();
      await saveScreenshot(page, `grading-completed-done-${tag}`, { fullPage: false });
    });
  });
}

test.describe('grading offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.use({ viewport: { width: 390, height: 844 } });

  test('a case ended offline waits through a reload and is graded when the network returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    await signedInLearner(page, 'gradeoff');
    await waitForActiveServiceWorker(page);
    const sessionId = await practiseByApi(page, CASE_ID, QUESTIONS.slice(0, 4));

    // End the case in the app with the network gone: the end waits in the outbox.
    await page.goto(`/cases/practice/during/${sessionId}`);
    await expect(page.getByTestId('chat-user')).toHaveCount(4);
    await context.setOffline(true);
    await page.getByRole('button', { name: '진료 종료' }).click();
    await page.getByRole('dialog', { name: '진료 종료' }).getByRole('button', { name: '종료하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/cases/completed/${sessionId}$`));
    const status = page.getByTestId('grading-status');
    await expect(status).toContainText('채점 진행 중');
    await expect(status).toContainText('오프라인입니다');
    await expect(page.getByRole('button', { name: '채점 완료 확인' })).toBeDisabled();

    // Reloaded offline (service worker for the app, Dexie for the wait): still waiting.
    await page.reload();
    await expect(status).toContainText('채점 진행 중');
    await expect(status).toContainText('오프라인입니다');
    expect(await readStoredRow<{ status: string }>(page, 'gradingWaits', sessionId)).toMatchObject({
      status: 'evaluating',
    });
    await saveScreenshot(page, 'grading-completed-offline-390x844', { fullPage: false });

    // The network returns: the end is delivered, the poller asks, the grade arrives.
    await context.setOffline(false);
    await expect(status.getByText('채점 완료', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The monitor's completion notice, linking to the result.
    const notice = page.getByTestId('grading-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('채점이 완료되었습니다');
    await expect(notice.getByRole('link', { name: '결과 보기' })).toHaveAttribute(
      'href',
      `/my-notes/history/case-results/${sessionId}`,
    );

    // The graded result now opens offline from the device.
    await page.getByRole('link', { name: '상세 결과 보기' }).click();
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await expect(page.getByTestId('transcript-line').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('overall-score')).toBeVisible();
    await expect(page.getByTestId('checklist-group').first()).toBeVisible();
    await expect(page.getByTestId('transcript-line')).toHaveCount(8);
    await context.setOffline(false);
  });
});
