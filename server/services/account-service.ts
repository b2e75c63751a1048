import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DELETE_CONFIRMATION_WORD,
  PROFILE_IMAGE_MAX_BYTES,
  RESET_TOKEN_TTL_MINUTES,
} from '../../contract/account';
import type { User } from '../../contract/auth';
import type { Database } from '../db/client';
import { mailOutbox, passwordResetTokens, socialAccounts } from '../db/schema/accounts';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { users, type UserRow } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { AuthService } from './auth-service';
import { findIdMail, passwordChangedMail, resetPasswordMail, socialOnlyResetMail } from './mail-templates';
import type { Mailer } from './mailer';
import { hashPassword, verifyPassword } from './passwords';
import { toUserDto } from './user-dto';
import { seoulDateTimeText } from '../lib/seoul-time';

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('base64url');
const AVATAR_NAME = /^[0-9a-f-]{36}\.webp$/;
export const AVATAR_ROUTE_PREFIX = '/api/v1/uploads/avatars/';

/**
 * Account recovery (find id, reset password by a mailed link) and the learner's own account
 * (profile, image, password, deletion). Ending sessions always means both: raising the token
 * version (every access token dies) and revoking every refresh token.
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly options: { publicUrl: string; dataDir: string },
  ) {}

  private get avatarDir() {
    return path.join(this.options.dataDir, 'uploads', 'avatars');
  }

  avatarPath(fileName: string): string | null {
    return AVATAR_NAME.test(fileName) ? path.join(this.avatarDir, fileName) : null;
  }

  /** Every way the account can sign in: 'email' when it has a password, then its social providers. */
  private async signInMethods(row: UserRow): Promise<string[]> {
    const linked = await this.db
      .select({ provider: socialAccounts.provider })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, row.id));
    return [
      ...new Set([
        ...(row.passwordHash ? ['email'] : []),
        row.signUpMethod,
        ...linked.map((l) => l.provider),
      ]),
    ];
  }

  async findId(email: string): Promise<void> {
    const row = await this.auth.findByEmail(email);
    if (!row) return;
    const methods = await this.signInMethods(row);
    await this.mailer.send(findIdMail(row.email, { email: row.email, signUpMethods: methods }));
  }

  async requestPasswordReset(email: string): Promise<void> {
    const row = await this.auth.findByEmail(email);
    if (!row) return;
    if (!row.passwordHash) {
      // An account made by social sign-in may carry an address its provider never verified (naver
      // does not say). A reset link would hand the account to whoever reads that mailbox, so such
      // an account is told how it signs in instead; its owner sets a first password on my page.
      await this.mailer.send(socialOnlyResetMail(row.email, await this.signInMethods(row)));
      return;
    }
    const raw = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      // A new link voids every earlier one.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: row.id,
        tokenHash: sha256(raw),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
    });
    const link = `${this.options.publicUrl}/auth/reset-password?token=${encodeURIComponent(raw)}`;
    await this.mailer.send(resetPasswordMail(row.email, link, RESET_TOKEN_TTL_MINUTES));
  }

  async resetPassword(rawToken: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(newPassword);
    const userId = await this.db.transaction(async (tx) => {
      const [token] = await tx
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(rawToken)))
        .for('update');
      if (!token || token.usedAt || token.expiresAt <= now) return null;
      await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.id, token.id));
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(eq(users.id, token.userId));
      return token.userId;
    });
    if (!userId) throw new AppError('RESET_LINK_INVALID');
    await this.auth.refreshTokens.revokeAllOf(userId);
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    if (row) await this.mailer.send(passwordChangedMail(row.email, this.formatNow()));
  }

  private formatNow(): string {
    return seoulDateTimeText(this.clock.now());
  }

  async updateProfile(user: UserRow, nickname: string): Promise<User> {
    const [row] = await this.db
      .update(users)
      .set({ nickname, updatedAt: this.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return toUserDto(row!);
  }

  /**
   * Accepts JPG, PNG or GIF judged by content (not by name or declared type), re-encodes it
   * (which drops metadata such as GPS), and stores it under a name the server chooses.
   */
  async setProfileImage(user: UserRow, file: Buffer): Promise<User> {
    if (file.length === 0) throw new AppError('IMAGE_MISSING');
    if (file.length > PROFILE_IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
    // Loaded on the first upload, not at boot (about 0.15 s of the server's start).
    const { default: sharp } = await import('sharp');
    let format: string | undefined;
    try {
      format = (await sharp(file).metadata()).format;
    } catch {
      format = undefined;
    }
    if (format !== 'jpeg' && format !== 'png' && format !== 'gif') {
      throw new AppError('IMAGE_TYPE_UNSUPPORTED');
    }
    let encoded: Buffer;
    try {
      encoded = await sharp(file, { animated: false })
        .rotate()
        .resize(512, 512, { fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw new AppError('IMAGE_UNREADABLE');
    }
    await mkdir(this.avatarDir, { recursive: true });
    const name = `${crypto.randomUUID()}.webp`;
    await writeFile(path.join(this.avatarDir, name), encoded);
    await this.removeStoredImage(user.profileImageUrl);
    const [row] = await this.db
      .update(users)
      .set({ profileImageUrl: `${AVATAR_ROUTE_PREFIX}${name}`, updatedAt: this.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return toUserDto(row!);
  }

  async deleteProfileImage(user: UserRow): Promise<User> {
    if (!user.profileImageUrl) throw new AppError('NO_PROFILE_IMAGE');
    await this.removeStoredImage(user.profileImageUrl);
    const [row] = await this.db
      .update(users)
      .set({ profileImageUrl: null, updatedAt: this.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return toUserDto(row!);
  }

  private async removeStoredImage(url: string | null) {
    if (!url?.startsWith(AVATAR_ROUTE_PREFIX)) return;
    const file = this.avatarPath(url.slice(AVATAR_ROUTE_PREFIX.length));
    if (file) await rm(file, { force: true });
  }

  /** Changes the password and ends every session, this one included. */
  async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
    if (user.passwordHash) {
      if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED');
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG');
      }
    }
    await this.db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: this.clock.now(),
      })
      .where(eq(users.id, user.id));
    await this.auth.refreshTokens.revokeAllOf(user.id);
    await this.mailer.send(passwordChangedMail(user.email, this.formatNow()));
  }

  /**
   * Deletes the account and everything that belongs to it (sessions, notes, bookmarks, tokens,
   * linked social identities, the profile image and the mails sent to it).
   *
   * An account with a password confirms with it. An account without one (made by social sign-in,
   * no password set since) has nothing to prove itself with but its session, so it confirms by
   * typing DELETE_CONFIRMATION_WORD: that guards against a slip, not against a stolen token —
   * which, for such an account, could do anything else its owner can as well. Re-asking the
   * provider would be stronger; the access token's short life (15 minutes) bounds the risk.
   */
  async deleteAccount(user: UserRow, proof: { password?: string; confirmation?: string }): Promise<void> {
    if (user.passwordHash) {
      if (!proof.password) throw new AppError('ACCOUNT_PASSWORD_REQUIRED');
      if (!(await verifyPassword(user.passwordHash, proof.password))) {
        throw new AppError('ACCOUNT_PASSWORD_WRONG');
      }
    } else if (proof.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
      throw new AppError('ACCOUNT_CONFIRMATION_WRONG');
    }
    await this.removeStoredImage(user.profileImageUrl);
    await this.db.transaction(async (tx) => {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${user.email.toLowerCase()}`);
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${user.id}`));
      await tx.delete(users).where(eq(users.id, user.id));
    });
  }
}
