import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support';

/** The landing page's live demo (issue 7): a visitor chats with the virtual patient, no account. */
const viewports = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1440x900', width: 1440, height: 900 },
];

for (const viewport of viewports) {
  test.describe(`landing demo at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor chats with the virtual patient without an account', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('가상 환자와 진료하고');
      await expect(page.getByRole('link', { name: '회원가입' })).toBeVisible();
      await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();

      await page.getByRole('button', { name: '대화 시작하기' }).click();
      await expect(page.getByTestId('chat-ai')).toHaveCount(1);
      const input = page.getByLabel('가상 환자에게 보낼 메시지');
      await input.fill('어디가 불편해서 오셨어요?');
      await input.press('Enter');
      await expect(page.getByTestId('chat-user')).toHaveText(/어디가 불편해서 오셨어요\?/);
      await expect(page.getByTestId('chat-ai')).toHaveCount(2);
      await expect(page.getByTestId('chat-ai').nth(1)).not.toHaveText(/^가상 환자$/);
      await expect(input).toBeEnabled();
      await saveScreenshot(page, `landing-demo-${viewport.name}`, { fullPage: false });

      // The page never calls the patient an AI model.
      await expect(page.locator('#demo')).not.toContainText(/AI|LLM|언어 ?모델/);

      // Tiles, the second showcase section and its details button.
      for (const tile of ['500+ 증례', '체크리스트 채점', '모의고사 흐름', '약점 리포트']) {
        await expect(page.getByText(tile, { exact: true })).toBeVisible();
      }
      await page.getByRole('link', { name: '결과 예시 자세히 보기' }).click();
      await expect(page).toHaveURL(/\/showcase$/);
      await expect(page.getByText('87', { exact: true })).toBeVisible();
    });
  });
}

test('demo failures: start failure, and a broken stream that gives the text back', async ({ page }) => {
  await page.route('**/api/v1/demo/session', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/');
  await page.getByRole('button', { name: '대화 시작하기' }).click();
  await expect(page.getByRole('alert')).toHaveText('데모 준비에 실패했습니다. 잠시 후 다시 시도해주세요.');

  await page.unroute('**/api/v1/demo/session');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('chat-ai')).toHaveCount(1);

  await page.route('**/api/v1/demo/session/*/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'data: {"chunk":"배가"}\n\n' }),
  );
  const input = page.getByLabel('가상 환자에게 보낼 메시지');
  await input.fill('언제부터 아프셨어요?');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('오류: 연결이 불안정합니다. 다시 시도해주세요.');
  await expect(input).toHaveValue('언제부터 아프셨어요?');

  // An empty reply reads '(무응답)'.
  await page.unroute('**/api/v1/demo/session/*/chat');
  await page.route('**/api/v1/demo/session/*/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'data: [DONE]\n\n' }),
  );
  await input.press('Enter');
  await expect(page.getByTestId('chat-ai').nth(1)).toContainText('(무응답)');
});
