import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers and CORS. The CSP is the one the built PWA passes: no inline scripts but the
 * build's own, each allowed by its hash (the prerendered pages' session hint), inline
 * styles allowed (Mantine sets style attributes), everything else from this origin only.
 * The API docs page gets a looser policy of its own because Swagger UI needs inline code.
 * Every API answer is `Cache-Control: no-store`.
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The PWA never uses <base>; 'none' stops an injected one from re-pointing relative URLs.
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      corsOrigins: string[];
      https: boolean;
      /** `'sha256-…'` sources of the build's own inline scripts (server/plugins/spa.ts). */
      inlineScripts?: string[];
    },
  ) => {
    // helmet's middleware, made once: @fastify/helmet made it anew for every request (parsing the
    // CSP each time), a tenth of the bytes a case-list request allocated (issue 21, 2026-12-06).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...cspDirectives,
          scriptSrc: [...cspDirectives.scriptSrc, ...(opts.inlineScripts ?? [])],
          ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Cross-origin isolation would block the avatar and image blobs the app shows; not needed here.
      crossOriginEmbedderPolicy: false,
      hsts: opts.https,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet calls back with nothing; since 8.1 it throws rather than passing an error on.
      securityHeaders(request.raw, reply.raw, () => done());
    });
    await app.register(cors, {
      origin: (origin, callback) => {
        // Same-origin requests and non-browser clients send no Origin header.
        if (!origin || opts.corsOrigins.includes(origin)) return callback(null, true);
        return callback(null, false);
      },
      credentials: true,
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    });
    app.addHook('onSend', async (request, reply) => {
      // API answers hold personal data and tokens: no browser, proxy or service worker may keep
      // them. A route that serves something public and immutable (avatars) says so itself.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      if (request.url.startsWith('/api/docs')) {
        reply.header(
          'content-security-policy',
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'",
        );
      }
    });
  },
);
