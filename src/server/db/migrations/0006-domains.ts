// Domains and domain groups (issue 7).
// - domain_groups: a user's set of domains with its settings (JSON DomainGroupSetting); name_key
//   makes names unique per user whatever the case; busy_task_id is the order buying into it.
// - domains: one row per domain name, unique system-wide on name_key (the lower-cased name), so a
//   short link's Host header resolves to exactly one domain and its user. group_id is null for a
//   domain in no group; status PENDING / ACTIVE / FAILED / RELEASING with `active` (verified and not
//   being released) as a flag the short-link resolver can index on.
// - domain_hourly_stats: used, failed and clicked per domain per hour (YYMMDDHH), written by the
//   sending engine; the group's table sums them over the asked range.
// - domain_orders / domain_order_items: a buying order and its names with each one's result, the
//   process the buying screen polls until it is dismissed.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function domains(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('domain_groups'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('busy_task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('domain_groups_user_name').on('domain_groups').columns(['user_id', 'name_key']).unique().execute();

      await withId(db.schema.createTable('domains'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', BIGINT, (c) => c.references('domain_groups.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('price_cents', BIGINT)
        .addColumn('setup_errors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('purchase_task_id', BIGINT)
        .addColumn('release_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('domains_user').on('domains').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('domains_group').on('domains').columns(['group_id', 'id']).execute();

      await db.schema
        .createTable('domain_hourly_stats')
        .addColumn('domain_id', BIGINT, (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('hour', 'text', (c) => c.notNull())
        .addColumn('used', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('failed', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('clicked', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('domain_hourly_stats_pk', ['domain_id', 'hour'])
        .execute();

      await withId(db.schema.createTable('domain_orders'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', BIGINT, (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('task_id', BIGINT, (c) => c.notNull())
        .addColumn('dismissed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('domain_orders_user').on('domain_orders').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('domain_order_items')
        .addColumn('order_id', BIGINT, (c) => c.notNull().references('domain_orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('domain_order_items_pk', ['order_id', 'position'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['domain_order_items', 'domain_orders', 'domain_hourly_stats', 'domains', 'domain_groups']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
