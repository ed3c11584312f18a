// Conversions reaching the campaigns' stats (issue 13): through the engine's postback, with the
// URL the tracking tab shows, and through "Update revenue", which reads the simulated vendor's
// report page by page as a background task. The simulated audience clicks but never converts here,
// so every conversion counted comes from the test; a second pull adds nothing.
import { describe, expect, it } from 'vitest';
import { simulatedConversion } from '@server/providers/revenue/simulated-revenue-provider';
import type { TestApp } from '../fixtures/test-app';
import { dialects } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';

const PULLED = 'Revenue is updating, it may take a few minutes';
const SIM = JSON.stringify({ audience: { clickRate: 0.7, replyRate: 0, convertShareOfClicks: 0 } });

describe.each(dialects)('revenue pull and postback (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: SIM, revenuePullWaitMs: 0 } });

  const minuteTotals = async (campaignId: number) => {
    const row = await t.db
      .selectFrom('campaign_minute_stats')
      .select((eb) => [eb.fn.sum<number | string>('convertor').as('convertor'), eb.fn.sum<number | string>('revenue_cents').as('revenue')])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return { convertor: Number(row.convertor), revenueCents: Number(row.revenue) };
  };

  it('counts a postback sent to the tracking tab URL on the campaign, and lists it', async () => {
    const campaign = await e.send('Postback campaign', newYorkers(20, 100));
    await e.run(20);
    const clicked = (await e.messages(campaign.id)).filter((m) => m.clicked_at !== null);
    expect(clicked.length).toBeGreaterThan(3);
    const before = await e.progress(campaign.id);
    expect(before).toMatchObject({ convertor: 0, revenueCents: 0 });

    const { body } = await e.campaigns.call('GET', '/revenue-tracking/postback-url');
    expect(body).toMatchObject({ vendor: 'voluum', clickParameter: 'var4' });
    const url = new URL(body.postbackUrl.replace('{var4}', encodeURIComponent(clicked[0]!.idem_key)).replace('{payout}', '2.50'));
    const hit = () => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect((await hit()).json()).toEqual({ message: 'Conversion recorded' });
    expect((await hit()).json()).toEqual({ message: 'Already recorded or unknown click' });

    expect(await e.progress(campaign.id)).toMatchObject({ convertor: 1, revenueCents: 250 });
    expect(await minuteTotals(campaign.id)).toEqual({ convertor: 1, revenueCents: 250 });
    const list = await e.campaigns.call('GET', '/revenue-tracking/conversions?limit=5');
    expect(list.body.items[0]).toMatchObject({ messageId: clicked[0]!.idem_key, campaignId: campaign.id, campaignName: 'Postback campaign', revenueCents: 250 });

    // The tracker relayed that conversion: its report counts it as posted, beside the ones it has of its own.
    const now = t.clock.now();
    const own = clicked.slice(1).map((m) => simulatedConversion('voluum', m.idem_key, new Date(m.clicked_at!))).filter((c) => c !== null && c.convertedAt <= now);
    const report = (await e.campaigns.call('GET', '/voluum/data')).body.campaigns.find((c: { campaignName: string }) => c.campaignName === 'Postback campaign');
    expect(report).toMatchObject({ visits: clicked.length, conversions: 1 + own.length, revenueCents: 250 + own.reduce((sum, c) => sum + c!.revenueCents, 0) });
  });

  it('pulls the vendor report into the stats once', async () => {
    const campaign = await e.send('Pulled campaign', newYorkers(40, 300));
    await e.run(20);
    const messages = await e.messages(campaign.id);
    const now = t.clock.now();
    const expected = messages
      .filter((m) => m.clicked_at !== null)
      .map((m) => simulatedConversion('voluum', m.idem_key, new Date(m.clicked_at!)))
      .filter((c) => c !== null && c.convertedAt <= now);
    expect(expected.length).toBeGreaterThan(1);
    const expectedCents = expected.reduce((sum, c) => sum + c!.revenueCents, 0);

    const res = await e.campaigns.call('POST', '/revenue-tracking/pull?vendor=voluum');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: PULLED });
    await t.app.ctx.tasks.drain();
    const task = (await e.campaigns.call('GET', `/background-tasks/${res.body.taskId}`)).body;
    expect(task).toMatchObject({ kind: 'REVENUE_PULL', status: 'COMPLETED' });

    expect(await e.progress(campaign.id)).toMatchObject({ convertor: expected.length, revenueCents: expectedCents });
    expect(await minuteTotals(campaign.id)).toEqual({ convertor: expected.length, revenueCents: expectedCents });
    const voluum = (await e.campaigns.call('GET', '/revenue-tracking')).body.items.find((i: { vendor: string }) => i.vendor === 'voluum');
    expect(voluum.pulledAt).toBe(t.clock.now().toISOString());
    // The Voluum tab's report says the same of the campaign.
    const report = (await e.campaigns.call('GET', '/voluum/data')).body.campaigns.find((c: { campaignName: string }) => c.campaignName === 'Pulled campaign');
    expect(report).toMatchObject({ conversions: expected.length, revenueCents: expectedCents });

    // Again: the same report, nothing doubled.
    await e.campaigns.call('POST', '/revenue-tracking/pull?vendor=voluum');
    await t.app.ctx.tasks.drain();
    expect(await e.progress(campaign.id)).toMatchObject({ convertor: expected.length, revenueCents: expectedCents });
    expect(await minuteTotals(campaign.id)).toEqual({ convertor: expected.length, revenueCents: expectedCents });
  });

  it('refuses to pull while Message ID is not mapped', async () => {
    const parameters = { pathParams: [], queryParams: ['var1'] };
    const mapping = { phone: 'var1', campaignName: '', did: '', domain: '', creative: '', route: '', messageId: '' };
    expect((await e.campaigns.call('POST', '/revenue-tracking', { vendor: 'voluum', mapping, vendorParameters: parameters })).status).toBe(200);
    const res = await e.campaigns.call('POST', '/revenue-tracking/pull?vendor=voluum');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'mapping' });
  });
});
