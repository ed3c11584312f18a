// User administration (issue 13; decision 39):
// - user_admin_settings: the admin-view fields (000 §3 "User (admin view)") that had no home yet,
//   one row per user once an admin saved or created one. The fields users already had stay where
//   they are: names, role, status, time zone and e-mail on users; the skip-scrub setting and both
//   layouts on users too (migrations 0004, 0018); phone and country on user_profiles (0023).
//   agent_acc is the e-mail of the Management-Agency an agent belongs to, indexed: an agency's
//   every call filters on it. The fields a user also edits on their own settings tabs (the two-way
//   daily limit, the failover route, auto-scrub, the DNC and landline skips) live in user_settings
//   (0028) and the API request key in api_settings (0027): one home each, whoever edits them.
// - admin_credit_actions: who added, granted or moved credit, to whom, how much and why, beside
//   the ledger rows the action wrote (the ledger says what changed, this row says who and why).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

const FLAGS = [
  'show_credit_user', 'show_bt_email_user', 'activate_credit_pooling', 'enable_credit_pooling', 'use_agency_credit',
  'has_activated_email_link', 'has_activated_text', 'two_way', 'enable_dummy_campaign', 'live_feed_forward',
  'data_consumer_enabled',
] as const;
const TEXTS = ['phone_type', 'referrer_id', 'op_hours', 'note', 'link_account_user'] as const;

export function userAdmin(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('user_admin_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('agent_acc', 'text')
        .addColumn('speed', 'integer');
      for (const column of TEXTS) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
      for (const column of FLAGS) table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      await table.addColumn('updated_at', 'text', (c) => c.notNull()).execute();
      await db.schema.createIndex('user_admin_settings_agent_acc').on('user_admin_settings').column('agent_acc').execute();

      await withId(db.schema.createTable('admin_credit_actions'), dialect)
        .addColumn('actor_user_id', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_user_id', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('to_user_id', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('amount_cents', BIGINT, (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('from_entry_id', BIGINT)
        .addColumn('to_entry_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('admin_credit_actions_to_user').on('admin_credit_actions').column('to_user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_credit_actions').ifExists().execute();
      await db.schema.dropTable('user_admin_settings').ifExists().execute();
    },
  };
}
