/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test } from '@playwright/test';
import { profiles } from '../support/oauth-provider';
import { atProvider } from './oauth-scenario';
import { gradientPng } from './png-fixture';
import { saveScreenshot, screenshotsWanted, signedInLearner } from './support';

/**
 * Pictures of the account screens for a human to look over (tests/e2e/artifacts/): the
 * find-account dialog, the reset page (form and invalid link), my page (of an e-mail account and
 * of a social-only one) and a refused social sign-in, phone and desktop.
 */
const viewports = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1440x900', width: 1440, height: 900 },
];

for (const viewport of viewports) {
  test.describe(`account screens at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('find-account dialog and the reset page', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: '아이디·비밀번호 찾기' }).click();
      const dialog = page.getByRole('dialog', { name: '계정 찾기' });
      await dialog.getByRole('button', { name: '아이디 안내 메일 받기' }).click();
      await expect(dialog.getByText('이메일을 입력해주세요.')).toBeVisible();
      await saveScreenshot(page, `find-account-dialog-${viewport.name}`, { fullPage: false });

      await dialog.getByRole('tab', { name: '비밀번호 찾기' }).click();
      await dialog.getByRole('textbox', { name: '이메일' }).fill(`nobody-${viewport.width}@example.com`);
      await dialog.getByRole('button', { name: '재설정 링크 받기' }).click();
      await expect(dialog.getByRole('status')).toBeVisible();
      await saveScreenshot(page, `find-account-dialog-sent-${viewport.name}`, { fullPage: false });

      await page.goto('/auth/reset-password?token=screenshot-token');
      await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expect(page.getByText('비밀번호는 최소 8자 이상이어야 합니다.')).toBeVisible();
      await saveScreenshot(page, `reset-password-${viewport.name}`);

      await page.goto('/auth/reset-password');
      await expect(page.getByRole('alert')).toContainText('유효하지 않은 링크입니다.');
      await saveScreenshot(page, `reset-password-invalid-${viewport.name}`);

      await page.goto('/login?notice=password_changed');
      await expect(page.getByRole('status')).toContainText('새 비밀번호로 다시 로그인해주세요.');
      await saveScreenshot(page, `login-password-changed-${viewport.name}`);
    });

    test('my page', async ({ page }) => {
      await signedInLearner(page, `acct${viewport.width}`, '/my-page');
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
      await expect(page.getByTestId('storage-persistence')).toBeVisible();
      await saveScreenshot(page, `my-page-${viewport.name}`);

      await page.getByLabel('프로필 이미지 파일').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: gradientPng(),
      });
      await expect(page.getByText('미리보기')).toBeVisible();
      if (screenshotsWanted) {
        await page.getByRole('region', { name: '프로필' }).screenshot({
          path: `tests/e2e/artifacts/my-page-preview-${viewport.name}.png`,
        });
      }
      await page.getByRole('button', { name: '이 이미지로 변경' }).click();
      await expect(page.getByText('프로필 이미지를 변경했습니다.')).toBeVisible();
      await expect
        .poll(() =>
          page
            .getByTestId('profile-image')
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await saveScreenshot(page, `my-page-uploaded-${viewport.name}`, { fullPage: false });

      await page.getByRole('button', { name: '계정 삭제' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '계정 영구 삭제' }).click();
      await expect(page.getByText('계정을 삭제하려면 비밀번호를 입력해야 합니다.')).toBeVisible();
      await saveScreenshot(page, `my-page-delete-${viewport.name}`, { fullPage: false });

      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: '결제 관리' }).click();
      await expect(page.getByText('준비 중')).toBeVisible();
      await saveScreenshot(page, `my-page-payment-${viewport.name}`);
    });

    test('a refused social sign-in, and my page of a social-only account', async ({ page, context }) => {
      await atProvider(context, { outcome: 'deny' });
      await page.goto('/login');
      await page.getByRole('link', { name: '네이버로 계속하기' }).click();
      await expect(page.getByRole('alert')).toContainText('소셜 로그인에 실패했습니다.');
      await saveScreenshot(page, `social-callback-refused-${viewport.name}`, { fullPage: false });

      const id = `${Date.now().toString(36)}${viewport.width}`;
      await atProvider(context, {
        profile: profiles.kakao(Date.now() * 10 + viewport.width, `e2e-shot-${id}@example.com`),
      });
      await page.goto('/api/v1/auth/kakao/login');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/my-page');
      await expect(page.getByRole('region', { name: '비밀번호 설정' })).toBeVisible();
      await expect(page.getByTestId('storage-persistence')).toBeVisible();
      await saveScreenshot(page, `my-page-social-only-${viewport.name}`);

      await page.getByRole('button', { name: '계정 삭제' }).click();
      const dialog = page.getByRole('dialog', { name: '정말 계정을 삭제할까요?' });
      await dialog.getByRole('textbox', { name: '확인 문구' }).fill('삭제');
      await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
      await expect(dialog.getByText("'계정 삭제'를 정확히 입력해주세요.")).toBeVisible();
      await saveScreenshot(page, `my-page-social-only-delete-${viewport.name}`, { fullPage: false });
    });
  });
}
