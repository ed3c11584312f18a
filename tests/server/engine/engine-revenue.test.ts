// Pull revenue on both databases: conversions come through the real postback, then the campaign's
// figures are spoiled in the database (as a postback that raced a crash would leave them); a pull
// answers the spec's toast at once and, once its recount has run, the run and the minutes say what
// the messages say. A draft, or a campaign the engine has not opened yet, has nothing to recount;
// another user's campaign is a 404.
import { describe, expect, it } from 'vitest';
import { revenuePullsSettled } from '@server/modules/campaigns/revenue-service';
import { dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from '../campaigns/campaigns-client';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

const PULLED = 'Revenue is updating, it may take a few minutes';
const minuteOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

describe.each(dialects)('pull revenue (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  const pull = (id: number, client = e.campaigns) => client.call('POST', `/campaigns/${id}/pull-revenue`);
  const postback = async (key: string, payout: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/carrier/postback?click_id=${encodeURIComponent(key)}&payout=${payout}` });
    expect(res.json()).toEqual({ message: 'Conversion recorded' });
  };
  const minuteRows = async (campaignId: number) =>
    t.db.selectFrom('campaign_minute_stats').select(['minute', 'sent', 'convertor', 'revenue_cents']).where('campaign_id', '=', campaignId).orderBy('minute').execute();

  it('recounts the run and its minutes from the messages', async () => {
    const campaign = await e.send('Revenue pulled', newYorkers(12, 900));
    await e.run(20);
    const unconverted = (await e.messages(campaign.id)).filter((m) => m.converted_at === null);
    expect(unconverted.length).toBeGreaterThanOrEqual(3);
    // Two conversions in one minute, one in the next.
    await postback(unconverted[0]!.idem_key, '1.25');
    await postback(unconverted[1]!.idem_key, '3.40');
    t.clock.advance(60_000);
    await postback(unconverted[2]!.idem_key, '0.99');

    const messages = await e.messages(campaign.id);
    const converted = messages.filter((m) => m.converted_at !== null);
    const revenueCents = messages.reduce((sum, m) => sum + Number(m.revenue_cents), 0);
    const expected = new Map<string, { convertor: number; revenue: number }>();
    for (const m of converted) {
      const at = expected.get(minuteOf(m.converted_at!)) ?? { convertor: 0, revenue: 0 };
      expected.set(minuteOf(m.converted_at!), { convertor: at.convertor + 1, revenue: at.revenue + Number(m.revenue_cents) });
    }
    expect(revenueCents).toBeGreaterThanOrEqual(125 + 340 + 99);
    expect(expected.size).toBeGreaterThanOrEqual(2);

    // Spoiled: the run's totals, a minute that lost a conversion, and a minute counting conversions nobody made.
    await t.db.updateTable('campaign_runs').set({ revenue_cents: 123_456, convertor: 42 }).where('campaign_id', '=', campaign.id).execute();
    const spoiled = minuteOf(converted[0]!.converted_at!);
    const sentBefore = (await minuteRows(campaign.id)).find((r) => r.minute === spoiled)?.sent;
    await t.db.updateTable('campaign_minute_stats').set({ convertor: 7, revenue_cents: 1 }).where('campaign_id', '=', campaign.id).where('minute', '=', spoiled).execute();
    await t.db.insertInto('campaign_minute_stats').values({ campaign_id: campaign.id, user_id: converted[0]!.user_id, minute: '2026-01-01 00:00', convertor: 3, revenue_cents: 500 }).execute();
    expect(await e.progress(campaign.id)).toMatchObject({ revenueCents: 123_456, convertor: 42 });

    const res = await pull(campaign.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PULLED });
    await revenuePullsSettled(t.app.ctx);

    expect(await e.progress(campaign.id)).toMatchObject({ revenueCents, convertor: converted.length });
    const rows = await minuteRows(campaign.id);
    const counted = new Map(rows.filter((r) => Number(r.convertor) > 0 || Number(r.revenue_cents) > 0).map((r) => [r.minute, { convertor: Number(r.convertor), revenue: Number(r.revenue_cents) }]));
    expect(counted).toEqual(expected);
    expect(rows.find((r) => r.minute === '2026-01-01 00:00')).toMatchObject({ convertor: 0, revenue_cents: 0 });
    // Only revenue and conversions are rewritten: the minute's other figures stay.
    expect(rows.find((r) => r.minute === spoiled)?.sent).toEqual(sentBefore);

    const history = (await e.campaigns.call('GET', `/campaigns/${campaign.id}/history`)).body.items;
    const dollars = `$${Math.floor(revenueCents / 100)}.${String(revenueCents % 100).padStart(2, '0')}`;
    expect(history[0]).toMatchObject({ kind: 'revenue', detail: `Revenue recounted: ${dollars} from ${converted.length} conversions` });

    // A second pull on true figures changes nothing and says so again.
    expect((await pull(campaign.id)).body).toEqual({ message: PULLED });
    await revenuePullsSettled(t.app.ctx);
    expect(await e.progress(campaign.id)).toMatchObject({ revenueCents, convertor: converted.length });
  });

  it('refuses a draft and a campaign the engine has not opened yet', async () => {
    const draft = await e.campaigns.createDraft({ campaignTitle: 'Revenue draft' });
    expect((await pull(draft.id)).body).toMatchObject({ code: 409, message: 'Campaign revenue cannot be pulled now' });
    const waiting = await e.send('Revenue not yet', newYorkers(2, 950));
    expect(await t.db.selectFrom('campaign_runs').select('campaign_id').where('campaign_id', '=', waiting.id).executeTakeFirst()).toBeUndefined();
    expect((await pull(waiting.id)).body).toMatchObject({ code: 409, message: 'Campaign revenue cannot be pulled now' });
  });

  it("answers 404 for another user's campaign, and recounts nothing", async () => {
    const campaign = await e.send('Revenue mine alone', newYorkers(2, 980));
    await e.run(5);
    await t.db.updateTable('campaign_runs').set({ revenue_cents: 777 }).where('campaign_id', '=', campaign.id).execute();
    const other = await CampaignsClient.signIn(t, OTHER);
    const res = await pull(campaign.id, other);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Campaign is not existed');
    await revenuePullsSettled(t.app.ctx);
    expect((await e.progress(campaign.id)).revenueCents).toBe(777);
  });
});
