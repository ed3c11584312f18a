// Another user's statistics are never visible: naming one of their campaigns answers 404 as a
// missing campaign does, on every call that takes one; without a filter a user sees only their
// own campaigns; and the calls need a session. Bad ranges are refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsAnswer } from '@domain/stats';
import { campaignMessages } from '@domain/campaigns';
import { createTestApp, call, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER, StatsClient, toQuery } from './stats-client';

const range = { from: '2026-03-05T00:00:00.000Z', to: '2026-03-05T23:59:59.999Z' };

describe.each(dialects)('stats access (%s)', (dialect) => {
  let t: TestApp;
  let demo: StatsClient;
  let other: StatsClient;
  let mine: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await StatsClient.signIn(t);
    other = await StatsClient.signIn(t, OTHER);
    mine = await demo.campaign('Demo only');
    await demo.minute(mine, '2026-03-05T10:00:00Z', { sent: 12, clicked: 3, revenue_cents: 500 });
  });
  afterAll(async () => t?.close());

  it('answers 404 for another user’s campaign on every call that names one', async () => {
    for (const url of [
      `/stats?${toQuery({ ...range, cpId: mine })}`,
      `/stats?${toQuery({ ...range, cpId: mine, granularity: 'MINUTE', viewType: 'ROUTE' })}`,
      `/stats/export?${toQuery({ ...range, cpId: mine })}`,
      `/stats/carriers?${toQuery({ ...range, cpId: mine })}`,
    ]) {
      const res = await other.text(url);
      expect(res.status, url).toBe(404);
      expect(res.json().message).toBe(campaignMessages.missing);
    }
    expect((await demo.call('GET', `/stats?${toQuery({ ...range, cpId: mine })}`)).status).toBe(200);
  });

  it('shows each user only their own campaigns, in the stats, the filter list and the dashboard', async () => {
    const theirs = (await other.call('GET', `/stats?${toQuery(range)}`)).body as StatsAnswer;
    expect(theirs.points).toEqual([]);
    expect(theirs.entries).toEqual([]);
    const list = await other.call('GET', '/stats/campaigns');
    expect(list.body.items.map((c: { id: number }) => c.id)).not.toContain(mine);
    const csv = await other.text(`/stats/export?${toQuery(range)}`);
    expect(csv.body.trim().split('\n')).toHaveLength(1);
    const totals = await other.call('GET', `/dashboard/message-stats?${toQuery(range)}`);
    expect(totals.body.totals.sent).toBe(0);
    const best = await other.call('GET', `/dashboard/highlights?${toQuery(range)}`);
    expect(best.body.bestByClicks).toBeNull();

    const ours = (await demo.call('GET', `/stats?${toQuery(range)}`)).body as StatsAnswer;
    expect(ours.entries.map((e) => e.id)).toEqual([mine]);
  });

  it('needs a session', async () => {
    for (const url of ['/stats', '/stats/campaigns', '/dashboard/highlights']) {
      expect((await call(t.app, 'GET', `${url}?${toQuery(range)}`)).status).toBe(401);
    }
  });

  it('refuses a reversed range, a too long minute range and an unknown timezone, naming the field', async () => {
    const reversed = await demo.call('GET', `/stats?${toQuery({ from: range.to, to: range.from })}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('to');
    expect(reversed.body.message).toBe('To must not be before From');
    const long = await demo.call('GET', `/stats?${toQuery({ from: '2026-03-01T00:00:00Z', to: '2026-03-09T00:00:00Z', granularity: 'MINUTE' })}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('To must be at most 7 days after From with minute granularity');
    // The same range per hour is fine.
    expect((await demo.call('GET', `/stats?${toQuery({ from: '2026-03-01T00:00:00Z', to: '2026-03-09T00:00:00Z' })}`)).status).toBe(200);
    const zone = await demo.text(`/stats/export?${toQuery({ ...range, timezone: 'Mars/Olympus' })}`);
    expect(zone.status).toBe(400);
    expect(zone.json()).toMatchObject({ field: 'timezone', message: 'Timezone is not a known time zone' });
    const granularity = await demo.call('GET', `/stats?${toQuery({ ...range, granularity: 'DAY' })}`);
    expect(granularity.status).toBe(400);
    expect(granularity.body.field).toBe('granularity');
  });
});
