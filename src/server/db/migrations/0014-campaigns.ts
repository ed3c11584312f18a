// Campaigns (issue 9; decision 24): drafts and sent campaigns in one table. compose is the wizard's
// compose as JSON (src/domain/campaign-compose); status draft, scheduled or queued (the sending
// engine, a later issue, adds its own); audience is the contacts counted at send; scheduled_at the
// start time as sent (the compose's own timezone); sent_at when the user pressed send.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function campaigns(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('campaigns'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('compose', 'text', (c) => c.notNull())
        .addColumn('audience', 'integer')
        .addColumn('scheduled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('campaigns_user').on('campaigns').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('campaigns').ifExists().execute();
    },
  };
}
