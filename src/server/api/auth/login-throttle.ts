import type { Redis } from 'ioredis';

/**
 * Counts failed sign-ins per IP address and per account in a fixed window.
 * In memory for one instance; in Redis (REDIS_URL) when several instances share the load.
 */
export interface ThrottleStore {
  /** Adds one failure to `key` and returns the count in the current window and the ms left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
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

  async peek(key: string) {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private redis: Redis,
    private prefix = 'login-throttle:',
  ) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(k, windowMs);
    return { count, resetInMs: ttl < 0 ? windowMs : ttl };
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
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

export class LoginThrottle {
  constructor(
    private store: ThrottleStore,
    private policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  /** Milliseconds until the IP or the account may try again, or 0 when it may try now. */
  async blockedFor(ip: string, email: string): Promise<number> {
    const [byIp, byAccount] = await Promise.all([this.store.peek(`ip:${ip}`), this.store.peek(`account:${email}`)]);
    const waits = [
      byIp.count >= this.policy.maxPerIp ? byIp.resetInMs : 0,
      byAccount.count >= this.policy.maxPerAccount ? byAccount.resetInMs : 0,
    ];
    return Math.max(...waits);
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.store.hit(`ip:${ip}`, this.policy.windowMs),
      this.store.hit(`account:${email}`, this.policy.windowMs),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(`account:${email}`);
  }
}
