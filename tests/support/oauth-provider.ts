import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OAuth 2.0 / OIDC server (oauth2-mock-server) on a loopback port, standing in for naver,
 * google and kakao. `nextProfile` sets what its userinfo endpoint answers, in the provider's shape.
 */
export async function startOAuthProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = server.issuer.url!;
  let profile: Record<string, unknown> = { sub: 'default-subject' };
  server.service.on('beforeUserinfo', (response) => {
    response.body = profile;
    response.statusCode = 200;
  });
  const env = (provider: 'NAVER' | 'GOOGLE' | 'KAKAO') => ({
    [`${provider}_CLIENT_ID`]: `${provider.toLowerCase()}-client`,
    [`${provider}_CLIENT_SECRET`]: `${provider.toLowerCase()}-secret`,
    [`${provider}_AUTHORIZE_URL`]: `${base}/authorize`,
    [`${provider}_TOKEN_URL`]: `${base}/token`,
    [`${provider}_USERINFO_URL`]: `${base}/userinfo`,
  });
  return {
    base,
    env: { ...env('NAVER'), ...env('GOOGLE'), ...env('KAKAO') } as Record<string, string>,
    nextProfile(body: Record<string, unknown>) {
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
