// The live responder runtime (issue 10; decision 30).
// - responder_conversations (remade: 0012's had no room for a contact outside a group, its number,
//   its campaign or its timers, and nothing had written it yet): where one contact stands in one
//   responder. state is JSON {active: [{nodeId, since}]} with `since` in minutes after started_at
//   (flows/conversation.ts); next_due_at is the earliest no-reply / no-click / no-DTMF / no-answer
//   timer of its active nodes, so the engine finds due timers by an index, not by reading states.
//   status open or finished (no active node has anything left to wait for).
// - responder_actions: every action an entered node runs, one row per (conversation, step,
//   action), due at its delay; the engine runs the due ones. A sent message's key is
//   `resp:<action id>`, so a crash between the row and the carrier neither loses nor repeats it.
// - responder_request_log: each attempt of a fire_request (status, time, error).
// - responder_node_counts: how many times contacts entered each node (the canvas's live overlay).
// - responder_campaign_cursors: how far the engine has read a campaign's messages for the
//   responder's no-click and no-reply starts (one cursor per start trigger).
// - inbound_messages: what contacts wrote to the user's numbers (the threads the inbox reads),
//   unique by the carrier's reference, so a webhook the carrier repeats is answered once.
// - messages.call_outcome, call_seconds, called_back_at: a voice or voicemail message's call as the
//   carrier reported it (answered, machine, missed; how long it was listened to; whether the
//   contact called back), which auto-optimization's call thresholds read.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function responderRuntime(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('responder_conversations').ifExists().execute();
      await withId(db.schema.createTable('responder_conversations'), dialect)
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('contact_group_id', BIGINT, (c) => c.references('contact_groups.id').onDelete('set null'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('did', 'text')
        .addColumn('campaign_id', BIGINT)
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('steps', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('next_due_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('responder_conversations_key').on('responder_conversations').columns(['responder_id', 'phone']).unique().execute();
      await db.schema.createIndex('responder_conversations_phone').on('responder_conversations').columns(['user_id', 'phone']).execute();
      await db.schema.createIndex('responder_conversations_group').on('responder_conversations').columns(['contact_group_id']).execute();
      await db.schema
        .createIndex('responder_conversations_due')
        .on('responder_conversations')
        .columns(['next_due_at'])
        .where(sql.ref('status'), '=', sql.lit('open'))
        .execute();

      await withId(db.schema.createTable('responder_actions'), dialect)
        .addColumn('conversation_id', BIGINT, (c) => c.notNull().references('responder_conversations.id').onDelete('cascade'))
        .addColumn('responder_id', BIGINT, (c) => c.notNull())
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('step', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('action_id', 'text', (c) => c.notNull())
        .addColumn('action_type', 'text', (c) => c.notNull())
        .addColumn('inbound', 'text')
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('detail', 'text')
        .addColumn('message_id', BIGINT)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .execute();
      await db.schema.createIndex('responder_actions_key').on('responder_actions').columns(['conversation_id', 'step', 'action_id']).unique().execute();
      await db.schema
        .createIndex('responder_actions_due')
        .on('responder_actions')
        .columns(['due_at'])
        .where(sql.ref('state'), '=', sql.lit('pending'))
        .execute();

      await withId(db.schema.createTable('responder_request_log'), dialect)
        .addColumn('responder_action_id', BIGINT, (c) => c.notNull().references('responder_actions.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('responder_request_log_action').on('responder_request_log').columns(['responder_action_id']).execute();

      await db.schema
        .createTable('responder_node_counts')
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('entered', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('responder_node_counts_pk', ['responder_id', 'node_id'])
        .execute();

      await db.schema
        .createTable('responder_campaign_cursors')
        .addColumn('campaign_id', BIGINT, (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
        .addColumn('trigger_id', 'text', (c) => c.notNull())
        .addColumn('last_message_id', BIGINT, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('responder_campaign_cursors_pk', ['campaign_id', 'trigger_id'])
        .execute();

      await withId(db.schema.createTable('inbound_messages'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('did', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('carrier_ref', 'text')
        .addColumn('campaign_id', BIGINT)
        .addColumn('message_id', BIGINT)
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inbound_messages_ref').on('inbound_messages').columns(['carrier_ref']).unique().execute();
      await db.schema.createIndex('inbound_messages_thread').on('inbound_messages').columns(['user_id', 'phone', 'id']).execute();

      await db.schema.alterTable('messages').addColumn('call_outcome', 'text').execute();
      await db.schema.alterTable('messages').addColumn('call_seconds', 'integer').execute();
      await db.schema.alterTable('messages').addColumn('called_back_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['called_back_at', 'call_seconds', 'call_outcome']) await db.schema.alterTable('messages').dropColumn(column).execute();
      for (const table of ['inbound_messages', 'responder_campaign_cursors', 'responder_node_counts', 'responder_request_log', 'responder_actions', 'responder_conversations']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema
        .createTable('responder_conversations')
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('contact_group_id', BIGINT, (c) => c.notNull().references('contact_groups.id').onDelete('cascade'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('responder_conversations_pk', ['responder_id', 'phone'])
        .execute();
      await db.schema.createIndex('responder_conversations_group').on('responder_conversations').columns(['contact_group_id']).execute();
    },
  };
}
