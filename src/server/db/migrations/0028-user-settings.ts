// The settings tabs (issue 13; decision 43):
// - user_settings: what a user edits on the Advanced settings and Click request tabs, one row per
//   user once they saved, one column per setting (the users row keeps timezone and skip_scrub,
//   which existed before). Kept apart from the admin-editable columns of the users admin on purpose
//   (decision 43).
// - volume_orders: the Order service tab's requests (duration, volume, message type, the price when
//   asked); Pending until an admin accepts or declines; nothing is charged or reserved.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function userSettings(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('skip_scrub_dnc', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skip_scrub_landline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enable_auto_scrub', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('auto_scrub_interval', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('limit_number_message_per_day', 'integer', (c) => c.notNull().defaultTo(15000))
        .addColumn('failover_route_enable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failover_route_id', BIGINT, (c) => c.references('routes.id').onDelete('set null'))
        .addColumn('live_feed_forward', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('auto_stop_threshold', 'integer')
        .addColumn('send_speed', 'integer')
        .addColumn('slack_url', 'text', (c) => c.notNull().defaultTo(''))
        // Risk score x 100 (0-9999): 9999 counts every score.
        .addColumn('click_max_risk_x100', 'integer', (c) => c.notNull().defaultTo(9999))
        .addColumn('click_count_bots', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('volume_orders'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('duration', 'integer', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('price_cents', BIGINT, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('volume_orders_user').on('volume_orders').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('volume_orders').ifExists().execute();
      await db.schema.dropTable('user_settings').ifExists().execute();
    },
  };
}
