// Notifications (issue 11; decision 34).
// - notifications: what happened to a user's work (a campaign finished, an import ended, the
//   balance fell low ...), one row each, unread until the user reads it. The bell's list pages
//   through one user's rows newest first, optionally of one status, and counts the unread: all
//   three read the index (user_id, status, id).
// - notification_settings: per user, which events notify (JSON object event -> boolean; an event
//   missing from it is on) and the normalised emails a copy is mailed to. No row: every event on,
//   no mail.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function notifications(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user_status').on('notifications').columns(['user_id', 'status', 'id']).execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('emails', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notification_settings').ifExists().execute();
      await db.schema.dropTable('notifications').ifExists().execute();
    },
  };
}
