// Creative attachments (issue 7 "attachments (multiple upload, media types from the spec)"): an
// attachment is one of the user's media-library files, so a creative holds an ordered list of media
// ids. Deleting a creative frees its files (cascade); a file a creative uses is not deleted (the
// media module refuses with 409), and the plain foreign key (NO ACTION, checked at the end of the
// statement) keeps that true for a stray query while deleting a user still cascades through both.
import { type Kysely, type Migration } from 'kysely';
import { BIGINT } from '../schema-helpers';

export function creativeAttachments(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('creative_attachments')
        .addColumn('creative_id', BIGINT, (c) => c.notNull().references('creatives.id').onDelete('cascade'))
        .addColumn('media_id', BIGINT, (c) => c.notNull().references('media_files.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('creative_attachments_pk', ['creative_id', 'media_id'])
        .execute();
      await db.schema.createIndex('creative_attachments_media').on('creative_attachments').columns(['media_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('creative_attachments').ifExists().execute();
    },
  };
}
