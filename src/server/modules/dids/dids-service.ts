// The numbers of a DID group: the table (search, sort, pages, stats summed over a date-hour range),
// move to another of the user's groups, release back to the vendor, delete one.
import { clickRate, deliveryRate, didGroupSettingSchema, didMessages, type Did, type DidPage, type MoveDids, type ReleaseByRate } from '@domain/dids';
import type { z } from 'zod';
import type { didListQuerySchema } from '@domain/dids';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import { inHourRange } from '../../db/hour-range';
import { badRequest, notFound } from '../../http/errors';
import { DID_DELIVERY_RATE_SQL, DID_SUMS, didFigures } from './did-performance';
import { ownDidGroup } from './groups-service';

const SORT_SQL = {
  phone: sql.ref('dids.phone'),
  createdAt: sql.ref('dids.created_at'),
  sent: sql.ref('sent'),
  delivered: sql.ref('delivered'),
  clicked: sql.ref('clicked'),
  deliveryRate: DID_DELIVERY_RATE_SQL,
} as const;


export async function searchDids(ctx: AppContext, userId: number, groupId: number, query: z.output<typeof didListQuerySchema>): Promise<DidPage> {
  await ownDidGroup(ctx.db, userId, groupId);
  const digits = query.didSearch.replace(/\D/g, '');
  let base = ctx.db.selectFrom('dids').where('dids.group_id', '=', groupId);
  if (digits) base = base.where(likeContains(sql.ref('dids.phone'), digits));
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await base
    .leftJoin('did_hourly_stats as s', (join) => join.onRef('s.did_id', '=', 'dids.id').on(inHourRange('s.hour', query)))
    .select(['dids.id', 'dids.phone', 'dids.group_id', 'dids.country', 'dids.voice_enabled', 'dids.created_at', 'dids.status', 'dids.bad_reason', 'dids.checked_at', 'dids.cycle_sent'])
    .select(DID_SUMS)
    .groupBy(['dids.id', 'dids.phone', 'dids.group_id', 'dids.country', 'dids.voice_enabled', 'dids.created_at', 'dids.status', 'dids.bad_reason', 'dids.checked_at', 'dids.cycle_sent'])
    .orderBy(sql`${SORT_SQL[query.sortField]} ${direction}`)
    .orderBy('dids.id', query.sortDirection === 'ASC' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize)
    .execute();
  const items: Did[] = rows.map((r) => {
    const { sent, delivered, clicked, deliveryRate: rate } = didFigures(r);
    return {
      id: Number(r.id),
      phone: r.phone,
      status: r.status,
      badReason: r.bad_reason,
      checkedAt: r.checked_at,
      cycleSent: Number(r.cycle_sent),
      groupId: Number(r.group_id),
      country: r.country,
      voiceEnabled: r.voice_enabled === 1,
      createdAt: r.created_at,
      sent,
      delivered,
      clicked,
      deliveryRate: rate,
    };
  });
  return { items, total: Number(count.n) };
}

/** The ids asked for, all of them in the group, or 400 naming `dids`. */
async function ownDids(ctx: AppContext, groupId: number, ids: number[]): Promise<{ id: number; phone: string }[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.selectFrom('dids').select(['id', 'phone']).where('group_id', '=', groupId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw badRequest('dids', didMessages.didMissing);
  return rows.map((r) => ({ id: Number(r.id), phone: r.phone }));
}

export async function moveDids(ctx: AppContext, userId: number, groupId: number, input: MoveDids): Promise<{ moved: number }> {
  await ownDidGroup(ctx.db, userId, groupId);
  if (input.targetGroupId === groupId) throw badRequest('targetGroupId', didMessages.targetSame);
  await ownDidGroup(ctx.db, userId, input.targetGroupId).catch(() => {
    throw badRequest('targetGroupId', didMessages.groupMissing);
  });
  const ids =
    input.dids && input.dids.length > 0
      ? (await ownDids(ctx, groupId, input.dids)).map((d) => d.id)
      : (await ctx.db.selectFrom('dids').select('id').where('group_id', '=', groupId).orderBy('id').limit(input.amount ?? 0).execute()).map((d) => Number(d.id));
  if (ids.length === 0) return { moved: 0 };
  const res = await ctx.db.updateTable('dids').set({ group_id: input.targetGroupId }).where('group_id', '=', groupId).where('id', 'in', ids).executeTakeFirst();
  return { moved: Number(res.numUpdatedRows) };
}

export async function releaseDids(ctx: AppContext, userId: number, groupId: number, ids: number[]): Promise<{ released: number }> {
  await ownDidGroup(ctx.db, userId, groupId);
  const rows = await ownDids(ctx, groupId, ids);
  const released = await ctx.db.transaction().execute(async (trx) => {
    const owned = rows.map((r) => r.id);
    await trx.deleteFrom('did_hourly_stats').where('did_id', 'in', owned).execute();
    const res = await trx.deleteFrom('dids').where('group_id', '=', groupId).where('id', 'in', owned).executeTakeFirst();
    return Number(res.numDeletedRows);
  });
  await ctx.numbers.release(rows.map((r) => r.phone));
  return { released };
}

export async function deleteDid(ctx: AppContext, userId: number, groupId: number, didId: number): Promise<void> {
  await ownDidGroup(ctx.db, userId, groupId);
  const exists = await ctx.db.selectFrom('dids').select('id').where('id', '=', didId).where('group_id', '=', groupId).executeTakeFirst();
  if (!exists) throw notFound(didMessages.didMissing);
  await releaseDids(ctx, userId, groupId, [didId]);
}

/** Each number's totals over all time, for the numbers that sent at least once. */
async function usedNumbers(ctx: AppContext, groupId: number) {
  const rows = await ctx.db
    .selectFrom('dids')
    .innerJoin('did_hourly_stats as s', 's.did_id', 'dids.id')
    .select(['dids.id'])
    .select((eb) => [eb.fn.sum<number>('s.sent').as('sent'), eb.fn.sum<number>('s.delivered').as('delivered'), eb.fn.sum<number>('s.clicked').as('clicked')])
    .where('dids.group_id', '=', groupId)
    .groupBy('dids.id')
    .execute();
  return rows
    .map((r) => ({ id: Number(r.id), sent: Number(r.sent), delivered: Number(r.delivered), clicked: Number(r.clicked) }))
    .filter((r) => r.sent > 0);
}

/** Releases the numbers whose delivery or click rate is below `below` percent. */
export async function releaseByRate(ctx: AppContext, userId: number, groupId: number, rule: ReleaseByRate): Promise<{ released: number }> {
  await ownDidGroup(ctx.db, userId, groupId);
  const rateOf = (n: { sent: number; delivered: number; clicked: number }) =>
    rule.by === 'deliveryRate' ? deliveryRate(n.sent, n.delivered) : clickRate(n.delivered, n.clicked);
  const ids = (await usedNumbers(ctx, groupId)).filter((n) => rateOf(n) < rule.below).map((n) => n.id);
  return ids.length === 0 ? { released: 0 } : releaseDids(ctx, userId, groupId, ids);
}

/**
 * "Release now" (001 §7): applies the group's own auto-release thresholds at once: a number below the
 * delivered threshold or below the click rate goes. Refused while auto release is off.
 */
export async function releaseNow(ctx: AppContext, userId: number, groupId: number): Promise<{ released: number }> {
  const group = await ownDidGroup(ctx.db, userId, groupId);
  const setting = didGroupSettingSchema.parse(JSON.parse(group.setting));
  if (!setting.autoRelease) throw badRequest('autoRelease', didMessages.autoReleaseOff);
  const ids = (await usedNumbers(ctx, groupId))
    .filter(
      (n) =>
        (setting.deliveredThresholdRelease > 0 && deliveryRate(n.sent, n.delivered) < setting.deliveredThresholdRelease) ||
        (setting.autoReleaseClickRate > 0 && clickRate(n.delivered, n.clicked) < setting.autoReleaseClickRate),
    )
    .map((n) => n.id);
  return ids.length === 0 ? { released: 0 } : releaseDids(ctx, userId, groupId, ids);
}
