// The error tracker's roll-up (issue 11; decision 35): failed results per user, UTC hour
// ('YYYY-MM-DD HH'), campaign and result code, with when the first and the last of them were
// counted. Written by the delivery reports in the transaction that counts them (engine
// delivery-reports.ts), so the error tracker never scans `messages`. Numbered after the parallel
// notifications branch's 0020. Existing failures are rolled up once here; nothing is added to
// `messages` (no index, no trigger).
import { sql, type Kysely, type Migration } from 'kysely';
import { BIGINT } from '../schema-helpers';

export function errorTracker(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('error_hourly_stats')
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('hour', 'text', (c) => c.notNull())
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('failed', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('first_at', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('error_hourly_stats_pk', ['user_id', 'hour', 'campaign_id', 'code'])
        .execute();
      await sql
        .raw(
          'insert into error_hourly_stats (user_id, hour, campaign_id, code, failed, first_at, last_at) ' +
            "select user_id, substr(replace(result_at, 'T', ' '), 1, 13), campaign_id, result, count(*), min(result_at), max(result_at) from messages " +
            'where campaign_id is not null and result is not null and result <> 0 and result_at is not null ' +
            "group by user_id, substr(replace(result_at, 'T', ' '), 1, 13), campaign_id, result",
        )
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('error_hourly_stats').execute();
    },
  };
}
