import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { AppError } from '../lib/app-error';

/**
 * Idempotency-Key on every write. The first request with a key claims it (a row with no status);
 * its answer is stored when it is sent. A later request with the same key and the same body gets
 * that stored answer replayed (header Idempotent-Replayed: true) and nothing runs again; the same
 * key with another body is refused with 422; a key whose first request is still running gets 409.
 * Server faults (5xx) release the key so the client's retry can run for real.
 * Keys are scoped per user (or per client address for anonymous calls) and kept for 24 hours.
 *
 * A claim is a lease of IDEMPOTENCY_LEASE_MS: if the process that took it died (a crash on
 * PostgreSQL leaves the row behind), a retry after the lease takes the claim over and runs.
 * Answers that carry tokens (sign-in, refresh) are never stored: the claim is dropped instead, so
 * no readable token sits in the table; those calls are safe to run again (a refresh retried within
 * the rotation grace gets the same successor).
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
export const IDEMPOTENCY_LEASE_MS = 60_000;
const TOKEN_FIELD = /"(accessToken|refreshToken)"\s*:/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.services.database;
  const clock = app.services.clock;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.skipIdempotency) return;
    if (!KEY_PATTERN.test(key)) {
      throw new AppError('IDEMPOTENCY_KEY_INVALID');
    }
    const scope = request.user ? `user:${request.user.id}` : `anon:${request.ip}`;
    const hash = requestHash(request);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { scope, key };
      return;
    }
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!stored) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
    if (stored.statusCode === null) {
      const now = clock.now();
      if (now.getTime() - stored.createdAt.getTime() < IDEMPOTENCY_LEASE_MS) {
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
      // The first request's lease ran out with no answer (its process died): take the claim over.
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
            eq(idempotencyKeys.createdAt, stored.createdAt),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      request.idempotency = { scope, key };
      return;
    }
    reply
      .status(stored.statusCode)
      .header('idempotent-replayed', 'true')
      .header('content-type', stored.contentType ?? 'application/json; charset=utf-8');
    return reply.send(stored.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    if (
      reply.statusCode >= 500 ||
      (payload !== null && payload !== undefined && typeof payload !== 'string') ||
      (typeof payload === 'string' && TOKEN_FIELD.test(payload))
    ) {
      // Streams cannot be replayed, a server fault should not be, and tokens must not be kept:
      // let the retry run again.
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        responseBody: (payload as string | null) ?? '',
        contentType: typeof contentType === 'string' ? contentType : null,
      })
      .where(where);
    return payload;
  });

  // A request that died without answering must not hold its key forever.
  app.addHook('onRequestAbort', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  });
});

/** Removes stored answers older than the retention window. */
export async function sweepIdempotencyKeys(app: FastifyInstance): Promise<void> {
  const cutoff = new Date(app.services.clock.now().getTime() - IDEMPOTENCY_RETENTION_MS);
  await app.services.database.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
