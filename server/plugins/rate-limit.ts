import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`); refusals become the catalogue's Korean
 * 429 with Retry-After in seconds, which the PWA turns into its cooldown. The counts live in Redis
 * when REDIS_URL is set (so two instances do not double a limit), else in this process's memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so a route's key may include the e-mail it is aimed at.
    hook: 'preHandler',
    // With REDIS_URL, every instance counts in the same Redis (keys under the configured prefix).
    ...(app.services.shared.redis
      ? { redis: app.services.shared.redis, nameSpace: `${app.services.shared.prefix}rl:` }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
});
