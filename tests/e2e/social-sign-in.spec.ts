/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { storageKeys, type User } from '../../contract/auth';
import { profiles } from '../support/oauth-provider';
import { waitForMail } from './mail-inbox';
import { atProvider } from './oauth-scenario';
import { logInViaForm } from './support';

/**
 * Naver, google and kakao sign-in, the whole way: the app's button (kakao has none by spec, so
 * its flow starts at /api/v1/auth/kakao/login), the suite's OAuth 2.0 server (fixtures-server.ts)
 * signing in the user this browser context chose, the app's callback, and back into the app —
 * for a new learner and again for the same provider subject, which must find the same account.
 */
test.use({ viewport: { width: 1440, height: 900 } });

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}`;

const storedUser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as User | null, storageKeys.user);

const providers = [
  {
    id: 'naver' as const,
    label: '네이버',
    button: '네이버로 계속하기',
    mailLabel: '네이버',
    nickname: '네이버닉',
    profile: (email: string) => profiles.naver(`naver-${unique()}`, email),
  },
  {
    id: 'google' as const,
    label: 'Google',
    button: 'Google로 계속하기',
    mailLabel: '구글',
    nickname: '구글',
    profile: (email: string) => profiles.google(`google-${unique()}`, email),
  },
  {
    id: 'kakao' as const,
    label: '카카오',
    button: null,
    mailLabel: '카카오',
    nickname: '카카오닉',
    profile: (email: string) => profiles.kakao(Date.now() * 100 + (counter += 1), email),
  },
];

for (const provider of providers) {
  test(`${provider.id}: a new learner signs up, edits the nickname, and returns to the same account`, async ({
    page,
    context,
  }) => {
    const email = `e2e-${provider.id}-${unique()}@example.com`;
    await atProvider(context, { profile: provider.profile(email) });

    // ---- New learner: the register page's button (kakao: its start URL) ------------------------
    if (provider.button) {
      await page.goto('/register');
      await page.getByRole('link', { name: provider.button }).click();
    } else {
      await page.goto('/api/v1/auth/kakao/login');
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.locator('header');
    await expect(header.getByTestId('user-badge')).toContainText(provider.nickname);
    const first = (await storedUser(page))!;
    expect(first).toMatchObject({ email, signUpMethod: provider.id, hasPassword: false });

    // My page knows how the account signs in; a nickname edit persists.
    await page.goto('/my-page');
    await expect(page.getByTestId('sign-up-method')).toHaveText(provider.label);
    const nickname = `${provider.id}-${unique().slice(-6)}`;
    await page.getByRole('textbox', { name: '닉네임' }).fill(nickname);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('닉네임을 저장했습니다.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: '닉네임' })).toHaveValue(nickname);

    await header.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();

    // ---- Returning learner, same provider subject: the login page's button ---------------------
    if (provider.button) {
      await page.getByRole('link', { name: provider.button }).click();
    } else {
      await page.goto('/api/v1/auth/kakao/login');
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header.getByTestId('user-badge')).toContainText(nickname);
    expect((await storedUser(page))!.userId).toBe(first.userId);
    await page.goto('/my-page');
    await expect(page.getByRole('textbox', { name: '닉네임' })).toHaveValue(nickname);

    // Find id tells the address and that it signs in with the provider.
    if (provider.id === 'kakao') {
      const answer = await page.request.post('/api/v1/auth/find-id', { data: { email } });
      expect(answer.status()).toBe(200);
      const mail = await waitForMail(email, '아이디 안내');
      expect(mail.text).toContain(`로그인 아이디(이메일): ${email}`);
      expect(mail.text).toContain(`가입·로그인 방법: ${provider.mailLabel}`);
    }
  });
}

test('a social-only account sets a first password on my page, then signs in with it too', async ({
  page,
  context,
}) => {
  const email = `e2e-firstpw-${unique()}@example.com`;
  await atProvider(context, { profile: profiles.naver(`naver-firstpw-${unique()}`, email) });
  await page.goto('/login');
  await page.getByRole('link', { name: '네이버로 계속하기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-page');

  // No password to change: the card explains how the account signs in and offers to set one.
  await expect(page.getByRole('region', { name: '비밀번호 변경' })).toHaveCount(0);
  const card = page.getByRole('region', { name: '비밀번호 설정' });
  await expect(card).toContainText('이 계정은 네이버로 로그인하며 비밀번호가 없습니다.');
  await expect(card.getByTestId('sign-in-email')).toHaveText(email);
  await expect(card.getByLabel('현재 비밀번호')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '계정 삭제' })).toContainText("확인 문구 '계정 삭제'");

  await card.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(card.getByText('새 비밀번호를 입력해주세요.')).toBeVisible();
  const password = 'first-password-7';
  await card.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await card.getByLabel('새 비밀번호 확인').fill(password);
  await card.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password_changed$/);

  await logInViaForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedUser(page)).toMatchObject({ signUpMethod: 'naver', hasPassword: true });
  await page.goto('/my-page');
  await expect(page.getByRole('region', { name: '비밀번호 변경' }).getByLabel('현재 비밀번호')).toBeVisible();
  await expect(page.getByRole('region', { name: '계정 삭제' })).toContainText(
    '삭제하려면 현재 비밀번호를 입력해야 합니다.',
  );
});

test('a social-only account is deleted by typing the confirmation word', async ({ page, context }) => {
  const profile = profiles.google(`google-delete-${unique()}`, `e2e-gdelete-${unique()}@example.com`);
  await atProvider(context, { profile });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const first = (await storedUser(page))!;
  await page.goto('/my-page');

  await page.getByRole('button', { name: '계정 삭제' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 계정을 삭제할까요?' });
  await expect(dialog.getByLabel('비밀번호')).toHaveCount(0);
  const word = dialog.getByRole('textbox', { name: '확인 문구' });
  await word.fill('삭제');
  await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
  await expect(dialog.getByText("계정을 삭제하려면 '계정 삭제'를 정확히 입력해주세요.")).toBeVisible();

  await word.fill('계정 삭제');
  await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
  await expect(page.getByRole('dialog', { name: '계정 삭제 완료' })).toContainText('계정이 삭제되었습니다.');
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  expect(await storedUser(page)).toBeNull();

  // The same Google user signing in again starts over: a new account, the old one is gone.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storedUser(page))!.userId).not.toBe(first.userId);
});

test('a refused consent or a state the app never issued: the callback says so, then /login after 3 s', async ({
  page,
  context,
}) => {
  await page.clock.install();
  for (const [outcome, button] of [
    ['deny', 'Google로 계속하기'],
    ['wrong-state', '네이버로 계속하기'],
  ] as const) {
    // The app is never asked for a profile: a refusal brings no code, a foreign state is refused first.
    await atProvider(context, { outcome });
    await page.goto('/login');
    // Time stands still from here: the redirect waits for the clock to be moved.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('link', { name: button }).click();

    await expect(page).toHaveURL(/\/auth\/callback\?error=social_login_failed$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('소셜 로그인에 실패했습니다.');
    await expect(alert).toContainText('3초 후 로그인 페이지로 이동합니다.');
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeNull();

    await page.clock.runFor(2_900);
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.resume();
  }
});
