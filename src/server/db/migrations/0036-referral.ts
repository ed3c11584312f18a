// The referral program (issue 15; decision 52): programs (a code and a commission rate in basis
// points), each user's link in a program (its referral code), the public landing's visits and
// leads, and one commission row per referred purchase, added to the referrer's open referral
// order (the orders table of migration 0023). A lead becomes a sign-up when an account with its
// email exists; the commission's source key is unique, so a purchase pays commission once.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function referral(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('referral_programs'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('commission_bp', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_by', BIGINT, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('referral_programs_code').on('referral_programs').columns(['code']).unique().execute();

      await withId(db.schema.createTable('referral_links'), dialect)
        .addColumn('program_id', BIGINT, (c) => c.notNull().references('referral_programs.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('referral_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('referral_links_code').on('referral_links').columns(['referral_code']).unique().execute();
      await db.schema.createIndex('referral_links_user').on('referral_links').columns(['user_id', 'program_id']).unique().execute();

      await withId(db.schema.createTable('referral_visits'), dialect)
        .addColumn('link_id', BIGINT, (c) => c.notNull().references('referral_links.id').onDelete('cascade'))
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('referral_visits_link').on('referral_visits').columns(['link_id', 'visited_at']).execute();

      await withId(db.schema.createTable('referral_leads'), dialect)
        .addColumn('link_id', BIGINT, (c) => c.notNull().references('referral_links.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('referral_leads_link').on('referral_leads').columns(['link_id', 'created_at']).execute();
      await db.schema.createIndex('referral_leads_email').on('referral_leads').columns(['email']).execute();

      await withId(db.schema.createTable('referral_commissions'), dialect)
        .addColumn('link_id', BIGINT, (c) => c.notNull().references('referral_links.id').onDelete('cascade'))
        .addColumn('referred_user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        // What was bought, once: e.g. card-charge:<id>.
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('revenue_cents', BIGINT, (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('commission_cents', BIGINT, (c) => c.notNull())
        .addColumn('order_id', BIGINT, (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('referral_commissions_source').on('referral_commissions').columns(['source']).unique().execute();
      await db.schema.createIndex('referral_commissions_link').on('referral_commissions').columns(['link_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('referral_commissions').ifExists().execute();
      await db.schema.dropTable('referral_leads').ifExists().execute();
      await db.schema.dropTable('referral_visits').ifExists().execute();
      await db.schema.dropTable('referral_links').ifExists().execute();
      await db.schema.dropTable('referral_programs').ifExists().execute();
    },
  };
}
