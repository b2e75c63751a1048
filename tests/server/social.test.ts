import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, startOAuthProvider } from '../support/oauth-provider';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOAuthProvider>>;

beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await createTestApp({ ...provider.env, PUBLIC_URL: 'http://localhost:3999' });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

/** Walks the browser's redirects: our start URL, the provider, back to our callback. */
async function beginSignIn(name: string) {
  const start = await t.app.inject({ method: 'GET', url: `/api/v1/auth/${name}/login` });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.pathname).toBe(`/api/v1/auth/${name}/callback`);
  return {
    authorize,
    callback: `${back.pathname}${back.search}`,
    cookie,
    state: back.searchParams.get('state')!,
  };
}

async function finish(callback: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url: callback, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(302);
  const landing = new URL(String(res.headers.location));
  expect(landing.origin + landing.pathname).toBe('http://localhost:3999/auth/callback');
  return landing.searchParams;
}

async function signInWith(name: 'naver' | 'google' | 'kakao') {
  const { callback, cookie } = await beginSignIn(name);
  const params = await finish(callback, cookie);
  expect(params.get('error')).toBeNull();
  const user = JSON.parse(params.get('user')!);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: bearer(params.get('accessToken')!),
  });
  expect(me.statusCode).toBe(200);
  expect(params.get('refreshToken')).toBeTruthy();
  return { user, me: me.json().data };
}

describe('social sign-in against a real OAuth server', () => {
  it('uses PKCE and state for google', async () => {
    const { authorize } = await beginSignIn('google');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3999/api/v1/auth/google/callback',
    );
  });

  it.each([
    ['google', () => profiles.google(`g-${Date.now()}`, uniqueEmail('g'))],
    ['naver', () => profiles.naver(`n-${Date.now()}`, uniqueEmail('n'))],
    ['kakao', () => profiles.kakao(Date.now(), uniqueEmail('k'))],
  ] as const)('signs in a new %s user, then the same account when they return', async (name, makeProfile) => {
    provider.nextProfile(makeProfile());
    const first = await signInWith(name);
    expect(first.me.signUpMethod).toBe(name);
    const again = await signInWith(name);
    expect(again.user.userId).toBe(first.user.userId);
  });

  it('attaches a verified e-mail to the existing account, but never an unverified one', async () => {
    const existing = await signUp(t.app);
    provider.nextProfile(profiles.google(`g-verified-${Date.now()}`, existing.email, true));
    expect((await signInWith('google')).user.userId).toBe(existing.user.userId);

    const victim = await signUp(t.app);
    provider.nextProfile(profiles.google(`g-unverified-${Date.now()}`, victim.email, false));
    const attacker = await signInWith('google');
    expect(attacker.user.userId).not.toBe(victim.user.userId);
    // Naver never vouches for an address.
    provider.nextProfile(profiles.naver(`n-takeover-${Date.now()}`, victim.email));
    expect((await signInWith('naver')).user.userId).not.toBe(victim.user.userId);
  });

  it('refuses a callback with a missing, wrong or replayed state, or from another browser', async () => {
    provider.nextProfile(profiles.google(`g-state-${Date.now()}`, uniqueEmail('s')));
    const flow = await beginSignIn('google');
    const noState = flow.callback.replace(/([?&])state=[^&]*/, '$1state=');
    expect((await finish(noState, flow.cookie)).get('error')).toBe('social_login_failed');
    const wrongState = flow.callback.replace(/state=[^&]*/, 'state=forged-state-value');
    expect((await finish(wrongState, flow.cookie)).get('error')).toBe('social_login_failed');
    expect((await finish(flow.callback)).get('error')).toBe('social_login_failed');
    expect((await finish(flow.callback, 'cpx_oauth=another-browser')).get('error')).toBe(
      'social_login_failed',
    );

    const ok = await beginSignIn('google');
    expect((await finish(ok.callback, ok.cookie)).get('accessToken')).toBeTruthy();
    expect((await finish(ok.callback, ok.cookie)).get('error')).toBe('social_login_failed');
  });

  it('reports a provider that fails to give a profile as social_login_failed', async () => {
    provider.nextProfile({ unexpected: true });
    const flow = await beginSignIn('kakao');
    expect((await finish(flow.callback, flow.cookie)).get('error')).toBe('social_login_failed');
  });

  it('exchanges a code by POST /auth/naver and /auth/kakao only within a flow this browser started', async () => {
    for (const name of ['naver', 'kakao'] as const) {
      provider.nextProfile(
        name === 'naver'
          ? profiles.naver(`n-post-${Date.now()}`, uniqueEmail('np'))
          : profiles.kakao(Date.now() + 7, uniqueEmail('kp')),
      );
      const flow = await beginSignIn(name);
      const code = new URL(flow.callback, 'http://x').searchParams.get('code')!;
      const post = (payload: object, cookie?: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/auth/${name}`,
          payload,
          headers: cookie ? { cookie } : {},
        });
      // A bare code, a state without the browser's cookie, or a forged state: refused.
      for (const [payload, cookie] of [
        [{ code }, flow.cookie],
        [{ code, state: flow.state }, undefined],
        [{ code, state: 'forged-state-value' }, flow.cookie],
      ] as const) {
        const refused = await post(payload, cookie);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().error).toBe('소셜 로그인에 실패했습니다.');
      }
      const res = await post({ code, state: flow.state }, flow.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('accessToken');
      // The state is spent.
      expect((await post({ code, state: flow.state }, flow.cookie)).statusCode).toBe(401);
    }
  });

  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json().data.sort()).toEqual(['google', 'kakao', 'naver']);
  });
});

describe('a provider without configuration', () => {
  it('answers its start URL with the Korean unsupported-provider message', async () => {
    const bare = await createTestApp();
    try {
      for (const name of ['naver', 'facebook']) {
        const res = await bare.app.inject({ method: 'GET', url: `/api/v1/auth/${name}/login` });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('지원하지 않는 소셜 로그인 제공자입니다.');
      }
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json().data).toEqual(
        [],
      );
    } finally {
      await bare.close();
    }
  });
});
