// Counters in Redis, for many server processes without a shared database round trip per hit.
// A hit is one Lua script (INCR, then PEXPIRE on the first hit), so it is atomic across clients;
// Redis expires the keys itself. Windows run on Redis' clock; resetAt is reported on ours.
import { Redis } from 'ioredis';
import type { Clock } from '../lib/time';
import type { CounterStore, CounterWindow } from './counter-store';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

export interface RedisCounterStoreOptions {
  url: string;
  /** Namespace for this deployment's keys (tests use a random one). */
  prefix: string;
  now: Clock;
}

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly now: Clock;

  constructor(options: RedisCounterStoreOptions) {
    // Fail a call quickly when Redis is away rather than queueing it forever: a limit that cannot
    // be checked answers an error, never an unlimited pass.
    this.redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.prefix = options.prefix;
    this.now = options.now;
  }

  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    const answer: unknown = await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(Math.max(1, Math.round(windowMs))));
    return this.toWindow(answer) ?? { count: 1, resetAt: this.now().getTime() + windowMs };
  }

  async peek(key: string): Promise<CounterWindow | null> {
    return this.toWindow(await this.redis.eval(PEEK_SCRIPT, 1, this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private toWindow(answer: unknown): CounterWindow | null {
    if (!Array.isArray(answer) || answer.length !== 2) return null;
    const [count, ttl] = answer.map(Number);
    if (!Number.isFinite(count) || !Number.isFinite(ttl) || ttl < 0) return null;
    return { count, resetAt: this.now().getTime() + ttl };
  }
}
