// Counters in the rate_counters table, for one process or many sharing a database. A hit is one
// upsert whose CASE restarts an ended window, so it is atomic on SQLite and PostgreSQL alike and
// needs no transaction. Expired rows are pruned every PRUNE_EVERY hits, off the hit's own path.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Clock } from '../lib/time';
import type { CounterStore, CounterWindow } from './counter-store';

const PRUNE_EVERY = 500;

export class DbCounterStore implements CounterStore {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    const now = this.now();
    const nowIso = now.toISOString();
    const endsAt = new Date(now.getTime() + windowMs).toISOString();
    const ended = sql<boolean>`rate_counters.window_ends_at <= ${nowIso}`;
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, count: 1, window_ends_at: endsAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else rate_counters.count + 1 end`,
          window_ends_at: sql<string>`case when ${ended} then ${endsAt} else rate_counters.window_ends_at end`,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    if (++this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      void this.prune(nowIso).catch(() => undefined);
    }
    return { count: Number(row.count), resetAt: Date.parse(row.window_ends_at) };
  }

  async peek(key: string): Promise<CounterWindow | null> {
    const row = await this.db
      .selectFrom('rate_counters')
      .select(['count', 'window_ends_at'])
      .where('key', '=', key)
      .where('window_ends_at', '>', this.now().toISOString())
      .executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Date.parse(row.window_ends_at) } : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', key).execute();
  }

  /** Deletes windows that ended; they would restart at 1 anyway. */
  async prune(beforeIso: string = this.now().toISOString()): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('window_ends_at', '<=', beforeIso).execute();
  }

  async close(): Promise<void> {
    // The database belongs to the app, which closes it.
  }
}
