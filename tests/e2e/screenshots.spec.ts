import { expect, test } from '@playwright/test';
import { saveScreenshot, signedInLearner } from './support';

/**
 * Pictures of the main screens at phone, desktop and tablet sizes, for a human to look over
 * (tests/e2e/artifacts/). Each also asserts the page actually rendered.
 */
const viewports = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1440x900', width: 1440, height: 900 },
  // A tablet: the desktop header at its narrowest.
  { name: '768x1024', width: 768, height: 1024 },
];

for (const viewport of viewports) {
  test.describe(`screens at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('visitor pages', async ({ page }) => {
      for (const [path, name, heading] of [
        ['/', 'landing', '가상 환자와 진료하고'],
        ['/login', 'login', '로그인'],
        ['/register', 'register', '회원가입'],
        ['/showcase', 'showcase', '한 번의 진료'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await saveScreenshot(page, `${name}-${viewport.name}`);
      }
      await page.goto('/login?error=session_expired');
      await expect(page.getByText('자동 로그아웃')).toBeVisible();
      await saveScreenshot(page, `login-session-expired-${viewport.name}`);
    });

    test('signed-in dashboard', async ({ page }) => {
      await signedInLearner(page, `shot${viewport.width}`);
      await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
      await saveScreenshot(page, `dashboard-${viewport.name}`);
    });
  });
}
