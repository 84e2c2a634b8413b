import { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * Counts sign-in attempts per client address and per account in a fixed window.
 * In memory for one instance; in Redis (REDIS_URL) when several instances share the load.
 */
export interface ThrottleStore {
  /** Adds one attempt to `key` and returns the count in the current window and the ms left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one attempt back (never below zero, never starting a window). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private entries = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (this.entries.size > 100_000) this.sweep(now);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async release(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

/** Decrements a live counter only: an expired key is not brought back without its expiry. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1])) if n and n > 0 then return redis.call('decr', KEYS[1]) end return 0`;

export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private redis: Redis,
    private prefix = 'login-throttle:',
  ) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    // INCR and PTTL in one transaction: concurrent attempts on any instance each get their own count.
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(k, windowMs);
    return { count, resetInMs: ttl < 0 ? windowMs : ttl };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export interface ThrottlePolicy {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { windowMs: 15 * 60_000, maxPerAccount: 5, maxPerIp: 20 };

/** The address a client is counted by: IPv4 as it is, IPv6 by its /64 (one subscriber's whole network). */
const clientKey = (ip: string) => normalizeIP(ip, 64);

/**
 * An attempt is counted before the password is checked, so a burst of parallel guesses is throttled
 * like the same guesses one after the other: of N concurrent attempts on an account, only the first
 * `maxPerAccount` ever reach the password check.
 */
export class LoginThrottle {
  constructor(
    private store: ThrottleStore,
    private policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  /**
   * Counts one attempt of `ip` on `email`: answers 0 when it may go on to the password check, or the
   * milliseconds until the address or the account may try again.
   */
  async attempt(ip: string, email: string): Promise<number> {
    const byIp = await this.store.hit(`ip:${clientKey(ip)}`, this.policy.windowMs);
    // A blocked address is not counted against the accounts it tries, so it cannot lock them out.
    if (byIp.count > this.policy.maxPerIp) return byIp.resetInMs;
    const byAccount = await this.store.hit(`account:${email}`, this.policy.windowMs);
    return byAccount.count > this.policy.maxPerAccount ? byAccount.resetInMs : 0;
  }

  /** The password was right: the account's failures are forgiven and the attempt no longer counts against the address. */
  async succeeded(ip: string, email: string): Promise<void> {
    await Promise.all([this.store.release(`ip:${clientKey(ip)}`), this.store.reset(`account:${email}`)]);
  }
}
