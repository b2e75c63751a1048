/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { ask, bubbles } from './offline-support';
import { readStoredRow, signedInLearner } from './support';

/**
 * A brand-new learner's first visit: the service worker is not in control yet (blocked here, as it
 * is until it has installed and claimed the page), so nothing is served from its cache. Once the
 * case's briefing or the live practice page has opened, the encounter must still run without the
 * network: the patient engine runs on the device, and the code it needs (the engine, the pages the
 * encounter moves through) was loaded when the page opened, not when the first offline question
 * asks for it.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const CASE_ID = 'acute-appendicitis';

/**
 * Scripts the page has asked for and not yet received, and those received: the test goes offline
 * only once the page has finished loading what it loads on opening.
 */
function watchScripts(page: Page) {
  const pending = new Set<string>();
  const received: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request.url());
  });
  page.on('requestfinished', (request) => {
    if (!pending.delete(request.url())) return;
    received.push(request.url());
  });
  page.on('requestfailed', (request) => pending.delete(request.url()));
  return {
    /** Waits until the device engine's code has arrived and no script is on its way. */
    async settled() {
      await expect
        .poll(() => received.some((url) => /\/assets\/device-engine-[\w-]+\.js$/.test(url)), {
          message: "the device engine's code is loaded when the practice page opens",
        })
        .toBe(true);
      await expect.poll(() => pending.size).toBe(0);
    },
  };
}

async function openBriefing(page: Page): Promise<void> {
  await page.goto(`/cases/practice/${CASE_ID}`);
  await expect(page.getByTestId('door-card')).toContainText('배가 아파요');
  await expect.poll(() => readStoredRow(page, 'encounterPacks', CASE_ID)).toBeTruthy();
}

test('the network drops on the briefing before the service worker controls the page: the case starts and runs on the device', async ({
  page,
  context,
}) => {
  await signedInLearner(page, 'firstoff1', '/cases');
  const scripts = watchScripts(page);
  await openBriefing(page);
  await scripts.settled();

  await context.setOffline(true);
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}/);
  await ask(page, '안녕하세요, 어디가 불편해서 오셨어요?', 1);
  await ask(page, '어느 부위가 가장 아프세요?', 2);
  await expect(page.getByText('연결이 불안정합니다')).toHaveCount(0);
  expect((await bubbles(page, 'chat-ai')).join(' ')).toMatch(/배|아파/);
});

test('the network drops during a case before the service worker controls the page: the next questions are answered on the device', async ({
  page,
  context,
}) => {
  await signedInLearner(page, 'firstoff2', '/cases');
  const scripts = watchScripts(page);
  await openBriefing(page);
  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page).toHaveURL(/\/during\/[0-9a-f-]{36}/);
  await ask(page, '안녕하세요, 어디가 불편해서 오셨어요?', 1);
  await scripts.settled();

  await context.setOffline(true);
  await ask(page, '언제부터 아프셨어요?', 2);
  await ask(page, '어느 부위가 가장 아프세요?', 3);
  await expect(page.getByText('연결이 불안정합니다')).toHaveCount(0);
});
