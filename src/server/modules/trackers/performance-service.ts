// The performance tracker (decision 35): every domain and every DID of the user across their groups,
// summed from the hourly tables over a date-hour range, a page at a time (search) and the number of
// rows the filter matches (count). It reads domain_hourly_stats and did_hourly_stats only, through
// the same sums the group pages use; never the messages.
import { clickRate } from '@domain/dids';
import type { DomainStatus } from '@domain/domains';
import type {
  DidPerformancePage,
  DomainPerformancePage,
  didPerformanceQuerySchema,
  domainPerformanceQuerySchema,
  performanceFilterSchema,
} from '@domain/performance-tracker';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { inHourRange } from '../../db/hour-range';
import { likeContains } from '../../db/like';
import { DID_CLICK_RATE_SQL, DID_DELIVERY_RATE_SQL, DID_SUMS, didFigures } from '../dids/did-performance';
import { DOMAIN_CLICK_RATE_SQL, DOMAIN_DELIVERY_RATE_SQL, DOMAIN_SUMS, domainFigures } from '../domains/domain-performance';

type Filter = z.output<typeof performanceFilterSchema>;
const direction = (d: 'ASC' | 'DESC') => (d === 'ASC' ? sql`asc` : sql`desc`);
const offsetOf = (q: { pageNumber: number; pageSize: number }) => (q.pageNumber - 1) * q.pageSize;

// ---- domains -----------------------------------------------------------------------------------

/** The user's domains matching the search by their name or their group's. */
function userDomains(ctx: AppContext, userId: number, search: string) {
  let base = ctx.db.selectFrom('domains').leftJoin('domain_groups as g', 'g.id', 'domains.group_id').where('domains.user_id', '=', userId);
  if (search) base = base.where((eb) => eb.or([likeContains(sql.ref('domains.name_key'), search), likeContains(sql.ref('g.name_key'), search)]));
  return base;
}

const DOMAIN_SORT_SQL = {
  name: sql.ref('domains.name_key'),
  group: sql`coalesce(g.name_key, '')`,
  used: sql.ref('used'),
  failed: sql.ref('failed'),
  clicked: sql.ref('clicked'),
  deliveryRate: DOMAIN_DELIVERY_RATE_SQL,
  clickRate: DOMAIN_CLICK_RATE_SQL,
} as const;

export async function searchDomainPerformance(ctx: AppContext, userId: number, query: z.output<typeof domainPerformanceQuerySchema>): Promise<DomainPerformancePage> {
  const rows = await userDomains(ctx, userId, query.search)
    .leftJoin('domain_hourly_stats as s', (join) => join.onRef('s.domain_id', '=', 'domains.id').on(inHourRange('s.hour', query)))
    .select(['domains.id', 'domains.name', 'domains.group_id', 'domains.status', 'g.name as group_name'])
    .select(DOMAIN_SUMS)
    .groupBy(['domains.id', 'domains.name', 'domains.group_id', 'domains.status', 'g.name', 'g.name_key', 'domains.name_key'])
    .orderBy(sql`${DOMAIN_SORT_SQL[query.sortField]} ${direction(query.sortDirection)}`)
    .orderBy('domains.id', query.sortDirection === 'ASC' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  return {
    items: rows.map((r) => {
      const figures = domainFigures(r);
      return {
        id: Number(r.id),
        name: r.name,
        groupId: r.group_id === null ? null : Number(r.group_id),
        groupName: r.group_name,
        status: r.status as DomainStatus,
        ...figures,
        clickRate: clickRate(figures.used - figures.failed, figures.clicked),
      };
    }),
  };
}

export async function countDomainPerformance(ctx: AppContext, userId: number, filter: Filter): Promise<{ total: number }> {
  const row = await userDomains(ctx, userId, filter.search).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(row.n) };
}

// ---- DIDs --------------------------------------------------------------------------------------

/** The user's numbers matching the search by their digits or their group's name. */
function userDids(ctx: AppContext, userId: number, search: string) {
  let base = ctx.db.selectFrom('dids').innerJoin('did_groups as g', 'g.id', 'dids.group_id').where('g.user_id', '=', userId);
  if (search) {
    const digits = search.replace(/\D/g, '');
    base = base.where((eb) => eb.or([...(digits ? [likeContains(sql.ref('dids.phone'), digits)] : []), likeContains(sql.ref('g.name_key'), search)]));
  }
  return base;
}

const DID_SORT_SQL = {
  phone: sql.ref('dids.phone'),
  group: sql.ref('g.name_key'),
  sent: sql.ref('sent'),
  delivered: sql.ref('delivered'),
  clicked: sql.ref('clicked'),
  deliveryRate: DID_DELIVERY_RATE_SQL,
  clickRate: DID_CLICK_RATE_SQL,
} as const;

export async function searchDidPerformance(ctx: AppContext, userId: number, query: z.output<typeof didPerformanceQuerySchema>): Promise<DidPerformancePage> {
  const rows = await userDids(ctx, userId, query.search)
    .leftJoin('did_hourly_stats as s', (join) => join.onRef('s.did_id', '=', 'dids.id').on(inHourRange('s.hour', query)))
    .select(['dids.id', 'dids.phone', 'dids.group_id', 'dids.status', 'dids.bad_reason', 'g.name as group_name'])
    .select(DID_SUMS)
    .groupBy(['dids.id', 'dids.phone', 'dids.group_id', 'dids.status', 'dids.bad_reason', 'g.name', 'g.name_key'])
    .orderBy(sql`${DID_SORT_SQL[query.sortField]} ${direction(query.sortDirection)}`)
    .orderBy('dids.id', query.sortDirection === 'ASC' ? 'asc' : 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      phone: r.phone,
      groupId: Number(r.group_id),
      groupName: r.group_name,
      status: r.status,
      badReason: r.bad_reason,
      ...didFigures(r),
    })),
  };
}

export async function countDidPerformance(ctx: AppContext, userId: number, filter: Filter): Promise<{ total: number }> {
  const row = await userDids(ctx, userId, filter.search).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(row.n) };
}
