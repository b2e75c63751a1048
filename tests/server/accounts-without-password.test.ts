import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, startOAuthProvider } from '../support/oauth-provider';
import { startSmtpSink } from '../support/smtp-sink';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

/**
 * Accounts made by social sign-in have no password until the learner sets one. The user answer
 * says so (hasPassword), such an account sets its first password without a current one, and it
 * confirms its deletion with the typed word '계정 삭제' — which the server accepts only from an
 * account that has no password.
 */
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOAuthProvider>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  provider = await startOAuthProvider();
  smtp = await startSmtpSink();
  t = await createTestApp({ ...provider.env, SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
  await smtp?.close();
});

const CONFIRMATION_MESSAGE = "계정을 삭제하려면 '계정 삭제'를 정확히 입력해주세요.";
const PASSWORD_MESSAGE = '계정을 삭제하려면 비밀번호를 입력해야 합니다.';

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const deleteMe = (token: string, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', payload, headers: bearer(token) });
const setPassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/me/password', payload, headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

/** The browser's round trip through the provider; answers the session the app's callback got. */
async function socialSignIn(name: 'naver' | 'google' | 'kakao', profile: Record<string, unknown>) {
  provider.nextProfile(profile);
  const start = await t.app.inject({ method: 'GET', url: `/api/v1/auth/${name}/login` });
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  });
  const params = new URL(String(done.headers.location)).searchParams;
  expect(params.get('error')).toBeNull();
  return {
    accessToken: params.get('accessToken')!,
    refreshToken: params.get('refreshToken')!,
    user: JSON.parse(params.get('user')!) as { userId: string; hasPassword: boolean; email: string },
  };
}

describe('hasPassword in the user answer', () => {
  it('is true for an e-mail account in every answer that carries the user', async () => {
    const s = await signUp(t.app);
    expect((s.user as { hasPassword?: boolean }).hasPassword).toBe(true);
    expect((await me(s.accessToken)).json().data.hasPassword).toBe(true);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/profile',
      payload: { nickname: '바뀐닉' },
      headers: bearer(s.accessToken),
    });
    expect(renamed.json().data.hasPassword).toBe(true);
  });

  it.each([
    ['naver', (n: number) => profiles.naver(`n-nopw-${n}`, uniqueEmail('nopw-n'))],
    ['google', (n: number) => profiles.google(`g-nopw-${n}`, uniqueEmail('nopw-g'))],
    ['kakao', (n: number) => profiles.kakao(n, uniqueEmail('nopw-k'))],
  ] as const)(
    'is false for an account made by %s sign-in, in the callback and /users/me',
    async (name, make) => {
      const session = await socialSignIn(name, make(Date.now()));
      expect(session.user.hasPassword).toBe(false);
      const answer = (await me(session.accessToken)).json().data;
      expect(answer).toMatchObject({ signUpMethod: name, hasPassword: false });
    },
  );

  it('is true for a social sign-in attached to an e-mail account by a verified address', async () => {
    const existing = await signUp(t.app);
    const session = await socialSignIn(
      'google',
      profiles.google(`g-linked-${Date.now()}`, existing.email, true),
    );
    expect(session.user.userId).toBe(existing.user.userId);
    expect(session.user.hasPassword).toBe(true);
  });
});

describe('an account without a password', () => {
  it('sets a first password with no current one; then signs in with it and deletes only with it', async () => {
    const email = uniqueEmail('first-pw');
    const session = await socialSignIn('kakao', profiles.kakao(Date.now() + 11, email));
    const set = await setPassword(session.accessToken, { newPassword: 'first-password-1' });
    expect(set.statusCode).toBe(200);
    // Setting it ends every session, as a change does.
    expect((await me(session.accessToken)).statusCode).toBe(401);

    const signedIn = await login(email, 'first-password-1');
    expect(signedIn.statusCode).toBe(200);
    const { accessToken, user } = signedIn.json();
    expect(user).toMatchObject({ signUpMethod: 'kakao', hasPassword: true });

    // Now it has a password: the confirmation word no longer deletes it, and a change needs the current one.
    const byWord = await deleteMe(accessToken, { confirmation: '계정 삭제' });
    expect(byWord.statusCode).toBe(400);
    expect(byWord.json().error).toBe(PASSWORD_MESSAGE);
    const noCurrent = await setPassword(accessToken, { newPassword: 'second-password-2' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().error).toBe('현재 비밀번호를 입력해주세요.');
    expect((await deleteMe(accessToken, { password: 'first-password-1' })).statusCode).toBe(200);
  });

  it('gets no reset link by mail: the mail says how it signs in, and the usual answer is given', async () => {
    const email = uniqueEmail('no-reset');
    await socialSignIn('naver', profiles.naver(`n-no-reset-${Date.now()}`, email));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/find-password',
      payload: { email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/find-password',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(asked.statusCode).toBe(unknown.statusCode);
    expect(asked.json()).toEqual(unknown.json());

    const [mail] = await smtp.waitForTo(email, 1);
    expect(mail!.to).toContain(email);
    expect(mail!.text).toContain('네이버');
    expect(mail!.text).toContain('마이페이지에서 비밀번호를 설정');
    expect(mail!.text).not.toContain('reset-password?token=');
    expect(mail!.html).not.toContain('reset-password?token=');
  });

  it('is deleted with the confirmation word only; everything of it ends', async () => {
    const subject = Date.now() + 23;
    const profile = profiles.kakao(subject, uniqueEmail('del-word'));
    const session = await socialSignIn('kakao', profile);

    for (const payload of [
      {},
      { confirmation: '' },
      { confirmation: '계정삭제' },
      { password: 'anything-1' },
    ]) {
      const refused = await deleteMe(session.accessToken, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toBe(CONFIRMATION_MESSAGE);
    }
    expect((await me(session.accessToken)).statusCode).toBe(200);

    const deleted = await deleteMe(session.accessToken, { confirmation: ' 계정 삭제 ' });
    expect(deleted.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The provider link went with it: the same kakao user now gets a new, empty account.
    const again = await socialSignIn('kakao', profile);
    expect(again.user.userId).not.toBe(session.user.userId);
  });

  it('an account with a password is never deleted by the word', async () => {
    const s = await signUp(t.app);
    const refused = await deleteMe(s.accessToken, { confirmation: '계정 삭제' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PASSWORD_MESSAGE);
    expect((await me(s.accessToken)).statusCode).toBe(200);
  });
});
