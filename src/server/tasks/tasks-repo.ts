// Queries on background_tasks. Claiming is the same optimistic compare-and-set as the mail queue
// (src/server/mail-jobs/mail-jobs-repo.ts): one query path on SQLite and PostgreSQL, and of two
// processes racing for a task exactly one wins it.
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { BackgroundTaskRow, Database, Db } from '../db/database';

/** Claimable: waiting, or running under a lease that lapsed (its process died). */
const claimable = (nowIso: string) => (eb: ExpressionBuilder<Database, 'background_tasks'>) =>
  eb.or([
    eb('status', '=', 'PENDING'),
    eb.and([eb('status', '=', 'RUNNING'), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)])]),
  ]);

export interface ClaimedTask {
  row: BackgroundTaskRow;
  claimToken: string;
}

const CLAIM_TRIES = 20;

export async function claimTask(db: Db, nowIso: string, leaseUntilIso: string, skipIds: readonly number[]): Promise<ClaimedTask | null> {
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    let query = db.selectFrom('background_tasks').select('id').where(claimable(nowIso));
    if (skipIds.length > 0) query = query.where('id', 'not in', skipIds);
    const next = await query.orderBy('id').limit(1).executeTakeFirst();
    if (!next) return null;
    const claimToken = randomUUID();
    const row = await db
      .updateTable('background_tasks')
      .set((eb) => ({
        status: 'RUNNING',
        claimed_until: leaseUntilIso,
        claim_token: claimToken,
        attempts: eb('attempts', '+', 1),
        updated_at: nowIso,
      }))
      .where('id', '=', next.id)
      .where(claimable(nowIso))
      .returningAll()
      .executeTakeFirst();
    if (row) return { row, claimToken };
  }
  return null;
}

/** Renews the lease and records progress; answers whether the user asked to stop (null: the claim was lost). */
export async function heartbeat(
  db: Db,
  task: ClaimedTask,
  progress: number,
  nowIso: string,
  leaseUntilIso: string,
): Promise<{ cancelRequested: boolean } | null> {
  const row = await db
    .updateTable('background_tasks')
    .set({ progress, claimed_until: leaseUntilIso, updated_at: nowIso })
    .where('id', '=', task.row.id)
    .where('claim_token', '=', task.claimToken)
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested === 1 } : null;
}

export async function finishTask(
  db: Db,
  task: ClaimedTask,
  fields: { status: string; result?: string | null; error?: string | null; progress?: number },
  nowIso: string,
): Promise<void> {
  // A paused task is not finished: it may resume.
  const finishedAt = fields.status === 'PAUSED' ? null : nowIso;
  await db
    .updateTable('background_tasks')
    .set({ ...fields, claimed_until: null, claim_token: null, updated_at: nowIso, finished_at: finishedAt, cancel_requested: 0 })
    .where('id', '=', task.row.id)
    .where('claim_token', '=', task.claimToken)
    .execute();
}

export async function setTaskFile(db: Db, task: ClaimedTask, filePath: string): Promise<void> {
  await db.updateTable('background_tasks').set({ file_path: filePath }).where('id', '=', task.row.id).execute();
}
