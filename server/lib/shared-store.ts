import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';

/** ioredis is loaded only when REDIS_URL is set (a boot without it skips its ~0.2 s of loading). */
const require = createRequire(import.meta.url);

/**
 * The state every limit keeps (counters with a window, leases on a capped number of slots, and a
 * broadcast channel), in one place so that several server instances can share it. With REDIS_URL
 * set it lives in Redis under a key prefix; without it, in this process's memory (one instance).
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** The Redis client the rate-limit plugin's store uses (undefined in memory). */
  readonly redis: Redis | undefined;
  /** The prefix of every key this store writes (the rate-limit plugin's namespace starts with it). */
  readonly prefix: string;
  /** Counts one more hit in a fixed window starting at the first hit; answers the count and ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Ms left on a key (0 when it is absent or expired). */
  ttl(key: string): Promise<number>;
  /** Sets a key for ttlMs. */
  mark(key: string, ttlMs: number): Promise<void>;
  forget(...keys: string[]): Promise<void>;
  /** Takes one of `cap` slots under key for `holder` (a lease that lapses after leaseMs); false when full. */
  acquireSlot(key: string, holder: string, cap: number, leaseMs: number): Promise<boolean>;
  releaseSlot(key: string, holder: string): Promise<void>;
  /** Tells every instance (this one included) something; `listen` hears it. */
  publish(channel: string, message: string): Promise<void>;
  listen(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class MemoryStore implements SharedStore {
  readonly kind = 'memory' as const;
  readonly redis = undefined;
  readonly prefix = '';
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly slots = new Map<string, Map<string, number>>();
  private readonly bus = new EventEmitter();
  private sweptAt = 0;

  /** `now` is the app's clock, so tests move a window instead of sleeping through it. */
  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string, now: number) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired counters now and then, so keys of one-off addresses do not pile up. */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    this.sweep(now);
    const entry = this.live(key, now) ?? { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    this.counters.set(key, entry);
    return { count: entry.count, ttlMs: entry.expiresAt - now };
  }

  async ttl(key: string) {
    const now = this.now();
    const entry = this.live(key, now);
    return entry ? entry.expiresAt - now : 0;
  }

  async mark(key: string, ttlMs: number) {
    this.counters.set(key, { count: 1, expiresAt: this.now() + ttlMs });
  }

  async forget(...keys: string[]) {
    for (const key of keys) this.counters.delete(key);
  }

  async acquireSlot(key: string, holder: string, cap: number, leaseMs: number) {
    const now = this.now();
    const held = this.slots.get(key) ?? new Map<string, number>();
    for (const [h, until] of held) if (until <= now) held.delete(h);
    if (held.size >= cap) return false;
    held.set(holder, now + leaseMs);
    this.slots.set(key, held);
    return true;
  }

  async releaseSlot(key: string, holder: string) {
    const held = this.slots.get(key);
    held?.delete(holder);
    if (held?.size === 0) this.slots.delete(key);
  }

  async publish(channel: string, message: string) {
    this.bus.emit(channel, message);
  }

  async listen(channel: string, handler: (message: string) => void) {
    this.bus.on(channel, handler);
  }

  async close() {
    this.bus.removeAllListeners();
  }
}

const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

// KEYS[1] a sorted set of holders scored by lease end; ARGV: now, cap, lease end, holder, key ttl.
const acquireScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

type ScriptedRedis = Redis & {
  cpxHit(key: string, windowMs: number): Promise<[number, number]>;
  cpxAcquire(
    key: string,
    now: number,
    cap: number,
    until: number,
    holder: string,
    keyTtl: number,
  ): Promise<number>;
};

export class RedisStore implements SharedStore {
  readonly kind = 'redis' as const;
  readonly redis: Redis;
  private readonly scripted: ScriptedRedis;
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();

  constructor(
    url: string,
    readonly prefix: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    const { Redis: Client } = require('ioredis') as typeof IoRedis;
    this.redis = new Client(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    // While Redis is away, limited requests fail (no limit is silently dropped); say so once a burst.
    this.redis.on('error', (error: Error) => this.onError(error));
    this.redis.defineCommand('cpxHit', { numberOfKeys: 1, lua: hitScript });
    this.redis.defineCommand('cpxAcquire', { numberOfKeys: 1, lua: acquireScript });
    this.scripted = this.redis as ScriptedRedis;
  }

  private key(key: string) {
    return `${this.prefix}${key}`;
  }

  async hit(key: string, windowMs: number) {
    const [count, ttlMs] = await this.scripted.cpxHit(this.key(key), windowMs);
    return { count, ttlMs };
  }

  async ttl(key: string) {
    return Math.max(0, await this.redis.pttl(this.key(key)));
  }

  async mark(key: string, ttlMs: number) {
    await this.redis.set(this.key(key), '1', 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async forget(...keys: string[]) {
    if (keys.length > 0) await this.redis.del(...keys.map((k) => this.key(k)));
  }

  async acquireSlot(key: string, holder: string, cap: number, leaseMs: number) {
    const now = Date.now();
    const ok = await this.scripted.cpxAcquire(this.key(key), now, cap, now + leaseMs, holder, leaseMs);
    return ok === 1;
  }

  async releaseSlot(key: string, holder: string) {
    await this.redis.zrem(this.key(key), holder);
  }

  async publish(channel: string, message: string) {
    await this.redis.publish(this.key(channel), message);
  }

  async listen(channel: string, handler: (message: string) => void) {
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('error', (error: Error) => this.onError(error));
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const h of this.handlers.get(ch) ?? []) h(message);
      });
    }
    const full = this.key(channel);
    const list = this.handlers.get(full) ?? [];
    list.push(handler);
    this.handlers.set(full, list);
    if (list.length > 1) return;
    try {
      await this.subscriber.subscribe(full);
    } catch (error) {
      // Not subscribed: forget the handler so a later call tries again.
      this.handlers.delete(full);
      throw error;
    }
  }

  async close() {
    this.subscriber?.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function openSharedStore(
  redis: { url: string; prefix: string } | undefined,
  now: () => number = Date.now,
  onError?: (error: Error) => void,
): SharedStore {
  return redis ? new RedisStore(redis.url, redis.prefix, onError) : new MemoryStore(now);
}
