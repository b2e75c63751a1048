import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswer } from '../../contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: '서버 상태', response: { 200: healthAnswer } } },
    async () => ({
      status: 'ok' as const,
      database: app.services.database.kind,
      version: process.env.npm_package_version ?? '0.1.0',
      time: app.services.clock.now().toISOString(),
    }),
  );
};
