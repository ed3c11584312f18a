// Media files, media groups and audio-builder configs (issue 7).
// - media_files: a user's uploaded images and audio; the bytes live in DATA_DIR/media/<user>/<storage_key>
//   (a random name, never served from a public path). kind, content_type, duration and size come from
//   the bytes, checked on upload.
// - media_groups / media_group_items: named, ordered lists of a user's audio files.
// - audio_builder_configs: a named config (JSON AudioBuilderConfigInput: ordered tags, each bound to an
//   audio file or a media group) that campaigns and responders use.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function media(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('media_files'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', BIGINT, (c) => c.notNull())
        .addColumn('duration_ms', BIGINT)
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_files_user').on('media_files').columns(['user_id', 'kind', 'id']).execute();

      await withId(db.schema.createTable('media_groups'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_groups_user_name').on('media_groups').columns(['user_id', 'name_key']).unique().execute();
      await db.schema
        .createTable('media_group_items')
        .addColumn('group_id', BIGINT, (c) => c.notNull().references('media_groups.id').onDelete('cascade'))
        .addColumn('media_id', BIGINT, (c) => c.notNull().references('media_files.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_group_items_pk', ['group_id', 'media_id'])
        .execute();
      await db.schema.createIndex('media_group_items_media').on('media_group_items').columns(['media_id']).execute();

      await withId(db.schema.createTable('audio_builder_configs'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audio_builder_configs_user_name').on('audio_builder_configs').columns(['user_id', 'name_key']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['audio_builder_configs', 'media_group_items', 'media_groups', 'media_files']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
