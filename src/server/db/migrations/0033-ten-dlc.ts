// 10DLC brands and use cases (issue 14; decision 48). The rows keep the fields the user edits; the
// state of each comes from its newest registration request (registration_requests, migration 0030).
// The fields travel as JSON (validated by src/domain/ten-dlc on every write) beside the few columns
// the server queries by; the DID groups a use case covers are rows, so the sending rules join them.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function tenDlc(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ten_dlc_brands'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand_name', 'text', (c) => c.notNull())
        // Every brand field (src/domain/ten-dlc/brand.ts) as JSON.
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ten_dlc_brands_user').on('ten_dlc_brands').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('ten_dlc_use_cases'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand_id', BIGINT, (c) => c.notNull().references('ten_dlc_brands.id').onDelete('cascade'))
        .addColumn('usecase_name', 'text', (c) => c.notNull())
        .addColumn('usecase_type', 'text', (c) => c.notNull())
        // Every use-case field but the DID groups (src/domain/ten-dlc/use-case.ts) as JSON.
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ten_dlc_use_cases_brand').on('ten_dlc_use_cases').columns(['brand_id', 'id']).execute();
      await db.schema.createIndex('ten_dlc_use_cases_user').on('ten_dlc_use_cases').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('ten_dlc_use_case_did_groups')
        .addColumn('use_case_id', BIGINT, (c) => c.notNull().references('ten_dlc_use_cases.id').onDelete('cascade'))
        .addColumn('did_group_id', BIGINT, (c) => c.notNull().references('did_groups.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('ten_dlc_use_case_did_groups_pk', ['use_case_id', 'did_group_id'])
        .execute();
      await db.schema.createIndex('ten_dlc_use_case_did_groups_group').on('ten_dlc_use_case_did_groups').columns(['did_group_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ten_dlc_use_case_did_groups').ifExists().execute();
      await db.schema.dropTable('ten_dlc_use_cases').ifExists().execute();
      await db.schema.dropTable('ten_dlc_brands').ifExists().execute();
    },
  };
}
