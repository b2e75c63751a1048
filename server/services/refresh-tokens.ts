import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema/refresh-tokens';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

/**
 * Opaque refresh tokens with rotation and reuse detection.
 *
 * The successor of a token is derived from it with an HMAC keyed by the server secret. That lets
 * two tabs that refresh with the same token at nearly the same moment both receive the *same*
 * successor (within GRACE_MS), without ever storing a raw token: the second request recomputes it.
 * A rotated token presented after the grace window means someone replayed an old token: the whole
 * family is revoked and both holders must sign in again.
 */
export const ROTATION_GRACE_MS = 10_000;

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('base64url');

export class RefreshTokens {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly ttlDays: number,
    private readonly clock: Clock,
  ) {}

  private successorOf(raw: string): string {
    return createHmac('sha256', this.secret).update(`refresh-successor:${raw}`).digest('base64url');
  }

  private expiry(): Date {
    return new Date(this.clock.now().getTime() + this.ttlDays * 86_400_000);
  }

  /** Starts a new family (a new sign-in on a device); the family id is the session's id. */
  async issue(userId: string): Promise<{ refreshToken: string; familyId: string }> {
    const raw = randomBytes(32).toString('base64url');
    const familyId = crypto.randomUUID();
    await this.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(raw),
      createdAt: this.clock.now(),
      expiresAt: this.expiry(),
    });
    return { refreshToken: raw, familyId };
  }

  /** Exchanges a refresh token for its successor; answers the user id it belongs to. */
  async rotate(raw: string): Promise<{ userId: string; refreshToken: string; familyId: string }> {
    const now = this.clock.now();
    const successor = this.successorOf(raw);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(raw)))
        .for('update');
      if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const };
      if (row.rotatedAt) {
        if (now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
          const [child] = await tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, sha256(successor)));
          if (child && !child.revokedAt && !child.rotatedAt) {
            return {
              kind: 'ok' as const,
              userId: row.userId,
              refreshToken: successor,
              familyId: row.familyId,
            };
          }
        }
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { kind: 'reused' as const };
      }
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      await tx.insert(refreshTokens).values({
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: sha256(successor),
        createdAt: now,
        expiresAt: this.expiry(),
      });
      return { kind: 'ok' as const, userId: row.userId, refreshToken: successor, familyId: row.familyId };
    });
    if (outcome.kind !== 'ok') throw new AppError('INVALID_REFRESH_TOKEN');
    return { userId: outcome.userId, refreshToken: outcome.refreshToken, familyId: outcome.familyId };
  }

  /** Ends the family the token belongs to (sign-out on this device). Unknown tokens are ignored. */
  async revokeFamilyOf(raw: string, userId: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(raw)));
    if (!row || row.userId !== userId) return;
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends one session (the family an access token's `sid` names) of this user. */
  async revokeFamily(familyId: string, userId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /** Ends every session of a user (password change, reset, account deletion). */
  async revokeAllOf(userId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
