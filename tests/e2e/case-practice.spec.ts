/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { type Page } from '@playwright/test';
import { expect, test } from './shared-learner';
import {
  apiGetAsLearner,
  expectSessionEndedOnServer,
  readStoredRow,
  saveScreenshot,
  signedInLearner,
} from './support';

/**
 * The core learner flow (issue 7): browse the library, search by initial consonants, bookmark,
 * open a briefing, practise a whole case against the clock with memo and toggles, survive a
 * reload, meet the leave-page guard, end the case and reach the completed page — on a phone and
 * on a desktop. Time is moved with Playwright's clock, never by sleeping.
 */
const viewports = [
  // Each failure test practises a case nobody else in the suite practises with the shared learner.
  { name: '390x844', width: 390, height: 844, phone: true, failureCase: 'acute-cholecystitis' },
  { name: '1440x900', width: 1440, height: 900, phone: false, failureCase: 'acute-pancreatitis' },
];

const CASE_ID = 'acute-appendicitis';
const CASE_NAME = '급성 충수염';

function parseClock(text: string): number {
  const match = /^(\+)?(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a clock: ${text}`);
  const seconds = Number(match[2]) * 60 + Number(match[3]);
  return match[1] ? -seconds : seconds;
}

async function remainingSeconds(page: Page): Promise<number> {
  return parseClock((await page.getByTestId('practice-clock').textContent()) ?? '');
}

async function sendMessage(page: Page, text: string) {
  const input = page.getByLabel('환자에게 보낼 메시지');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

for (const viewport of viewports) {
  test.describe(`case practice at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('browse, search by 초성, bookmark, brief, practise with clock, memo and toggles, end', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // The page's clock is ours from the start; it runs normally until we move or pause it.
      await page.clock.install();
      // Reloading live practice asks the browser's "leave site?" question; we mean to reload.
      page.on(
        'dialog',
        (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
      );
      const tag = viewport.name;
      await signedInLearner(page, `prac${viewport.width}`, '/cases');

      // ---- Browse and search by initial consonants --------------------------------------
      await expect(page.getByRole('heading', { level: 1, name: '증례 라이브러리' })).toBeVisible();
      await expect(page.getByTestId('case-card').first()).toBeVisible();
      const totalText = await page.getByTestId('case-count').textContent();
      await saveScreenshot(page, `cases-${tag}`, { fullPage: false });

      await page.getByRole('combobox', { name: '증례 검색' }).fill('ㄱㅅㅊㅅ');
      const card = page.getByTestId('case-card').filter({ hasText: CASE_NAME });
      await expect(card).toBeVisible();
      await expect(page.getByTestId('case-count')).not.toHaveText(totalText ?? '');
      await expect(page).toHaveURL(/q=/);
      // An English name finds it as well, and the card says why it matched.
      await page.getByRole('combobox', { name: '증례 검색' }).fill('appendicitis');
      await expect(card.getByTestId('case-english-name')).toHaveText('Acute appendicitis');
      await saveScreenshot(page, `cases-english-${tag}`, { fullPage: false });
      // Spaces are ignored too.
      await page.getByRole('combobox', { name: '증례 검색' }).fill('급성충수');
      await expect(card).toBeVisible();
      await page.getByRole('combobox', { name: '증례 검색' }).press('Enter');

      // ---- Bookmark (optimistic, then delivered by the outbox) ---------------------------
      const star = card.getByRole('button', { name: `${CASE_NAME} 즐겨찾기에 추가` });
      await star.click();
      await expect(card.getByRole('button', { name: `${CASE_NAME} 즐겨찾기 해제` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect
        .poll(
          async () =>
            (await apiGetAsLearner<{ data: { isBookmarked: boolean } }>(page, `cases/${CASE_ID}`)).data
              .isBookmarked,
        )
        .toBe(true);

      // Under the bookmarked filter the bookmark cannot be removed.
      await page.getByRole('combobox', { name: '증례 검색' }).fill('');
      // Clearing the box offers recent searches; close them like a learner would.
      await page.getByRole('combobox', { name: '증례 검색' }).press('Escape');
      await page.getByRole('radiogroup', { name: '학습 상태' }).getByText('즐겨찾기').click();
      await expect(page.getByTestId('case-card')).toHaveCount(1);
      await page
        .getByTestId('case-card')
        .getByRole('button', { name: /즐겨찾기 보기에서는 해제할 수 없습니다/ })
        // aria-disabled: Playwright would wait for it to be enabled; a real press still explains itself.
        .click({ force: true });
      await expect(
        page.getByText('즐겨찾기 보기에서는 해제할 수 없습니다. 다른 보기에서 해제해주세요.'),
      ).toBeVisible();
      await expect(page.getByTestId('case-card')).toHaveCount(1);
      await saveScreenshot(page, `cases-bookmarked-${tag}`, { fullPage: false });

      // Detail toggle shows the vitals on the card.
      await page.getByLabel('상세 보기').check({ force: true });
      await expect(page.getByTestId('case-card').getByText(/혈압 .* 맥박/)).toBeVisible();

      // ---- Briefing ------------------------------------------------------------------------
      await page.getByRole('link', { name: CASE_NAME }).click();
      await expect(page).toHaveURL(new RegExp(`/cases/practice/${CASE_ID}$`));
      await expect(page.getByRole('heading', { level: 1, name: CASE_NAME })).toBeVisible();
      const doorCard = page.getByTestId('door-card');
      await expect(doorCard.getByText('“배가 아파요”')).toBeVisible();
      await expect(doorCard.getByText('124/78 mmHg')).toBeVisible();
      await saveScreenshot(page, `briefing-${tag}`);

      // ---- The case list keeps its filters when we come back -------------------------------
      await page.getByRole('link', { name: '증례 목록' }).click();
      await expect(page).toHaveURL(/status=bookmarked/);
      await expect(page.getByTestId('case-card')).toHaveCount(1);
      await page.getByRole('link', { name: CASE_NAME }).click();

      // ---- Live practice starts by itself --------------------------------------------------
      await page.getByRole('button', { name: '실습 시작' }).click();
      await expect(page).toHaveURL(/\/cases\/practice\/during\/[0-9a-f-]{36}$/);
      const sessionId = page.url().split('/').pop() as string;
      await expect(page.getByTestId('practice-clock')).toBeVisible();
      expect(await remainingSeconds(page)).toBeGreaterThan(11 * 60);

      await sendMessage(page, '안녕하세요, 어디가 불편해서 오셨어요?');
      await expect(page.getByTestId('chat-ai')).toHaveCount(1);
      await expect(page.getByTestId('chat-ai').first()).not.toHaveText('');
      await sendMessage(page, '(오른쪽 아랫배를 눌렀다 뗀다)');
      await expect(page.getByTestId('chat-ai')).toHaveCount(2);
      await expect(page.getByTestId('chat-ai').nth(1)).toContainText('진찰');
      await saveScreenshot(page, `practice-chat-${tag}`, { fullPage: false });

      // ---- Memo blocks ------------------------------------------------------------------------
      if (viewport.phone) await page.getByRole('tab', { name: '메모' }).click();
      const firstLine = page.getByLabel('메모 1번째 줄');
      await firstLine.fill('충수염 의심');
      await firstLine.press('Enter');
      await expect(page.getByLabel('메모 2번째 줄')).toBeFocused();
      await page.getByLabel('메모 2번째 줄').fill('CT 고려');
      await page.getByLabel('메모 2번째 줄').press('Enter');
      await expect(page.getByLabel('메모 3번째 줄')).toBeFocused();
      await page.getByLabel('메모 3번째 줄').press('Backspace');
      await expect(page.getByLabel('메모 3번째 줄')).toHaveCount(0);
      await expect(page.getByLabel('메모 2번째 줄')).toBeFocused();
      await expect(page.getByTestId('memo-save-state')).toHaveText('자동 저장됨');
      if (viewport.phone) {
        await saveScreenshot(page, `practice-memo-${tag}`, { fullPage: false });
        await page.getByRole('tab', { name: '환자 정보' }).click();
        await expect(page.getByTestId('door-card').getByText('“배가 아파요”')).toBeVisible();
        await saveScreenshot(page, `practice-patient-${tag}`, { fullPage: false });
        await page.getByRole('tab', { name: '대화' }).click();
      } else {
        // The patient panel resizes within 100-600 px.
        const handle = page.getByRole('separator', { name: '환자 정보 창 높이 조절' });
        await expect(handle).toHaveAttribute('aria-valuenow', '300');
        await handle.focus();
        for (let i = 0; i < 20; i += 1) await handle.press('ArrowUp');
        await expect(handle).toHaveAttribute('aria-valuenow', '100');
        await handle.press('ArrowDown');
        await expect(handle).toHaveAttribute('aria-valuenow', '120');
      }

      // ---- Toggles --------------------------------------------------------------------------
      await page.getByLabel('대화 기록 보기').uncheck({ force: true });
      await expect(page.getByText('이전 대화가 가려졌습니다.', { exact: false })).toBeVisible();
      // The first exchange is blurred (hidden from assistive tech), the latest pair stays.
      await expect(page.getByTestId('chat-user').first()).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByTestId('chat-ai').last()).not.toHaveAttribute('aria-hidden', 'true');
      await page.clock.fastForward(3_100);
      await expect(page.getByText('이전 대화가 가려졌습니다.', { exact: false })).toBeHidden();
      await page.getByLabel('진단명 보기').uncheck({ force: true });
      await expect(page.getByTestId('practice-case-name')).toHaveText('진단명 숨김');
      await saveScreenshot(page, `practice-hidden-${tag}`, { fullPage: false });

      // ---- Pause -----------------------------------------------------------------------------
      await page.getByRole('button', { name: '실습 일시정지' }).click();
      await expect(page.getByRole('dialog', { name: '실습 일시정지' })).toBeVisible();
      await expect(page.getByLabel('환자에게 보낼 메시지')).toBeDisabled();
      const whilePaused = await remainingSeconds(page);
      await page.clock.fastForward(90_000);
      await page.clock.runFor(300); // the 250 ms refresh runs on the moved clock
      expect(await remainingSeconds(page)).toBe(whilePaused);
      await saveScreenshot(page, `practice-paused-${tag}`, { fullPage: false });
      await page
        .getByRole('dialog', { name: '실습 일시정지' })
        .getByRole('button', { name: '다시 시작' })
        .click();
      await expect(page.getByRole('dialog', { name: '실습 일시정지' })).toBeHidden();

      // ---- Reload: clock, memo and toggles come back ------------------------------------------
      // (Reloading within milliseconds of a change could lose that write, as in any browser.)
      await expect
        .poll(async () => {
          const row = await readStoredRow<{
            timer: { runningSince: number | null };
            showDiseaseName: boolean;
          }>(page, 'practiceStates', sessionId);
          return row && row.timer.runningSince !== null && !row.showDiseaseName;
        })
        .toBe(true);
      // The clock keeps running through the reload (however long a busy machine takes over it):
      // what it shows after is what it showed before less the page time that passed.
      const beforeReload = await remainingSeconds(page);
      const reloadStarted = await page.evaluate(() => Date.now());
      await page.reload();
      await expect(page.getByTestId('practice-clock')).toBeVisible();
      const afterReload = await remainingSeconds(page);
      const elapsed = ((await page.evaluate(() => Date.now())) - reloadStarted) / 1000;
      expect(afterReload).toBeLessThanOrEqual(beforeReload + 1);
      expect(afterReload).toBeGreaterThanOrEqual(beforeReload - elapsed - 2);
      await expect(page.getByTestId('practice-case-name')).toHaveText('진단명 숨김');
      await expect(page.getByLabel('대화 기록 보기')).not.toBeChecked();
      await expect(page.getByTestId('chat-ai')).toHaveCount(2);
      if (viewport.phone) await page.getByRole('tab', { name: '메모' }).click();
      await expect(page.getByLabel('메모 1번째 줄')).toHaveValue('충수염 의심');
      await expect(page.getByLabel('메모 2번째 줄')).toHaveValue('CT 고려');
      if (viewport.phone) await page.getByRole('tab', { name: '대화' }).click();
      await page.getByLabel('대화 기록 보기').check({ force: true });
      await page.getByLabel('진단명 보기').check({ force: true });

      // ---- 5 minutes left: the banner for 2 s ------------------------------------------------
      const now = await page.evaluate(() => Date.now());
      const left = await remainingSeconds(page);
      await page.clock.pauseAt(now + (left - 5 * 60 + 1) * 1000);
      await page.clock.runFor(300);
      await expect(page.getByRole('alert').filter({ hasText: '실습 시간이 5분 남았습니다!' })).toBeVisible();
      await page.clock.runFor(300); // let the banner finish sliding in for the picture
      await saveScreenshot(page, `practice-five-minutes-${tag}`, { fullPage: false });
      await page.clock.runFor(1_900);
      await expect(page.getByText('실습 시간이 5분 남았습니다!')).toBeHidden();

      // ---- Time over: continue into overtime ---------------------------------------------------
      await page.clock.runFor(5 * 60 * 1000);
      const timeOver = page.getByRole('dialog', { name: '진료 시간이 끝났습니다' });
      await expect(timeOver).toBeVisible();
      await expect(page.getByLabel('환자에게 보낼 메시지')).toBeDisabled();
      await saveScreenshot(page, `practice-time-over-${tag}`, { fullPage: false });
      await timeOver.getByRole('button', { name: '계속 진료하기' }).click();
      await page.clock.runFor(2_000);
      await page.clock.resume();
      await expect(timeOver).toBeHidden();
      await expect(page.getByTestId('practice-clock')).toHaveText(/^\+\d{2}:\d{2}$/);
      await sendMessage(page, '혹시 열은 나셨어요?');
      await expect(page.getByTestId('chat-ai')).toHaveCount(3);

      // ---- Leaving is guarded ----------------------------------------------------------------
      const leave = page.getByRole('dialog', { name: '페이지를 떠나시겠습니까?' });
      await page.getByRole('link', { name: '대시보드로' }).click();
      await expect(leave).toBeVisible();
      await expect(leave).toContainText('진료 대화가 진행 중입니다');
      await saveScreenshot(page, `practice-leave-${tag}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/during/${sessionId}$`));
      // A window event with a target path opens the same dialog.
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent('cpx:leave-page', { detail: { to: '/my-notes/history' }, cancelable: true }),
        ),
      );
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: '취소' }).click();
      await expect(leave).toBeHidden();
      // The browser's back button is caught too, and would lead to the dashboard.
      await page.goBack();
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: '취소' }).click();
      await expect(page).toHaveURL(new RegExp(`/during/${sessionId}$`));

      // ---- End the case ----------------------------------------------------------------------
      await page.getByRole('button', { name: '진료 종료' }).click();
      const confirm = page.getByRole('dialog', { name: '진료 종료' });
      await expect(confirm).toContainText('정말로 진료를 종료하시겠습니까? 채점이 시작됩니다.');
      await confirm.getByRole('button', { name: '종료하기' }).click();
      await expect(page).toHaveURL(new RegExp(`/cases/completed/${sessionId}$`));
      await expectSessionEndedOnServer(page, sessionId, '충수염 의심\nCT 고려');
    });

    test('chat failures with no pack on the device: the text comes back with the error above the input', async ({
      page,
      signInShared,
    }) => {
      await signInShared();
      // Without the case's encounter pack the device cannot answer in the server's stead (with it,
      // it does: tests/e2e/offline-encounter.spec.ts), so the server's failures reach the learner.
      await page.route('**/api/v1/encounter-packs**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: '잠시 후 다시 시도해주세요.', code: 'SERVICE_UNAVAILABLE' }),
        }),
      );
      await page.goto(`/cases/practice/${viewport.failureCase}`);
      await page.getByRole('button', { name: '실습 시작' }).click();
      await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}$/);

      // The patient's model is down: 503 before any reply.
      await page.route('**/api/v1/practice-sessions/*/chat-messages', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                error: 'AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.',
                code: 'AI_UNAVAILABLE',
              }),
            })
          : route.continue(),
      );
      await sendMessage(page, '어디가 아프세요?');
      await expect(page.getByRole('alert')).toHaveText(
        '오류: AI 서비스가 일시적으로 불안정합니다. 잠시 후 다시 시도해주세요.',
      );
      await expect(page.getByLabel('환자에게 보낼 메시지')).toHaveValue('어디가 아프세요?');
      await expect(page.getByTestId('chat-user')).toHaveCount(0);

      // The connection drops in the middle of a reply: no [DONE].
      await page.unroute('**/api/v1/practice-sessions/*/chat-messages');
      await page.route('**/api/v1/practice-sessions/*/chat-messages', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 200,
              contentType: 'text/event-stream',
              body: 'data: {"chunk":"배가 "}\n\n',
            })
          : route.continue(),
      );
      await page.getByLabel('환자에게 보낼 메시지').press('Enter');
      await expect(page.getByRole('alert')).toHaveText('오류: 연결이 불안정합니다. 다시 시도해주세요.');
      await expect(page.getByLabel('환자에게 보낼 메시지')).toHaveValue('어디가 아프세요?');
      await expect(page.getByTestId('chat-ai')).toHaveCount(0);
      await saveScreenshot(page, `practice-error-${viewport.name}`, { fullPage: false });

      // Back to normal: the same text goes through.
      await page.unroute('**/api/v1/practice-sessions/*/chat-messages');
      await page.getByLabel('환자에게 보낼 메시지').press('Enter');
      await expect(page.getByTestId('chat-ai')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Back button, then 나가기: the warning leads to the dashboard.
      await page.goBack();
      const leave = page.getByRole('dialog', { name: '페이지를 떠나시겠습니까?' });
      await leave.getByRole('button', { name: '나가기' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

test('a session begun on another device runs its clock from when the server started it', async ({
  page,
  signInShared,
}) => {
  await signInShared();
  // Started elsewhere (through the API), five minutes before this browser first opens it.
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  const started = await page.request.post('/api/v1/practice-sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { scenarioId: 'acute-cholangitis' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { practiceSessionId, startedAt } = (await started.json()) as {
    practiceSessionId: string;
    startedAt: string;
  };
  await page.clock.install({ time: Date.parse(startedAt) + 5 * 60_000 });
  await page.goto(`/cases/practice/during/${practiceSessionId}`);
  await expect(page.getByTestId('practice-clock')).toBeVisible();
  await expect.poll(() => remainingSeconds(page)).toBeLessThanOrEqual(7 * 60);
  // Seven minutes less the page time since the clock was set (however long loading took).
  const sinceStart = ((await page.evaluate(() => Date.now())) - Date.parse(startedAt)) / 1000;
  expect(await remainingSeconds(page)).toBeGreaterThanOrEqual(12 * 60 - sinceStart - 2);
});

test('resuming a case says so in a notice under the header, never over its navigation', async ({
  page,
  signInShared,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInShared();
  const token = await page.evaluate(() => localStorage.getItem('aichpx_access_token'));
  const started = await page.request.post('/api/v1/practice-sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { scenarioId: 'acute-pancreatitis' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await page.goto('/cases/practice/acute-pancreatitis');
  await page.getByRole('button', { name: '실습 시작' }).click();
  const notice = page.getByText('진행 중이던 실습을 이어서 합니다.');
  await expect(notice).toBeVisible();
  const header = await page.getByRole('banner').first().boundingBox();
  const box = await notice.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
  // Nothing of the notice's layer lies over the header's navigation.
  const link = page.getByRole('banner').getByRole('link', { name: '모의고사' });
  const at = await link.boundingBox();
  expect(at).not.toBeNull();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: at!.x + at!.width / 2, y: at!.y + at!.height / 2 },
  );
  expect(hit).toBe('모의고사');
});

test('on a desktop the patient-info panel shows the task at its default height', async ({
  page,
  signInShared,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInShared();
  await page.goto('/cases/practice/acute-mesenteric-ischemia');
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}$/);
  const body = page.getByTestId('patient-info-body');
  const task = body.getByText('과제', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(task).toBeVisible();
  const [panel, text] = await Promise.all([body.boundingBox(), task.boundingBox()]);
  if (!panel || !text) throw new Error('the panel or its task is not laid out');
  expect(text.y + text.height).toBeLessThanOrEqual(panel.y + panel.height);
});

test('a practice session that cannot start says so and offers to retry', async ({ page, signInShared }) => {
  await signInShared();
  await page.route('**/api/v1/practice-sessions', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
  );
  await page.goto(`/cases/practice/${CASE_ID}`);
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page.getByRole('alert')).toContainText('실습 세션 시작에 실패했습니다.');
  await page.unroute('**/api/v1/practice-sessions');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}$/);
});

test.describe('category links', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('?secondary= pre-selects a sub-category in the sidebar and the list', async ({
    page,
    signInShared,
  }) => {
    await signInShared();
    await page.goto('/cases?secondary=급성복통');
    const nav = page.getByRole('navigation', { name: '증례 분류' });
    await expect(nav.getByRole('link', { name: /급성복통/ }).or(nav.getByText('급성복통'))).toBeVisible();
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    const cards = page.getByTestId('case-card');
    for (const text of await cards.allTextContents()) expect(text).toContain('급성복통');
    // Choosing "all" clears it.
    await nav.getByText('전체 증례').click();
    await expect(page).not.toHaveURL(/secondary=/);
  });
});

test.describe('category drawer on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sidebar becomes a drawer and still narrows the list', async ({ page, signInShared }) => {
    await signInShared();
    await page.goto('/cases');
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    await page.getByRole('button', { name: '분류' }).click();
    const drawer = page.getByRole('dialog', { name: '증례 분류' });
    await drawer.getByText('순환기', { exact: true }).click();
    await drawer.getByText('가슴통증', { exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/secondary=/);
    await expect(page.getByRole('button', { name: '가슴통증' })).toBeVisible();
    await saveScreenshot(page, 'cases-drawer-360x740', { fullPage: false });
  });
});
