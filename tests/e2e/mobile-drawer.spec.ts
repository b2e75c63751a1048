import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { logInViaForm, saveScreenshot, signedInLearner } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the burger opens a drawer with the navigation and a collapsible 피드백 group', async ({
  page,
}) => {
  const learner = await signedInLearner(page, 'mobile');

  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
  await page.getByRole('button', { name: '메뉴 열기' }).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('user-badge')).toContainText(learner.nickname);
  for (const entry of ['홈', '증례 라이브러리', '모의고사']) {
    await expect(drawer.getByRole('link', { name: entry })).toBeVisible();
  }

  const feedbackGroup = drawer.getByTestId('drawer-feedback-group');
  await expect(feedbackGroup).toBeVisible();
  await expect(drawer.getByRole('link', { name: '목록' })).toBeHidden();
  await feedbackGroup.click();
  await expect(drawer.getByRole('link', { name: '목록' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '작성' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '피드백 관리' })).toHaveCount(0);
  await saveScreenshot(page, 'mobile-drawer-390x844', { fullPage: false });

  await drawer.getByRole('link', { name: '작성' }).click();
  await expect(page).toHaveURL(/\/feedback\/create$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '피드백 작성' })).toBeVisible();
});

test('an admin sees 피드백 관리 in the drawer', async ({ page }) => {
  await page.goto('/login');
  await logInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByTestId('drawer-feedback-group').click();
  await drawer.getByRole('link', { name: '피드백 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
});
