import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OAuth 2.0 / OIDC server (oauth2-mock-server) on a loopback port, standing in for naver,
 * google and kakao. What its userinfo endpoint answers (in the provider's shape) is chosen either
 *
 * - by the test process, with `nextProfile` (the server suite, which drives the flow itself), or
 * - by the browser that signs in, with a scenario cookie (`scenarioCookie`) the authorize request
 *   carries. The profile is bound to the code issued there, then to the access token the code is
 *   exchanged for, so each browser context signs in as its own subject whatever else runs. The
 *   scenario can also make the provider refuse consent or return a state that is not ours.
 */
export type ProviderProfile = Record<string, unknown>;

export interface ProviderScenario {
  /** The user-info body to answer (see `profiles`). */
  profile?: ProviderProfile;
  /**
   * consent: sign in normally. deny: redirect back with error=access_denied and no code, as a
   * provider does when the user cancels. wrong-state: redirect back with a code but a state the
   * app never issued (a forged or mixed-up callback).
   */
  outcome?: 'consent' | 'deny' | 'wrong-state';
}

/** Cookie the browser sends to the provider's /authorize (base64url JSON of a ProviderScenario). */
export const SCENARIO_COOKIE = 'mock_oauth_scenario';

export function encodeScenario(scenario: ProviderScenario): string {
  return Buffer.from(JSON.stringify(scenario)).toString('base64url');
}

function scenarioOf(req: IncomingMessage): ProviderScenario | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== SCENARIO_COOKIE) continue;
    try {
      return JSON.parse(Buffer.from(value.join('='), 'base64url').toString('utf8')) as ProviderScenario;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The app's settings pointing all three providers at the server at `base`. */
export function oauthProviderEnv(base: string): Record<string, string> {
  const env = (provider: 'NAVER' | 'GOOGLE' | 'KAKAO') => ({
    [`${provider}_CLIENT_ID`]: `${provider.toLowerCase()}-client`,
    [`${provider}_CLIENT_SECRET`]: `${provider.toLowerCase()}-secret`,
    [`${provider}_AUTHORIZE_URL`]: `${base}/authorize`,
    [`${provider}_TOKEN_URL`]: `${base}/token`,
    [`${provider}_USERINFO_URL`]: `${base}/userinfo`,
  });
  return { ...env('NAVER'), ...env('GOOGLE'), ...env('KAKAO') };
}

export async function startOAuthProvider(options: { port?: number } = {}) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(options.port ?? 0, '127.0.0.1');
  const base = server.issuer.url!;
  let profile: ProviderProfile = { sub: 'default-subject' };
  const profileByCode = new Map<string, ProviderProfile>();
  const profileByToken = new Map<string, ProviderProfile>();

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const scenario = scenarioOf(req);
    if (!scenario) return;
    // The handler redirects to this same URL object: change it in place.
    if (scenario.outcome === 'deny') {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied the request');
      return;
    }
    if (scenario.outcome === 'wrong-state') url.searchParams.set('state', 'a-state-the-app-never-issued');
    const code = url.searchParams.get('code');
    if (code && scenario.profile) profileByCode.set(code, scenario.profile);
  });
  server.service.on(
    'beforeResponse',
    (response: { body: unknown }, req: IncomingMessage & { body?: { code?: unknown } }) => {
      const code = req.body?.code;
      const bound = typeof code === 'string' ? profileByCode.get(code) : undefined;
      const token = (response.body as { access_token?: unknown } | undefined)?.access_token;
      if (bound && typeof token === 'string') {
        profileByCode.delete(code as string);
        profileByToken.set(token, bound);
      }
    },
  );
  server.service.on(
    'beforeUserinfo',
    (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, '');
      response.body = (token && profileByToken.get(token)) ?? profile;
      response.statusCode = 200;
    },
  );

  return {
    base,
    env: oauthProviderEnv(base),
    /** What userinfo answers when the browser did not choose (no scenario cookie). */
    nextProfile(body: ProviderProfile) {
      profile = body;
    },
    stop: () => server.stop(),
  };
}

/** Provider-shaped user-info bodies. */
export const profiles = {
  google: (sub: string, email: string, verified = true) => ({
    sub,
    email,
    email_verified: verified,
    name: '구글 사용자',
    given_name: '구글',
  }),
  naver: (id: string, email: string) => ({
    resultcode: '00',
    message: 'success',
    response: { id, email, nickname: '네이버닉', name: '네이버 이름' },
  }),
  kakao: (id: number, email: string) => ({
    id,
    kakao_account: {
      email,
      is_email_verified: true,
      is_email_valid: true,
      profile: { nickname: '카카오닉' },
    },
  }),
};
