// The campaign's responder answering live contacts, on both databases: a reply enters the node
// whose keyword or intent it holds, and the node's message goes out through the carrier, charged,
// with the contact's own fields; a no-reply timer falls due on the clock; a repeated webhook is
// answered once; STOP ends the conversation, cancels what was queued for it and is confirmed by a
// message of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@domain/campaigns';
import { call, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { documentOf, sms } from '../../unit/flows/fixtures';
import { EngineClient, engineSuite, newYorkers } from './engine-client';
import { ResponderClient } from './responder-client';

const QUIET_AUDIENCE = JSON.stringify({ audience: { clickRate: 0, replyRate: 0 } });

const flow = documentOf([
  { id: 'r1', trigger: { id: 't1', type: 'inbound_message', keywords: ['yes'], intents: [] }, actions: [sms('x1', 'Great [fName], reply MORE for details')] },
  { id: 'c1', parent: ['r1', 'x1'], trigger: { id: 't11', type: 'inbound_message', keywords: [], intents: ['more_info'] }, actions: [sms('x11', 'Here are the details')] },
  { id: 'c2', parent: ['r1', 'x1'], trigger: { id: 't12', type: 'no_reply', timeout: 30 }, actions: [sms('x12', 'Still there, [fName]?')] },
  { id: 'r2', trigger: { id: 't2', type: 'inbound_message', keywords: ['later'], intents: [] }, actions: [{ ...sms('x2', 'We will write again soon'), delayedMinute: 10 }] },
]);

describe.each(dialects)('the responder on live events (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let r: ResponderClient;
  let responderId: number;
  let campaign: Campaign;
  let contacts: { phone: string; did: string }[];

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (r = new ResponderClient(client))), { config: { carrierSim: QUIET_AUDIENCE } });
  beforeAll(async () => {
    responderId = await r.create('Live concierge', { doc: flow, publish: true });
    campaign = await e.send('Responder audience', newYorkers(5, 7000), { modeResponder: 'responder', responderId });
    await e.run(3);
    contacts = (await e.messages(campaign.id)).map((m) => ({ phone: m.phone, did: m.did! }));
  });

  it('answers a keyword reply with the node\'s message, filled, charged and delivered', async () => {
    const [{ phone, did }] = contacts as [{ phone: string; did: string }];
    const userId = Number((await e.messages(campaign.id))[0]!.user_id);
    const before = await e.balance(userId);
    expect((await r.inbound(phone, did, 'Yes please!')).status).toBe(200);
    // The carrier's report comes after its latency.
    await e.run(2, 30_000);

    const [sent] = await r.sentTo(phone);
    expect(sent).toMatchObject({ body: 'Great Pat7000, reply MORE for details', did, state: 'reported', campaign_id: null });
    const charge = await t.db.selectFrom('credit_ledger').select('amount_cents').where('reference', '=', sent!.idem_key).executeTakeFirstOrThrow();
    expect(-Number(charge.amount_cents)).toBeGreaterThan(0);
    expect(before - (await e.balance(userId))).toBe(-Number(charge.amount_cents));
    expect((await r.events(responderId)).filter((x) => x.action_id === 'x1').map((x) => x.outcome)).toEqual(['sent', 'delivered']);

    // The intent's words, in any case, enter the child; the conversation moved on there.
    await r.inbound(phone, did, 'I want MORE INFO now');
    await e.run(1, 1_000);
    expect((await r.sentTo(phone)).map((m) => m.body)).toEqual(['Great Pat7000, reply MORE for details', 'Here are the details']);
    expect(JSON.parse((await r.conversation(responderId, phone))!.state)).toMatchObject({ active: [{ nodeId: 'c1' }] });
    expect((await r.conversation(responderId, phone))!.status).toBe('finished');
  });

  it('fires the no-reply timer when its minutes have passed, not before', async () => {
    const { phone, did } = contacts[1]!;
    await r.inbound(phone, did, 'yes');
    await e.run(29, 60_000);
    expect((await r.sentTo(phone)).map((m) => m.body)).toEqual(['Great Pat7001, reply MORE for details']);
    await e.run(2, 60_000);
    expect((await r.sentTo(phone)).map((m) => m.body)).toEqual(['Great Pat7001, reply MORE for details', 'Still there, Pat7001?']);
  });

  it('answers a webhook the carrier repeats once, and passes over text no trigger takes', async () => {
    const { phone, did } = contacts[2]!;
    await r.inbound(phone, did, 'yes', 'carrier-msg-1');
    await r.inbound(phone, did, 'yes', 'carrier-msg-1');
    await r.inbound(phone, did, 'what is this about?');
    await e.run(1, 1_000);
    expect(await r.sentTo(phone)).toHaveLength(1);
    expect(await t.db.selectFrom('inbound_messages').select('text').where('phone', '=', phone).orderBy('id').execute()).toEqual([{ text: 'yes' }, { text: 'what is this about?' }]);
  });

  it('ends the conversation on STOP: what was queued is cancelled, and the confirmation goes out as a message', async () => {
    const { phone, did } = contacts[3]!;
    await r.inbound(phone, did, 'later');
    await e.run(1, 1_000);
    const pending = (await r.actions(responderId)).filter((a) => a.action_id === 'x2');
    expect(pending.map((a) => a.state)).toEqual(['pending']);

    const answer = await r.inbound(phone, did, 'STOP', 'carrier-stop-1');
    expect(answer.status).toBe(200);
    await r.inbound(phone, did, 'STOP', 'carrier-stop-1');
    await e.run(12, 60_000);
    expect((await r.actions(responderId)).filter((a) => a.action_id === 'x2').map((a) => a.state)).toEqual(['cancelled']);
    expect(await r.sentTo(phone)).toHaveLength(0);
    expect((await r.conversation(responderId, phone))!.status).toBe('finished');
    const confirmations = await t.db.selectFrom('messages').selectAll().where('phone', '=', phone).where('idem_key', 'like', 'auto:%').execute();
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ did, state: 'reported' });
    expect(confirmations[0]!.body).toMatch(/^Dana Demo: You are unsubscribed/);
  });

  it('answers HELP with a message of its own', async () => {
    const { phone, did } = contacts[4]!;
    await r.inbound(phone, did, 'HELP');
    await e.run(2, 30_000);
    const [help] = await t.db.selectFrom('messages').selectAll().where('phone', '=', phone).where('idem_key', 'like', 'auto:%').execute();
    expect(help!.body).toMatch(/^Dana Demo: For help, contact demo@example.com/);
  });

  it('counts for the canvas how often each node was entered and who waits on a timer, for the owner only', async () => {
    const res = await e.campaigns.call('GET', `/responder-v2/liveCounts?responderId=${responderId}`);
    expect(res.status).toBe(200);
    const nodes = Object.fromEntries((res.body.nodes as { nodeId: string; entered: number; waiting: number }[]).map((n) => [n.nodeId, [n.entered, n.waiting]]));
    // Three said yes (the third is still waiting on the no-reply timer), one asked for details, one
    // got the reminder, one said later.
    expect(nodes).toEqual({ r1: [3, 1], c1: [1, 0], c2: [1, 0], r2: [1, 0] });
    const x1 = (res.body.actions as { actionId: string; sent: number; delivered: number; costMillicents: number }[]).find((a) => a.actionId === 'x1');
    expect(x1).toMatchObject({ sent: 3, delivered: 3 });
    expect(x1!.costMillicents).toBeGreaterThan(0);
    const stranger = await signIn(t.app, 'admin@example.com', 'Admin#2026');
    expect((await call(t.app, 'GET', `/responder-v2/liveCounts?responderId=${responderId}`, undefined, stranger)).status).toBe(404);
  });
});
