// GET /stats by CAMPAIGN and by ROUTE, per HOUR and per MINUTE, over campaigns whose minutes are
// known: the chart's totals, the table's entries, the per-entry lines, the campaign filter, the
// hour roll-up kept equal to its minutes, and the delivery statuses from the campaigns' counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpToHours } from '@domain/stats-buckets';
import { statsMessages, type StatsPoint } from '@domain/stats';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { counters, routeIds, StatsClient } from './stats-client';

const DAY = { from: '2026-03-05T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' };
const sum = (points: StatsPoint[], k: keyof StatsPoint) => points.reduce((s, p) => s + Number(p[k]), 0);

describe.each(dialects)('stats views (%s)', (dialect) => {
  let t: TestApp;
  let demo: StatsClient;
  let a: number;
  let b: number;
  let c: number;
  let routes: { id: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await StatsClient.signIn(t);
    routes = await routeIds(t);
    // a and b over the first route alone, c over two routes.
    a = await demo.campaign('Alpha', [routes[0].id]);
    b = await demo.campaign('Bravo', [routes[0].id]);
    c = await demo.campaign('Charlie', [routes[0].id, routes[1].id]);
    await demo.minute(a, '2026-03-05T10:15:00Z', { sent: 10, delivered: 9, failed: 1, clicked: 2, cost_millicents: 7500, revenue_cents: 300, convertor: 1 });
    await demo.minute(a, '2026-03-05T10:16:00Z', { sent: 5, delivered: 5, clicked: 1, cost_millicents: 3750 });
    await demo.minute(a, '2026-03-05T11:00:00Z', { sent: 4, delivered: 3, failed: 1, cost_millicents: 3000 });
    // Two writes to one minute add up, as the engine's batches and reports do.
    await demo.minute(b, '2026-03-05T10:15:00Z', { sent: 20, cost_millicents: 15000 });
    await demo.minute(b, '2026-03-05T10:15:00Z', { delivered: 18, failed: 2, replied: 3, optout: 1 });
    // Charlie's minute went over both its routes: 4 messages over the first, 3 over the second.
    await demo.minute(c, '2026-03-05T11:59:00Z', { sent: 4, delivered: 4, clicked: 4, convertor: 1, revenue_cents: 500, cost_millicents: 3000 }, routes[0].id);
    await demo.minute(c, '2026-03-05T11:59:00Z', { sent: 3, delivered: 3, clicked: 3, convertor: 1, revenue_cents: 400, cost_millicents: 2250 }, routes[1].id);
    // Outside the range: the day before.
    await demo.minute(a, '2026-03-04T23:59:00Z', { sent: 100 });
  });
  afterAll(async () => t?.close());

  it('CAMPAIGN per HOUR: totals per hour, one entry per campaign, busiest first, with its own line', async () => {
    const s = await demo.stats({ ...DAY, granularity: 'HOUR', viewType: 'CAMPAIGN' });
    expect(s.points).toEqual([
      { datetime: '2026-03-05T10:00:00.000Z', ...counters({ sent: 35, delivered: 32, failed: 3, clicked: 3, replied: 3, optout: 1, convertor: 1, cost_millicents: 26250, revenue_cents: 300 }) },
      { datetime: '2026-03-05T11:00:00.000Z', ...counters({ sent: 11, delivered: 10, failed: 1, clicked: 7, convertor: 2, cost_millicents: 8250, revenue_cents: 900 }) },
    ]);
    expect(s.entries.map((e) => [e.name, e.id, e.totals.sent])).toEqual([
      ['Bravo', b, 20],
      ['Alpha', a, 19],
      ['Charlie', c, 7],
    ]);
    const alpha = s.series.find((x) => x.id === a);
    expect(alpha?.points.map((p) => [p.datetime, p.sent])).toEqual([
      ['2026-03-05T10:00:00.000Z', 15],
      ['2026-03-05T11:00:00.000Z', 4],
    ]);
  });

  it('CAMPAIGN per MINUTE: the minute rows themselves, and the hours are their roll-up', async () => {
    const minutes = await demo.stats({ ...DAY, granularity: 'MINUTE' });
    expect(minutes.points.map((p) => [p.datetime, p.sent])).toEqual([
      ['2026-03-05T10:15:00.000Z', 30],
      ['2026-03-05T10:16:00.000Z', 5],
      ['2026-03-05T11:00:00.000Z', 4],
      ['2026-03-05T11:59:00.000Z', 7],
    ]);
    const hours = await demo.stats({ ...DAY, granularity: 'HOUR' });
    expect(hours.points).toEqual(rollUpToHours(minutes.points));
    expect(sum(hours.points, 'costMillicents')).toBe(sum(minutes.points, 'costMillicents'));
  });

  it('ROUTE: each route with what went over it, a campaign on two routes counted under each', async () => {
    for (const granularity of ['HOUR', 'MINUTE'] as const) {
      const s = await demo.stats({ ...DAY, granularity, viewType: 'ROUTE' });
      expect(s.entries.map((e) => [e.name, e.id, e.campaignIds, e.totals.sent])).toEqual([
        [routes[0].name, routes[0].id, [a, b, c].sort((x, y) => x - y), 43],
        [routes[1].name, routes[1].id, [c], 3],
      ]);
      expect(s.entries[1].totals).toEqual(counters({ sent: 3, delivered: 3, clicked: 3, convertor: 1, revenue_cents: 400, cost_millicents: 2250 }));
      expect(sum(s.series[0].points, 'sent')).toBe(43);
      expect(s.series[1].points.map((p) => p.sent)).toEqual([3]);
      expect(sum(s.points, 'sent')).toBe(46);
    }
  });

  it('cpId narrows everything to one campaign, its routes each with their own share', async () => {
    const s = await demo.stats({ ...DAY, cpId: c, viewType: 'ROUTE' });
    expect(s.entries.map((e) => [e.id, e.campaignIds, e.totals.sent])).toEqual([
      [routes[0].id, [c], 4],
      [routes[1].id, [c], 3],
    ]);
    expect(s.series.map((x) => sum(x.points, 'sent'))).toEqual([4, 3]);
    expect(s.points.map((p) => [p.datetime, p.sent])).toEqual([['2026-03-05T11:00:00.000Z', 7]]);
  });

  it("ROUTE: minutes kept before the split, of a campaign on several routes, are 'Several routes'", async () => {
    const d = await demo.campaign('Delta', [routes[0].id, routes[1].id]);
    await demo.minute(d, '2026-03-05T12:30:00Z', { sent: 2 }, 0);
    const s = await demo.stats({ ...DAY, cpId: d, viewType: 'ROUTE' });
    expect(s.entries.map((e) => [e.name, e.id, e.campaignIds, e.totals.sent])).toEqual([[statsMessages.severalRoutes, null, [d], 2]]);
    expect(s.series[0].points.map((p) => p.sent)).toEqual([2]);
    await t.db.deleteFrom('campaigns').where('id', '=', d).execute();
  });

  it('an HOUR range counts the whole hours its ends fall in; a MINUTE range the exact minutes', async () => {
    const range = { from: '2026-03-05T10:16:00.000Z', to: '2026-03-05T11:00:30.000Z', cpId: a };
    expect((await demo.stats({ ...range, granularity: 'HOUR' })).points.map((p) => p.sent)).toEqual([15, 4]);
    expect((await demo.stats({ ...range, granularity: 'MINUTE' })).points.map((p) => p.sent)).toEqual([5, 4]);
  });

  it('keeps the hour roll-up equal to its minutes when a minute is rewritten or its campaign deleted', async () => {
    // The revenue recount sets minutes outright (revenue-service.ts); the hour follows.
    await t.db.updateTable('campaign_minute_stats').set({ revenue_cents: 1000, convertor: 4 }).where('campaign_id', '=', a).where('minute', '=', '2026-03-05 10:15').execute();
    const hours = await t.db.selectFrom('campaign_hour_stats').selectAll().where('campaign_id', '=', a).where('hour', '=', '2026-03-05 10').executeTakeFirstOrThrow();
    expect([Number(hours.revenue_cents), Number(hours.convertor), Number(hours.sent)]).toEqual([1000, 4, 15]);

    const doomed = await demo.campaign('Doomed');
    await demo.minute(doomed, '2026-03-05T12:00:00Z', { sent: 3 });
    await t.db.deleteFrom('campaigns').where('id', '=', doomed).execute();
    const left = await t.db.selectFrom('campaign_hour_stats').select('campaign_id').where('campaign_id', '=', doomed).execute();
    expect(left).toEqual([]);
  });

  it('normalises the campaigns’ delivery results to Delivered, Other Failures, Initial Fail, Failed and Sent', async () => {
    const userId = await demo.userId();
    await t.db
      .insertInto('campaign_runs')
      .values([
        { campaign_id: a, user_id: userId, sent: 19, delivered: 10, failed: 4, rejected: 1, attempt_failed: 2, blocked: 1, optout: 1 },
        { campaign_id: b, user_id: userId, sent: 20, delivered: 18, failed: 2, rejected: 0, attempt_failed: 0, blocked: 0, optout: 0 },
      ])
      .execute();
    const s = await demo.stats({ ...DAY, viewType: 'CAMPAIGN' });
    // c has no run row yet (nothing counted): it adds nothing.
    expect(s.deliveryStatuses).toEqual([
      { status: 'Delivered', count: 28 },
      { status: 'Other Failures', count: 3 },
      { status: 'Initial Fail', count: 2 },
      { status: 'Failed', count: 5 },
      { status: 'Sent', count: 1 },
    ]);
  });
});
