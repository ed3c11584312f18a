// The first schema: users and their sessions, reset tokens, the credit ledger, the reference data
// (countries, routes, prices, credit packages) and click tracking.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function init(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_changed_at', 'text', (c) => c.notNull())
        .addColumn('password_expires_at', 'text')
        .addColumn('mfa_secret', 'text')
        .addColumn('mfa_pending_secret', 'text')
        .addColumn('mfa_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Etc/GMT'))
        .addColumn('billing_status', 'text', (c) => c.notNull().defaultTo('not-have-billing'))
        .addColumn('billing_info', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('sessions'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('root_user_id', BIGINT, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('password_reset_tokens'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      // The check is the last line of defence: the charge itself is a conditional update.
      await db.schema
        .createTable('credit_accounts')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('balance_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('credit_accounts_balance_non_negative', sql`balance_cents >= 0`)
        .execute();

      await withId(db.schema.createTable('credit_ledger'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('balance_after_cents', BIGINT, (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('credit_ledger_user_id').on('credit_ledger').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('countries')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dial_code', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('routes'), dialect)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('country', 'text', (c) => c.notNull().references('countries.code'))
        .addColumn('send_method', 'integer', (c) => c.notNull())
        .addColumn('message_types', 'text', (c) => c.notNull())
        .addColumn('support_attachment', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_10dlc', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('creative_approval_required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .execute();

      await withId(db.schema.createTable('prices'), dialect)
        .addColumn('country', 'text', (c) => c.notNull().references('countries.code'))
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('unit_price_millicents', BIGINT, (c) => c.notNull())
        .addUniqueConstraint('prices_country_message_type', ['country', 'message_type'])
        .execute();

      await withId(db.schema.createTable('credit_packages'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('bonus_cents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('click_events'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('click_events_user_id').on('click_events').columns(['user_id', 'at']).execute();
    },
    async down(db: Kysely<unknown>) {
      const tables = ['click_events', 'credit_packages', 'prices', 'routes', 'countries', 'credit_ledger',
        'credit_accounts', 'password_reset_tokens', 'sessions', 'users'];
      for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
