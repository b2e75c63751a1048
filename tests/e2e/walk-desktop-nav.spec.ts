import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { logInViaForm, saveScreenshot, signedInLearner } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test('the desktop header links to the board list and keeps the external feedback form', async ({ page }) => {
  await signedInLearner(page, 'desknav');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  const external = nav.getByRole('link', { name: '피드백' });
  await expect(external).toHaveAttribute('target', '_blank');

  await nav.getByRole('button', { name: '게시판' }).click();
  await expect(page.getByRole('menuitem', { name: '작성' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '피드백 관리' })).toHaveCount(0);
  await saveScreenshot(page, 'walk-desktop-board-menu-1440x900', { fullPage: false });
  await page.getByRole('menuitem', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
});

test('an admin reaches 피드백 관리 from the desktop header', async ({ page }) => {
  await page.goto('/login');
  await logInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '게시판' }).click();
  await page.getByRole('menuitem', { name: '피드백 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
});
