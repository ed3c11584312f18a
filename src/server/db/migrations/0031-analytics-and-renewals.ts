// User analytics and plan renewals (issue 13; decision 47).
// - user_analytics: the events the web app records through POST /user_analytic/insert (a page
//   viewed: its path and title), one row each, deleted after the tracking retention period.
// - users.plan_renews_at: when the paid plan (PRO, ENTERPRISE) next renews; null on BASIC and CUSTOM.
// - plan_renewals: one row per user and period, CHARGED (with its ledger row) or FAILED (the plan
//   went back to BASIC). Unique on (user_id, period_start): a period is charged once, whoever runs it.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function analyticsAndRenewals(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('user_analytics'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_analytics_user').on('user_analytics').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('user_analytics_created').on('user_analytics').columns(['created_at']).execute();

      await db.schema.alterTable('users').addColumn('plan_renews_at', 'text').execute();
      await db.schema.createIndex('users_plan_renews_at').on('users').columns(['plan_renews_at']).execute();

      await withId(db.schema.createTable('plan_renewals'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('ledger_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('plan_renewals_period').on('plan_renewals').columns(['user_id', 'period_start']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('plan_renewals').ifExists().execute();
      await db.schema.dropIndex('users_plan_renews_at').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('plan_renews_at').execute();
      await db.schema.dropTable('user_analytics').ifExists().execute();
    },
  };
}
