// The homepage dashboard (001 §7 "Dashboard"; decision 33): message stats, stats by time,
// highlights and campaign stats for a from-to range. The first three read the hour roll-up, so a
// range counts whole UTC hours (as the statistics screen's HOUR view does); today and yesterday
// start at midnight in the query's timezone (the browser's), floored to its UTC hour.
import { CAMPAIGN_STATES } from '@domain/sending/campaign-states';
import type { CampaignStatsAnswer, HighlightsAnswer, MessageStatsAnswer, StatsByTimeAnswer } from '@domain/dashboard';
import type { StatsCounters, StatsRange } from '@domain/stats';
import { bucketBounds, instantOfKey } from '@domain/stats-buckets';
import { instantOfWallClock, localMidnight, wallClockAt } from '@domain/sending/zone-clock';
import type { AppContext } from '../../context';
import { campaignFacts, totalOf, totalsByBucket, totalsByCampaign, type SeriesScope } from './stats-repo';

type Range = { from: string; to: string; timezone?: string };

function hourScope(userId: number, from: string, to: string): SeriesScope {
  return { userId, granularity: 'HOUR', ...bucketBounds(from, to, 'HOUR') };
}

export async function messageStats(ctx: AppContext, userId: number, q: Range): Promise<MessageStatsAnswer> {
  return { totals: await totalOf(ctx, hourScope(userId, q.from, q.to)) };
}

export async function statsByTime(ctx: AppContext, userId: number, q: Range): Promise<StatsByTimeAnswer> {
  const buckets = await totalsByBucket(ctx, hourScope(userId, q.from, q.to));
  return { points: buckets.map((b) => ({ datetime: instantOfKey(b.key), ...b.counters })) };
}

/** The campaign with the most of a counter (ties: the lower id), or null when none has any. */
function best(byCampaign: ReadonlyMap<number, StatsCounters>, titles: ReadonlyMap<number, string>, counter: 'clicked' | 'revenueCents') {
  let top: { campaignId: number; title: string; value: number } | null = null;
  for (const [campaignId, c] of [...byCampaign].sort(([a], [b]) => a - b)) {
    const title = titles.get(campaignId);
    if (title !== undefined && c[counter] > 0 && (!top || c[counter] > top.value)) top = { campaignId, title, value: c[counter] };
  }
  return top;
}

/** Midnight today and yesterday in the zone, as instants. */
function dayStarts(now: Date, zone: string): { today: Date; yesterday: Date } {
  const local = wallClockAt(now.getTime(), zone).local;
  return {
    today: new Date(instantOfWallClock(localMidnight(local), zone)),
    yesterday: new Date(instantOfWallClock(localMidnight(local, -1), zone)),
  };
}

export async function highlights(ctx: AppContext, userId: number, q: Range): Promise<HighlightsAnswer> {
  const zone = q.timezone || 'UTC';
  const now = ctx.now();
  const { today, yesterday } = dayStarts(now, zone);
  const length = Date.parse(q.to) - Date.parse(q.from);
  const previousTo = new Date(Date.parse(q.from) - 1);
  const previousFrom = new Date(previousTo.getTime() - length);
  const lastOfYesterday = new Date(today.getTime() - 1);
  const [byCampaign, todayTotals, yesterdayTotals, current, previous] = await Promise.all([
    totalsByCampaign(ctx, hourScope(userId, q.from, q.to)),
    totalOf(ctx, hourScope(userId, today.toISOString(), now.toISOString())),
    totalOf(ctx, hourScope(userId, yesterday.toISOString(), lastOfYesterday.toISOString())),
    totalOf(ctx, hourScope(userId, q.from, q.to)),
    totalOf(ctx, hourScope(userId, previousFrom.toISOString(), previousTo.toISOString())),
  ]);
  const facts = await campaignFacts(ctx, userId, [...byCampaign.keys()]);
  const titles = new Map([...facts.values()].map((f) => [f.id, f.title]));
  return {
    bestByClicks: best(byCampaign, titles, 'clicked'),
    bestByRevenue: best(byCampaign, titles, 'revenueCents'),
    today: todayTotals,
    yesterday: yesterdayTotals,
    current,
    previous,
  };
}

/** The user's campaigns created in the range, counted by state. */
export async function campaignStats(ctx: AppContext, userId: number, q: StatsRange): Promise<CampaignStatsAnswer> {
  const rows = await ctx.db
    .selectFrom('campaigns')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', new Date(q.from).toISOString())
    .where('created_at', '<=', new Date(q.to).toISOString())
    .groupBy('status')
    .execute();
  const counted = new Map<string, number>(rows.map((r) => [r.status, Number(r.n)]));
  const counts = CAMPAIGN_STATES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0) };
}
