// DID groups: list, create, read, settings, delete. Every query is scoped to the acting user, so
// another user's group answers 404 'Group DID is not existed' exactly like a missing one.
import {
  didGroupSettingSchema,
  didMessages,
  defaultDidGroupSetting,
  zeroDisabledSettings,
  type DidGroup,
  type DidGroupList,
  type DidGroupSetting,
} from '@domain/dids';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { createDidGroupSchema, didGroupQuerySchema } from '@domain/dids';
import type { AppContext } from '../../context';
import type { DidGroupRow, Db } from '../../db/database';
import { likeContains } from '../../db/like';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';

export const didGroupMissing = () => notFound(didMessages.groupMissing);
const nameKey = (name: string) => name.trim().toLowerCase();
const nameTaken = () => badRequest('name', didMessages.groupExists);

/** The user's DID group or 404. */
export async function ownDidGroup(db: Db, userId: number, groupId: number): Promise<DidGroupRow> {
  const row = await db.selectFrom('did_groups').selectAll().where('id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw didGroupMissing();
  return row;
}

function readSetting(text: string): DidGroupSetting {
  const parsed = didGroupSettingSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : defaultDidGroupSetting();
}

async function viewGroups(db: Db, rows: DidGroupRow[]): Promise<DidGroup[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const busyIds = rows.flatMap((r) => (r.busy_task_id === null ? [] : [r.busy_task_id]));
  const [counts, routes, busy] = await Promise.all([
    db
      .selectFrom('dids')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'BAD').then(1).else(0).end()).as('bad')])
      .where('group_id', 'in', ids)
      .groupBy('group_id')
      .execute(),
    db.selectFrom('routes').select(['id', 'name']).execute(),
    busyIds.length === 0 ? [] : db.selectFrom('background_tasks').select(['id', 'kind']).where('id', 'in', busyIds).execute(),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.group_id), { dids: Number(c.n), bad: Number(c.bad ?? 0) }]));
  const kindOf = new Map(busy.map((t) => [Number(t.id), t.kind]));
  const routeName = new Map(routes.map((r) => [Number(r.id), r.name]));
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    country: r.country,
    countries: [r.country],
    routeId: r.route_id === null ? null : Number(r.route_id),
    routeName: r.route_id === null ? null : (routeName.get(Number(r.route_id)) ?? null),
    // Numbers can be bought for the countries the simulated vendor serves.
    didBuyable: r.country === 'US' || r.country === 'CA',
    voiceEnabled: r.voice_enabled === 1,
    dids: countOf.get(Number(r.id))?.dids ?? 0,
    createdAt: r.created_at,
    setting: readSetting(r.setting),
    isPurchasing: r.busy_task_id !== null && kindOf.get(Number(r.busy_task_id)) === 'DID_PURCHASE',
    busyTaskId: r.busy_task_id === null ? null : Number(r.busy_task_id),
    badDids: countOf.get(Number(r.id))?.bad ?? 0,
    scrubbedAt: r.scrubbed_at,
    cycleResetAt: r.cycle_reset_at,
  }));
}

export async function getDidGroup(ctx: AppContext, userId: number, groupId: number): Promise<DidGroup> {
  const [group] = await viewGroups(ctx.db, [await ownDidGroup(ctx.db, userId, groupId)]);
  return group!;
}

export async function listDidGroups(ctx: AppContext, userId: number, query: z.output<typeof didGroupQuerySchema>): Promise<DidGroupList> {
  let base = ctx.db.selectFrom('did_groups').where('did_groups.user_id', '=', userId);
  if (query.name) base = base.where(likeContains(sql.ref('did_groups.name_key'), query.name));
  if (query.routeId !== undefined) base = base.where('did_groups.route_id', '=', query.routeId);
  if (query.country) base = base.where('did_groups.country', '=', query.country);
  if (query.search) {
    const text = query.search;
    const digits = text.replace(/\D/g, '');
    base = base.where((eb) =>
      eb.or([
        likeContains(sql.ref('did_groups.name_key'), text),
        ...(digits
          ? [eb.exists(eb.selectFrom('dids').select('dids.id').whereRef('dids.group_id', '=', 'did_groups.id').where(likeContains(sql.ref('dids.phone'), digits)))]
          : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll('did_groups').orderBy('did_groups.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await viewGroups(ctx.db, rows), total: Number(count.n) };
}

export async function createDidGroup(ctx: AppContext, userId: number, input: z.output<typeof createDidGroupSchema>): Promise<DidGroup> {
  const country = await ctx.db.selectFrom('countries').select('code').where('code', '=', input.country.trim().toUpperCase()).executeTakeFirst();
  if (!country) throw badRequest('country', 'Country is incorrect format!');
  if (input.routeId !== null) {
    const route = await ctx.db.selectFrom('routes').select('id').where('id', '=', input.routeId).where('status', '=', 'active').executeTakeFirst();
    if (!route) throw badRequest('routeId', 'Route is incorrect format!');
  }
  const name = input.name.trim();
  if (await ctx.db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name_key', '=', nameKey(name)).executeTakeFirst()) {
    throw nameTaken();
  }
  try {
    const row = await ctx.db
      .insertInto('did_groups')
      .values({
        user_id: userId,
        name,
        name_key: nameKey(name),
        country: country.code,
        route_id: input.routeId,
        voice_enabled: input.voiceEnabled ? 1 : 0,
        setting: JSON.stringify(defaultDidGroupSetting()),
        created_at: iso(ctx.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getDidGroup(ctx, userId, Number(row.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Stores the settings with every switched-off toggle's fields zeroed; the bad-DID group must be the user's. */
export async function saveDidGroupSettings(ctx: AppContext, userId: number, groupId: number, setting: DidGroupSetting): Promise<DidGroup> {
  await ownDidGroup(ctx.db, userId, groupId);
  const zeroed = zeroDisabledSettings(setting);
  const bad = zeroed.scrubSetting.badDidGroupId;
  if (bad !== null) {
    if (bad === groupId) throw badRequest('scrubSetting.badDidGroupId', didMessages.targetSame);
    await ownDidGroup(ctx.db, userId, bad).catch(() => {
      throw badRequest('scrubSetting.badDidGroupId', didMessages.groupMissing);
    });
  }
  await ctx.db.updateTable('did_groups').set({ setting: JSON.stringify(zeroed) }).where('id', '=', groupId).where('user_id', '=', userId).execute();
  return getDidGroup(ctx, userId, groupId);
}

/** Deletes a group and its numbers (released to the vendor); refused while a purchase fills it. */
export async function deleteDidGroup(ctx: AppContext, userId: number, groupId: number): Promise<void> {
  const row = await ownDidGroup(ctx.db, userId, groupId);
  if (row.busy_task_id !== null) throw new HttpError(409, didMessages.groupBusy, { field: 'groupId' });
  const phones = (await ctx.db.selectFrom('dids').select('phone').where('group_id', '=', groupId).execute()).map((d) => d.phone);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('did_hourly_stats').where('did_id', 'in', trx.selectFrom('dids').select('id').where('group_id', '=', groupId)).execute();
    await trx.deleteFrom('dids').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('did_groups').where('id', '=', groupId).where('user_id', '=', userId).execute();
  });
  await ctx.numbers.release(phones);
}
