// Chooses where counters live from config: Redis when REDIS_URL is set, else the database.
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/time';
import type { CounterStore } from './counter-store';
import { DbCounterStore } from './db-counter-store';
import { RedisCounterStore } from './redis-counter-store';

export function openCounterStore(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>, db: Db, now: Clock): CounterStore {
  return config.redisUrl
    ? new RedisCounterStore({ url: config.redisUrl, prefix: config.redisPrefix, now })
    : new DbCounterStore(db, now);
}
