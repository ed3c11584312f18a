// The rows of the statistics table: under CAMPAIGN one per campaign, under ROUTE one per route the
// campaigns were sent over (route-attribution.ts: campaigns on several routes share one entry).
// The screen's totals, its per-entry lines and the CSV group campaigns the same way through here.
import { statsMessages, type StatsCounters, type StatsViewType } from '@domain/stats';
import { addInto, emptyCounters } from '@domain/stats-buckets';
import type { AppContext } from '../../context';
import { attributedRoute } from './route-attribution';
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

/** Which entry each of these campaigns (the user's) counts under. */
export async function groupCampaigns(ctx: AppContext, userId: number, campaignIds: readonly number[], viewType: StatsViewType): Promise<Grouping> {
  const facts = await campaignFacts(ctx, userId, campaignIds);
  const entryOf = new Map<number, EntryKey>();
  if (viewType === 'CAMPAIGN') {
    for (const f of facts.values()) entryOf.set(f.id, { key: `c${f.id}`, id: f.id, name: f.title });
    return { entryOf, facts };
  }
  const routeOf = new Map([...facts.values()].map((f) => [f.id, attributedRoute(f.compose)]));
  const names = await routeNames(ctx, [...new Set([...routeOf.values()].filter((id): id is number => id !== null))]);
  for (const [campaignId, routeId] of routeOf) {
    entryOf.set(
      campaignId,
      routeId === null
        ? { key: 'r-several', id: null, name: statsMessages.severalRoutes }
        : { key: `r${routeId}`, id: routeId, name: names.get(routeId) ?? `Route ${routeId}` },
    );
  }
  return { entryOf, facts };
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
