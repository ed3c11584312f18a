// The error tracker (decision 35): the user's failed results over a range, grouped by result code
// (and so by its error message), read from the error_hourly_stats roll-up; and a few example
// messages of one code, read from `messages` one campaign at a time through the campaign's index
// (messages_campaign_round, walked backwards), so an example costs a short index walk, never a scan.
import { DELIVERY_RESULTS } from '@domain/sending/delivery-results';
import {
  ERROR_CAMPAIGNS_LIMIT,
  ERROR_EXAMPLES_LIMIT,
  errorMessageOfCode,
  maskPhone,
  shareOf,
  type ErrorExample,
  type ErrorExamplesAnswer,
  type ErrorGroup,
  type ErrorTrackerAnswer,
  type errorExamplesQuerySchema,
  type errorTrackerRangeSchema,
} from '@domain/error-tracker';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ownCampaign } from '../campaigns/campaigns-repo';

const HOUR_MS = 3_600_000;
/** The UTC hours a range touches, as the roll-up keys them ('YYYY-MM-DD HH'), and the instants they span. */
function hoursOf(range: { from: string; to: string }) {
  const from = new Date(Date.parse(range.from));
  const to = new Date(Date.parse(range.to));
  const key = (d: Date) => d.toISOString().slice(0, 13).replace('T', ' ');
  const start = new Date(Math.floor(from.getTime() / HOUR_MS) * HOUR_MS);
  const end = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS - 1);
  return { fromHour: key(from), toHour: key(to), fromAt: start.toISOString(), toAt: end.toISOString() };
}

async function campaignNames(ctx: AppContext, userId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('campaigns').select(['id', 'title']).where('user_id', '=', userId).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.title]));
}

export async function errorGroups(ctx: AppContext, userId: number, range: z.output<typeof errorTrackerRangeSchema>): Promise<ErrorTrackerAnswer> {
  const { fromHour, toHour } = hoursOf(range);
  const rows = await ctx.db
    .selectFrom('error_hourly_stats')
    .select(['code', 'campaign_id'])
    .select([sql<number>`sum(failed)`.as('n'), sql<string>`min(first_at)`.as('first_at'), sql<string>`max(last_at)`.as('last_at')])
    .where('user_id', '=', userId)
    .where('hour', '>=', fromHour)
    .where('hour', '<=', toHour)
    .groupBy(['code', 'campaign_id'])
    .execute();
  const names = await campaignNames(ctx, userId, rows.map((r) => Number(r.campaign_id)));
  const byCode = new Map<number, { count: number; first: string; last: string; campaigns: { id: number; name: string; count: number }[] }>();
  let totalFailed = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (n <= 0) continue;
    totalFailed += n;
    const code = Number(r.code);
    const group = byCode.get(code) ?? { count: 0, first: r.first_at, last: r.last_at, campaigns: [] };
    group.count += n;
    if (r.first_at < group.first) group.first = r.first_at;
    if (r.last_at > group.last) group.last = r.last_at;
    const id = Number(r.campaign_id);
    group.campaigns.push({ id, name: names.get(id) ?? `#${id}`, count: n });
    byCode.set(code, group);
  }
  const groups: ErrorGroup[] = [...byCode.entries()]
    .map(([code, g]) => ({
      code,
      result: DELIVERY_RESULTS[code] ?? String(code),
      message: errorMessageOfCode(code),
      count: g.count,
      share: shareOf(g.count, totalFailed),
      firstSeen: g.first,
      lastSeen: g.last,
      campaigns: g.campaigns.sort((a, b) => b.count - a.count || a.id - b.id).slice(0, ERROR_CAMPAIGNS_LIMIT),
      campaignCount: g.campaigns.length,
    }))
    .sort((a, b) => b.count - a.count || a.code - b.code);
  return { totalFailed, groups };
}

export async function errorExamples(ctx: AppContext, userId: number, query: z.output<typeof errorExamplesQuerySchema>): Promise<ErrorExamplesAnswer> {
  const { fromHour, toHour, fromAt, toAt } = hoursOf(query);
  let campaignIds: number[];
  if (query.campaignId !== undefined) {
    await ownCampaign(ctx, userId, query.campaignId);
    campaignIds = [query.campaignId];
  } else {
    const busiest = await ctx.db
      .selectFrom('error_hourly_stats')
      .select('campaign_id')
      .where('user_id', '=', userId)
      .where('code', '=', query.code)
      .where('hour', '>=', fromHour)
      .where('hour', '<=', toHour)
      .groupBy('campaign_id')
      .orderBy(sql`sum(failed)`, 'desc')
      .orderBy('campaign_id')
      .limit(ERROR_CAMPAIGNS_LIMIT)
      .execute();
    campaignIds = busiest.map((r) => Number(r.campaign_id));
  }
  const found: { id: number; phone: string; did: string | null; route_id: number | null; campaign_id: number; result_at: string | null }[] = [];
  for (const campaignId of campaignIds) {
    if (found.length >= ERROR_EXAMPLES_LIMIT) break;
    const rows = await ctx.db
      .selectFrom('messages')
      .select(['id', 'phone', 'did', 'route_id', 'result_at'])
      .where('campaign_id', '=', campaignId)
      .where('user_id', '=', userId)
      .where('result', '=', query.code)
      .where('result_at', '>=', fromAt)
      .where('result_at', '<=', toAt)
      .orderBy('round', 'desc')
      .orderBy('id', 'desc')
      .limit(ERROR_EXAMPLES_LIMIT - found.length)
      .execute();
    found.push(...rows.map((r) => ({ ...r, id: Number(r.id), route_id: r.route_id === null ? null : Number(r.route_id), campaign_id: campaignId })));
  }
  const routeIds = [...new Set(found.flatMap((f) => (f.route_id === null ? [] : [f.route_id])))];
  const routes = routeIds.length === 0 ? [] : await ctx.db.selectFrom('routes').select(['id', 'name']).where('id', 'in', routeIds).execute();
  const routeName = new Map(routes.map((r) => [Number(r.id), r.name]));
  const names = await campaignNames(ctx, userId, campaignIds);
  const items: ErrorExample[] = found.map((f) => ({
    id: f.id,
    phone: maskPhone(f.phone),
    did: f.did,
    routeName: f.route_id === null ? null : (routeName.get(f.route_id) ?? null),
    campaignId: f.campaign_id,
    campaignName: names.get(f.campaign_id) ?? `#${f.campaign_id}`,
    at: f.result_at ?? '',
  }));
  return { items };
}
