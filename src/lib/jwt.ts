import { TOKEN_EXPIRY_MARGIN_SECONDS } from '../../contract/values';

/**
 * A JWT's claims, read without verifying it: the client cannot verify an HS256 signature and does
 * not need to — the server does. Anything unreadable gives null.
 */
function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim (seconds since the epoch), or null. */
export function readJwtExpiry(token: string): number | null {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The `sub` claim — the userId our access tokens are issued to — or null. */
export function readJwtSubject(token: string): string | null {
  const sub = readJwtClaims(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/**
 * True when the token lapses within the margin (spec 1 §5: "expires within 300 seconds counts as
 * expired"), or when its expiry cannot be read at all.
 */
export function isTokenExpiring(
  token: string,
  nowMs: number,
  marginSeconds = TOKEN_EXPIRY_MARGIN_SECONDS,
): boolean {
  const exp = readJwtExpiry(token);
  if (exp === null) return true;
  return exp - marginSeconds <= nowMs / 1000;
}
