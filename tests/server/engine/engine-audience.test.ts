// What recipients do, on both databases: the simulated audience clicks its own short links through
// the real redirect, replies to the DID (STOP opts the number out of everything the user sends),
// and converts through the postback; the campaign counts each once. The webhooks refuse a caller
// without the carrier's token.
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

describe.each(dialects)('the audience (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let campaignId: number;

  // More replies, half of them STOP, so 300 contacts show every kind.
  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: JSON.stringify({ audience: { replyRate: 0.1, stopShareOfReplies: 0.5 } }) } });
  beforeAll(async () => {
    campaignId = (await e.send('Three hundred', newYorkers(300, 3000))).id;
    await e.run(20);
  });

  it('clicks through the redirect, counted once per message', async () => {
    const messages = await e.messages(campaignId);
    const clicked = messages.filter((m) => m.clicked_at !== null);
    expect(clicked.length).toBeGreaterThan(5);
    const progress = await e.progress(campaignId);
    expect(progress.clicked).toBe(clicked.length);
    // Each click is a real request the redirect recorded on the message's own link.
    const links = await t.db.selectFrom('short_links').select(['id', 'message_id']).where('message_id', 'in', clicked.map((m) => m.id)).execute();
    const recorded = await t.db.selectFrom('link_clicks').select('link_id').where('link_id', 'in', links.map((l) => l.id)).execute();
    expect(new Set(recorded.map((r) => Number(r.link_id))).size).toBe(clicked.length);
    // Conversions come from clicks, with their payout as revenue.
    expect(progress.convertor).toBe(messages.filter((m) => m.converted_at !== null).length);
    expect(progress.convertor).toBeGreaterThan(0);
    expect(progress.revenueCents).toBe(messages.reduce((s, m) => s + Number(m.revenue_cents), 0));
    expect(progress.revenueCents).toBeGreaterThan(0);
  });

  it('counts replies, and a STOP opts the number out of every later campaign', async () => {
    const messages = await e.messages(campaignId);
    const replied = messages.filter((m) => m.replied_at !== null);
    expect(replied.length).toBeGreaterThan(3);
    const progress = await e.progress(campaignId);
    expect(progress.replied).toBe(replied.length);
    const userId = Number(messages[0]!.user_id);
    const optedOut = new Set((await t.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).execute()).map((r) => r.phone));
    const stopped = replied.filter((m) => optedOut.has(m.phone));
    expect(stopped.length).toBeGreaterThan(0);

    // The same people in another group of another campaign: those who said STOP are skipped.
    const again = await e.send('Second wave', newYorkers(300, 3000));
    await e.run(20);
    const phones = new Set((await e.messages(again.id)).map((m) => m.phone));
    for (const m of stopped) expect(phones.has(m.phone)).toBe(false);
    expect((await e.progress(again.id)).skipped).toBeGreaterThanOrEqual(stopped.length);
  });

  it('answers HELP with the sender name and refuses a webhook without the carrier token', async () => {
    const [message] = await e.messages(campaignId);
    const body = { from: message!.phone, to: message!.did, text: 'help' };
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/carrier/inbound', payload: body });
    expect(refused.statusCode).toBe(401);
    const token = await t.app.ctx.carrierToken();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/carrier/inbound', payload: body, headers: { 'x-carrier-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'help', autoReply: expect.stringMatching(/^Dana Demo: For help, contact demo@example.com/) });
  });

  it('counts a postback once, and refuses a payout that is not a number', async () => {
    const message = (await e.messages(campaignId)).find((m) => m.converted_at === null)!;
    const before = await e.progress(campaignId);
    const url = `/api/v1/carrier/postback?click_id=${encodeURIComponent(message.idem_key)}&payout=2.50`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ message: 'Conversion recorded' });
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ message: 'Already recorded or unknown click' });
    const after = await e.progress(campaignId);
    expect(after.convertor).toBe(before.convertor + 1);
    expect(after.revenueCents).toBe(before.revenueCents + 250);
    const bad = await t.app.inject({ method: 'GET', url: `/api/v1/carrier/postback?click_id=x&payout=lots` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Payout must be number type!');
  });
});
