// Queries on mail_jobs. Claiming is an optimistic compare-and-set that needs no row-locking
// syntax, so it is one query path on SQLite and PostgreSQL: read the oldest due id, then update
// that row only if it is still due. Of two workers racing for a row exactly one update matches
// (SQLite runs writes one at a time; PostgreSQL re-checks the WHERE on the row the winner wrote);
// the loser looks for the next row.
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/database';
import type { MailJob } from './mail-job';

export interface ClaimedMailJob {
  id: number;
  payload: string;
  /** Attempts including this one. */
  attempts: number;
  claimToken: string;
}

/** Due: its time has come, no live lease holds it, it has not failed for good. */
const isDue = (nowIso: string) => (eb: ExpressionBuilder<Database, 'mail_jobs'>) =>
  eb.and([
    eb('failed_at', 'is', null),
    eb('run_at', '<=', nowIso),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]),
  ]);

export async function insertMailJob(db: Db, job: MailJob, nowIso: string): Promise<void> {
  await db
    .insertInto('mail_jobs')
    .values({ kind: job.kind, payload: JSON.stringify(job), run_at: nowIso, attempts: 0, created_at: nowIso })
    .execute();
}

/** How many tries one claim makes before giving way when other workers keep winning the rows. */
const CLAIM_TRIES = 20;

/** Takes the oldest due job under a lease until `leaseUntilIso`; null when none is due. */
export async function claimDueMailJob(db: Db, nowIso: string, leaseUntilIso: string): Promise<ClaimedMailJob | null> {
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const next = await db
      .selectFrom('mail_jobs')
      .select('id')
      .where(isDue(nowIso))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const claimToken = randomUUID();
    const row = await db
      .updateTable('mail_jobs')
      .set((eb) => ({ claimed_until: leaseUntilIso, claim_token: claimToken, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next.id)
      .where(isDue(nowIso))
      .returning(['id', 'payload', 'attempts'])
      .executeTakeFirst();
    if (row) return { id: Number(row.id), payload: row.payload, attempts: Number(row.attempts), claimToken };
  }
  return null;
}

/** The mail went out: the job is done and forgotten (its row held an email address). */
export async function deleteMailJob(db: Db, job: ClaimedMailJob): Promise<void> {
  await db.deleteFrom('mail_jobs').where('id', '=', job.id).where('claim_token', '=', job.claimToken).execute();
}

/** Releases the claim and makes the job due again at `runAtIso`. */
export async function rescheduleMailJob(db: Db, job: ClaimedMailJob, runAtIso: string, error: string): Promise<void> {
  await db
    .updateTable('mail_jobs')
    .set({ claimed_until: null, claim_token: null, run_at: runAtIso, last_error: error })
    .where('id', '=', job.id)
    .where('claim_token', '=', job.claimToken)
    .execute();
}

/** Out of attempts (or unreadable): kept with its last error, never tried again. */
export async function failMailJob(db: Db, job: ClaimedMailJob, nowIso: string, error: string): Promise<void> {
  await db
    .updateTable('mail_jobs')
    .set({ claimed_until: null, claim_token: null, failed_at: nowIso, last_error: error })
    .where('id', '=', job.id)
    .where('claim_token', '=', job.claimToken)
    .execute();
}
