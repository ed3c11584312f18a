// Short links and their clicks (issue 7).
// - short_links: one row per link; code is unique system-wide (the last path segment of every
//   link), domain null for the embedded default (served under /l on the app's own host); sub_domain
//   and path hold the spec's parts joined by '.' and '/'.
// - link_clicks: every request to a link, written in batches by the click writer. No foreign key to
//   short_links: a batch must never fail because a link was deleted a moment earlier; deleting a
//   link deletes its clicks itself. risk_score_x100 is the score in hundredths (integer on both
//   dialects); risk_factors the RISK_WEIGHTS keys that made it, comma separated.
// - short_link_protection: a user's ten protection fields as JSON.
// - blocked_ips: addresses whose clicks a user's links refuse.
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function shortLinks(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('short_links'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('domain', 'text')
        .addColumn('sub_domain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('target_url', 'text', (c) => c.notNull())
        .addColumn('offer_id', BIGINT)
        .addColumn('click_limit', 'integer')
        .addColumn('ip_click_limit', 'integer')
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('short_links_user').on('short_links').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('link_clicks'), dialect)
        .addColumn('link_id', BIGINT, (c) => c.notNull())
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('clicked_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('os', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('risk_score_x100', 'integer', (c) => c.notNull())
        .addColumn('risk_factors', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('link_clicks_link').on('link_clicks').columns(['link_id', 'id']).execute();
      await db.schema.createIndex('link_clicks_link_ip').on('link_clicks').columns(['link_id', 'ip']).execute();
      await db.schema.createIndex('link_clicks_user_ip').on('link_clicks').columns(['user_id', 'ip']).execute();

      await db.schema
        .createTable('short_link_protection')
        .addColumn('user_id', BIGINT, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('setting', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('blocked_ips')
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('blocked_ips_pk', ['user_id', 'ip'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['blocked_ips', 'short_link_protection', 'link_clicks', 'short_links']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
