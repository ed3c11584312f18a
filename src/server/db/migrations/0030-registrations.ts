// Carrier registrations (issue 14; decision 45): one row per request a user sends to a registration
// vendor (a 10DLC brand, a 10DLC use case, a toll-free verification). The row is the request's state
// machine: requesting (paid, not yet accepted; retried with backoff while the vendor is down) ->
// register pending (the vendor reviews) -> registered or rejected. A resubmission is a new row, so
// the history of a brand's tries stays. The sweep takes due rows by next_attempt_at.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { BIGINT, withId } from '../schema-helpers';

export function registrations(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('registration_requests'), dialect)
        .addColumn('user_id', BIGINT, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // The brand, use case or toll-free request's id in its own table.
        .addColumn('subject_id', BIGINT, (c) => c.notNull())
        // What the notifications call it and where they lead.
        .addColumn('subject_name', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('vendor_id', 'text', (c) => c.notNull())
        // The fields as sent (JSON): what the vendor reviewed, even if the subject is edited later.
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('vendor_ref', 'text')
        .addColumn('throughput_per_minute', 'integer')
        .addColumn('fee_cents', BIGINT, (c) => c.notNull())
        // Vendor calls that failed in a row (outage), for the backoff.
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema.createIndex('registration_requests_subject').on('registration_requests').columns(['kind', 'subject_id', 'id']).execute();
      await db.schema.createIndex('registration_requests_due').on('registration_requests').columns(['next_attempt_at']).execute();
      await db.schema.createIndex('registration_requests_user').on('registration_requests').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('registration_requests').ifExists().execute();
    },
  };
}
