// Scheduled backups (issue 13; decision 41): a user picks off, daily or weekly; a sweep on the
// server's timer (src/server/lib/schedule.ts, like the DID auto-scrub) takes each due schedule with
// a conditional update (so several processes back a user up once), writes the backup through the
// same code as "Back up now", and keeps the newest KEEP_FILES files of the user.
import type { FastifyInstance } from 'fastify';
import type { BackupFrequency } from '@domain/backups';
import { backupFrequencySchema } from '@domain/backups';
import type { AppContext } from '../../context';
import { scheduleEvery, type Schedule } from '../../lib/schedule';
import { DAY_MS } from '../../lib/time';
import { backupNow } from './backup-service';
import { deleteBackup, listBackups } from './backup-files';

/** Scheduled runs keep this many newest files per user; older ones are deleted. */
export const KEEP_FILES = 30;

const periodMs = (frequency: BackupFrequency): number | null => (frequency === 'daily' ? DAY_MS : frequency === 'weekly' ? 7 * DAY_MS : null);

export interface ScheduleView {
  frequency: BackupFrequency;
  nextRunAt: string | null;
  lastRunAt: string | null;
}

export async function getSchedule(ctx: AppContext, userId: number): Promise<ScheduleView> {
  const row = await ctx.db.selectFrom('backup_schedules').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { frequency: 'off', nextRunAt: null, lastRunAt: null };
  return { frequency: backupFrequencySchema.catch('off').parse(row.frequency), nextRunAt: row.next_run_at, lastRunAt: row.last_run_at };
}

/** The first scheduled backup is one period from now. */
export async function setSchedule(ctx: AppContext, userId: number, frequency: BackupFrequency): Promise<ScheduleView> {
  const now = ctx.now();
  const period = periodMs(frequency);
  const next = period === null ? null : new Date(now.getTime() + period).toISOString();
  await ctx.db
    .insertInto('backup_schedules')
    .values({ user_id: userId, frequency, next_run_at: next, last_run_at: null, last_error: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency, next_run_at: next, updated_at: now.toISOString() }))
    .execute();
  return getSchedule(ctx, userId);
}

async function prune(ctx: AppContext, userId: number): Promise<void> {
  const files = await listBackups(ctx, userId);
  for (const file of files.slice(KEEP_FILES)) await deleteBackup(ctx, userId, file.name);
}

/** Runs every due scheduled backup; answers the users backed up. */
export async function runDueBackups(ctx: AppContext): Promise<number[]> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('backup_schedules')
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now.toISOString())
    .execute();
  const done: number[] = [];
  for (const row of due) {
    const period = periodMs(backupFrequencySchema.catch('off').parse(row.frequency));
    const next = period === null ? null : new Date(now.getTime() + period).toISOString();
    // Taken by whoever moves next_run_at first; another process's sweep finds it no longer due.
    const taken = await ctx.db
      .updateTable('backup_schedules')
      .set({ next_run_at: next })
      .where('user_id', '=', row.user_id)
      .where('next_run_at', '=', row.next_run_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    const userId = Number(row.user_id);
    try {
      await backupNow(ctx, userId);
      await prune(ctx, userId);
      await ctx.db.updateTable('backup_schedules').set({ last_run_at: now.toISOString(), last_error: null }).where('user_id', '=', userId).execute();
      done.push(userId);
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await ctx.db.updateTable('backup_schedules').set({ last_error: message }).where('user_id', '=', userId).execute();
    }
  }
  return done;
}

export function scheduleBackups(app: FastifyInstance, schedule: Schedule = { firstAfterMs: 90_000, everyMs: 10 * 60_000 }): void {
  scheduleEvery(app, 'scheduled backups sweep', schedule, async () => {
    const done = await runDueBackups(app.ctx);
    if (done.length > 0) app.log.info({ users: done }, 'scheduled backups written');
  });
}
