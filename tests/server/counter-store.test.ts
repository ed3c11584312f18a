// The counters behind rate limits and lockouts, on every store a deployment can choose: SQLite,
// PostgreSQL (DATABASE_URL_TEST) and Redis (REDIS_URL_TEST). Two stores on separate connections
// stand for two server processes: they must see each other's hits and never hand out a count twice.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@server/db/open-db';
import type { CounterStore } from '@server/limits/counter-store';
import { DbCounterStore } from '@server/limits/db-counter-store';
import { RedisCounterStore } from '@server/limits/redis-counter-store';
import { createTestApp, dialects, FakeClock, type TestApp } from './fixtures/test-app';

interface Kind {
  name: string;
  /** Two stores over the same data, as two processes would have. */
  open(): Promise<{ a: CounterStore; b: CounterStore; clock: FakeClock; close(): Promise<void> }>;
  /** Moves the stores' time past a window: the fake clock for databases, real waiting for Redis. */
  realTime: boolean;
}

const kinds: Kind[] = dialects.map((dialect) => ({
  name: dialect,
  realTime: false,
  async open() {
    const t: TestApp = await createTestApp(dialect);
    const second = openDb(t.target);
    return {
      a: new DbCounterStore(t.db, t.clock.now),
      b: new DbCounterStore(second.db, t.clock.now),
      clock: t.clock,
      async close() {
        await second.db.destroy();
        await t.close();
      },
    };
  },
}));

const redisUrl = process.env.REDIS_URL_TEST;
if (redisUrl) {
  kinds.push({
    name: 'redis',
    realTime: true,
    async open() {
      const clock = new FakeClock(new Date());
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const a = new RedisCounterStore({ url: redisUrl, prefix, now: () => new Date() });
      const b = new RedisCounterStore({ url: redisUrl, prefix, now: () => new Date() });
      return { a, b, clock, close: async () => void (await Promise.all([a.close(), b.close()])) };
    },
  });
}

describe.each(kinds)('counter store on $name', (kind) => {
  let s: Awaited<ReturnType<Kind['open']>>;
  beforeAll(async () => {
    s = await kind.open();
  });
  afterAll(() => s.close());

  const pass = async (ms: number) => {
    if (kind.realTime) await new Promise((r) => setTimeout(r, ms));
    else s.clock.advance(ms);
  };

  it('counts hits in one window and shares them between processes', async () => {
    const first = await s.a.hit('login:x', 60_000);
    expect(first.count).toBe(1);
    expect((await s.b.hit('login:x', 60_000)).count).toBe(2);
    const third = await s.a.hit('login:x', 60_000);
    expect(third.count).toBe(3);
    // The window is the first hit's: later hits do not push its end.
    expect(Math.abs(third.resetAt - first.resetAt)).toBeLessThan(50);
    expect(await s.b.peek('login:x')).toMatchObject({ count: 3 });
    expect(await s.a.peek('login:other')).toBeNull();
  });

  it('starts a new window once the old one ended', async () => {
    await s.a.hit('short', 150);
    await s.a.hit('short', 150);
    await pass(250);
    expect(await s.b.peek('short')).toBeNull();
    expect((await s.b.hit('short', 150)).count).toBe(1);
  });

  it('forgets a key on reset', async () => {
    await s.a.hit('lock:7', 60_000);
    await s.b.reset('lock:7');
    expect(await s.a.peek('lock:7')).toBeNull();
    expect((await s.a.hit('lock:7', 60_000)).count).toBe(1);
  });

  it('gives every concurrent hit its own count', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? s.a : s.b).hit('race', 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
