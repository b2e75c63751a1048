import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_CONCURRENCY, passwordWorkInFlight, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('argon2id with the ASVS cost, verified both ways', async () => {
    const hashed = await hashPassword('practice-1234');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'practice-1234')).toBe(true);
    expect(await verifyPassword(hashed, 'practice-12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'practice-1234')).toBe(false);
  });

  it('a burst waits in line: never more than the bound at once, every one finished in the end', async () => {
    let most = 0;
    const burst = Array.from({ length: 8 }, (_, index) =>
      hashPassword(`burst-${index}`).then((hashed) => {
        most = Math.max(most, passwordWorkInFlight().active);
        return hashed;
      }),
    );
    // All queued at once: only the bound runs, the rest wait.
    expect(passwordWorkInFlight().active).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
    expect(passwordWorkInFlight().active + passwordWorkInFlight().pending).toBe(8);
    const hashes = await Promise.all(burst);
    expect(new Set(hashes).size).toBe(8);
    expect(most).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
    expect(passwordWorkInFlight()).toEqual({ active: 0, pending: 0 });
  });
});
