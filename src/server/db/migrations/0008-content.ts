// Offers, creatives and opt-out links (issue 7). Lists (domains, countries, variables) are JSON
// text; flags 0/1. creatives.approval_status is PENDING, APPROVED or REJECTED (decision 17).
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function content(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('offers'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('domains', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('offers_user').on('offers').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('creatives'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('route_id', BIGINT)
        .addColumn('countries', 'text', (c) => c.notNull())
        .addColumn('voice', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('variables', 'text', (c) => c.notNull())
        .addColumn('approval_status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('creatives_user').on('creatives').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('creatives_approval').on('creatives').columns(['approval_status', 'id']).execute();

      await withId(db.schema.createTable('optout_links'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('domains', 'text', (c) => c.notNull())
        .addColumn('set_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('optout_links_user').on('optout_links').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['optout_links', 'creatives', 'offers']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
