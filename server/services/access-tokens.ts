import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../lib/clock';

/**
 * Access tokens: short-lived JWTs, HS256 only (the algorithm is pinned on verify, so `alg: none`
 * or an RS/HS confusion is refused), with a `typ` header of `at+jwt` so a token of another kind
 * cannot be passed off as one. `tv` carries the user's token version at issue time.
 */
const ISSUER = 'cpx-tutor';
const TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  role: 'USER' | 'ADMIN';
  tokenVersion: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (expired, tampered, wrong kind). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        typ: TOKEN_TYPE,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload.role;
      const tv = payload.tv;
      if ((role !== 'USER' && role !== 'ADMIN') || typeof tv !== 'number' || !payload.sub) return null;
      return { userId: payload.sub, role, tokenVersion: tv };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
