import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginAnswer,
  loginBody,
  logoutBody,
  refreshAnswer,
  refreshBody,
  registerAnswer,
  registerBody,
} from '../../../contract/auth';
import { errorResponses, okBody } from '../../../contract/common';
import { currentSession, currentUser } from '../../plugins/auth';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MS } from '../../services/login-guard';

export interface AuthRouteOptions {
  /** Attempts per window; tests lower or raise it. */
  loginLimit: { max: number; timeWindow: number };
  registerLimit: { max: number; timeWindow: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const auth = app.services.auth;
  const guard = app.services.loginGuard;
  const secure = app.services.config.publicUrl.startsWith('https://');
  await app.register(cookie);

  app.post(
    '/register',
    {
      config: { rateLimit: { ...opts.registerLimit } },
      schema: {
        tags: ['auth'],
        summary: '이메일 회원가입',
        body: registerBody,
        response: { 201: registerAnswer, ...errorResponses('VALIDATION', 'EMAIL_TAKEN', 'RATE_LIMITED') },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await auth.register(request.body) }),
  );

  app.post(
    '/login',
    {
      // Keyed by address and e-mail: one attacker cannot lock out everyone behind a hospital NAT.
      config: {
        rateLimit: {
          ...opts.loginLimit,
          keyGenerator: (request) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: '이메일 로그인',
        body: loginBody,
        response: {
          200: loginAnswer,
          ...errorResponses('VALIDATION', 'INVALID_CREDENTIALS', 'RATE_LIMITED', 'LOGIN_LOCKED'),
        },
      },
    },
    // Also limited per account, whatever the address: a short lock that grows (LoginGuard), which
    // a device that recently signed in to this account (its cookie) passes.
    async (request, reply) => {
      const { email, password } = request.body;
      const known = guard.isKnownDevice(email, request.cookies[KNOWN_DEVICE_COOKIE]);
      const answer = await guard.attempt(email, () => auth.login(email, password), known);
      reply.setCookie(KNOWN_DEVICE_COOKIE, guard.deviceProof(email), {
        path: '/api/v1/auth/login',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: KNOWN_DEVICE_MS / 1000,
      });
      return answer;
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: '액세스 토큰 재발급 (리프레시 토큰 회전)',
        body: refreshBody,
        response: { 200: refreshAnswer, ...errorResponses('VALIDATION', 'INVALID_REFRESH_TOKEN') },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (이 기기의 세션 종료: 액세스·리프레시 토큰 모두 폐기)',
        security: [{ bearerAuth: [] }],
        body: logoutBody.nullish(),
        response: { 200: okBody, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      await auth.logout(currentUser(request).id, currentSession(request), request.body?.refreshToken);
      return { ok: true as const };
    },
  );
};
