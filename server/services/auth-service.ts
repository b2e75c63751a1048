import { eq, sql } from 'drizzle-orm';
import type { LoginAnswer, RefreshAnswer, RegisterBody, User } from '../../contract/auth';
import type { Database } from '../db/client';
import { writeCounter } from '../db/pglite-thread';
import { users, type UserRow } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { AccessTokens } from './access-tokens';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { RefreshTokens } from './refresh-tokens';
import { toUserDto } from './user-dto';

export interface AuthSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Signed-in sessions remembered at most (all forgotten at once when full). */
const HOT_SESSIONS = 10_000;

export class AuthService {
  readonly accessTokens: AccessTokens;
  readonly refreshTokens: RefreshTokens;
  /**
   * On PGlite (issue 21 item 4) the user and session lookup every signed-in request makes is served
   * from memory while nothing has been written to the database since it was read (any write, any
   * transaction forgets it: server/db/pglite-thread.ts counts them) and the session's last refresh
   * token has not expired. On PostgreSQL other processes write too: always asked.
   */
  private readonly writes: (() => number) | undefined;
  private readonly hotSessions = new Map<string, { user: UserRow; liveUntil: number; writes: number }>();

  constructor(
    private readonly db: Database,
    settings: AuthSettings,
    private readonly clock: Clock,
  ) {
    this.accessTokens = new AccessTokens(settings.jwtSecret, settings.accessTokenTtlSeconds, clock);
    this.refreshTokens = new RefreshTokens(db, settings.jwtSecret, settings.refreshTokenTtlDays, clock);
    this.writes = writeCounter(db);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async register(input: RegisterBody): Promise<User> {
    if (await this.findByEmail(input.email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          passwordHash,
          fullName: input.fullName,
          nickname: input.nickname,
          signUpMethod: 'email',
          createdAt: this.clock.now(),
          updatedAt: this.clock.now(),
        })
        .returning();
      return toUserDto(row!);
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  }

  async login(email: string, password: string): Promise<LoginAnswer> {
    const row = await this.findByEmail(email);
    const ok = row?.passwordHash
      ? await verifyPassword(row.passwordHash, password)
      : (await verifyPassword(await decoyPasswordHash(), password), false);
    if (!row || !ok) throw new AppError('INVALID_CREDENTIALS');
    return this.signIn(row);
  }

  /** Issues a fresh token pair for a user who has just proved who they are. */
  async signIn(row: UserRow): Promise<LoginAnswer> {
    const { refreshToken, familyId } = await this.refreshTokens.issue(row.id);
    const accessToken = await this.accessTokens.sign({
      userId: row.id,
      role: row.role,
      tokenVersion: row.tokenVersion,
      sessionId: familyId,
    });
    return { accessToken, refreshToken, user: toUserDto(row) };
  }

  async refresh(refreshToken: string): Promise<RefreshAnswer> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    const [row] = await this.db.select().from(users).where(eq(users.id, rotated.userId));
    if (!row) throw new AppError('INVALID_REFRESH_TOKEN');
    const accessToken = await this.accessTokens.sign({
      userId: row.id,
      role: row.role,
      tokenVersion: row.tokenVersion,
      sessionId: rotated.familyId,
    });
    return { accessToken, refreshToken: rotated.refreshToken };
  }

  /**
   * Ends the session the access token belongs to (so that token, and every other access token of
   * the session, stops working at once) and the family of the refresh token given, if another.
   */
  async logout(userId: string, sessionId: string, refreshToken: string | undefined): Promise<void> {
    await this.refreshTokens.revokeFamily(sessionId, userId);
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(refreshToken, userId);
  }

  /**
   * The user and how long their sign-in session lives, as a prepared query: built once rather than
   * on every authenticated call, and on PostgreSQL parsed and planned once per connection.
   */
  private lookupQuery() {
    return this.db
      .select({
        user: users,
        // Spelled out: drizzle leaves column names unqualified in a one-table select.
        // The session lives until its last unrevoked refresh token expires (epoch milliseconds).
        liveUntil: sql<number | null>`(select extract(epoch from max(rt.expires_at)) * 1000
          from refresh_tokens rt
          where rt.family_id = ${sql.placeholder('sessionId')} and rt.user_id = users.id and rt.revoked_at is null)::float8`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_session_lookup');
  }

  private sessionLookup: ReturnType<AuthService['lookupQuery']> | undefined;

  /**
   * The live user behind an access token, or null when the token is invalid, outdated (token
   * version) or its session was ended (logout, reuse detection, password change). The session
   * check rides on the user lookup every request makes anyway: one query, no extra round trip;
   * on PGlite none while nothing was written since (hotSessions).
   */
  async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string } | null> {
    const claims = await this.accessTokens.verify(accessToken);
    if (!claims) return null;
    const now = this.clock.now();
    const key = `${claims.userId} ${claims.sessionId}`;
    const writes = this.writes?.();
    const hot = writes === undefined ? undefined : this.hotSessions.get(key);
    if (hot && hot.writes === writes && hot.liveUntil > now.getTime()) {
      if (hot.user.tokenVersion !== claims.tokenVersion) return null;
      return { user: { ...hot.user }, sessionId: claims.sessionId };
    }
    const [found] = await (this.sessionLookup ??= this.lookupQuery()).execute({
      userId: claims.userId,
      sessionId: claims.sessionId,
    });
    const liveUntil = Number(found?.liveUntil ?? 0);
    if (writes !== undefined && found && liveUntil > now.getTime()) {
      if (this.hotSessions.size >= HOT_SESSIONS) this.hotSessions.clear();
      this.hotSessions.set(key, { user: { ...found.user }, liveUntil, writes });
    }
    if (!found || liveUntil <= now.getTime() || found.user.tokenVersion !== claims.tokenVersion) return null;
    return { user: found.user, sessionId: claims.sessionId };
  }

  /** Makes sure the configured admin account exists, is an admin and has the configured password. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const existing = await this.findByEmail(email);
    if (!existing) {
      await this.db.insert(users).values({
        email: email.toLowerCase(),
        passwordHash: await hashPassword(password),
        fullName: '관리자',
        nickname: '관리자',
        role: 'ADMIN',
        signUpMethod: 'email',
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
      });
      return;
    }
    const passwordMatches = existing.passwordHash
      ? await verifyPassword(existing.passwordHash, password)
      : false;
    if (existing.role === 'ADMIN' && passwordMatches) return;
    await this.db
      .update(users)
      .set({
        role: 'ADMIN',
        ...(passwordMatches
          ? {}
          : { passwordHash: await hashPassword(password), tokenVersion: existing.tokenVersion + 1 }),
        updatedAt: this.clock.now(),
      })
      .where(eq(users.id, existing.id));
  }
}
