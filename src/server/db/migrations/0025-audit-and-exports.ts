// The audit log of login as user (issue 13; decision 40): one row per mutating call made while a
// Super-Admin was logged in as another user: who (the root user), as whom (the acting user), the
// method, the path without its query, the answer's status code and when. Never a body. The
// /audit-log page filters by root user, acting user and time, newest first: the indexes serve the
// time order and the two user filters. (The exports of the same issue need no table: they are
// background tasks, rows of background_tasks.)
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function auditAndExports(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // No foreign keys to users: deleting a user must not erase what was done in their account.
      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('root_user_id', BIGINT, (c) => c.notNull())
        .addColumn('user_id', BIGINT, (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('audit_log_root').on('audit_log').columns(['root_user_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}
