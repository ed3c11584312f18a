// DID groups and their numbers (issue 7).
// - did_groups: a user's pool of numbers with its settings (JSON DidGroupSetting, zeroed by
//   zeroDisabledSettings before it is stored); name_key makes names unique per user whatever the case.
// - dids: the numbers, one row each, unique system-wide (a number belongs to one group of one user);
//   purchase_task_id marks the rows a purchase order wrote, so a failed order can take them back.
// - did_hourly_stats: sent, delivered and clicked per number per hour (YYMMDDHH), written by the
//   sending engine; the DIDs table sums them over the asked range.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function dids(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('did_groups'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('route_id', BIGINT)
        .addColumn('voice_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('busy_task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('did_groups_user_name').on('did_groups').columns(['user_id', 'name_key']).unique().execute();

      await withId(db.schema.createTable('dids'), dialect)
        .addColumn('group_id', BIGINT, (c) => c.notNull().references('did_groups.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('voice_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('purchase_task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('dids_group').on('dids').columns(['group_id', 'id']).execute();

      await db.schema
        .createTable('did_hourly_stats')
        .addColumn('did_id', BIGINT, (c) => c.notNull().references('dids.id').onDelete('cascade'))
        .addColumn('hour', 'text', (c) => c.notNull())
        .addColumn('sent', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('delivered', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('clicked', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('did_hourly_stats_pk', ['did_id', 'hour'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['did_hourly_stats', 'dids', 'did_groups']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
