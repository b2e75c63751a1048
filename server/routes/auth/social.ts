import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  providersAnswer,
  socialCodeBody,
  socialProvider,
  type SocialProvider,
} from '../../../contract/account';
import { loginAnswer } from '../../../contract/auth';
import { errorResponses } from '../../../contract/common';
import { AppError } from '../../lib/app-error';
import { BROWSER_COOKIE, SocialLoginError, STATE_TTL_MS } from '../../services/social-login';

const providerParams = z.object({ provider: z.string().max(20) });

/**
 * Browser-redirect social sign-in (GET /{provider}/login → provider → GET /{provider}/callback →
 * /auth/callback in the PWA with the tokens, as spec 1 §2 reads them) and the code-exchange calls
 * of spec 2 §7 (POST /naver, POST /kakao), which need the state and cookie of a flow this browser
 * started, exactly like the callback.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = app.services.social;
  const secure = app.services.config.publicUrl.startsWith('https://');
  await app.register(cookie);

  const providerOf = (name: string): SocialProvider => {
    const parsed = socialProvider.safeParse(name);
    if (!parsed.success || !social.settings(parsed.data)) throw new AppError('SOCIAL_PROVIDER_UNSUPPORTED');
    return parsed.data;
  };
  const toApp = (query: Record<string, string>) =>
    `${app.services.config.publicUrl}/auth/callback?${new URLSearchParams(query).toString()}`;

  app.get(
    '/providers',
    { schema: { tags: ['auth'], summary: '설정된 소셜 로그인 제공자', response: { 200: providersAnswer } } },
    async () => ({ data: social.configured() }),
  );

  app.get(
    '/:provider/login',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 시작 (제공자로 이동)',
        params: providerParams,
        response: errorResponses('VALIDATION'),
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const { url, browserNonce } = await social.begin(provider);
      reply.setCookie(BROWSER_COOKIE, browserNonce, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/api/v1/auth',
        maxAge: STATE_TTL_MS / 1000,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 콜백 (앱의 /auth/callback으로 이동)',
        params: providerParams,
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
        }),
        response: errorResponses('VALIDATION'),
      },
    },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      const nonce = request.cookies[BROWSER_COOKIE];
      reply.clearCookie(BROWSER_COOKIE, { path: '/api/v1/auth' });
      try {
        const verifier = await social.consumeState(provider, request.query.state, nonce);
        if (request.query.error || !request.query.code) throw new SocialLoginError('social_login_failed');
        const session = await social.complete(provider, request.query.code, verifier);
        return reply.redirect(
          toApp({
            accessToken: session.accessToken,
            refreshToken: session.refreshToken,
            user: JSON.stringify(session.user),
          }),
          302,
        );
      } catch (error) {
        const reason = error instanceof SocialLoginError ? error.reason : 'social_login_failed';
        request.log.warn({ err: error, provider }, 'social sign-in refused');
        return reply.redirect(toApp({ error: reason }), 302);
      }
    },
  );

  for (const provider of ['naver', 'kakao'] as const) {
    app.post(
      `/${provider}`,
      {
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags: ['auth'],
          summary: `${provider === 'naver' ? '네이버' : '카카오'} 인증 코드로 로그인`,
          body: socialCodeBody,
          response: {
            200: loginAnswer,
            ...errorResponses('VALIDATION', 'INVALID_CREDENTIALS', 'RATE_LIMITED'),
          },
        },
      },
      async (request, reply) => {
        providerOf(provider);
        // Bound to a flow this browser started (GET /{provider}/login): the state it was given and
        // its cookie, one use only, with that flow's PKCE verifier. A bare code is refused.
        const nonce = request.cookies[BROWSER_COOKIE];
        reply.clearCookie(BROWSER_COOKIE, { path: '/api/v1/auth' });
        try {
          const verifier = await social.consumeState(provider, request.body.state, nonce);
          return await social.complete(provider, request.body.code, verifier);
        } catch (error) {
          if (error instanceof SocialLoginError) {
            request.log.warn({ provider, reason: error.reason }, 'social code exchange refused');
            throw new AppError(
              error.reason === 'token_generation_failed' ? 'SOCIAL_TOKEN_FAILED' : 'SOCIAL_LOGIN_FAILED',
            );
          }
          throw error;
        }
      },
    );
  }
};
