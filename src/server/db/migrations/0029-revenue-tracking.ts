// Revenue tracking (issue 13; decision 44).
// - revenue_tracking_accounts: per user and tracking vendor, the credentials (sub-domain, access id
//   and key; the key never leaves the server whole), whether it is enabled, the mapping of our
//   values to the vendor's parameters and the vendor's parameters (JSON text), the vendor's own
//   settings (Voluum: workspace and default campaign mapping, JSON text) and when revenue was last
//   pulled from it. One row per (user, vendor), made when the user first saves anything for it.
// - messages_user_converted: the tracking tab's recent conversions, newest first, per user.
// - messages_user_clicked: the vendor simulator's report reads a user's clicked messages in order.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function revenueTracking(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('revenue_tracking_accounts'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('vendor', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sub_domain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('access_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('access_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mapping', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('vendor_parameters', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('pulled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('revenue_tracking_accounts_user_vendor').on('revenue_tracking_accounts').columns(['user_id', 'vendor']).unique().execute();
      await db.schema
        .createIndex('messages_user_converted')
        .on('messages')
        .columns(['user_id', 'converted_at'])
        .where(sql.ref('converted_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('messages_user_clicked')
        .on('messages')
        .columns(['user_id', 'id'])
        .where(sql.ref('clicked_at'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('messages_user_clicked').ifExists().execute();
      await db.schema.dropIndex('messages_user_converted').ifExists().execute();
      await db.schema.dropTable('revenue_tracking_accounts').ifExists().execute();
    },
  };
}
