import { describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock';
import { AccessTokens } from './access-tokens';

const claims = {
  userId: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
  role: 'USER' as const,
  tokenVersion: 0,
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

function setUp() {
  const clock = manualClock();
  return { clock, tokens: new AccessTokens('a-secret-of-at-least-32-characters-long', 900, clock) };
}

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('AccessTokens: verified tokens kept', () => {
  it('keeps a verified token and answers it again until the second it expires, then forgets it', async () => {
    const { clock, tokens } = setUp();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.keptTokens).toBe(1);
    clock.advance(899_999);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    expect(tokens.keptTokens).toBe(0);
    // Still refused when asked again (now by jose, as nothing is kept).
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps nothing for a refused token, and a kept token vouches for no other bytes', async () => {
    const { tokens } = setUp();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' }),
    ).toString('base64url');
    for (const forged of [tampered(token), `${header}.${promoted}.${signature}`, `${token}x`, 'garbage']) {
      expect(await tokens.verify(forged)).toBeNull();
    }
    expect(tokens.keptTokens).toBe(1);
  });

  it('hands out a copy: a caller changing its claims changes nothing kept', async () => {
    const { tokens } = setUp();
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    first!.role = 'ADMIN';
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('a token signed by another secret is refused though a token of the same claims is kept', async () => {
    const { clock, tokens } = setUp();
    const other = new AccessTokens('another-secret-of-at-least-32-characters', 900, clock);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
  });
});
