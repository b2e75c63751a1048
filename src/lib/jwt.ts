import { TOKEN_EXPIRY_MARGIN_SECONDS } from '../../contract/auth';

/**
 * Reads the `exp` claim (seconds since the epoch) of a JWT without verifying it: the client cannot
 * verify an HS256 signature and does not need to — the server does. Anything unreadable gives null.
 */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
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
