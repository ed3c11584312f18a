// The inbox (issue 11; decision 31).
// - inbox_threads: one row per contact phone and number of ours, per user, made when the contact
//   first writes. It keeps what the list filters on, so the list reads this table alone: the
//   contact's latest message (id, time, kind), our latest answer (id, time), whether a responder
//   answered, how far the user has read, the star, and the time the list sorts by. threadUUID on
//   the wire is `uuid`, so thread ids in addresses cannot be guessed or counted.
// - inbox_cursors: how far each user's threads have taken in inbound_messages and the messages
//   that belong to no campaign; the list catches up from there (modules/inbox/thread-sync.ts).
// - inbound_messages (user_id, id): that catch-up's range scan.
// - messages (user_id, id) for messages without a campaign only: the catch-up's other range scan.
//   Partial, so a campaign's message (nearly every row) writes no entry into it and the engine's
//   throughput (decision 29) is untouched; queries name `campaign_id is null` for it to apply.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function inbox(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('inbox_threads'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull())
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('did', 'text', (c) => c.notNull())
        .addColumn('starred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_inbound_id', BIGINT)
        .addColumn('last_inbound_at', 'text')
        .addColumn('last_inbound_kind', 'text')
        .addColumn('read_inbound_id', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('last_reply_id', BIGINT)
        .addColumn('last_reply_at', 'text')
        .addColumn('responder', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_activity_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inbox_threads_uuid').on('inbox_threads').column('uuid').unique().execute();
      await db.schema.createIndex('inbox_threads_key').on('inbox_threads').columns(['user_id', 'phone', 'did']).unique().execute();
      // The list's order: newest activity first.
      await db.schema.createIndex('inbox_threads_list').on('inbox_threads').columns(['user_id', 'last_activity_at', 'id']).execute();
      await db.schema
        .createIndex('inbox_threads_starred')
        .on('inbox_threads')
        .columns(['user_id', 'last_activity_at', 'id'])
        .where(sql.ref('starred'), '=', sql.lit(1))
        .execute();

      await db.schema
        .createTable('inbox_cursors')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('inbound_id', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('message_id', BIGINT, (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.createIndex('inbound_messages_user').on('inbound_messages').columns(['user_id', 'id']).execute();
      await db.schema
        .createIndex('messages_direct')
        .on('messages')
        .columns(['user_id', 'id'])
        .where(sql.ref('campaign_id'), 'is', sql.lit(null))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('messages_direct').ifExists().execute();
      await db.schema.dropIndex('inbound_messages_user').ifExists().execute();
      await db.schema.dropTable('inbox_cursors').ifExists().execute();
      await db.schema.dropTable('inbox_threads').ifExists().execute();
    },
  };
}
