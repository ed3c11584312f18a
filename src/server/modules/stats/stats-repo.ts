// The queries of the statistics: only the pre-aggregated series, never the messages. MINUTE reads
// campaign_minute_stats (the engine's rows); HOUR reads campaign_hour_stats, the same rows rolled
// up by the first 13 characters of the minute key, kept by triggers (migration 0019). The ROUTE
// view reads the same series split by route (route_minute_stats and route_hour_stats, migration
// 0022). Every query is scoped to the acting user; a campaign filter narrows within that.
import type { StatsCounters, StatsGranularity } from '@domain/stats';
import { sql, type ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';

type SeriesTable = 'campaign_hour_stats' | 'campaign_minute_stats' | 'route_hour_stats' | 'route_minute_stats';

/** Which rows a read takes: the user's, within the bucket keys (both included), of some campaigns. */
export interface SeriesScope {
  userId: number;
  granularity: StatsGranularity;
  first: string;
  last: string;
  /**
   * Only these campaigns, which the caller has made sure are the user's (a cpId checked with
   * isOwnCampaign, ids read from a user-scoped query); undefined: all of the user's.
   */
  ownCampaignIds?: readonly number[];
  /** Only what went over this route (0: not known), read from the series split by route. */
  routeId?: number;
}

const tableOf = (s: SeriesScope): SeriesTable =>
  s.routeId === undefined ? (s.granularity === 'HOUR' ? 'campaign_hour_stats' : 'campaign_minute_stats') : s.granularity === 'HOUR' ? 'route_hour_stats' : 'route_minute_stats';
const keyOf = (g: StatsGranularity) => (g === 'HOUR' ? 'hour' : 'minute');

/** Sums of every counter, under the API's names. */
const sums = (eb: ExpressionBuilder<Database, SeriesTable>) => [
  eb.fn.sum<number | string>('sent').as('sent'),
  eb.fn.sum<number | string>('delivered').as('delivered'),
  eb.fn.sum<number | string>('failed').as('failed'),
  eb.fn.sum<number | string>('clicked').as('clicked'),
  eb.fn.sum<number | string>('replied').as('replied'),
  eb.fn.sum<number | string>('optout').as('optout'),
  eb.fn.sum<number | string>('convertor').as('convertor'),
  eb.fn.sum<number | string>('cost_millicents').as('costMillicents'),
  eb.fn.sum<number | string>('revenue_cents').as('revenueCents'),
];

/** PostgreSQL answers sums of bigint as numeric text; SQLite as numbers. */
type RawCounters = Record<keyof StatsCounters, number | string | bigint | null>;

export function countersOfRow(r: RawCounters): StatsCounters {
  const n = (v: number | string | bigint | null) => Number(v ?? 0);
  return {
    sent: n(r.sent),
    delivered: n(r.delivered),
    failed: n(r.failed),
    clicked: n(r.clicked),
    replied: n(r.replied),
    optout: n(r.optout),
    convertor: n(r.convertor),
    costMillicents: n(r.costMillicents),
    revenueCents: n(r.revenueCents),
  };
}

/**
 * The scope's rows. With campaigns named, the read goes by the primary key (campaign_id, key) and
 * leaves user_id out: SQLite's planner, offered both, took the (user_id, key) index and read every
 * campaign's rows of the range to keep one campaign's (one campaign's 3 days per minute among 200
 * campaigns: 1.6 s a call at the median, 65 ms by the key). The ids are the user's already (see
 * ownCampaignIds).
 */
function scoped(ctx: AppContext, s: SeriesScope) {
  const key = keyOf(s.granularity);
  let q = ctx.db
    .selectFrom(tableOf(s))
    .where(sql.ref(key), '>=', s.first)
    .where(sql.ref(key), '<=', s.last);
  if (s.routeId !== undefined) q = q.where(sql.ref('route_id'), '=', s.routeId);
  if (!s.ownCampaignIds) return q.where('user_id', '=', s.userId);
  return q.where('campaign_id', 'in', s.ownCampaignIds.length > 0 ? [...s.ownCampaignIds] : [0]);
}

/** The scope's rows split by route (whatever its routeId): the ROUTE view's reads. */
function scopedByRoute(ctx: AppContext, s: SeriesScope) {
  const key = keyOf(s.granularity);
  const q = ctx.db
    .selectFrom(s.granularity === 'HOUR' ? 'route_hour_stats' : 'route_minute_stats')
    .where(sql.ref(key), '>=', s.first)
    .where(sql.ref(key), '<=', s.last);
  if (!s.ownCampaignIds) return q.where('user_id', '=', s.userId);
  return q.where('campaign_id', 'in', s.ownCampaignIds.length > 0 ? [...s.ownCampaignIds] : [0]);
}

/** Each route's counters per campaign over the range: the ROUTE view's entries and their campaigns. */
export async function totalsByRouteAndCampaign(ctx: AppContext, s: SeriesScope): Promise<{ routeId: number; campaignId: number; counters: StatsCounters }[]> {
  const rows = await scopedByRoute(ctx, s)
    .select((eb) => ['route_id', 'campaign_id', ...sums(eb)])
    .groupBy(['route_id', 'campaign_id'])
    .execute();
  return rows.map((r) => ({ routeId: Number(r.route_id), campaignId: Number(r.campaign_id), counters: countersOfRow(r) }));
}

/** Each route's counters per bucket, in bucket order, at most `limit` rows: the ROUTE view's CSV. */
export async function routeBuckets(ctx: AppContext, s: SeriesScope, limit: number): Promise<{ routeId: number; key: string; counters: StatsCounters }[]> {
  const key = keyOf(s.granularity);
  const rows = await scopedByRoute(ctx, s)
    .select((eb) => ['route_id', sql<string>`${sql.ref(key)}`.as('key'), ...sums(eb)])
    .groupBy(['route_id', sql.ref(key)])
    .orderBy(sql.ref(key))
    .orderBy('route_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ routeId: Number(r.route_id), key: r.key, counters: countersOfRow(r) }));
}

/** Each campaign's counters summed over the range (campaigns without rows in it are absent). */
export async function totalsByCampaign(ctx: AppContext, s: SeriesScope): Promise<Map<number, StatsCounters>> {
  const rows = await scoped(ctx, s)
    .select((eb) => ['campaign_id', ...sums(eb)])
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.campaign_id), countersOfRow(r)]));
}

/** The counters of each bucket, summed over the scope's campaigns, in bucket order. */
export async function totalsByBucket(ctx: AppContext, s: SeriesScope): Promise<{ key: string; counters: StatsCounters }[]> {
  const key = keyOf(s.granularity);
  const rows = await scoped(ctx, s)
    .select((eb) => [sql<string>`${sql.ref(key)}`.as('key'), ...sums(eb)])
    .groupBy(sql.ref(key))
    .orderBy(sql.ref(key))
    .execute();
  return rows.map((r) => ({ key: r.key, counters: countersOfRow(r) }));
}

/** The counters of the whole scope. */
export async function totalOf(ctx: AppContext, s: SeriesScope): Promise<StatsCounters> {
  const row = await scoped(ctx, s)
    .select((eb) => sums(eb))
    .executeTakeFirst();
  return row ? countersOfRow(row) : countersOfRow({} as RawCounters);
}

export interface CampaignBucketRow {
  campaignId: number;
  key: string;
  counters: StatsCounters;
}

/**
 * The rows themselves, per campaign per bucket (unique by both, so nothing to group), in bucket
 * order; at most `limit` of them.
 */
export async function campaignBuckets(ctx: AppContext, s: SeriesScope, limit: number): Promise<CampaignBucketRow[]> {
  const key = keyOf(s.granularity);
  const rows = await scoped(ctx, s)
    .select([
      'campaign_id',
      sql<string>`${sql.ref(key)}`.as('key'),
      'sent',
      'delivered',
      'failed',
      'clicked',
      'replied',
      'optout',
      'convertor',
      'cost_millicents as costMillicents',
      'revenue_cents as revenueCents',
    ])
    .orderBy(sql.ref(key))
    .orderBy('campaign_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ campaignId: Number(r.campaign_id), key: r.key, counters: countersOfRow(r) }));
}

/** What the stats need of a user's campaigns: title, status, compose (for its routes), counters. */
export interface CampaignFacts {
  id: number;
  title: string;
  status: string;
  compose: string;
  run: { sent: number; delivered: number; failed: number; attemptFailed: number; blocked: number; optout: number; rejected: number } | null;
}

export async function campaignFacts(ctx: AppContext, userId: number, ids: readonly number[]): Promise<Map<number, CampaignFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('campaigns')
    .leftJoin('campaign_runs', 'campaign_runs.campaign_id', 'campaigns.id')
    .select([
      'campaigns.id',
      'campaigns.title',
      'campaigns.status',
      'campaigns.compose',
      'campaign_runs.campaign_id as runId',
      'campaign_runs.sent',
      'campaign_runs.delivered',
      'campaign_runs.failed',
      'campaign_runs.attempt_failed',
      'campaign_runs.blocked',
      'campaign_runs.optout',
      'campaign_runs.rejected',
    ])
    .where('campaigns.user_id', '=', userId)
    .where('campaigns.id', 'in', [...ids])
    .execute();
  const n = (v: number | null) => Number(v ?? 0);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        title: r.title,
        status: r.status,
        compose: r.compose,
        run:
          r.runId === null
            ? null
            : { sent: n(r.sent), delivered: n(r.delivered), failed: n(r.failed), attemptFailed: n(r.attempt_failed), blocked: n(r.blocked), optout: n(r.optout), rejected: n(r.rejected) },
      },
    ]),
  );
}

/** Whether the campaign is the user's: another user's answers like a missing one. */
export async function isOwnCampaign(ctx: AppContext, userId: number, campaignId: number): Promise<boolean> {
  const row = await ctx.db.selectFrom('campaigns').select('id').where('id', '=', campaignId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function routeNames(ctx: AppContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('routes').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
