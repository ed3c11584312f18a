// The rows of the statistics table: under CAMPAIGN one per campaign, under ROUTE one per route the
// messages went over (the series split by route; route 0, minutes from before that split of a
// campaign sent over several routes, is 'Several routes'). The screen and the CSV name them here.
import { statsMessages, type StatsCounters } from '@domain/stats';
import { addInto, emptyCounters } from '@domain/stats-buckets';
import type { AppContext } from '../../context';
import { UNKNOWN_ROUTE } from '../../engine/minute-stats';
import { campaignFacts, routeNames, type CampaignFacts } from './stats-repo';

export interface EntryKey {
  /** Unique among the entries: 'c<campaign id>', 'r<route id>' or 'r-several'. */
  key: string;
  id: number | null;
  name: string;
}

export interface Grouping {
  entryOf: Map<number, EntryKey>;
  facts: Map<number, CampaignFacts>;
}

/** The CAMPAIGN view's entry of each of these campaigns (the user's), and what the stats read of them. */
export async function groupCampaigns(ctx: AppContext, userId: number, campaignIds: readonly number[]): Promise<Grouping> {
  const facts = await campaignFacts(ctx, userId, campaignIds);
  const entryOf = new Map<number, EntryKey>();
  for (const f of facts.values()) entryOf.set(f.id, { key: `c${f.id}`, id: f.id, name: f.title });
  return { entryOf, facts };
}

/** The ROUTE view's entry of each route: its name, or 'Several routes' for route 0. */
export async function routeEntryKeys(ctx: AppContext, routeIds: readonly number[]): Promise<Map<number, EntryKey>> {
  const known = [...new Set(routeIds)].filter((id) => id !== UNKNOWN_ROUTE);
  const names = await routeNames(ctx, known);
  return new Map(
    [...new Set(routeIds)].map((id) => [
      id,
      id === UNKNOWN_ROUTE ? { key: 'r-several', id: null, name: statsMessages.severalRoutes } : { key: `r${id}`, id, name: names.get(id) ?? `Route ${id}` },
    ]),
  );
}

export interface BuiltEntry extends EntryKey {
  campaignIds: number[];
  totals: StatsCounters;
}

/** The entries of campaigns' totals, the busiest (most sent) first, then by name. */
export function buildEntries(byCampaign: ReadonlyMap<number, StatsCounters>, grouping: Grouping): BuiltEntry[] {
  const entries = new Map<string, BuiltEntry>();
  for (const [campaignId, counters] of byCampaign) {
    const key = grouping.entryOf.get(campaignId);
    // A row of a campaign that is not the user's cannot be read (the queries are scoped); a
    // campaign deleted between the two reads is simply left out.
    if (!key) continue;
    const entry = entries.get(key.key) ?? { ...key, campaignIds: [], totals: emptyCounters() };
    entry.campaignIds.push(campaignId);
    addInto(entry.totals, counters);
    entries.set(key.key, entry);
  }
  for (const entry of entries.values()) entry.campaignIds.sort((a, b) => a - b);
  return [...entries.values()].sort((a, b) => b.totals.sent - a.totals.sent || a.name.localeCompare(b.name));
}

/**
 * The ROUTE view's entries from each route's totals per campaign, the busiest first; campaigns
 * that are not among the user's facts (deleted meanwhile) are left out.
 */
export function buildRouteEntries(pairs: readonly { routeId: number; campaignId: number; counters: StatsCounters }[], keys: ReadonlyMap<number, EntryKey>, facts: ReadonlyMap<number, CampaignFacts>): BuiltEntry[] {
  const entries = new Map<string, BuiltEntry>();
  for (const p of pairs) {
    const key = keys.get(p.routeId);
    if (!key || !facts.has(p.campaignId)) continue;
    const entry = entries.get(key.key) ?? { ...key, campaignIds: [], totals: emptyCounters() };
    if (!entry.campaignIds.includes(p.campaignId)) entry.campaignIds.push(p.campaignId);
    addInto(entry.totals, p.counters);
    entries.set(key.key, entry);
  }
  for (const entry of entries.values()) entry.campaignIds.sort((a, b) => a - b);
  return [...entries.values()].sort((a, b) => b.totals.sent - a.totals.sent || a.name.localeCompare(b.name));
}
