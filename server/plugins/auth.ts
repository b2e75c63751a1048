import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Route hooks that put the signed-in user on the request, or answer 401 / 403. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const requireUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await app.services.auth.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.user = session.user;
    request.sessionId = session.sessionId;
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role !== 'ADMIN') {
      // Someone probing the admin side: worth an operator's look, with who and where.
      request.log.warn(
        { userId: request.user?.id, route: request.routeOptions.url, method: request.method },
        'non-admin refused on an admin route',
      );
      throw new AppError('FORBIDDEN');
    }
  });
});

/** The sign-in session (refresh-token family) of a route guarded by requireUser. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHENTICATED');
  return request.sessionId;
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
