// The campaign's time series (campaign_minute_stats) and the same split by route
// (route_minute_stats): counts added to their UTC minute in place, so two processes adding at
// once both count. The engine's dispatch, its reports and the audience's clicks, replies and
// conversions write them, one call per campaign and route; the stats screens read them (the
// hour roll-ups follow by triggers, migrations 0019 and 0022).
import type { Db } from '../db/database';
import { minuteKey } from './stat-keys';

export type MinuteCounter = 'sent' | 'delivered' | 'failed' | 'clicked' | 'replied' | 'optout' | 'convertor' | 'cost_millicents' | 'revenue_cents';
export type MinuteDeltas = Partial<Record<MinuteCounter, number>>;

/** Route 0: a message whose route is not known (none of the engine's have; kept for the old minutes). */
export const UNKNOWN_ROUTE = 0;

/**
 * Adds to the campaign's minute and to its route's. Callers with several campaigns or routes call
 * it in (campaign, route) order, the engine's one order of rows (retry-transient.ts).
 */
export async function addMinute(db: Db, campaignId: number, routeId: number | null, userId: number, at: Date, deltas: MinuteDeltas): Promise<void> {
  const entries = Object.entries(deltas).filter(([, v]) => v) as [MinuteCounter, number][];
  if (entries.length === 0) return;
  const minute = minuteKey(at);
  const values = Object.fromEntries(entries);
  await db
    .insertInto('campaign_minute_stats')
    .values({ campaign_id: campaignId, user_id: userId, minute, ...values })
    .onConflict((oc) => oc.columns(['campaign_id', 'minute']).doUpdateSet((eb) => Object.fromEntries(entries.map(([k]) => [k, eb(`campaign_minute_stats.${k}`, '+', eb.ref(`excluded.${k}`))]))))
    .execute();
  await db
    .insertInto('route_minute_stats')
    .values({ campaign_id: campaignId, route_id: routeId ?? UNKNOWN_ROUTE, user_id: userId, minute, ...values })
    .onConflict((oc) => oc.columns(['campaign_id', 'route_id', 'minute']).doUpdateSet((eb) => Object.fromEntries(entries.map(([k]) => [k, eb(`route_minute_stats.${k}`, '+', eb.ref(`excluded.${k}`))]))))
    .execute();
}

/** Deltas per campaign and route, handed to addMinute in (campaign, route) order. */
export class MinuteDeltasByRoute {
  private readonly byKey = new Map<string, { campaignId: number; routeId: number | null; userId: number; deltas: MinuteDeltas }>();

  add(campaignId: number, routeId: number | null, userId: number, deltas: MinuteDeltas): void {
    const key = `${campaignId}:${routeId ?? UNKNOWN_ROUTE}`;
    const entry = this.byKey.get(key) ?? { campaignId, routeId, userId, deltas: {} };
    for (const [k, v] of Object.entries(deltas) as [MinuteCounter, number][]) entry.deltas[k] = (entry.deltas[k] ?? 0) + v;
    this.byKey.set(key, entry);
  }

  async write(db: Db, at: Date): Promise<void> {
    const entries = [...this.byKey.values()].sort((a, b) => a.campaignId - b.campaignId || (a.routeId ?? UNKNOWN_ROUTE) - (b.routeId ?? UNKNOWN_ROUTE));
    for (const e of entries) await addMinute(db, e.campaignId, e.routeId, e.userId, at, e.deltas);
  }
}
