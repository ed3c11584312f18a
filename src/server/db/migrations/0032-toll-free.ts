// Toll-free verification (issue 14; decision 49): the profiles (a business and its contact, reused
// across requests), the requests (the messaging fields a toll-free aggregator reviews) and the
// numbers each request covers. A number is in at most one request (unique phone). The state of a
// request is not here: it is its newest row of registration_requests (kind 'toll-free', migration 0030).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function tollFree(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('toll_free_profiles'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('toll_free_profiles_user').on('toll_free_profiles').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('toll_free_requests'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('profile_id', BIGINT, (c) => c.notNull().references('toll_free_profiles.id'))
        .addColumn('use_case', 'text', (c) => c.notNull())
        .addColumn('use_case_summary', 'text', (c) => c.notNull())
        .addColumn('expected_monthly_volume', 'text', (c) => c.notNull())
        .addColumn('opt_in_type', 'text', (c) => c.notNull())
        .addColumn('opt_in_workflow', 'text', (c) => c.notNull())
        .addColumn('opt_in_proof_url', 'text', (c) => c.notNull())
        // JSON array of texts.
        .addColumn('sample_messages', 'text', (c) => c.notNull())
        .addColumn('additional_information', 'text', (c) => c.notNull())
        .addColumn('vendor_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('toll_free_requests_user').on('toll_free_requests').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('toll_free_requests_profile').on('toll_free_requests').columns(['profile_id']).execute();

      await withId(db.schema.createTable('toll_free_request_numbers'), dialect)
        .addColumn('request_id', BIGINT, (c) => c.notNull().references('toll_free_requests.id').onDelete('cascade'))
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        // E.164, one of the user's DIDs with a toll-free prefix.
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('toll_free_request_numbers_phone').on('toll_free_request_numbers').columns(['phone']).unique().execute();
      await db.schema.createIndex('toll_free_request_numbers_request').on('toll_free_request_numbers').columns(['request_id', 'position']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('toll_free_request_numbers').ifExists().execute();
      await db.schema.dropTable('toll_free_requests').ifExists().execute();
      await db.schema.dropTable('toll_free_profiles').ifExists().execute();
    },
  };
}
