import type { UserRow } from './db/schema/users';
import type { AppServices } from './services/container';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin hooks. */
    user?: UserRow;
    /** The sign-in session (refresh-token family) of the access token; set with `user`. */
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /** Routes that must never be replayed from the idempotency store (e.g. streamed answers). */
    skipIdempotency?: boolean;
  }
}
