import type * as Jose from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../lib/clock';

/**
 * jose, loaded at the first token signed or checked rather than with the server (issue 21 item 5:
 * about 60 ms of a boot's module loading); kept once loaded.
 */
let jose: typeof Jose | undefined;
const loadJose = async (): Promise<typeof Jose> => (jose ??= await import('jose'));

/**
 * Access tokens: short-lived JWTs, HS256 only (the algorithm is pinned on verify, so `alg: none`
 * or an RS/HS confusion is refused), with a `typ` header of `at+jwt` so a token of another kind
 * cannot be passed off as one. `iss` and `aud` are set and both checked, so a token this secret
 * signed for another purpose or service is refused. `tv` carries the user's token version at issue
 * time; `sid` is the sign-in session (the refresh-token family), which logout ends.
 */
export const ACCESS_TOKEN_ISSUER = 'cpx-tutor';
export const ACCESS_TOKEN_AUDIENCE = 'cpx-tutor/api';
const TOKEN_TYPE = 'at+jwt';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  role: 'USER' | 'ADMIN';
  tokenVersion: number;
  /** The sign-in session (refresh-token family) the token belongs to. */
  sessionId: string;
}

/**
 * How many verified tokens are kept (about 0.5 KB each). A learner's device sends the same token
 * with every call for its 15 minutes; checking its signature again on each (jose's HMAC goes
 * through WebCrypto, a job on libuv's thread pool and back) was a tenth of the server's CPU on
 * the case list under load (issue 21, 2026-12-06).
 */
const VERIFIED_TOKENS = 5_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were checked, by the whole token text, with their expiry
   * (epoch seconds): a hit is the same bytes jose accepted, so only the time can have changed and
   * that is checked on every use, as jose checks it. A token differing in any byte is a miss.
   */
  private readonly verified = new LRUCache<string, { claims: AccessClaims; exp: number }>({
    max: VERIFIED_TOKENS,
  });
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const { SignJWT } = jose ?? (await loadJose());
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** How many verified tokens are kept (for tests and diagnostics). */
  get keptTokens(): number {
    return this.verified.size;
  }

  /** The claims of a valid token, or null for anything else (expired, tampered, wrong kind). */
  async verify(token: string): Promise<AccessClaims | null> {
    const now = this.clock.now();
    const kept = this.verified.get(token);
    if (kept) {
      // jose's rule: expired when exp is at or before the current second.
      if (kept.exp > Math.floor(now.getTime() / 1000)) return { ...kept.claims };
      this.verified.delete(token);
      return null;
    }
    const { errors, jwtVerify } = jose ?? (await loadJose());
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        typ: TOKEN_TYPE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud'],
      });
      const role = payload.role;
      const tv = payload.tv;
      const sid = payload.sid;
      if ((role !== 'USER' && role !== 'ADMIN') || typeof tv !== 'number' || !payload.sub) return null;
      if (typeof sid !== 'string' || !UUID.test(sid) || !UUID.test(payload.sub)) return null;
      const claims: AccessClaims = { userId: payload.sub, role, tokenVersion: tv, sessionId: sid };
      // requiredClaims makes exp a number here.
      this.verified.set(token, { claims, exp: payload.exp! });
      return { ...claims };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
