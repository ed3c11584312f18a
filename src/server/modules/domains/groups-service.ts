// Domain groups: list, create, read, settings, delete, merge. Every query is scoped to the acting
// user, so another user's group answers 404 'This domain group is not existed' like a missing one.
import {
  defaultDomainGroupSetting,
  domainGroupSettingSchema,
  domainMessages,
  zeroDisabledDomainSettings,
  type DomainGroup,
  type DomainGroupList,
  type DomainGroupSetting,
} from '@domain/domains';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { domainGroupQuerySchema, mergeDomainGroupsSchema } from '@domain/domains';
import type { AppContext } from '../../context';
import type { Db, DomainGroupRow } from '../../db/database';
import { likeContains } from '../../db/like';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';

export const domainGroupMissing = () => notFound(domainMessages.groupMissing);
const nameKey = (name: string) => name.trim().toLowerCase();
const nameTaken = (field: string) => badRequest(field, `${field === 'name' ? 'Name' : 'New domain group name'} ${domainMessages.groupExists}`);

/** The user's domain group or 404. */
export async function ownDomainGroup(db: Db, userId: number, groupId: number): Promise<DomainGroupRow> {
  const row = await db.selectFrom('domain_groups').selectAll().where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw domainGroupMissing();
  return row;
}

/** Another of the user's groups as a target, or 400 naming `field`. */
export async function targetDomainGroup(db: Db, userId: number, groupId: number, field: string, from?: number): Promise<DomainGroupRow> {
  if (groupId === from) throw badRequest(field, domainMessages.targetSame);
  return ownDomainGroup(db, userId, groupId).catch(() => {
    throw badRequest(field, domainMessages.groupMissing);
  });
}

function readSetting(text: string): DomainGroupSetting {
  const parsed = domainGroupSettingSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : defaultDomainGroupSetting();
}

async function viewGroups(db: Db, rows: DomainGroupRow[]): Promise<DomainGroup[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('domains')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('active').as('active')])
    .where('group_id', 'in', rows.map((r) => r.id))
    .groupBy('group_id')
    .execute();
  const countOf = new Map(counts.map((c) => [Number(c.group_id), { total: Number(c.n), active: Number(c.active ?? 0) }]));
  return rows.map((r) => {
    const n = countOf.get(Number(r.id)) ?? { total: 0, active: 0 };
    return {
      id: Number(r.id),
      name: r.name,
      active: n.active > 0,
      setting: readSetting(r.setting),
      totalDomain: n.total,
      activeDomain: n.active,
      isBuying: r.busy_task_id !== null,
      createdAt: r.created_at,
    };
  });
}

export async function getDomainGroup(ctx: AppContext, userId: number, groupId: number): Promise<DomainGroup> {
  const [group] = await viewGroups(ctx.db, [await ownDomainGroup(ctx.db, userId, groupId)]);
  return group!;
}

export async function listDomainGroups(ctx: AppContext, userId: number, query: z.output<typeof domainGroupQuerySchema>): Promise<DomainGroupList> {
  let base = ctx.db.selectFrom('domain_groups').where('user_id', '=', userId);
  if (query.name) base = base.where(likeContains(sql.ref('name_key'), query.name));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await viewGroups(ctx.db, rows), total: Number(count.n) };
}

async function insertGroup(ctx: AppContext, db: Db, userId: number, name: string, field: string): Promise<number> {
  const clean = name.trim();
  const exists = await db.selectFrom('domain_groups').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey(clean)).executeTakeFirst();
  if (exists) throw nameTaken(field);
  try {
    const row = await db
      .insertInto('domain_groups')
      .values({ user_id: userId, name: clean, name_key: nameKey(clean), setting: JSON.stringify(defaultDomainGroupSetting()), created_at: iso(ctx.now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(field);
    throw err;
  }
}

export async function createDomainGroup(ctx: AppContext, userId: number, name: string): Promise<DomainGroup> {
  return getDomainGroup(ctx, userId, await insertGroup(ctx, ctx.db, userId, name, 'name'));
}

export async function saveDomainGroupSettings(ctx: AppContext, userId: number, groupId: number, setting: DomainGroupSetting): Promise<DomainGroup> {
  await ownDomainGroup(ctx.db, userId, groupId);
  const zeroed = zeroDisabledDomainSettings(setting);
  await ctx.db.updateTable('domain_groups').set({ setting: JSON.stringify(zeroed) }).where('id', '=', groupId).where('user_id', '=', userId).execute();
  return getDomainGroup(ctx, userId, groupId);
}

const busy = () => new HttpError(409, domainMessages.groupBusy, { field: 'groupId' });

/** Deletes a group; its domains stay the user's, in no group. Refused while domains are bought into it. */
export async function deleteDomainGroup(ctx: AppContext, userId: number, groupId: number): Promise<void> {
  const row = await ownDomainGroup(ctx.db, userId, groupId);
  if (row.busy_task_id !== null) throw busy();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('domains').set({ group_id: null }).where('group_id', '=', groupId).execute();
    await trx.deleteFrom('domain_groups').where('id', '=', groupId).where('user_id', '=', userId).execute();
  });
}

/** Merges groups into a new one holding all their domains; the originals are deleted when asked, else left empty. */
export async function mergeDomainGroups(ctx: AppContext, userId: number, input: z.output<typeof mergeDomainGroupsSchema>): Promise<DomainGroup> {
  const ids = [...new Set(input.domainGroupIds)];
  const groups = await Promise.all(ids.map((id) => ownDomainGroup(ctx.db, userId, id)));
  if (groups.some((g) => g.busy_task_id !== null)) throw busy();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertGroup(ctx, trx, userId, input.newDomainGroupName, 'newDomainGroupName');
    await trx.updateTable('domains').set({ group_id: created }).where('user_id', '=', userId).where('group_id', 'in', ids).execute();
    if (input.deleteOriginalGroup) await trx.deleteFrom('domain_groups').where('user_id', '=', userId).where('id', 'in', ids).execute();
    return created;
  });
  return getDomainGroup(ctx, userId, id);
}
