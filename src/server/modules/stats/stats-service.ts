// GET /stats: the statistics screen's answer for a range (decision 33). The chart's totals per
// bucket, the table's entries (campaigns or routes) with their totals, the ten busiest entries'
// own lines, and the delivery statuses of the campaigns shown. Four reads of the pre-aggregated
// series and one of the campaigns; nothing here reads messages.
import { campaignMessages } from '@domain/campaigns';
import { MAX_STATS_SERIES, type StatsAnswer, type StatsQueryParsed, type StatsSeries } from '@domain/stats';
import { bucketBounds, deliveryStatusList, instantOfKey, type RunCounters } from '@domain/stats-buckets';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { buildEntries, groupCampaigns, type BuiltEntry, type Grouping } from './stats-entries';
import { isOwnCampaign, totalsByBucket, totalsByCampaign, type SeriesScope } from './stats-repo';

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
async function seriesOf(ctx: AppContext, scope: SeriesScope, top: readonly BuiltEntry[]): Promise<StatsSeries[]> {
  const series: StatsSeries[] = [];
  for (const entry of top) {
    const buckets = await totalsByBucket(ctx, { ...scope, ownCampaignIds: entry.campaignIds });
    series.push({ id: entry.id, name: entry.name, points: buckets.map((b) => ({ datetime: instantOfKey(b.key), ...b.counters })) });
  }
  return series;
}

function runTotals(campaignIds: Iterable<number>, grouping: Grouping): RunCounters {
  const total: RunCounters = { sent: 0, delivered: 0, failed: 0, attemptFailed: 0, blocked: 0, optout: 0, rejected: 0 };
  for (const id of campaignIds) {
    const run = grouping.facts.get(id)?.run;
    if (!run) continue;
    for (const name of Object.keys(total) as (keyof RunCounters)[]) total[name] += run[name];
  }
  return total;
}

export async function readStats(ctx: AppContext, userId: number, q: StatsQueryParsed): Promise<StatsAnswer> {
  const scope = await scopeOf(ctx, userId, q);
  const [byCampaign, buckets] = await Promise.all([totalsByCampaign(ctx, scope), totalsByBucket(ctx, scope)]);
  const grouping = await groupCampaigns(ctx, userId, [...byCampaign.keys()], q.viewType);
  const entries = buildEntries(byCampaign, grouping);
  const series = await seriesOf(ctx, scope, entries.slice(0, MAX_STATS_SERIES));
  return {
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    viewType: q.viewType,
    points: buckets.map((b) => ({ datetime: instantOfKey(b.key), ...b.counters })),
    entries: entries.map((e) => ({ id: e.id, name: e.name, campaignIds: e.campaignIds, totals: e.totals })),
    series,
    deliveryStatuses: deliveryStatusList(runTotals(byCampaign.keys(), grouping)),
  };
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
