import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error';
import type { SharedStore } from '../lib/shared-store';

export interface LoginGuardSettings {
  /** Failed sign-ins one account may take within the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  /** The first lock; each further lock within a day doubles it, up to maxLockMs. */
  firstLockMs: number;
  maxLockMs: number;
}

export const defaultLoginGuard: LoginGuardSettings = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
};

const DAY_MS = 24 * 60 * 60_000;

/** The cookie a browser gets when it signs in; it proves "this device signed in to this account". */
export const KNOWN_DEVICE_COOKIE = 'cpx_known_device';
/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_MS = 30 * DAY_MS;

const accountId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Failed sign-ins per account, whatever address they come from (the route's own limit counts per
 * address and e-mail). After `maxFailures` failures in the window the account refuses sign-ins
 * for a short lock (429 LOGIN_LOCKED with Retry-After), which doubles with each further lock in a
 * day: guessing stays slow, while a learner whose account someone is hammering is kept out for a
 * minute or a few, never for good. A success clears the count. The counts live in the shared
 * store (Redis with REDIS_URL), keyed by a hash of the address, never the address itself.
 *
 * A device that signed in to the account within 30 days (its signed, httpOnly cookie names the
 * account) is let through the lock: the learner on their own phone signs in with the right
 * password even while someone elsewhere is hammering the account. Its failures still count.
 */
export class LoginGuard {
  constructor(
    private readonly store: SharedStore,
    private readonly secret: string,
    private readonly now: () => number,
    private readonly settings: LoginGuardSettings = defaultLoginGuard,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`known-device|${payload}`).digest('base64url');
  }

  /** The known-device cookie value for an account that just signed in on this device. */
  deviceProof(email: string): string {
    const payload = `${accountId(email)}.${this.now() + KNOWN_DEVICE_MS}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether a cookie value proves a recent sign-in to this account from this device. */
  isKnownDevice(email: string, proof: string | undefined): boolean {
    const [id, until, mac] = proof?.split('.') ?? [];
    if (!id || !until || !mac || id !== accountId(email) || Number(until) <= this.now()) return false;
    const expected = Buffer.from(this.sign(`${id}.${until}`));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async attempt<T>(email: string, signIn: () => Promise<T>, knownDevice = false): Promise<T> {
    const id = accountId(email);
    const keys = { failures: `login-fail:${id}`, lock: `login-lock:${id}`, locks: `login-locks:${id}` };
    const lockedMs = knownDevice ? 0 : await this.store.ttl(keys.lock);
    if (lockedMs > 0) {
      throw new AppError('LOGIN_LOCKED', undefined, {
        'retry-after': String(Math.max(1, Math.ceil(lockedMs / 1000))),
      });
    }
    try {
      const answer = await signIn();
      await this.store.forget(keys.failures, keys.locks);
      return answer;
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
        const { count } = await this.store.hit(keys.failures, this.settings.windowMs);
        if (count >= this.settings.maxFailures) {
          const { count: locks } = await this.store.hit(keys.locks, DAY_MS);
          const lockMs = Math.min(this.settings.maxLockMs, this.settings.firstLockMs * 2 ** (locks - 1));
          await this.store.mark(keys.lock, lockMs);
          await this.store.forget(keys.failures);
        }
      }
      throw error;
    }
  }
}
