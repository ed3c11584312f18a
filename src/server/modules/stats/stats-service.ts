// GET /stats: the statistics screen's answer for a range (decision 33). The chart's totals per
// bucket, the table's entries (campaigns or routes) with their totals, the ten busiest entries'
// own lines, and the delivery statuses of the campaigns shown. Four reads of the pre-aggregated
// series and one of the campaigns; nothing here reads messages.
import { campaignMessages } from '@domain/campaigns';
import { MAX_STATS_SERIES, type StatsAnswer, type StatsQueryParsed, type StatsSeries } from '@domain/stats';
import { bucketBounds, deliveryStatusList, instantOfKey, type RunCounters } from '@domain/stats-buckets';
import type { AppContext } from '../../context';
import { UNKNOWN_ROUTE } from '../../engine/minute-stats';
import { notFound } from '../../http/errors';
import { buildEntries, buildRouteEntries, groupCampaigns, routeEntryKeys, type BuiltEntry, type Grouping } from './stats-entries';
import { campaignFacts, isOwnCampaign, totalsByBucket, totalsByCampaign, totalsByRouteAndCampaign, type SeriesScope } from './stats-repo';

/** The scope of a stats query: the user's rows in the range, of one campaign when cpId is given. */
export async function scopeOf(ctx: AppContext, userId: number, q: StatsQueryParsed): Promise<SeriesScope> {
  if (q.cpId !== undefined && !(await isOwnCampaign(ctx, userId, q.cpId))) throw notFound(campaignMessages.missing);
  const { first, last } = bucketBounds(q.from, q.to, q.granularity);
  return { userId, granularity: q.granularity, first, last, ...(q.cpId === undefined ? {} : { ownCampaignIds: [q.cpId] }) };
}

/**
 * Each entry's own line: its campaigns' rows summed per bucket by the database, one grouped read
 * per entry. Reading the entries' campaigns' rows and summing them here took ~110 ms for 200
 * campaigns over 3 days of hours (the ROUTE view's few entries hold every campaign); grouped in
 * the database the whole ROUTE answer costs about what the CAMPAIGN one does. The ids come from
 * the user-scoped totals.
 */
async function seriesOf(ctx: AppContext, scope: SeriesScope, top: readonly BuiltEntry[], byRoute: boolean): Promise<StatsSeries[]> {
  const series: StatsSeries[] = [];
  for (const entry of top) {
    // A route's line is what went over it, of its campaigns (in the scope: one campaign with cpId).
    const narrowed: SeriesScope = byRoute ? { ...scope, routeId: entry.id ?? UNKNOWN_ROUTE } : { ...scope, ownCampaignIds: entry.campaignIds };
    const buckets = await totalsByBucket(ctx, narrowed);
    series.push({ id: entry.id, name: entry.name, points: buckets.map((b) => ({ datetime: instantOfKey(b.key), ...b.counters })) });
  }
  return series;
}

function runTotals(campaignIds: Iterable<number>, facts: Grouping['facts']): RunCounters {
  const total: RunCounters = { sent: 0, delivered: 0, failed: 0, attemptFailed: 0, blocked: 0, optout: 0, rejected: 0 };
  for (const id of campaignIds) {
    const run = facts.get(id)?.run;
    if (!run) continue;
    for (const name of Object.keys(total) as (keyof RunCounters)[]) total[name] += run[name];
  }
  return total;
}

export async function readStats(ctx: AppContext, userId: number, q: StatsQueryParsed): Promise<StatsAnswer> {
  const scope = await scopeOf(ctx, userId, q);
  const byRoute = q.viewType === 'ROUTE';
  const [table, buckets] = await Promise.all([byRoute ? routeTable(ctx, userId, scope) : campaignTable(ctx, userId, scope), totalsByBucket(ctx, scope)]);
  const { entries, facts } = table;
  const series = await seriesOf(ctx, scope, entries.slice(0, MAX_STATS_SERIES), byRoute);
  return {
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    viewType: q.viewType,
    points: buckets.map((b) => ({ datetime: instantOfKey(b.key), ...b.counters })),
    entries: entries.map((e) => ({ id: e.id, name: e.name, campaignIds: e.campaignIds, totals: e.totals })),
    series,
    deliveryStatuses: deliveryStatusList(runTotals(facts.keys(), facts)),
  };
}

/** The CAMPAIGN view's table: one entry per campaign with figures in the range. */
async function campaignTable(ctx: AppContext, userId: number, scope: SeriesScope) {
  const byCampaign = await totalsByCampaign(ctx, scope);
  const grouping = await groupCampaigns(ctx, userId, [...byCampaign.keys()]);
  return { entries: buildEntries(byCampaign, grouping), facts: grouping.facts };
}

/** The ROUTE view's table: one entry per route the range's messages went over. */
async function routeTable(ctx: AppContext, userId: number, scope: SeriesScope) {
  const pairs = await totalsByRouteAndCampaign(ctx, scope);
  const [keys, facts] = await Promise.all([routeEntryKeys(ctx, pairs.map((p) => p.routeId)), campaignFacts(ctx, userId, [...new Set(pairs.map((p) => p.campaignId))])]);
  return { entries: buildRouteEntries(pairs, keys, facts), facts };
}

/** The campaign filter's choices: the user's campaigns that were sent (drafts have no stats). */
export async function statsCampaigns(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('campaigns')
    .select(['id', 'title', 'status'])
    .where('user_id', '=', userId)
    .where('status', '<>', 'draft')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return { items: rows.map((r) => ({ id: Number(r.id), title: r.title, status: r.status })) };
}
