// Answering a contact from the inbox, on both databases: the reply goes from the thread's number
// through the carrier, is charged at the price table's SMS price, shows in the thread and takes it
// out of Needs Response; the spec's 'Can not send reply to this contact' refuses a contact who
// opted out, a contact other than the one selected, a number no longer the user's and credit that
// does not cover the message, and none of them writes or charges anything.
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { ResponderClient } from '../engine/responder-client';
import { InboxClient } from './inbox-client';

const SIM = JSON.stringify({ results: { DELIVERED: 1 }, audience: { clickRate: 0, replyRate: 0 } });
const REFUSED = { message: 'Can not send reply to this contact' };

describe.each(dialects)('inbox reply (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let inbox: InboxClient;
  let userId: number;
  const [asker, quitter, other, moved, broke] = newYorkers(5, 8300).map((c) => c.phone) as [string, string, string, string, string];

  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: SIM } });
  beforeAll(async () => {
    inbox = new InboxClient(e.campaigns);
    const r = new ResponderClient(e);
    const campaign = await e.send('Reply audience', newYorkers(5, 8300));
    await e.run(3);
    const messages = await e.messages(campaign.id);
    userId = Number(messages[0]!.user_id);
    for (const m of messages) await r.inbound(m.phone, m.did!, m.phone === quitter ? 'STOP' : 'When do you open?');
  });

  const messagesTo = (phone: string) => t.db.selectFrom('messages').selectAll().where('phone', '=', phone).where('idem_key', 'like', 'inbox:%').execute();

  it('sends the reply from the thread\'s number through the carrier, charged, and shows it in the thread', async () => {
    const thread = await inbox.thread(asker);
    expect(thread.needsResponse).toBe(true);
    const before = await e.balance(userId);
    const res = await inbox.reply(thread.threadUUID, 'We open at 9 tomorrow.', asker);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully sent!' });

    const [sent] = await messagesTo(asker);
    expect(sent).toMatchObject({ did: thread.did, body: 'We open at 9 tomorrow.', campaign_id: null, message_type: 'SMS', segments: 1 });
    expect(sent!.idem_key).toMatch(new RegExp(`^inbox:${thread.threadUUID}:`));
    const price = await t.db.selectFrom('prices').select('unit_price_millicents').where('country', '=', 'US').where('message_type', '=', 'SMS').executeTakeFirstOrThrow();
    expect(sent!.cost_millicents).toBe(Number(price.unit_price_millicents));
    const charge = await t.db.selectFrom('credit_ledger').select(['amount_cents', 'kind']).where('reference', '=', sent!.idem_key).executeTakeFirstOrThrow();
    expect(charge.kind).toBe('campaign');
    expect(-Number(charge.amount_cents)).toBe(Math.ceil(Number(price.unit_price_millicents) / 1000));
    expect(before - (await e.balance(userId))).toBe(-Number(charge.amount_cents));
    // The carrier took it under the message's key, and reported it delivered after its latency.
    const taken = await t.db.selectFrom('sim_carrier_batches').select('count').where('key', '=', sent!.idem_key).executeTakeFirst();
    expect(taken?.count).toBe(1);
    await e.run(2, 30_000);

    const view = await inbox.view(thread.threadUUID);
    expect(view.messages.at(-1)).toMatchObject({ direction: 'outbound', source: 'inbox', text: 'We open at 9 tomorrow.', state: 'reported', result: 'DELIVERED' });
    expect(view.thread).toMatchObject({ needsResponse: false, unread: false, lastMessage: { direction: 'outbound', text: 'We open at 9 tomorrow.' } });
    expect(await inbox.phonesIn('sent', [asker])).toEqual([asker]);
  });

  it('refuses a contact who opted out, and writes and charges nothing', async () => {
    const thread = await inbox.thread(quitter);
    const before = await e.balance(userId);
    const res = await inbox.reply(thread.threadUUID, 'Sorry to see you go');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(await messagesTo(quitter)).toEqual([]);
    expect(await e.balance(userId)).toBe(before);
    expect((await inbox.view(thread.threadUUID)).optedOut).toBe(true);
  });

  it('refuses a reply meant for another contact than the thread\'s', async () => {
    const thread = await inbox.thread(other);
    const res = await inbox.reply(thread.threadUUID, 'Hello', asker);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(await messagesTo(other)).toEqual([]);
  });

  it('refuses when the thread\'s number is no longer the user\'s', async () => {
    const thread = await inbox.thread(moved);
    // Released (the number leaves the user's groups), then bought back so the other tests keep their numbers.
    const gone = `${thread.did}0`;
    await t.db.updateTable('dids').set({ phone: gone }).where('phone', '=', thread.did).execute();
    const res = await inbox.reply(thread.threadUUID, 'Hello');
    await t.db.updateTable('dids').set({ phone: thread.did }).where('phone', '=', gone).execute();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(await messagesTo(moved)).toEqual([]);
  });

  it('refuses when the credit does not cover the message', async () => {
    const thread = await inbox.thread(broke);
    await t.app.ctx.ledger.charge(userId, await e.balance(userId), 'adjustment', 'empty the balance');
    const res = await inbox.reply(thread.threadUUID, 'Hello');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(await messagesTo(broke)).toEqual([]);
    expect(await e.balance(userId)).toBe(0);
  });

  it('wants a message, in the spec\'s words', async () => {
    const thread = await inbox.thread(broke);
    const res = await inbox.reply(thread.threadUUID, '   ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Message is required field!', field: 'message' });
    const long = await inbox.reply(thread.threadUUID, 'x'.repeat(1531));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'Message must be lesser 1530 character(s)!', field: 'message' });
  });
});
