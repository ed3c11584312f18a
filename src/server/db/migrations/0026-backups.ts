// Backups and plans (issue 13; decision 41).
// - backup_schedules: a user's scheduled backups (off, daily, weekly) and when the next one is due;
//   the backup files themselves live on disk (DATA_DIR/backups/<user id>/), not in the database.
// - users.plan: the subscription plan (BASIC, PRO, ENTERPRISE, CUSTOM); BASIC until changed.
// - plan_changes: every change of plan a user asked for: applied at once (with the ledger row of an
//   upgrade's charge) or, for CUSTOM, a request a person answers.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function backups(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backup_schedules')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('next_run_at', 'text')
        .addColumn('last_run_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('backup_schedules_due').on('backup_schedules').columns(['next_run_at']).execute();

      await db.schema.alterTable('users').addColumn('plan', 'text', (c) => c.notNull().defaultTo('BASIC')).execute();

      await withId(db.schema.createTable('plan_changes'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('from_plan', 'text', (c) => c.notNull())
        .addColumn('to_plan', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('charged_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('ledger_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('plan_changes_user').on('plan_changes').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('plan_changes').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('plan').execute();
      await db.schema.dropTable('backup_schedules').ifExists().execute();
    },
  };
}
