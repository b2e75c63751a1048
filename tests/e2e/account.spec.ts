/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Page } from '@playwright/test';
import { RECOVERY_MESSAGE } from '../../contract/account';
import { E2E_MAIL_SENDER } from './fixture-addresses';
import { linkIn, mailsTo, waitForMail } from './mail-inbox';
import { gradientPng } from './png-fixture';
import { logInViaForm, newLearner, registerViaApi, signedInLearner } from './support';

/**
 * Account recovery (find-account dialog, reset link, reset page) and my page (nickname, image,
 * password change, deletion) against the real server, which sends its mails over SMTP to the
 * suite's SMTP server; the tests read them from there (mail-inbox.ts).
 */
test.use({ viewport: { width: 1440, height: 900 } });

async function openFindAccountDialog(page: Page) {
  await page.getByRole('button', { name: '아이디·비밀번호 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '계정 찾기' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('aichpx_access_token'));

test('find id: the e-mail is required, then the neutral answer shows and the mail tells the id and method', async ({
  page,
}) => {
  const learner = newLearner('findid');
  await registerViaApi(page.request, learner);
  await page.goto('/login');
  const dialog = await openFindAccountDialog(page);

  await expect(dialog.getByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: '아이디 안내 메일 받기' }).click();
  await expect(dialog.getByText('이메일을 입력해주세요.')).toBeVisible();

  await dialog.getByRole('textbox', { name: '이메일' }).fill(learner.email);
  await dialog.getByRole('button', { name: '아이디 안내 메일 받기' }).click();
  await expect(dialog.getByRole('status')).toContainText(RECOVERY_MESSAGE.findId);
  const mail = await waitForMail(learner.email, '아이디 안내');
  expect(mail.from).toContain(E2E_MAIL_SENDER);
  expect(mail.text).toContain(`로그인 아이디(이메일): ${learner.email}`);
  expect(mail.text).toContain('가입·로그인 방법: 이메일');
  expect(mail.html).toContain(learner.email);

  // An address with no account gets the same answer, and no mail.
  const stranger = newLearner('findid-nobody').email;
  await dialog.getByRole('textbox', { name: '이메일' }).fill(stranger);
  const strangerAsked = page.waitForResponse('**/api/v1/auth/find-id');
  await dialog.getByRole('button', { name: '메일 다시 받기' }).click();
  expect((await strangerAsked).status()).toBe(200);
  await expect(dialog.getByRole('status')).toContainText(RECOVERY_MESSAGE.findId);
  // The server sends a mail before it answers, so one to the stranger would be here by now.
  expect(await mailsTo(stranger)).toEqual([]);
});

test('password reset: request from the dialog, open the mailed link, set a new password, sign in with it', async ({
  page,
}) => {
  const learner = newLearner('reset');
  await registerViaApi(page.request, learner);
  await page.goto('/login');
  // What was typed into the login form pre-fills the dialog.
  await page.getByLabel('이메일').fill(learner.email);
  const dialog = await openFindAccountDialog(page);
  await dialog.getByRole('tab', { name: '비밀번호 찾기' }).click();
  await expect(dialog.getByRole('textbox', { name: '이메일' })).toHaveValue(learner.email);
  await dialog.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(dialog.getByRole('status')).toContainText(RECOVERY_MESSAGE.findPassword);

  // The mail arrives over SMTP; its button opens the reset page (the text carries the same link).
  const mail = await waitForMail(learner.email, '비밀번호 재설정 안내');
  const link = linkIn(mail, '/auth/reset-password');
  await page.setContent(mail.html);
  await expect(page.getByRole('link', { name: '비밀번호 재설정하기' })).toHaveAttribute('href', link);
  await page.getByRole('link', { name: '비밀번호 재설정하기' }).click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();

  const newPassword = 'fresh-password-77';
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByLabel('새 비밀번호 확인').fill('shorter');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호는 최소 8자 이상이어야 합니다.')).toBeVisible();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('status')).toContainText('비밀번호가 변경되었습니다');
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The account owner is told by mail that the password changed.
  await waitForMail(learner.email, '비밀번호 변경 알림');

  await logInViaForm(page, learner.email, learner.password);
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await logInViaForm(page, learner.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once: opened again (signed out), it says so and offers a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('another-password-1');
  await page.getByLabel('새 비밀번호 확인').fill('another-password-1');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('alert')).toContainText(
    '유효하지 않거나 만료된 링크입니다. 비밀번호 재설정을 다시 요청해주세요.',
  );
  await page.getByRole('button', { name: '재설정 링크 다시 받기' }).click();
  const again = page.getByRole('dialog', { name: '계정 찾기' });
  await expect(again.getByRole('tab', { name: '비밀번호 찾기' })).toHaveAttribute('aria-selected', 'true');
});

test('the reset page without a token shows the invalid-link screen', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('alert')).toContainText('유효하지 않은 링크입니다.');
  await expect(page.getByRole('button', { name: '재설정 링크 다시 받기' })).toBeVisible();
  await expect(page.getByLabel('새 비밀번호', { exact: true })).toHaveCount(0);
});

test('my page: nickname, profile image (upload, refusal, deletion) and the payment tab', async ({ page }) => {
  const learner = await signedInLearner(page, 'mypage');
  const header = page.locator('header');
  await header.getByTestId('user-badge').click();
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '계정 관리' })).toHaveAttribute('aria-selected', 'true');

  // Name and e-mail are shown read-only; the sign-up method is shown; storage persistence is reported.
  const profile = page.getByRole('region', { name: '프로필' });
  await expect(profile).toContainText(learner.fullName);
  await expect(profile).toContainText(learner.email);
  await expect(profile.getByRole('textbox', { name: '이름' })).toHaveCount(0);
  await expect(profile.getByRole('textbox', { name: '이메일' })).toHaveCount(0);
  await expect(page.getByTestId('sign-up-method')).toHaveText('이메일');
  await expect(page.getByTestId('storage-persistence')).toHaveText(/영구 저장|임시 저장|확인 불가/);

  // Nickname: required, then saved; the header follows and it survives a reload.
  const nickname = page.getByRole('textbox', { name: '닉네임' });
  await nickname.fill('   ');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('닉네임을 입력해주세요.')).toBeVisible();
  await nickname.fill('새닉네임');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('닉네임을 저장했습니다.')).toBeVisible();
  await expect(header.getByTestId('user-badge')).toContainText('새닉네임');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '닉네임' })).toHaveValue('새닉네임');
  await expect(header.getByTestId('user-badge')).toContainText('새닉네임');

  // Upload a PNG: preview first, then the server's copy in the page and in the header.
  const picture = page.getByTestId('profile-image');
  await page.getByLabel('프로필 이미지 파일').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: gradientPng(),
  });
  await expect(picture.getByText('미리보기')).toBeVisible();
  await expect(picture.locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: '이 이미지로 변경' }).click();
  await expect(page.getByText('프로필 이미지를 변경했습니다.')).toBeVisible();
  const uploaded = picture.locator('img');
  await expect(uploaded).toHaveAttribute('src', /^\/api\/v1\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await uploaded.getAttribute('src');
  await expect(header.getByTestId('user-badge').locator('img')).toHaveAttribute('src', src!);

  // An HTML file named .png (the browser declares it image/png) is refused before upload…
  const html = Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>');
  await page
    .getByLabel('프로필 이미지 파일')
    .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: html });
  await expect(page.getByText('이미지 파일만 업로드 가능합니다.')).toBeVisible();
  await expect(uploaded).toHaveAttribute('src', src!);
  // …and the server refuses it too, should a client skip the check.
  const token = await storedToken(page);
  const refused = await page.request.put('/api/v1/users/me/profile-image', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { profileImage: { name: 'cat.png', mimeType: 'image/png', buffer: html } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('이미지 파일만 업로드 가능합니다. (JPG, PNG, GIF)');

  // Deletion asks first.
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '프로필 이미지를 삭제할까요?' });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  await expect(uploaded).toBeVisible();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('프로필 이미지를 삭제했습니다.')).toBeVisible();
  await expect(picture.locator('img')).toHaveCount(0);
  await expect(header.getByTestId('user-badge').locator('img')).toHaveCount(0);

  // The payment tab is a placeholder; the tab is in the URL.
  await page.getByRole('tab', { name: '결제 관리' }).click();
  await expect(page).toHaveURL(/\/my-page\?tab=payment$/);
  await expect(page.getByText('결제 관리 기능은 곧 제공될 예정입니다.', { exact: false })).toBeVisible();
});

test('password change ends every session; the new password signs in', async ({ page, browser }) => {
  const learner = await signedInLearner(page, 'pwchange', '/my-page');
  // Another device, signed in before the change.
  const otherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await otherContext.newPage();
  await other.goto('/login');
  await logInViaForm(other, learner.email, learner.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('region', { name: '비밀번호 변경' });
  await card.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(card.getByText('현재 비밀번호를 입력해주세요.')).toBeVisible();
  await expect(card.getByText('새 비밀번호를 입력해주세요.')).toBeVisible();

  const newPassword = 'changed-password-9';
  await card.getByLabel('현재 비밀번호').fill('not-my-password');
  await card.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await card.getByLabel('새 비밀번호 확인').fill('changed-password-8');
  await card.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(card.getByText('새 비밀번호가 일치하지 않습니다.')).toBeVisible();

  await card.getByLabel('새 비밀번호 확인').fill(newPassword);
  await card.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(card.getByRole('alert')).toContainText('현재 비밀번호가 올바르지 않습니다.');

  await card.getByLabel('현재 비밀번호').fill(learner.password);
  await card.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password_changed$/);
  await expect(page.getByRole('status')).toContainText('새 비밀번호로 다시 로그인해주세요.');
  expect(await storedToken(page)).toBeNull();

  // The other device's session is over too.
  await other.goto('/my-page');
  await expect(other).toHaveURL(/\/login\?error=session_expired$/);
  await otherContext.close();

  await logInViaForm(page, learner.email, learner.password);
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await logInViaForm(page, learner.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('account deletion: password required, farewell message, then / after 2 s; the login is gone', async ({
  page,
}) => {
  const learner = await signedInLearner(page, 'delete', '/my-page');
  await page.getByRole('button', { name: '계정 삭제' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 계정을 삭제할까요?' });
  await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
  await expect(dialog.getByText('계정을 삭제하려면 비밀번호를 입력해야 합니다.')).toBeVisible();

  await dialog.getByLabel('비밀번호').fill('wrong-password-1');
  await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
  await expect(dialog.getByRole('alert').last()).toContainText('비밀번호가 올바르지 않습니다.');

  await dialog.getByLabel('비밀번호').fill(learner.password);
  // The page's clock stands still from here, so the farewell's 2 s are counted by the test, not
  // by how fast a busy machine renders.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await dialog.getByRole('button', { name: '계정 영구 삭제' }).click();
  const farewell = page.getByRole('dialog', { name: '계정 삭제 완료' });
  await expect(farewell).toContainText('계정이 삭제되었습니다.');
  await page.clock.runFor(1_500);
  await expect(farewell).toContainText('계정이 삭제되었습니다.');
  expect(new URL(page.url()).pathname).not.toBe('/');
  await page.clock.runFor(600);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('가상 환자와 진료하고');

  // Nothing of the user is left in this browser.
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('aichpx_user_info'))).toBeNull();

  await page.goto('/login');
  await logInViaForm(page, learner.email, learner.password);
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
});

test('social callbacks explain a failure in Korean and return to /login after 3 s', async ({ page }) => {
  // The page's clock is moved by the test: the 3 s are counted, not waited for (9 s of the stage).
  await page.clock.install();
  for (const [path, message] of [
    ['/auth/callback?error=social_login_failed', '소셜 로그인에 실패했습니다.'],
    ['/login/callback?error=token_generation_failed', '토큰 생성에 실패했습니다.'],
    ['/auth/callback?accessToken=only-this', '인증 정보가 불완전합니다.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(message);
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('social buttons start at the server; one the server cannot use is disabled, with a tooltip', async ({
  page,
}) => {
  // The suite's server has all three providers (their OAuth server is fixtures-server.ts).
  expect(((await (await page.request.get('/api/v1/auth/providers')).json()).data as string[]).sort()).toEqual(
    ['google', 'kakao', 'naver'],
  );
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: '네이버로 계속하기' })).toHaveAttribute(
      'href',
      '/api/v1/auth/naver/login',
    );
    await expect(page.getByRole('link', { name: 'Google로 계속하기' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google/login',
    );
    // Kakao exists (the social-sign-in spec signs in at /api/v1/auth/kakao/login) but has no button.
    await expect(page.getByText('카카오로 계속하기')).toHaveCount(0);
  }

  // A server without Google credentials (its provider list answered for this page only).
  await page.route('**/api/v1/auth/providers', (route) => route.fulfill({ json: { data: ['naver'] } }));
  await page.goto('/login');
  const google = page.getByText('Google로 계속하기').locator('xpath=ancestor::a[1]');
  await expect(google).toHaveAttribute('aria-disabled', 'true');
  await expect(google).not.toHaveAttribute('href', /.*/);
  await google.hover();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'Google 로그인은 아직 이 서버에 설정되지 않아' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '네이버로 계속하기' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
