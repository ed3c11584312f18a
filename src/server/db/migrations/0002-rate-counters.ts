// Counters behind rate limits and account lockouts when they live in the database (the default;
// Redis takes them when REDIS_URL is set). One row per key: how many hits in the current window
// and when that window ends. Rows past their window are pruned by the store itself.
import type { Kysely, Migration } from 'kysely';

export function rateCounters(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_counters_window_ends_at').on('rate_counters').column('window_ends_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_counters').ifExists().execute();
    },
  };
}
