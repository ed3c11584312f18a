// The user's side of background tasks: list, read, stop, resume, delete. Every query is scoped to
// the acting user, so another user's task id answers 404 like a missing one.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { taskMessages, type BackgroundTask, type BackgroundTaskList } from '@domain/background-tasks';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { taskView } from '../../tasks/task-view';

const missing = () => notFound(taskMessages.notFound);

async function ownTask(ctx: AppContext, userId: number, taskId: number) {
  const row = await ctx.db
    .selectFrom('background_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw missing();
  return row;
}

export async function listTasks(
  ctx: AppContext,
  userId: number,
  query: { limit: number; offset: number; active?: 'true' | 'false' },
): Promise<BackgroundTaskList> {
  let base = ctx.db.selectFrom('background_tasks').where('user_id', '=', userId);
  if (query.active === 'true') base = base.where('status', 'in', ['PENDING', 'RUNNING']);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(taskView), total: Number(count.n) };
}

export async function getTask(ctx: AppContext, userId: number, taskId: number): Promise<BackgroundTask> {
  return taskView(await ownTask(ctx, userId, taskId));
}

/** Asks a waiting or running task to stop; the runner ends it (CANCELED, or PAUSED for a filter task). */
export async function cancelTask(ctx: AppContext, userId: number, taskId: number): Promise<BackgroundTask> {
  const row = await ownTask(ctx, userId, taskId);
  if (row.status !== 'PENDING' && row.status !== 'RUNNING') throw badRequest('taskId', taskMessages.notCancelable);
  await ctx.db
    .updateTable('background_tasks')
    .set({ cancel_requested: 1, updated_at: iso(ctx.now()) })
    .where('id', '=', taskId)
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .execute();
  return getTask(ctx, userId, taskId);
}

export async function resumeTask(ctx: AppContext, userId: number, taskId: number): Promise<BackgroundTask> {
  const row = await ownTask(ctx, userId, taskId);
  if (row.status !== 'PAUSED') throw badRequest('taskId', taskMessages.notResumable);
  await ctx.db
    .updateTable('background_tasks')
    .set({ status: 'PENDING', cancel_requested: 0, attempts: 0, updated_at: iso(ctx.now()) })
    .where('id', '=', taskId)
    .where('status', '=', 'PAUSED')
    .execute();
  return getTask(ctx, userId, taskId);
}

export async function deleteTask(ctx: AppContext, userId: number, taskId: number): Promise<void> {
  const row = await ownTask(ctx, userId, taskId);
  if (row.status === 'PENDING' || row.status === 'RUNNING') throw new HttpError(409, taskMessages.notDeletable, { field: 'taskId' });
  await ctx.db.deleteFrom('background_tasks').where('id', '=', taskId).where('user_id', '=', userId).execute();
  if (row.file_path) await rm(path.join(ctx.config.dataDir, row.file_path), { force: true });
}

/** The file a finished task produced (an export), for download: its path and a name for the browser. */
export async function taskFile(ctx: AppContext, userId: number, taskId: number): Promise<{ file: string; name: string }> {
  const row = await ownTask(ctx, userId, taskId);
  if (row.status !== 'COMPLETED' || !row.file_path) throw missing();
  const base = row.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 100) || `export-${taskId}`;
  return { file: path.join(ctx.config.dataDir, row.file_path), name: `${base}.csv` };
}
