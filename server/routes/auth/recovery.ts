import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailBody,
  RECOVERY_MESSAGE,
  recoveryAnswer,
  resetPasswordAnswer,
  resetPasswordBody,
} from '../../../contract/account';
import { errorResponses } from '../../../contract/common';

/**
 * Find id and reset password. Both request calls answer the same sentence whether or not the
 * address has an account, and are rate-limited, so they reveal nothing about who is registered.
 * They answer before any work on the address is done (looking it up, making a link, queuing the
 * mail all run after the answer), so the time they take says nothing either.
 */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const limited = { rateLimit: { max: 5, timeWindow: 15 * 60_000 } };
  const pending = new Set<Promise<void>>();
  const afterAnswer = (request: FastifyRequest, work: () => Promise<void>) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => request.log.error({ err: error }, 'account recovery request failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/find-id',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: '아이디 찾기 (가입 이메일과 가입 방법을 메일로 안내)',
        body: emailBody,
        response: { 200: recoveryAnswer, ...errorResponses('VALIDATION', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      afterAnswer(request, () => accounts.findId(request.body.email));
      return { message: RECOVERY_MESSAGE.findId };
    },
  );

  app.post(
    '/find-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정 링크 요청',
        body: emailBody,
        response: { 200: recoveryAnswer, ...errorResponses('VALIDATION', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      afterAnswer(request, () => accounts.requestPasswordReset(request.body.email));
      return { message: RECOVERY_MESSAGE.findPassword };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: '메일로 받은 링크로 비밀번호 재설정',
        body: resetPasswordBody,
        response: { 200: resetPasswordAnswer, ...errorResponses('VALIDATION', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.newPassword);
      return { message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.' };
    },
  );
};
