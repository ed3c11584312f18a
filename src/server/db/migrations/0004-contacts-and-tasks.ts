// Contact groups, contacts and the background tasks that fill and change them (issue 6).
// - contacts keep the fields every screen reads as columns (phone, type, carrier, names, email,
//   city, state, zip) and the rest of the spec's fields and a file's custom columns as JSON text
//   in `data`; (group_id, phone) is unique, which is how an import dedupes against the group;
//   import_task_id marks the rows an import wrote, so a failed or cancelled one can take them back
//   (not indexed: every insert would pay for it, and a rollback scans only its group's rows).
// - background_tasks is the runner's persistent queue (src/server/tasks/): a claim is a lease, so a
//   task whose process died is found again and resumed or ended cleanly.
// - uploads are files waiting to be imported (the bytes live under DATA_DIR/uploads).
// - a group's contacts may be archived to a file (archived_at, archive_file) and brought back.
// - users.skip_scrub is the setting that lets US and CA groups be sent without a recent scrub.
// - opt_outs (per user), system_blacklist and dnc_numbers (both system wide) filter imports and scrubs.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

const COUNTERS = [
  'contacts_count', 'sent', 'delivered', 'failed', 'blocked', 'clicked', 'triggered', 'optout',
  'lead_callback_fail', 'lead_duplicated', 'lead_filtered', 'lead_optout', 'lead_system_blacklisted', 'lead_total',
] as const;

export function contactsAndTasks(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('contact_group_layout', 'text').execute();
      await db.schema.alterTable('users').addColumn('skip_scrub', 'integer', (c) => c.notNull().defaultTo(0)).execute();

      let groups = withId(db.schema.createTable('contact_groups'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('is_suppression', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_create_ar', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('scrub_date', 'text')
        .addColumn('certed_vertical', 'text')
        .addColumn('archived_at', 'text')
        .addColumn('archive_file', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('busy_task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull());
      for (const counter of COUNTERS) groups = groups.addColumn(counter, BIGINT, (c) => c.notNull().defaultTo(0));
      await groups.execute();
      await db.schema.createIndex('contact_groups_user_name').on('contact_groups').columns(['user_id', 'name_key']).unique().execute();

      await withId(db.schema.createTable('contacts'), dialect)
        .addColumn('group_id', BIGINT, (c) => c.notNull().references('contact_groups.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('RAW'))
        .addColumn('carrier', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('email', 'text')
        .addColumn('city', 'text')
        .addColumn('state_code', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('data', 'text')
        .addColumn('import_task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contacts_group_phone').on('contacts').columns(['group_id', 'phone']).unique().execute();
      await db.schema.createIndex('contacts_group_created').on('contacts').columns(['group_id', 'created_at', 'id']).execute();

      await withId(db.schema.createTable('background_tasks'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('group_id', BIGINT)
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('file_path', 'text')
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until', 'text')
        .addColumn('claim_token', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('background_tasks_user').on('background_tasks').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('background_tasks_status').on('background_tasks').columns(['status', 'id']).execute();

      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', BIGINT, (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('task_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('opt_outs')
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('opt_outs_pk', ['user_id', 'phone'])
        .execute();
      await db.schema
        .createTable('system_blacklist')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dnc_numbers')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['dnc_numbers', 'system_blacklist', 'opt_outs', 'uploads', 'background_tasks', 'contacts', 'contact_groups']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('users').dropColumn('skip_scrub').execute();
      await db.schema.alterTable('users').dropColumn('contact_group_layout').execute();
    },
  };
}
