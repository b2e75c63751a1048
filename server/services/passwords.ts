import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing and verifying wait their turn (issue 19): each takes ~19 MiB and a core for tens of
 * milliseconds, so a burst of sign-ups or logins run all at once would take every core and the
 * libuv pool from the other requests. At most one per core less one (at least one) runs at a
 * time; the rest queue in arrival order, and every other request keeps a core.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(PASSWORD_HASH_CONCURRENCY);

/** How many hash or verify operations are running or waiting (for tests and the bench). */
export function passwordWorkInFlight(): { active: number; pending: number } {
  return { active: hashing.activeCount, pending: hashing.pendingCount };
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(hashed, password));
  } catch {
    return false;
  }
}

/**
 * A real hash of a random value, verified against when the e-mail is unknown, so "no such user"
 * costs the same time as "wrong password" and the two cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
