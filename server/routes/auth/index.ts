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
import { currentUser } from '../../plugins/auth';

export interface AuthRouteOptions {
  /** Attempts per window; tests lower or raise it. */
  loginLimit: { max: number; timeWindow: number };
  registerLimit: { max: number; timeWindow: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const auth = app.services.auth;

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
          ...errorResponses('VALIDATION', 'INVALID_CREDENTIALS', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password),
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
        summary: '로그아웃 (이 기기의 리프레시 토큰 폐기)',
        security: [{ bearerAuth: [] }],
        body: logoutBody.optional(),
        response: { 200: okBody, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      await auth.logout(currentUser(request).id, request.body?.refreshToken);
      return { ok: true as const };
    },
  );
};
