import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common';
import { dashboardAnswer, type DashboardSummary } from '../../../contract/dashboard';
import { sendEncoded } from '../../lib/encoded-answers';
import { currentUser } from '../../plugins/auth';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      onRequest: [app.requireUser],
      // The answer comes as kept JSON, compressed once (sendEncoded); the plugin must not redo it.
      compress: false,
      schema: {
        tags: ['dashboard'],
        summary: '대시보드 요약',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardAnswer, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    // Kept per learner and data version (DashboardService.summaryAnswer): a repeated call costs one
    // small query. Fastify sends a Buffer as it is; the cast only tells the type provider these bytes
    // are the serialised dashboardAnswer.
    async (request, reply) => {
      const answer = await app.services.dashboard.summaryAnswer(currentUser(request).id);
      return reply.send((await sendEncoded(request, reply, answer)) as unknown as { data: DashboardSummary });
    },
  );
};
