// How live contacts enter responders, on both databases: a click on the campaign's link and no
// click within the minutes start the campaign's responder; a call's outcome moves it (answered,
// a key pressed, nobody answering); the published responders linked to the number's DID group
// answer by priority, each start once unless loopback is on; a responder that follows its DID
// group's sleep timer waits for the numbers to wake.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@domain/campaigns';
import { dialects, type TestApp } from '../fixtures/test-app';
import { documentOf, sms } from '../../unit/flows/fixtures';
import { EngineClient, engineSuite, newYorkers } from './engine-client';
import { ResponderClient } from './responder-client';

// Every message is delivered (the simulator's result is a function of the message's key, which
// holds the campaign's id: without this, which contact fails moves with the ids the seed takes);
// nobody clicks or replies on their own; every call goes unanswered.
const SIM = JSON.stringify({ results: { DELIVERED: 1 }, audience: { clickRate: 0, replyRate: 0 }, voice: { answerRate: 0, machineRate: 0, callbackRate: 0 } });

describe.each(dialects)('starting responders (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let r: ResponderClient;
  let campaignResponder: number;
  let campaign: Campaign;
  let contacts: { phone: string; did: string }[];
  let didGroupId: number;

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (r = new ResponderClient(client))), { config: { carrierSim: SIM } });
  beforeAll(async () => {
    const userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    // The recording the call plays, as an upload leaves its row.
    const audio = await t.db
      .insertInto('media_files')
      .values({ user_id: userId, file_name: 'offer-pitch.mp3', kind: 'audio', content_type: 'audio/mpeg', size_bytes: 48_000, duration_ms: 12_000, width: null, height: null, storage_key: `test-${dialect}-pitch`, created_at: t.clock.now().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const call = { id: 'v1', type: 'send_voice' as const, mediaId: Number(audio.id), delayedMinute: 0 };
    campaignResponder = await r.create('Campaign follow-up', {
      doc: documentOf([
        { id: 'clicked', trigger: { id: 'tc', type: 'click_link' }, actions: [sms('xc', 'Thanks for looking, [fName]')] },
        { id: 'quiet', trigger: { id: 'tq', type: 'no_click', timeout: 60 }, actions: [sms('xq', 'Did you miss it?')] },
        { id: 'callme', trigger: { id: 'tv', type: 'inbound_message', keywords: ['call me'], intents: [] }, actions: [call] },
        { id: 'picked', parent: ['callme', 'v1'], trigger: { id: 'ta', type: 'answered_call' }, actions: [{ id: 'pa', type: 'play_audio', mediaId: Number(audio.id) }] },
        { id: 'pressed', parent: ['picked', 'pa'], trigger: { id: 'td', type: 'dtmf', button: '1' }, actions: [sms('xd', 'Connecting you now')] },
        { id: 'missed', parent: ['callme', 'v1'], trigger: { id: 'tn', type: 'no_answer', timeout: 1 }, actions: [sms('xn', 'Sorry we missed you')] },
        { id: 'night', trigger: { id: 'tz', type: 'inbound_message', keywords: ['tonight'], intents: [] }, actions: [sms('xz', 'Good morning!')] },
      ]),
    });
    campaign = await e.send('Starts audience', newYorkers(6, 7100), { modeResponder: 'responder', responderId: campaignResponder });
    await e.run(3);
    const messages = await e.messages(campaign.id);
    contacts = messages.map((m) => ({ phone: m.phone, did: m.did! }));
    didGroupId = Number((await t.db.selectFrom('dids').select('group_id').where('phone', '=', contacts[0]!.did).executeTakeFirstOrThrow()).group_id);
  });

  it('starts on a click of the campaign\'s link, and on no click once its minutes have passed', async () => {
    const messages = await e.messages(campaign.id);
    expect(messages.every((m) => m.link_code !== null && m.result === 0)).toBe(true);
    expect((await r.click(messages[0]!)).status).toBe(302);
    await e.run(1, 1_000);
    expect((await r.sentTo(contacts[0]!.phone)).map((m) => m.body)).toEqual(['Thanks for looking, Pat7100']);

    await e.run(50, 60_000);
    expect(await r.sentTo(contacts[1]!.phone)).toEqual([]);
    await e.run(12, 60_000);
    for (const { phone } of contacts.slice(1)) expect((await r.sentTo(phone)).map((m) => m.body)).toEqual(['Did you miss it?']);
    // The one who clicked is not asked.
    expect((await r.sentTo(contacts[0]!.phone)).map((m) => m.body)).toEqual(['Thanks for looking, Pat7100']);
  });

  it('places a call, and follows what happened on it: answered with a key pressed, or nobody answering', async () => {
    const [answered, unanswered] = [contacts[2]!, contacts[3]!];
    await r.inbound(answered.phone, answered.did, 'Please call me');
    await r.inbound(unanswered.phone, unanswered.did, 'call me');
    await e.run(1, 1_000);
    const [call] = (await r.sentTo(answered.phone)).filter((m) => m.message_type === 'VOICE');
    expect(call).toMatchObject({ did: answered.did, message_type: 'VOICE' });
    expect(call!.cost_millicents).toBeGreaterThan(0);

    const res = await r.callEvent({ key: call!.idem_key, ref: Number(call!.id), from: answered.did, to: answered.phone, outcome: 'answered', listenSeconds: 20, dtmf: '1' });
    expect(res.status).toBe(200);
    await e.run(3, 30_000);
    expect((await r.sentTo(answered.phone)).filter((m) => m.message_type === 'SMS').map((m) => m.body)).toEqual(['Did you miss it?', 'Connecting you now']);
    // The simulated carrier's own report of the other call: nobody answered.
    expect((await r.sentTo(unanswered.phone)).filter((m) => m.message_type === 'SMS').map((m) => m.body)).toEqual(['Did you miss it?', 'Sorry we missed you']);
    const outcomes = (await r.events(campaignResponder)).filter((x) => x.action_id === 'v1').map((x) => x.outcome);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(2);
    expect(outcomes).toContain('answered');
    const played = (await r.actions(campaignResponder)).find((a) => a.action_id === 'pa');
    expect(played?.state).toBe('done');
  });

  it('lets the published responders on the number answer by priority, each start once unless loopback is on', async () => {
    const greeting = (text: string) => documentOf([{ id: 'hi', trigger: { id: 'th', type: 'inbound_message', keywords: ['hello'], intents: [] }, actions: [sms('xh', text)] }]);
    const later = await r.create('Greeter 5', { doc: greeting('Hello from five'), didGroupIds: [didGroupId], setting: { priority: 5 }, publish: true });
    const first = await r.create('Greeter 2', { doc: greeting('Hello from two'), didGroupIds: [didGroupId], setting: { priority: 2 }, publish: true });
    const { phone, did } = contacts[4]!;
    const said = async () => {
      await r.inbound(phone, did, 'hello');
      await e.run(1, 1_000);
      return (await r.sentTo(phone)).map((m) => m.body).filter((b) => b.startsWith('Hello'));
    };
    expect(await said()).toEqual(['Hello from two']);
    expect(await said()).toEqual(['Hello from two', 'Hello from five']);
    expect(await said()).toEqual(['Hello from two', 'Hello from five']);
    await r.setting(first, { enableLoopback: true });
    expect(await said()).toEqual(['Hello from two', 'Hello from five', 'Hello from two']);
    // Switched off, a responder answers nobody.
    await t.db.updateTable('responders').set({ status: 0 }).where('id', 'in', [first, later]).execute();
    t.app.ctx.engine.responders.forget();
    expect(await said()).toHaveLength(3);
  });

  it('fills the message from the contact the user holds when a text answers no message, and leaves a stranger\'s fields empty', async () => {
    const menu = documentOf([{ id: 'menu', trigger: { id: 'tm', type: 'inbound_message', keywords: ['menu'], intents: [] }, actions: [sms('xm', 'Hi [fName], here is the menu')] }]);
    await r.create('Menu', { doc: menu, didGroupIds: [didGroupId], publish: true });
    const userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    const group = await t.db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('contacts').values({ group_id: group.id, phone: '+12125559001', type: 'MOBILE', first_name: 'Robin', created_at: t.clock.now().toISOString() }).execute();
    const { did } = contacts[0]!;
    for (const phone of ['+12125559001', '+12125559002']) await r.inbound(phone, did, 'Menu please');
    await e.run(1, 1_000);
    expect((await r.sentTo('+12125559001')).map((m) => m.body)).toEqual(['Hi Robin, here is the menu']);
    expect((await r.sentTo('+12125559002')).map((m) => m.body)).toEqual(['Hi, here is the menu']);
  });

  it('waits for the DID group to wake when the responder follows its sleep timer', async () => {
    await r.setting(campaignResponder, { enableSleep: true });
    // 22:00 in Chicago, where the seeded pool sleeps from 21:00 to 08:00.
    await e.at(new Date('2026-03-05T04:00:00.000Z'));
    const { phone, did } = contacts[5]!;
    await r.inbound(phone, did, 'see you tonight');
    await e.run(1, 1_000);
    const queued = (await r.actions(campaignResponder)).find((a) => a.action_id === 'xz');
    expect(queued).toMatchObject({ state: 'pending', due_at: '2026-03-05T14:00:00.000Z' });
    await e.at(new Date('2026-03-05T14:00:30.000Z'));
    await e.run(1, 1_000);
    expect((await r.sentTo(phone)).map((m) => m.body)).toContain('Good morning!');
  });
});
