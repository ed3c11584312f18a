// Tickets, feedback and the built-in issue tracker (issue 15; decision 51). A ticket's status is a
// column; its thread is ticket_replies (the first is the question); files attached to a reply are
// rows of ticket_attachments whose bytes live in DATA_DIR/tickets/<ticket id>/<storage key>. A
// feedback's screenshot lives in DATA_DIR/feedback/<storage key>. issue_tracker_entries is the
// built-in issue tracker's own store: one row per issue, its key '<project>-<number>' unique.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function ticketsAndFeedback(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('tickets'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_from_support', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tickets_user').on('tickets').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('tickets_status').on('tickets').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('ticket_replies'), dialect)
        .addColumn('ticket_id', BIGINT, (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('author_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('from_support', 'integer', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_replies_ticket').on('ticket_replies').columns(['ticket_id', 'id']).execute();

      await withId(db.schema.createTable('ticket_attachments'), dialect)
        .addColumn('ticket_id', BIGINT, (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('reply_id', BIGINT, (c) => c.notNull().references('ticket_replies.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_attachments_ticket').on('ticket_attachments').columns(['ticket_id', 'reply_id']).execute();

      await withId(db.schema.createTable('feedback_entries'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('screenshot_name', 'text')
        .addColumn('screenshot_type', 'text')
        .addColumn('screenshot_size', BIGINT)
        .addColumn('screenshot_key', 'text')
        .addColumn('ticket_id', BIGINT, (c) => c.references('tickets.id').onDelete('set null'))
        .addColumn('issue_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_entries_user').on('feedback_entries').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('issue_tracker_entries'), dialect)
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('project', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('issue_type', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issue_tracker_entries_project').on('issue_tracker_entries').columns(['project', 'number']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('issue_tracker_entries').ifExists().execute();
      await db.schema.dropTable('feedback_entries').ifExists().execute();
      await db.schema.dropTable('ticket_attachments').ifExists().execute();
      await db.schema.dropTable('ticket_replies').ifExists().execute();
      await db.schema.dropTable('tickets').ifExists().execute();
    },
  };
}
