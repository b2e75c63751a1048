import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { logInViaForm, newLearner, registerViaApi, signedInLearner } from './support';

test('a visitor opening /cases signs in first and comes back to /cases', async ({ page }) => {
  const learner = newLearner('guard');
  await registerViaApi(page.request, learner);

  await page.goto('/cases');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcases$/);
  await logInViaForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole('heading', { level: 1, name: '증례 라이브러리' })).toBeVisible();
});

test('a signed-in learner opening /login or the landing page goes to /dashboard', async ({ page }) => {
  await signedInLearner(page, 'public');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('가상 환자와 진료하고');
});

test('/my-notes opens the learning history', async ({ page }) => {
  await signedInLearner(page, 'notes', '/my-notes');
  await expect(page).toHaveURL(/\/my-notes\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: '학습 기록' })).toBeVisible();
});

test('admin pages are for admins only', async ({ page }) => {
  await signedInLearner(page, 'notadmin', '/admin/feedback');
  await expect(page).toHaveURL(/\/feedback$/);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: '피드백 관리' })).toBeVisible();
});
