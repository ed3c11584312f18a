// The statistics as a server test reads them: a signed-in user's /stats and /dashboard calls, and
// campaigns with known minutes written the way the engine writes them (addMinute's upsert, so the
// hour roll-up's triggers run as they do in production).
import { SESSION_HEADER } from '@domain/api';
import type { StatsAnswer, StatsCounters, StatsRequest } from '@domain/stats';
import { addMinute } from '@server/engine/minute-stats';
import type { TestApp } from '../fixtures/test-app';
import { CampaignsClient } from '../campaigns/campaigns-client';
import { DEMO } from '../contacts/contacts-client';

export { DEMO, OTHER } from '../contacts/contacts-client';

export type MinuteCounts = Partial<{ sent: number; delivered: number; failed: number; clicked: number; replied: number; optout: number; convertor: number; cost_millicents: number; revenue_cents: number }>;

export const toQuery = (q: object) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

export class StatsClient {
  constructor(readonly campaigns: CampaignsClient) {}

  static async signIn(t: TestApp, who = DEMO) {
    return new StatsClient(await CampaignsClient.signIn(t, who));
  }

  get t(): TestApp {
    return this.campaigns.t;
  }

  call(method: 'GET' | 'POST', url: string, body?: unknown) {
    return this.campaigns.call(method, url, body);
  }

  /** A call whose answer is not JSON (the CSV export). */
  async text(url: string) {
    const res = await this.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { [SESSION_HEADER]: this.campaigns.contacts.token } });
    return { status: res.statusCode, body: res.body, headers: res.headers, json: () => res.json() };
  }

  async stats(q: StatsRequest): Promise<StatsAnswer> {
    const res = await this.call('GET', `/stats?${toQuery(q)}`);
    if (res.status !== 200) throw new Error(`stats answered ${res.status}: ${res.raw.body}`);
    return res.body as StatsAnswer;
  }

  async userId(): Promise<number> {
    const res = await this.call('GET', '/users/me');
    return res.body.id as number;
  }

  /** A completed campaign of this user with the seeded ready compose sent over these routes (none: the compose's own). */
  async campaign(title: string, routeIds?: number[]): Promise<number> {
    const compose = await this.campaigns.readyCompose({ campaignTitle: title });
    const withRoutes = routeIds ? { ...compose, routesTwoWays: routeIds.map((routeId) => ({ routeId, didGroupIds: compose.routesTwoWays[0]?.didGroupIds ?? [] })) } : compose;
    const at = this.t.clock.now().toISOString();
    const row = await this.t.db
      .insertInto('campaigns')
      .values({ user_id: await this.userId(), title, status: 'completed', compose: JSON.stringify(withRoutes), audience: 0, scheduled_at: null, created_at: at, updated_at: at, sent_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Adds counts to the campaign's minute at an instant, as the engine does, over a route (default: the compose's first). */
  async minute(campaignId: number, at: string, counts: MinuteCounts, routeId?: number) {
    const compose = await this.t.db.selectFrom('campaigns').select('compose').where('id', '=', campaignId).executeTakeFirstOrThrow();
    const route = routeId ?? (JSON.parse(compose.compose) as { routesTwoWays: { routeId: number }[] }).routesTwoWays[0]?.routeId ?? null;
    await addMinute(this.t.db, campaignId, route, await this.userId(), new Date(at), counts);
  }
}

/** Counters with the API's names from minute counts. */
export function counters(c: MinuteCounts): StatsCounters {
  return {
    sent: c.sent ?? 0,
    delivered: c.delivered ?? 0,
    failed: c.failed ?? 0,
    clicked: c.clicked ?? 0,
    replied: c.replied ?? 0,
    optout: c.optout ?? 0,
    convertor: c.convertor ?? 0,
    costMillicents: c.cost_millicents ?? 0,
    revenueCents: c.revenue_cents ?? 0,
  };
}

/** The routes the seed made, by name order. */
export async function routeIds(t: TestApp): Promise<{ id: number; name: string }[]> {
  const rows = await t.db.selectFrom('routes').select(['id', 'name']).where('status', '=', 'active').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
