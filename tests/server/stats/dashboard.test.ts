// The homepage dashboard's calls for a from-to range: message stats, stats by time, highlights
// (best campaign by clicks and by revenue, today against yesterday in the browser's zone, the
// range against the one before) and campaign stats by state; and the statistics' CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignStatsAnswer, HighlightsAnswer, MessageStatsAnswer, StatsByTimeAnswer } from '@domain/dashboard';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { StatsClient, toQuery } from './stats-client';

// The fake clock's start (2026-03-02 09:00 UTC) moved to 15:00 UTC on 5 March: 22:00 in Ho Chi
// Minh City (UTC+7), whose 5 March began at 4 March 17:00 UTC.
const NOW = new Date('2026-03-05T15:00:00.000Z');
const ZONE = 'Asia/Ho_Chi_Minh';
const range = { from: '2026-03-04T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' };

describe.each(dialects)('dashboard (%s)', (dialect) => {
  let t: TestApp;
  let demo: StatsClient;
  let clicks: number;
  let money: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.advance(NOW.getTime() - t.clock.now().getTime());
    demo = await StatsClient.signIn(t);
    clicks = await demo.campaign('Many clicks');
    money = await demo.campaign('Much revenue');
    // Yesterday in Ho Chi Minh City (4 March 16:00 UTC = 23:00 local), today (4 March 18:00 UTC = 01:00 local on the 5th).
    await demo.minute(clicks, '2026-03-04T16:00:00Z', { sent: 50, clicked: 20 });
    await demo.minute(clicks, '2026-03-04T18:00:00Z', { sent: 30, clicked: 10, revenue_cents: 100 });
    await demo.minute(money, '2026-03-05T09:30:00Z', { sent: 10, clicked: 1, convertor: 2, revenue_cents: 5000, cost_millicents: 7500 });
    // The range before (3 March): counted as "previous" only.
    await demo.minute(money, '2026-03-03T12:00:00Z', { sent: 5 });
  });
  afterAll(async () => t?.close());

  const get = async <T>(path: string, q: Record<string, string> = range) => {
    const res = await demo.call('GET', `${path}?${toQuery(q)}`);
    expect(res.status, res.raw.body).toBe(200);
    return res.body as T;
  };

  it('message stats: the range’s totals', async () => {
    const { totals } = await get<MessageStatsAnswer>('/dashboard/message-stats');
    expect(totals).toMatchObject({ sent: 90, clicked: 31, convertor: 2, revenueCents: 5100, costMillicents: 7500 });
  });

  it('stats by time: the totals per hour', async () => {
    const { points } = await get<StatsByTimeAnswer>('/dashboard/stats-by-time');
    expect(points.map((p) => [p.datetime, p.sent])).toEqual([
      ['2026-03-04T16:00:00.000Z', 50],
      ['2026-03-04T18:00:00.000Z', 30],
      ['2026-03-05T09:00:00.000Z', 10],
    ]);
  });

  it('highlights: the best campaigns, today against yesterday in the zone, the range against the one before', async () => {
    const h = await get<HighlightsAnswer>('/dashboard/highlights', { ...range, timezone: ZONE });
    expect(h.bestByClicks).toEqual({ campaignId: clicks, title: 'Many clicks', value: 30 });
    expect(h.bestByRevenue).toEqual({ campaignId: money, title: 'Much revenue', value: 5000 });
    expect(h.today.sent).toBe(40);
    expect(h.yesterday.sent).toBe(50);
    expect(h.current.sent).toBe(90);
    // The seeded finished campaign's last day falls in the range before, with 3 March's 5.
    expect(h.previous.sent).toBeGreaterThanOrEqual(5);
    const utc = await get<HighlightsAnswer>('/dashboard/highlights', range);
    // In UTC, today (5 March) holds only the 09:30 minute.
    expect([utc.today.sent, utc.yesterday.sent]).toEqual([10, 80]);
  });

  it('campaign stats: the campaigns created in the range, by state', async () => {
    const { counts, total } = await get<CampaignStatsAnswer>('/dashboard/campaign-stats', { from: '2026-03-05T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' });
    expect(counts.find((c) => c.status === 'completed')?.count).toBe(2);
    expect(total).toBe(2);
    const seeded = await get<CampaignStatsAnswer>('/dashboard/campaign-stats', { from: '2026-02-20T00:00:00.000Z', to: '2026-03-02T23:59:59.999Z' });
    expect(Object.fromEntries(seeded.counts.filter((c) => c.count > 0).map((c) => [c.status, c.count]))).toEqual({ draft: 2, queued: 1, completed: 1 });
  });

  it('exports the stats as CSV, one line per hour per campaign, datetimes in the browser’s zone', async () => {
    const res = await demo.text(`/stats/export?${toQuery({ ...range, timezone: ZONE })}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('stats-campaign-hour.csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Datetime (Asia/Ho_Chi_Minh),Campaign,Sent,Delivered,Failed,Clicked,Replied,Opt-out,Convertor,Cost ($),Revenue ($),Cost per click ($),Cost per message ($),Delivery rate (%),Click rate (%)',
    );
    expect(lines.slice(1)).toEqual([
      '2026-03-04 23:00,Many clicks,50,0,0,20,0,0,0,0.00000,0.00,0.000,0.000,0.00,40.00',
      '2026-03-05 01:00,Many clicks,30,0,0,10,0,0,0,0.00000,1.00,0.000,0.000,0.00,33.33',
      '2026-03-05 16:00,Much revenue,10,0,0,1,0,0,2,0.07500,50.00,0.075,0.008,0.00,10.00',
    ]);
    const routes = await demo.text(`/stats/export?${toQuery({ ...range, viewType: 'ROUTE', granularity: 'MINUTE' })}`);
    expect(routes.headers['content-disposition']).toContain('stats-route-minute.csv');
    expect(routes.body.split(/\r?\n/)[1]).toMatch(/^2026-03-04 16:00,/);
  });
});
