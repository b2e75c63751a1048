/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the e2e files are compiled with the server tsconfig.
import { expect, test, type Route } from '@playwright/test';
import { logInViaForm, newLearner } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

test('a new learner registers, logs in, moves around the signed-in layout and logs out', async ({ page }) => {
  const learner = newLearner('flow');

  await page.goto('/register');
  await page.getByLabel('이름').fill(learner.fullName);
  await page.getByLabel('닉네임').fill(learner.nickname);
  await page.getByLabel('이메일').fill(learner.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(learner.password);
  await page.getByLabel('비밀번호 확인').fill(learner.password);
  await page.getByRole('button', { name: '회원가입', exact: true }).click();

  const done = page.getByRole('dialog', { name: '회원가입 완료' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(`${learner.nickname}님, 가입을 환영합니다!`);
  await done.getByRole('button', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInViaForm(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const header = page.locator('header');
  await expect(header.getByRole('link', { name: '대시보드로' })).toBeVisible();
  await expect(header.getByTestId('user-badge')).toContainText(learner.nickname);
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();

  const nav = header.getByRole('navigation', { name: '주 메뉴' });
  await nav.getByRole('link', { name: '증례 라이브러리' }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole('heading', { level: 1, name: '증례 라이브러리' })).toBeVisible();

  await nav.getByRole('link', { name: '모의고사' }).click();
  await expect(page).toHaveURL(/\/mock-exams$/);
  await expect(page.getByRole('heading', { level: 1, name: '모의고사' })).toBeVisible();

  for (const [entry, path] of [
    ['학습 기록', '/my-notes/history'],
    ['즐겨찾기', '/my-notes/bookmarks'],
    ['오답노트', '/my-notes/incorrect'],
    ['학습 통계', '/my-notes/statistics'],
  ] as const) {
    await nav.getByRole('button', { name: '학습 노트' }).click();
    await page.getByRole('menuitem', { name: entry }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  }

  const external = nav.getByRole('link', { name: '피드백' });
  await expect(external).toHaveAttribute('target', '_blank');

  await nav.getByRole('link', { name: '홈' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('aichpx_access_token'))).toBeNull();
});

test.describe('while the sign-up page loads', () => {
  // The app's code comes over the network here (no service worker serving it from its cache), so
  // the test can hold the sign-up page's code back, as a slow phone would. (The login page's own
  // code comes with the app's first screens, scripts/vite-prerender.ts, so it is never held back.)
  test.use({ serviceWorkers: 'block' });

  test('the login page left behind takes no input, and the sign-up form gets what is typed', async ({
    page,
  }) => {
    const learner = newLearner('slowsignup');
    await page.goto('/login');
    const leftBehind = page.locator('#root').getByLabel('이메일');
    await leftBehind.fill('typed-before@example.com');

    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.getByRole('link', { name: '회원가입', exact: true }).click();

    // The address is the sign-up page's, the login form still shows, and it is inert until the
    // sign-up page replaces it: nothing typed now can land in a form about to disappear.
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('page-outlet')).toHaveAttribute('inert', '');
    await expect(page.getByTestId('page-outlet')).toHaveAttribute('aria-busy', 'true');
    await expect(leftBehind).toBeVisible();
    const takesFocus = await leftBehind.evaluate((input) => {
      (input as HTMLInputElement).focus();
      return document.activeElement === input;
    });
    expect(takesFocus, 'a field of the page being left must not take focus').toBe(false);
    expect(held.length).toBeGreaterThan(0);

    released = true;
    for (const route of held) await route.continue();
    await page.unroute('**/assets/*.js');
    await page.getByLabel('이름').fill(learner.fullName);
    await page.getByLabel('닉네임').fill(learner.nickname);
    await page.getByLabel('이메일').fill(learner.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(learner.password);
    await page.getByLabel('비밀번호 확인').fill(learner.password);
    await expect(page.getByLabel('이름')).toHaveValue(learner.fullName);
    await expect(page.getByTestId('page-outlet')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: '회원가입', exact: true }).click();
    await page
      .getByRole('dialog', { name: '회원가입 완료' })
      .getByRole('button', { name: '로그인하러 가기' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await logInViaForm(page, learner.email, learner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('login shows the server message for a wrong password, in Korean', async ({ page }) => {
  const learner = newLearner('wrongpw');
  await page.request.post('/api/v1/auth/register', {
    data: {
      fullName: learner.fullName,
      nickname: learner.nickname,
      email: learner.email,
      password: learner.password,
    },
  });
  await page.goto('/login');
  await logInViaForm(page, learner.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(/\/login$/);
});

test('register shows field messages and the duplicate e-mail message', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호 확인을 입력해주세요.')).toBeVisible();

  const learner = newLearner('dup');
  await page.request.post('/api/v1/auth/register', {
    data: {
      fullName: learner.fullName,
      nickname: learner.nickname,
      email: learner.email,
      password: learner.password,
    },
  });
  await page.getByLabel('이름').fill(learner.fullName);
  await page.getByLabel('닉네임').fill(learner.nickname);
  await page.getByLabel('이메일').fill(learner.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(learner.password);
  await page.getByLabel('비밀번호 확인').fill('something-else');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

  await page.getByLabel('비밀번호 확인').fill(learner.password);
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('이미 가입된 이메일입니다.');
});
