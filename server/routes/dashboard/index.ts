import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import { dashboardAnswer } from '../../../contract/dashboard';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { currentUser } from '../../plugins/auth';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['dashboard'],
        summary: '대시보드 요약',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => ({ data: await app.services.dashboard.summary(currentUser(request).id) }),
  );
};
