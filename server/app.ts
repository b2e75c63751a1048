import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../contract/zod-korean';
import './types';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrorOptions } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { prerenderedScriptHashes, spaPlugin } from './plugins/spa';
import { authRoutes, type AuthRouteOptions } from './routes/auth/index';
import { caseRoutes } from './routes/cases/index';
import { dashboardRoutes } from './routes/dashboard/index';
import { encounterPackRoutes } from './routes/encounter-packs/index';
import { demoRoutes } from './routes/demo/index';
import { mockExamRoutes } from './routes/mock-exams/index';
import { myNotesRoutes } from './routes/my-notes/index';
import { feedbackRoutes } from './routes/feedback/index';
import { healthRoutes } from './routes/health';
import { practiceRoutes } from './routes/practice/index';
import { uploadRoutes, userRoutes } from './routes/users/index';
import { recoveryRoutes } from './routes/auth/recovery';
import { socialRoutes } from './routes/auth/social';
import { createServices, type AppServices } from './services/container';
import { projectRoot } from '../content/project-root';

export { projectRoot };

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  distDir?: string;
  limits?: Partial<AuthRouteOptions>;
  /** Run the background workers: grading, and mail retries (tests drain the queues by hand instead). */
  gradingWorker?: boolean;
  /**
   * Settles once the database is open, migrated and seeded, when it was handed over before
   * (server/boot.ts, openDatabaseToPrepare): the app is built meanwhile, and is ready (its
   * workers start, it may listen) only after it. Building queries nothing.
   */
  databasePrepared?: Promise<void>;
}

const defaultLimits: AuthRouteOptions = {
  loginLimit: { max: 10, timeWindow: 60_000 },
  registerLimit: { max: 20, timeWindow: 3_600_000 },
};

/** The whole application as one Fastify plugin: services, cross-cutting plugins, then /api/v1 routes. */
export const cpxApp = fp(async (app: FastifyInstance, opts: AppOptions & { services: AppServices }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', opts.services);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  const distDir = opts.distDir ?? path.join(projectRoot, 'dist');
  await app.register(securityPlugin, {
    corsOrigins: opts.config.corsOrigins,
    https: opts.config.publicUrl.startsWith('https://'),
    inlineScripts: prerenderedScriptHashes(distDir),
  });
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);

  const limits = {
    ...defaultLimits,
    loginLimit: { max: opts.config.loginRateLimitPerMinute, timeWindow: 60_000 },
    registerLimit: { max: opts.config.registerRateLimitPerHour, timeWindow: 3_600_000 },
    ...opts.limits,
  };
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes);
      await typed.register(authRoutes, { prefix: '/auth', ...limits });
      await typed.register(recoveryRoutes, { prefix: '/auth' });
      await typed.register(socialRoutes, { prefix: '/auth' });
      await typed.register(userRoutes, { prefix: '/users' });
      await typed.register(uploadRoutes, { prefix: '/uploads' });
      await typed.register(caseRoutes, { prefix: '/cases' });
      await typed.register(practiceRoutes, { prefix: '/practice-sessions' });
      await typed.register(encounterPackRoutes, { prefix: '/encounter-packs' });
      await typed.register(demoRoutes, { prefix: '/demo' });
      await typed.register(myNotesRoutes, { prefix: '/my-notes' });
      await typed.register(mockExamRoutes, { prefix: '/mock-exams' });
      await typed.register(feedbackRoutes, { prefix: '/feedback' });
      await typed.register(dashboardRoutes, { prefix: '/dashboard' });
    },
    { prefix: '/api/v1' },
  );

  await app.register(spaPlugin, { distDir });
});

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the first n hops". */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds a ready Fastify instance; the database must already be migrated (or `databasePrepared` given). */
export async function buildApp(
  options: AppOptions,
  fastifyOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Off unless TRUST_PROXY names the proxies in front: otherwise any client could set
    // X-Forwarded-For and pick the address the rate limits count against.
    trustProxy: trustProxyOption(options.config.trustProxy),
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    ...frameworkErrorOptions,
    ...fastifyOptions,
  });
  const services = createServices(options.config, options.database, options.clock ?? systemClock, app.log);
  await app.register(cpxApp, { ...options, services });
  app.addHook('onClose', async () => {
    await services.mailer.stop();
    await services.shared.close();
  });
  if (options.gradingWorker !== false) {
    app.addHook('onReady', async () => services.mailer.start());
    app.addHook('onReady', async () => services.gradingQueue.start());
    app.addHook('onClose', async () => services.gradingQueue.stop());
  }
  // Nothing that queries starts before the database is prepared: the onReady hooks (the mailer,
  // the grading queue) run after this. Awaited here rather than in an onReady hook of its own,
  // where Fastify's plugin timeout (10 s) applied to it: a fresh PostgreSQL database seeded on a
  // busy machine took longer and the server exited instead of starting (2026-12-06).
  if (options.databasePrepared) await options.databasePrepared;
  await app.ready();
  return app;
}
