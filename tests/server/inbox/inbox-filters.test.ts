// The inbox's filters on live threads, on both databases: a campaign goes out through the engine
// and the carrier, six contacts answer through the carrier's webhook, and each thread lands where
// the sender expects it: a question nobody answered needs a response, a STOP was answered by its
// confirmation, an inbox reply or a responder's answer gives us the last word, a read thread is no
// longer unread, a failed message of ours is an Error, a star is Starred, Send API lists nothing (no message here came through the public API).
// The seeded demo threads sit in their filters too; the counts, search, paging and the merged
// conversation of a thread are checked on the same threads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxFilter } from '@domain/inbox';
import { dialects, type TestApp } from '../fixtures/test-app';
import { documentOf, sms } from '../../unit/flows/fixtures';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { ResponderClient } from '../engine/responder-client';
import { InboxClient } from './inbox-client';

const BAD_CARRIER = 'Bad Carrier';
// Every message delivered but those to the contact on the failing carrier; no simulated replies.
const SIM = JSON.stringify({ results: { DELIVERED: 1 }, byCarrier: { [BAD_CARRIER]: { FAILED: 1 } }, audience: { clickRate: 0, replyRate: 0 } });
const priceAnswers = documentOf([{ id: 'p1', trigger: { id: 'tp', type: 'inbound_message', keywords: ['price'], intents: [] }, actions: [sms('xp', 'Sets start at $396')] }]);

describe.each(dialects)('inbox filters (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let r: ResponderClient;
  let inbox: InboxClient;
  const [waiting, stopped, answered, readOnly, priced, failed] = newYorkers(6, 8100).map((c) => c.phone) as [string, string, string, string, string, string];
  const phones = [waiting, stopped, answered, readOnly, priced, failed];

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (r = new ResponderClient(client))), { config: { carrierSim: SIM } });
  beforeAll(async () => {
    inbox = new InboxClient(e.campaigns);
    const responderId = await r.create('Price answers', { doc: priceAnswers, publish: true });
    const campaign = await e.send('Inbox audience', newYorkers(6, 8100), { modeResponder: 'responder', responderId });
    await t.db.updateTable('contacts').set({ carrier: BAD_CARRIER }).where('phone', '=', failed).execute();
    await e.run(3);
    const didOf = new Map((await e.messages(campaign.id)).map((m) => [m.phone, m.did!]));
    const write = (phone: string, text: string) => r.inbound(phone, didOf.get(phone)!, text);
    await write(waiting, 'Is this still on?');
    await write(stopped, 'STOP');
    await write(answered, 'Tell me more');
    await write(readOnly, 'Maybe later');
    await write(priced, 'price');
    await write(failed, 'Wrong number?');
    await e.run(1, 1_000);

    expect((await inbox.reply((await inbox.thread(answered)).threadUUID, 'Here is more: 20% off all week.')).body).toEqual({ message: 'Successfully sent!' });
    expect((await inbox.read((await inbox.thread(readOnly)).threadUUID)).status).toBe(200);
    expect((await inbox.star((await inbox.thread(waiting)).threadUUID, true)).status).toBe(200);
    await e.run(2, 30_000);
  });

  const expected: Record<InboxFilter, string[]> = {
    needsResponse: [waiting, readOnly, failed],
    unread: [waiting, stopped, priced, failed],
    received: [waiting, readOnly, failed],
    read: [answered, readOnly],
    sent: [stopped, answered, priced],
    error: [failed],
    sendApi: [],
    responder: [priced],
    starred: [waiting],
  };

  it.each(Object.keys(expected) as InboxFilter[])('lists the threads of the filter %s', async (filter) => {
    expect(await inbox.phonesIn(filter, phones)).toEqual([...expected[filter]].sort());
  });

  it('lists nothing under Send API while no message was sent through the public API', async () => {
    expect(await inbox.list({ filter: 'sendApi' })).toMatchObject({ items: [], total: 0 });
  });

  it('puts the seeded demo threads in their filters', async () => {
    const seeded = await t.db.selectFrom('inbound_messages').select(['phone', 'text']).where('carrier_ref', 'is', null).execute();
    const phoneOf = (text: string) => seeded.find((s) => s.text === text)!.phone;
    const [question, held, price, callBack, hours] = [
      'Is the sale on in store too, or online only?',
      'Yes, please hold a set of winter tires for me',
      'How much for four all-season tires?',
      'Can you call me back after 5?',
      'What are your hours on Sunday?',
    ].map(phoneOf) as [string, string, string, string, string];
    const all = [question, held, price, callBack, hours];
    expect(await inbox.phonesIn('needsResponse', all)).toEqual([question, hours].sort());
    expect(await inbox.phonesIn('unread', all)).toEqual([question]);
    expect(await inbox.phonesIn('starred', all)).toEqual([held]);
    expect(await inbox.phonesIn('responder', all)).toEqual([price]);
    expect(await inbox.phonesIn('error', all)).toEqual([callBack]);
    expect(await inbox.phonesIn('sent', all)).toEqual([held, price, callBack].sort());
  });

  it('counts the threads needing a response and the unread ones, whatever the filter', async () => {
    const all = await inbox.list({ filter: 'starred' });
    expect(all.counts.needsResponse).toBe((await inbox.list({ filter: 'needsResponse' })).total);
    expect(all.counts.unread).toBe((await inbox.list({ filter: 'unread' })).total);
    expect(all.counts.needsResponse).toBe(3 + 2);
  });

  it('searches by the digits of the phone, and pages newest first', async () => {
    const found = await inbox.list({ search: `(212) 555-${waiting.slice(-4)}` });
    expect(found.items.map((i) => i.phone)).toEqual([waiting]);
    const first = await inbox.list({ limit: 4 });
    const second = await inbox.list({ limit: 4, offset: 4 });
    expect(first.total).toBe(11);
    expect(second.total).toBe(11);
    const times = [...first.items, ...second.items].map((i) => i.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((i) => i.threadUUID)).size).toBe(8);
  });

  it('shows a thread with both directions in time order and each message of ours with its delivery', async () => {
    const view = await inbox.view((await inbox.thread(priced)).threadUUID);
    expect(view.messages.map((m) => [m.direction, m.direction === 'outbound' ? m.source : m.kind, m.text])).toEqual([
      ['outbound', 'campaign', expect.any(String)],
      ['inbound', 'text', 'price'],
      ['outbound', 'responder', 'Sets start at $396'],
    ]);
    expect(view.messages.filter((m) => m.direction === 'outbound').map((m) => m.direction === 'outbound' && [m.state, m.result])).toEqual([
      ['reported', 'DELIVERED'],
      ['reported', 'DELIVERED'],
    ]);
    expect(view.thread).toMatchObject({ phone: priced, responder: true, needsResponse: false, lastMessage: { direction: 'outbound', text: 'Sets start at $396' } });
    const failedView = await inbox.view((await inbox.thread(failed)).threadUUID);
    expect(failedView.messages[0]).toMatchObject({ direction: 'outbound', source: 'campaign', campaign: 'Inbox audience', result: 'FAILED' });
    expect(failedView.thread.failed).toBe(true);
    const stopView = await inbox.view((await inbox.thread(stopped)).threadUUID);
    expect(stopView.optedOut).toBe(true);
    expect(stopView.messages.map((m) => (m.direction === 'outbound' ? m.source : m.kind))).toEqual(['campaign', 'stop', 'keyword']);
  });
});
