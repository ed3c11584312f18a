// Two things the account-guessing defences need (docs/decisions/0010-account-lockout-and-mail-queue.md):
// - users.mfa_last_step: the time step of the last one-time code accepted, so a code works once;
// - mail_jobs: mails the server sends in the background (a reset link, a lock notice), so the
//   request that causes one answers at once and the same way whether or not the account exists.
//   A row lives until its mail is sent; a claim is a lease (claimed_until), so a job whose process
//   died is picked up again once the lease ends.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../open-db';
import { withId } from '../schema-helpers';

export function mailJobsAndOneTimeSteps(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('mfa_last_step', 'integer').execute();

      await withId(db.schema.createTable('mail_jobs'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until', 'text')
        .addColumn('claim_token', 'text')
        .addColumn('last_error', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_jobs_run_at').on('mail_jobs').column('run_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_jobs').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('mfa_last_step').execute();
    },
  };
}
