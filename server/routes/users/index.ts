import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meAnswer } from '../../../contract/auth';
import { errorResponses } from '../../../contract/common';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from '../../services/user-dto';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['users'],
        summary: '내 정보',
        security: [{ bearerAuth: [] }],
        response: { 200: meAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => ({ data: toUserDto(currentUser(request)) }),
  );
};
