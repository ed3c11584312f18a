// Contact groups: list, create, read, rename, delete. Every query is scoped to the acting user, so
// another user's group answers 404 exactly like a missing one.
import {
  contactMessages,
  emptyGroupMetadata,
  SUPPRESSION_GROUP_TYPE,
  type ContactGroup,
  type ContactGroupList,
} from '@domain/contacts';
import type { z } from 'zod';
import { taskKindSchema, type TaskKind } from '@domain/background-tasks';
import type { createContactGroupSchema } from '@domain/contacts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import type { ContactGroupRow, Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { groupView } from './group-view';
import { removeArchiveFile } from './data-tasks/archive-tasks';

export const groupMissing = () => notFound(contactMessages.groupMissing);
const nameKey = (name: string) => name.trim().toLowerCase();

/** The user's group or 404. */
export async function ownGroupRow(db: Db, userId: number, groupId: number): Promise<ContactGroupRow> {
  const row = await db
    .selectFrom('contact_groups')
    .selectAll()
    .where('id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw groupMissing();
  return row;
}

async function busyKinds(db: Db, rows: ContactGroupRow[]): Promise<Map<number, TaskKind>> {
  const ids = rows.map((r) => r.busy_task_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const tasks = await db.selectFrom('background_tasks').select(['id', 'kind']).where('id', 'in', ids).execute();
  const kinds = new Map<number, TaskKind>();
  for (const t of tasks) {
    const kind = taskKindSchema.safeParse(t.kind);
    if (kind.success) kinds.set(Number(t.id), kind.data);
  }
  return kinds;
}

/** The user's groups as the client sees them: busy flags from the holding task, the scrub rule for this user. */
export async function viewGroups(ctx: AppContext, userId: number, rows: ContactGroupRow[]): Promise<ContactGroup[]> {
  const [kinds, user] = await Promise.all([
    busyKinds(ctx.db, rows),
    ctx.db.selectFrom('users').select('skip_scrub').where('id', '=', userId).executeTakeFirst(),
  ]);
  const facts = { now: ctx.now(), skipScrub: user?.skip_scrub === 1 };
  return rows.map((r) => groupView(r, r.busy_task_id === null ? null : (kinds.get(Number(r.busy_task_id)) ?? null), facts));
}

export async function getGroup(ctx: AppContext, userId: number, groupId: number): Promise<ContactGroup> {
  const [group] = await viewGroups(ctx, userId, [await ownGroupRow(ctx.db, userId, groupId)]);
  return group!;
}

export async function listGroups(
  ctx: AppContext,
  userId: number,
  query: { limit: number; offset: number; search?: string; suppression?: 'true' | 'false' },
): Promise<ContactGroupList> {
  let base = ctx.db.selectFrom('contact_groups').where('user_id', '=', userId);
  if (query.search) base = base.where(likeContains(sql.ref('name_key'), query.search));
  if (query.suppression) base = base.where('is_suppression', '=', query.suppression === 'true' ? 1 : 0);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await viewGroups(ctx, userId, rows), total: Number(count.n) };
}

async function assertNameFree(db: Db, userId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey(name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw badRequest('groupName', `Group name ${contactMessages.groupExists}`);
}

export type CreateGroupInput = z.output<typeof createContactGroupSchema>;

/** Inserts a group (in `db`, which may be a task's transaction); the name must be free. */
export async function insertGroup(db: Db, now: Date, userId: number, input: CreateGroupInput): Promise<number> {
  await assertNameFree(db, userId, input.groupName);
  try {
    const row = await db
      .insertInto('contact_groups')
      .values({
        user_id: userId,
        name: input.groupName,
        name_key: nameKey(input.groupName),
        type: input.isSuppression ? SUPPRESSION_GROUP_TYPE : input.type,
        country: input.country,
        is_suppression: input.isSuppression || input.type === SUPPRESSION_GROUP_TYPE ? 1 : 0,
        is_create_ar: input.isCreateAR ? 1 : 0,
        metadata: JSON.stringify(emptyGroupMetadata()),
        created_at: iso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (err) {
    // Two creates with one name at once: the unique index refuses the second.
    if (isUniqueViolation(err)) throw badRequest('groupName', `Group name ${contactMessages.groupExists}`);
    throw err;
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createGroup(ctx: AppContext, userId: number, input: CreateGroupInput): Promise<ContactGroup> {
  const countryOk = await ctx.db.selectFrom('countries').select('code').where('code', '=', input.country).executeTakeFirst();
  if (!countryOk) throw badRequest('country', 'Country is incorrect format!');
  const id = await insertGroup(ctx.db, ctx.now(), userId, input);
  return getGroup(ctx, userId, id);
}

export async function renameGroup(ctx: AppContext, userId: number, groupId: number, groupName: string): Promise<ContactGroup> {
  await ownGroupRow(ctx.db, userId, groupId);
  await assertNameFree(ctx.db, userId, groupName, groupId);
  try {
    await ctx.db
      .updateTable('contact_groups')
      .set({ name: groupName, name_key: nameKey(groupName) })
      .where('id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('groupName', `Group name ${contactMessages.groupExists}`);
    throw err;
  }
  return getGroup(ctx, userId, groupId);
}

/** Deletes a group and its contacts; refused while a task holds it. */
export async function deleteGroup(ctx: AppContext, userId: number, groupId: number): Promise<void> {
  const row = await ownGroupRow(ctx.db, userId, groupId);
  if (row.busy_task_id !== null) throw new HttpError(409, contactMessages.groupBusy, { field: 'groupId' });
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contacts').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('contact_groups').where('id', '=', groupId).where('user_id', '=', userId).execute();
  });
  await removeArchiveFile(ctx, row.archive_file);
}

/**
 * Marks the group as held by a task (import, scrub, split ...) in the same transaction that queues
 * it; a group already held answers 409, so two tasks never change one group at once.
 */
export async function holdGroup(db: Db, groupId: number, taskId: number): Promise<void> {
  const res = await db
    .updateTable('contact_groups')
    .set({ busy_task_id: taskId })
    .where('id', '=', groupId)
    .where('busy_task_id', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, contactMessages.groupBusy, { field: 'groupId' });
}

export async function releaseGroup(db: Db, groupId: number, taskId: number): Promise<void> {
  await db.updateTable('contact_groups').set({ busy_task_id: null }).where('id', '=', groupId).where('busy_task_id', '=', taskId).execute();
}
