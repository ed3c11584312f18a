// Guides (issue 15; decision 50): one row per feature of a role's guide. `content` is the HTML as
// sanitised when saved; `text` is its plain text, which the viewer's search reads. `position` orders
// a role's features; only released ones are shown to readers.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { withId } from '../schema-helpers';

export function guides(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('guide_features'), dialect)
        // 'All' or one of the spec's roles.
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('released', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('guide_features_role').on('guide_features').columns(['role', 'position']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('guide_features').ifExists().execute();
    },
  };
}
