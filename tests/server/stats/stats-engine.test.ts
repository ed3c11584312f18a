// The statistics of a campaign the sending engine really sent (the simulated carrier, the fake
// clock): what /stats sums per minute and per hour is what the campaign's progress counts, the
// hour roll-up equals its minutes, the delivery statuses come from its counters, and the carrier
// stats read its messages per recipient carrier.
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryStatusCounts, rollUpToHours } from '@domain/stats-buckets';
import type { CarrierStatsAnswer, StatsPoint } from '@domain/stats';
import type { CampaignProgress } from '@domain/sending/campaign-progress';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers, US_AFTERNOON } from '../engine/engine-client';
import { StatsClient, toQuery } from './stats-client';

const total = (points: StatsPoint[], k: 'sent' | 'delivered' | 'failed' | 'optout' | 'costMillicents') => points.reduce((s, p) => s + p[k], 0);

describe.each(dialects)('stats of a sent campaign (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let stats: StatsClient;
  let campaignId: number;
  let progress: CampaignProgress;
  const range = { from: US_AFTERNOON.toISOString(), to: new Date(US_AFTERNOON.getTime() + 3 * 3_600_000).toISOString() };

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));
  beforeAll(async () => {
    const campaign = await e.send('Thirty for stats', newYorkers(30, 500));
    campaignId = campaign.id;
    // Half the audience on one carrier, half on another, as a lookup would have filled them.
    const contacts = await t.db
      .selectFrom('contacts')
      .innerJoin('contact_groups', 'contact_groups.id', 'contacts.group_id')
      .select(['contacts.id', 'contacts.phone'])
      .where('contact_groups.name', '=', 'Thirty for stats')
      .execute();
    for (const c of contacts) await t.db.updateTable('contacts').set({ carrier: Number(c.phone.slice(-1)) % 2 === 0 ? 'Verizon' : 'T-Mobile' }).where('id', '=', c.id).execute();
    await e.run(30);
    progress = await e.progress(campaignId);
    stats = await StatsClient.signIn(t);
  });

  it('sums per minute and per hour to what the campaign counts', async () => {
    expect(progress).toMatchObject({ status: 'completed', sent: 30 });
    const minutes = await stats.stats({ ...range, granularity: 'MINUTE', cpId: campaignId });
    const hours = await stats.stats({ ...range, granularity: 'HOUR', cpId: campaignId });
    expect(total(minutes.points, 'sent')).toBe(30);
    expect(total(minutes.points, 'delivered')).toBe(progress.delivered);
    expect(total(minutes.points, 'failed')).toBe(progress.failed + progress.attemptFailed + progress.blocked);
    expect(total(minutes.points, 'costMillicents')).toBe(progress.costMillicents);
    expect(hours.points).toEqual(rollUpToHours(minutes.points));
    expect(hours.entries).toEqual([expect.objectContaining({ id: campaignId, name: 'Thirty for stats', campaignIds: [campaignId] })]);
  });

  it('files every message, result and cost under the route it went over (the ROUTE view)', async () => {
    const sentOver = await t.db.selectFrom('messages').select('route_id').distinct().where('campaign_id', '=', campaignId).execute();
    expect(sentOver).toHaveLength(1);
    for (const granularity of ['MINUTE', 'HOUR'] as const) {
      const byCampaign = await stats.stats({ ...range, granularity, cpId: campaignId });
      const byRoute = await stats.stats({ ...range, granularity, cpId: campaignId, viewType: 'ROUTE' });
      expect(byRoute.entries.map((x) => [x.id, x.campaignIds])).toEqual([[Number(sentOver[0]!.route_id), [campaignId]]]);
      expect(byRoute.entries[0]!.totals).toEqual(byCampaign.entries[0]!.totals);
      expect(byRoute.series[0]!.points).toEqual(byCampaign.series[0]!.points);
    }
  });

  it('answers the delivery statuses of the campaign’s counters', async () => {
    const s = await stats.stats({ ...range, cpId: campaignId });
    const expected = deliveryStatusCounts({ ...progress });
    expect(Object.fromEntries(s.deliveryStatuses.map((d) => [d.status, d.count]))).toEqual(expected);
    expect(s.deliveryStatuses.reduce((n, d) => n + d.count, 0)).toBe(30);
  });

  it('counts delivered and failed per recipient carrier for one campaign', async () => {
    const res = await stats.call('GET', `/stats/carriers?${toQuery({ ...range, cpId: campaignId })}`);
    expect(res.status).toBe(200);
    const { items } = res.body as CarrierStatsAnswer;
    expect(items.map((i) => i.carrier).sort()).toEqual(['T-Mobile', 'Verizon']);
    expect(items.reduce((n, i) => n + i.sent, 0)).toBe(30);
    expect(items.reduce((n, i) => n + i.delivered, 0)).toBe(progress.delivered);
    expect(items.reduce((n, i) => n + i.delivered + i.failed, 0)).toBe(30);
  });
});
