/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { type Page } from '@playwright/test';
import { expect, test } from './shared-learner';
import { saveScreenshot } from './support';

/** Phones first (issue 7): every new screen fits 360 px without sideways scrolling. */
test.use({ viewport: { width: 360, height: 740 } });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('landing, case list, briefing and live practice fit a 360 px phone', async ({ page, signInShared }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '대화 시작하기' }).click();
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'landing-360x740');

  await signInShared();
  await page.goto('/cases');
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await page.getByLabel('상세 보기').check({ force: true });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'cases-detail-360x740', { fullPage: false });

  await page.goto('/cases/practice/acute-appendicitis');
  await expect(page.getByTestId('door-card')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: '실습 시작' }).click();
  await expect(page.getByTestId('practice-clock')).toBeVisible();
  const input = page.getByLabel('환자에게 보낼 메시지');
  await input.fill('안녕하세요, 어디가 불편해서 오셨어요?');
  await input.press('Enter');
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: '진료 종료' })).toBeInViewport();
  await expect(input).toBeInViewport();
  await saveScreenshot(page, 'practice-360x740', { fullPage: false });
});
