// The domains of a group: the table with each domain's used, failed and clicked summed over a
// date-hour range and its delivery rate, the group's totals, migrate to another group (selected,
// below a delivery threshold, or an amount), and reset (the group's counts start afresh).
import { domainDeliveryRate, domainMessages, type GroupDomainPage, type MigrateDomains } from '@domain/domains';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { groupDomainsQuerySchema } from '@domain/domains';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import { inHourRange } from '../../db/hour-range';
import { notFound } from '../../http/errors';
import { DOMAIN_DELIVERY_RATE_SQL, DOMAIN_SUMS, domainFigures } from './domain-performance';
import { viewDomain } from './domain-view';
import { ownDomainGroup, targetDomainGroup } from './groups-service';

const SORT_SQL = {
  name: sql.ref('domains.name_key'),
  createdAt: sql.ref('domains.created_at'),
  used: sql.ref('used'),
  failed: sql.ref('failed'),
  clicked: sql.ref('clicked'),
  deliveryRate: DOMAIN_DELIVERY_RATE_SQL,
} as const;

export async function searchGroupDomains(ctx: AppContext, userId: number, groupId: number, query: z.output<typeof groupDomainsQuerySchema>): Promise<GroupDomainPage> {
  const group = await ownDomainGroup(ctx.db, userId, groupId);
  let base = ctx.db.selectFrom('domains').where('domains.group_id', '=', groupId).where('domains.user_id', '=', userId);
  if (query.search) base = base.where(likeContains(sql.ref('domains.name_key'), query.search));
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const withStats = base.leftJoin('domain_hourly_stats as s', (join) => join.onRef('s.domain_id', '=', 'domains.id').on(inHourRange('s.hour', query)));
  const sums = DOMAIN_SUMS;
  const direction = query.sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const [rows, totals] = await Promise.all([
    withStats
      .selectAll('domains')
      .select(sums)
      .groupBy('domains.id')
      .orderBy(sql`${SORT_SQL[query.sortField]} ${direction}`)
      .orderBy('domains.id', query.sortDirection === 'ASC' ? 'asc' : 'desc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
    withStats.select(sums).executeTakeFirstOrThrow(),
  ]);
  const perf = domainFigures;
  return {
    items: rows.map((r) => ({ ...viewDomain({ ...r, group_name: group.name }), ...perf(r) })),
    total: Number(count.n),
    summary: perf(totals),
  };
}

/** Each domain's all-time used and failed, for the threshold rules. */
async function allTimeRates(ctx: AppContext, groupId: number) {
  const rows = await ctx.db
    .selectFrom('domains')
    .leftJoin('domain_hourly_stats as s', 's.domain_id', 'domains.id')
    .select(['domains.id', sql<number>`coalesce(sum(s.used), 0)`.as('used'), sql<number>`coalesce(sum(s.failed), 0)`.as('failed')])
    .where('domains.group_id', '=', groupId)
    .groupBy('domains.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), rate: domainDeliveryRate(Number(r.used), Number(r.failed)) }));
}

export async function migrateDomains(ctx: AppContext, userId: number, groupId: number, input: MigrateDomains): Promise<{ migrated: number }> {
  await ownDomainGroup(ctx.db, userId, groupId);
  await targetDomainGroup(ctx.db, userId, input.targetGroupId, 'targetGroupId', groupId);
  let ids: number[];
  if (input.domains && input.domains.length > 0) {
    const unique = [...new Set(input.domains)];
    const rows = await ctx.db.selectFrom('domains').select('id').where('group_id', '=', groupId).where('id', 'in', unique).execute();
    if (rows.length !== unique.length) throw notFound(domainMessages.domainMissing);
    ids = rows.map((r) => Number(r.id));
  } else if (input.deliveryThreshold !== undefined) {
    const below = input.deliveryThreshold;
    ids = (await allTimeRates(ctx, groupId)).filter((d) => d.rate < below).map((d) => d.id);
  } else {
    ids = (await ctx.db.selectFrom('domains').select('id').where('group_id', '=', groupId).orderBy('id').limit(input.amount ?? 0).execute()).map((r) => Number(r.id));
  }
  if (ids.length === 0) return { migrated: 0 };
  const res = await ctx.db.updateTable('domains').set({ group_id: input.targetGroupId }).where('group_id', '=', groupId).where('id', 'in', ids).executeTakeFirst();
  return { migrated: Number(res.numUpdatedRows) };
}

/** resetDomainsInGroup: the group's domains start afresh (their hourly counts are cleared), so rotation and thresholds judge them anew. */
export async function resetDomainsInGroup(ctx: AppContext, userId: number, groupId: number): Promise<{ reset: number }> {
  await ownDomainGroup(ctx.db, userId, groupId);
  const ids = ctx.db.selectFrom('domains').select('id').where('group_id', '=', groupId);
  await ctx.db.deleteFrom('domain_hourly_stats').where('domain_id', 'in', ids).execute();
  const n = await ctx.db.selectFrom('domains').select((eb) => eb.fn.countAll<number>().as('n')).where('group_id', '=', groupId).executeTakeFirstOrThrow();
  return { reset: Number(n.n) };
}
