// The monitoring list on every database: each row carries the figures of the spec's monitoring
// table computed by the domain's formulas (progress, remaining contacts, time remaining from the
// send speed, real speed from the last minutes, rates, cost per click and per message, profit, ROI,
// revenue per mil, RPC, active calls of a voice campaign); the statuses filter picks the states it
// stands for (running by default; completed includes uncompleted, paused the number-unavailable
// pause); the sort orders the whole list with empty figures last; another user's campaigns never
// appear.
import { describe, expect, it } from 'vitest';
import { REAL_SPEED_WINDOW_MINUTES, realSpeedPerHour, speedWindowMinutes } from '@domain/sending/monitoring-figures';
import { minuteKey } from '@server/engine/stat-keys';
import { dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from '../campaigns/campaigns-client';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { MonitoringClient } from './monitoring-client';

describe.each(dialects)('monitoring list (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let m: MonitoringClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (m = new MonitoringClient(client))));

  const setRun = (campaignId: number, values: Record<string, number>) => t.db.updateTable('campaign_runs').set(values).where('campaign_id', '=', campaignId).execute();

  it('shows a running campaign with its progress, what is left, the time it takes and its speeds', async () => {
    const campaign = await e.send('Slow and steady', newYorkers(60, 100), { sendSpeed: 600 });
    await e.run(2);
    const row = await m.row(campaign.id);
    const progress = await e.progress(campaign.id);
    expect(row).toMatchObject({ status: 'running', title: 'Slow and steady', messageType: 'SMS', maxSpeed: 600, total: 60, sent: progress.sent, percent: progress.percent });
    expect(row.sent).toBeGreaterThan(0);
    expect(row.sent).toBeLessThan(60);
    expect(row.remainContact).toBe(60 - progress.sent - progress.skipped);
    // At the compose's 600 an hour.
    expect(row.timeRemainingSeconds).toBe(Math.ceil((row.remainContact / 600) * 3600));
    // The real speed: what the minute stats hold for the window, per hour.
    const now = t.clock.now();
    const minutes = await t.db
      .selectFrom('campaign_minute_stats')
      .select(['minute', 'sent'])
      .where('campaign_id', '=', campaign.id)
      .where('minute', '>=', minuteKey(new Date(now.getTime() - (REAL_SPEED_WINDOW_MINUTES - 1) * 60_000)))
      .execute();
    const lately = minutes.reduce((sum, r) => sum + Number(r.sent), 0);
    expect(row.realSpeed).toBe(realSpeedPerHour(lately, speedWindowMinutes(now.getTime(), Date.parse(progress.startedAt!))));
    expect(row.realSpeed).toBeGreaterThan(0);
    // The compose's group and route, by name; the route's DID group and its numbers.
    expect(row.contactGroups).toEqual([expect.objectContaining({ name: 'Slow and steady', on: true })]);
    expect(row.routes).toEqual([expect.objectContaining({ name: 'US 10DLC Two-way', senders: ['Chicago pool'], on: true })]);
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const dids = await t.db
      .selectFrom('dids')
      .innerJoin('did_groups', 'did_groups.id', 'dids.group_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('did_groups.name', '=', 'Chicago pool')
      .where('did_groups.user_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(row.totalDid).toBe(Number(dids.n));
    expect(row.activeCalls).toBe(0);
    await m.call('POST', `/campaigns/${campaign.id}/complete`);
  });

  it('computes rates and the cost group by the spec formulas', async () => {
    const campaign = await e.send('Figures', newYorkers(5, 200));
    await e.run(10);
    await setRun(campaign.id, {
      total: 1000, sent: 1000, skipped: 0, held: 0, delivered: 800, clicked: 200, replied: 40, optout: 10, blocked: 5, convertor: 20,
      cost_millicents: 750_000, revenue_cents: 1_500,
    });
    const row = await m.row(campaign.id);
    expect(row).toMatchObject({
      status: 'completed',
      remainContact: 0,
      timeRemainingSeconds: null,
      percent: 100,
      deliveredRate: 80,
      clickRate: 25,
      replyRate: 5,
      optoutRate: 1,
      conversionRate: 2.5,
      costMillicents: 750_000,
      // $7.50 over 200 clicks and 1,000 messages.
      costPerClickMillicents: 3_750,
      costPerMessageMillicents: 750,
      revenueCents: 1_500,
      profitCents: 750,
      // (15.00 - 7.50) / 7.50 x 100.
      roiPercent: 100,
      revPerMilMessageCents: 1_500_000,
      revPerMilCents: 1_500_000,
      revPerMilMinuteCents: null,
      rpcCents: 7.5,
    });
    // Nothing spent, nothing clicked: no ROI, no cost per click (not 0).
    await setRun(campaign.id, { cost_millicents: 0, clicked: 0 });
    expect(await m.row(campaign.id)).toMatchObject({ roiPercent: null, costPerClickMillicents: null, rpcCents: null, clickRate: 0 });
  });

  it('counts a voice campaign’s calls in progress and its answered and machine calls', async () => {
    const campaign = await e.send('Voice figures', newYorkers(4, 300));
    await e.run(10);
    const stored = await t.db.selectFrom('campaigns').select('compose').where('id', '=', campaign.id).executeTakeFirstOrThrow();
    await t.db.updateTable('campaigns').set({ compose: JSON.stringify({ ...JSON.parse(stored.compose), messageType: 'VOICE' }) }).where('id', '=', campaign.id).execute();
    const ids = (await e.messages(campaign.id)).map((msg) => Number(msg.id));
    const set = (i: number, values: Record<string, string | number | null>) => t.db.updateTable('messages').set({ message_type: 'VOICE', ...values }).where('id', '=', ids[i]!).execute();
    await set(0, { state: 'submitted', result: null });
    await set(1, { call_outcome: 'answered', call_seconds: 90 });
    await set(2, { call_outcome: 'machine', call_seconds: 30, cost_millicents: 1_500 });
    await set(3, { call_outcome: 'missed', call_seconds: 0 });
    const row = await m.row(campaign.id);
    expect(row).toMatchObject({ messageType: 'VOICE', activeCalls: 1, listen: 1, amd: 1, callSeconds: 120, amdCostMillicents: 1_500 });
    expect(row.acdSeconds).toBe(row.delivered > 0 ? 120 / row.delivered : null);
  });

  it('filters by statuses: running by default, completed with uncompleted, paused with number unavailable', async () => {
    const made: Record<string, number> = {};
    for (const [i, state] of (['running', 'queued', 'scheduled', 'paused', 'paused_number_unavailable', 'completed', 'uncompleted'] as const).entries()) {
      const c = await e.send(`Filter ${state}`, newYorkers(2, 400 + i * 2));
      await t.db.updateTable('campaigns').set({ status: state }).where('id', '=', c.id).execute();
      made[state] = c.id;
    }
    /** The states of this test's campaigns the list shows. */
    const shown = async (query: string) => {
      const ids = new Set((await m.list(`size=100&${query}`)).items.map((r) => r.id));
      return Object.entries(made).filter(([, id]) => ids.has(id)).map(([state]) => state).sort();
    };
    expect(await shown('')).toEqual(['running']);
    expect(await shown('statuses=running')).toEqual(['running']);
    expect(await shown('statuses=scheduled')).toEqual(['queued', 'scheduled']);
    expect(await shown('statuses=completed')).toEqual(['completed', 'uncompleted']);
    expect(await shown('statuses=paused')).toEqual(['paused', 'paused_number_unavailable']);
    expect(await shown('statuses=paused,running')).toEqual(['paused', 'paused_number_unavailable', 'running']);
    // A draft is never monitored; nor is an unknown status accepted.
    expect((await m.call('GET', '/campaigns/monitoring?statuses=draft')).body).toMatchObject({
      code: 400,
      field: 'statuses',
      message: 'Statuses must be one of running, scheduled, completed, paused',
    });
    expect((await m.call('GET', '/campaigns/monitoring?statuses=')).status).toBe(400);
    // The link's campaignId shows that campaign whatever the filter.
    expect((await m.list(`campaignId=${made.completed}`)).items.map((r) => r.id)).toEqual([made.completed]);
    for (const id of Object.values(made)) await t.db.updateTable('campaigns').set({ status: 'completed' }).where('id', '=', id).execute();
  });

  it('sorts the whole list by a figure, empty figures last, and pages it', async () => {
    const a = await e.send('Sort A', newYorkers(2, 500));
    const b = await e.send('Sort B', newYorkers(2, 502));
    const c = await e.send('Sort C', newYorkers(2, 504));
    await e.run(10);
    await setRun(a.id, { cost_millicents: 100_000, revenue_cents: 300 });
    await setRun(b.id, { cost_millicents: 100_000, revenue_cents: 50 });
    await setRun(c.id, { cost_millicents: 0, revenue_cents: 10 });
    const order = async (query: string) => (await m.list(`statuses=completed&size=100&${query}`)).items.map((r) => r.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(await order('sort=roi&direction=DESC')).toEqual([a.id, b.id, c.id]);
    expect(await order('sort=roi&direction=ASC')).toEqual([b.id, a.id, c.id]);
    expect(await order('sort=title&direction=ASC')).toEqual([a.id, b.id, c.id]);
    expect(await order('sort=revenue&direction=DESC')).toEqual([a.id, b.id, c.id]);
    const all = await m.list('statuses=completed&size=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const second = await m.list('statuses=completed&size=2&page=2');
    expect(second.items.map((r) => r.id)).not.toContain(all.items[0]!.id);
    expect((await m.call('GET', '/campaigns/monitoring?sort=contactGroups')).body).toMatchObject({ code: 400, field: 'sort' });
  });

  it('never shows another user’s campaigns, and their per-campaign calls answer 404', async () => {
    const campaign = await e.send('Private', newYorkers(2, 600));
    const other = await CampaignsClient.signIn(t, OTHER);
    const theirs = await other.call('GET', '/campaigns/monitoring?statuses=running,scheduled,completed,paused&size=100');
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.map((r: { id: number }) => r.id)).not.toContain(campaign.id);
    expect((await other.call('GET', `/campaigns/monitoring?campaignId=${campaign.id}`)).body.items).toEqual([]);
    expect((await other.call('GET', `/campaigns/${campaign.id}/elements`)).body).toMatchObject({ code: 404, message: 'Campaign is not existed' });
    const creative = (await m.elements(campaign.id)).find((el) => el.element === 'creative')!;
    expect((await other.call('POST', `/campaigns/${campaign.id}/switch-status`, { element: 'creative', id: creative.id, on: false })).body).toMatchObject({ code: 404 });
    // Unchanged by the refused call.
    expect((await m.elements(campaign.id)).find((el) => el.element === 'creative')!.on).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/campaigns/monitoring' })).statusCode).toBe(401);
  });
});
