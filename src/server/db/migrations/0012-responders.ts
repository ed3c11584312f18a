// Responders (issue 8; decision 21). A responder's graph is stored one row per node, so one node can
// be saved or soft-deleted alone (saveNode, deleteNode) and the runtime reads a node without the
// rest; the editor still saves the whole graph at once, guarded by responders.version.
// - responders: the user's responders and templates (published 0), soft-deleted by deleted_at;
//   setting is JSON {enableSleep, enableLoopback, priority}; revision is the latest publish.
// - responder_contact_groups: a contact group belongs to at most one responder (its primary key), so
//   two saves racing cannot both take it. responder_did_groups: any number of responders per group.
// - responder_nodes: node_id is the client-made id, unique per responder; trigger, actions and
//   position are JSON; trigger_type is copied out for queries; deleted 1 marks a soft delete.
// - responder_notes: the canvas's sticky notes. responder_revisions: the graph as it was published.
// - ai_assistant_settings and ai_assistant_files: the AI assistant settings a send_message can use,
//   with knowledge-base files stored like media (DATA_DIR/knowledge-base/<user>/<random key>).
// - responder_on_fly_settings: one row per user, JSON. responder_action_events: what the sending
//   engine did for each action (paidActionStats sums them). responder_conversations: where each
//   contact stands in a responder (flushDialogContext empties a contact group's).
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function responders(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('responders'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull())
        .addColumn('send_method', 'integer', (c) => c.notNull())
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('template_id', BIGINT)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await db.schema.createIndex('responders_user').on('responders').columns(['user_id', 'deleted_at', 'id']).execute();

      await db.schema
        .createTable('responder_contact_groups')
        .addColumn('contact_group_id', BIGINT, (c) => c.primaryKey().references('contact_groups.id').onDelete('cascade'))
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('responder_contact_groups_responder').on('responder_contact_groups').columns(['responder_id']).execute();
      await db.schema
        .createTable('responder_did_groups')
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('did_group_id', BIGINT, (c) => c.notNull().references('did_groups.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('responder_did_groups_pk', ['responder_id', 'did_group_id'])
        .execute();
      await db.schema.createIndex('responder_did_groups_group').on('responder_did_groups').columns(['did_group_id']).execute();

      await withId(db.schema.createTable('responder_nodes'), dialect)
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addColumn('parent_action_id', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('trigger_type', 'text', (c) => c.notNull())
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('responder_nodes_node').on('responder_nodes').columns(['responder_id', 'node_id']).unique().execute();

      await db.schema
        .createTable('responder_notes')
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('note_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('responder_notes_pk', ['responder_id', 'note_id'])
        .execute();

      await withId(db.schema.createTable('responder_revisions'), dialect)
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('node_count', 'integer', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('responder_revisions_number').on('responder_revisions').columns(['responder_id', 'number']).unique().execute();

      await withId(db.schema.createTable('ai_assistant_settings'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ai_assistant_settings_user').on('ai_assistant_settings').columns(['user_id', 'id']).execute();
      await withId(db.schema.createTable('ai_assistant_files'), dialect)
        .addColumn('setting_id', BIGINT, (c) => c.notNull().references('ai_assistant_settings.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ai_assistant_files_setting').on('ai_assistant_files').columns(['setting_id']).execute();

      await db.schema
        .createTable('responder_on_fly_settings')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('responder_action_events'), dialect)
        .addColumn('responder_id', BIGINT, (c) => c.notNull().references('responders.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('action_id', 'text', (c) => c.notNull())
        .addColumn('action_type', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('cost_millicents', BIGINT, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('responder_action_events_responder').on('responder_action_events').columns(['responder_id', 'created_at']).execute();

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
    async down(db: Kysely<unknown>) {
      for (const table of [
        'responder_conversations',
        'responder_action_events',
        'responder_on_fly_settings',
        'ai_assistant_files',
        'ai_assistant_settings',
        'responder_revisions',
        'responder_notes',
        'responder_nodes',
        'responder_did_groups',
        'responder_contact_groups',
        'responders',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
