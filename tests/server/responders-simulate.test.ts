// The simulator through simulateAction, on both databases: a test contact played through the
// current draft, each action rendered (the message with variables, spintax, the short-link preview,
// segments and cost from the price table; the webhook with its query and trimmed headers; the voice
// call, the audio, the forward, the AI reply), timers fast-forwarded; nothing sent, no link made,
// no credit charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowNode } from '@domain/responder-flow';
import { sampleWav } from '@server/modules/media/sample-media';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { child, onflyMessage, responderApi, root, webhook } from './fixtures/responders';
import { MediaClient } from './media/media-client';

describe.each(dialects)('responder simulator (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let userId = 0;
  let r: ReturnType<typeof responderApi>;
  let responderId = 0;
  let graph: FlowNode[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    r = responderApi(t.app, me);
    const group = (await call(t.app, 'POST', '/contact-groups', { groupName: 'Simulated leads', country: 'CA' }, me)).body.id;
    await t.db
      .insertInto('contacts')
      .values({ group_id: group, phone: '+14165550100', first_name: 'Priya', last_name: 'Shah', email: null, city: 'Toronto', state_code: 'ON', zip_code: null, carrier: null, data: JSON.stringify({ agentPhone: '+14165550199' }), import_task_id: null, created_at: '2026-03-01T00:00:00.000Z' })
      .execute();
    const creative = (await call(t.app, 'POST', '/creatives', { title: 'Sim', message: '{Hi|Hello} [fName], use [promo] today!', variables: [{ name: '[promo]', value: 'SAVE10' }] }, me)).body.id;
    const offer = (await call(t.app, 'POST', '/offers', { title: 'Sim offer', url: 'https://shop.example.com/sim', message: 'Deal', domains: ['go.example.net'] }, me)).body.id;
    const optout = (await call(t.app, 'POST', '/optout-links', { title: 'Stop', url: 'https://stop.example.com', mode: 'customer', type: 'optoutLink' }, me)).body.id;
    const audio = await new MediaClient(t.app, me).add('sim-greeting.wav', sampleWav(1, 8000, 500));

    const start = root('n_start', { id: 't_start', type: 'inbound_message', keywords: ['yes'], intents: [] }, [
      onflyMessage('a_offer', '', { source: 'creative', creativeId: creative, offerId: offer, optoutLinkId: optout }),
    ]);
    const clicked = child('n_click', start, 0, { id: 't_click', type: 'click_link' }, [
      webhook('a_hook', 'https://crm.example.com/lead?src=sms', [{ name: ' X-Token ', value: ' abc ' }, { name: ' ', value: 'dropped' }], [{ name: 'phone', value: '[phone]' }, { name: 'name', value: '[fName] [lName]' }]),
    ]);
    const quiet = child('n_quiet', start, 0, { id: 't_quiet', type: 'no_reply', timeout: 30 }, [{ id: 'a_call', type: 'send_voice', mediaId: audio, delayedMinute: 0.5 }], 1);
    const agent = child('n_agent', start, 0, { id: 't_agent', type: 'inbound_message', keywords: ['agent'], intents: [] }, [{ id: 'a_fwd', type: 'forward_call', variable: '[agentPhone]' }], 2);
    const answered = child('n_answered', quiet, 0, { id: 't_answered', type: 'answered_call' }, [{ id: 'a_play', type: 'play_audio', mediaId: audio }]);
    const pressed = child('n_pressed', answered, 0, { id: 't_key', type: 'dtmf', button: '1' }, [{ id: 'a_ai', type: 'ai_agent', creativeId: creative }]);
    const silent = child('n_silent', answered, 0, { id: 't_silent', type: 'no_dtmf', timeout: 1 }, [{ id: 'a_bye', type: 'play_audio', mediaId: audio }], 1);
    graph = [start, clicked, quiet, agent, answered, pressed, silent];
    responderId = (await r.create({ title: 'Simulated', contactGroupIds: [group] })).id;
    const saved = await r.put(responderId, graph);
    expect(saved.status, saved.raw.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const simulate = (state: unknown, event: unknown, as = me) => call(t.app, 'POST', '/responder-v2/simulateAction', { responderId, state, event }, as);

  it('plays a contact through the draft and renders what each action would do, charging nothing', async () => {
    const balance = await t.app.ctx.ledger.balance(userId);
    const links = await t.db.selectFrom('short_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    const first = await simulate(undefined, { kind: 'inbound_message', text: 'YES please' });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.note).toBeNull();
    const [step] = first.body.steps;
    expect(step).toMatchObject({ nodeId: 'n_start', label: 'Node #1', triggerId: 't_start', trigger: 'inbound_message' });
    const message = step.outcomes[0];
    expect(message.text).toMatch(/^Hi Priya, use SAVE10 today! https:\/\/go\.example\.net\/[A-Za-z0-9]{7} Opt out: http:\/\/localhost:\d+\/public\/optout\/confirm\?token=preview$/);
    expect(message).toMatchObject({ type: 'send_message', actionId: 'a_offer', messageType: 'SMS', segments: 1, media: [], delayedMinute: 0 });
    expect(message.shortLink).toMatch(/^https:\/\/go\.example\.net\/[A-Za-z0-9]{7}$/);
    // Canada's SMS price (900 millicents), P2P for a two-way responder: one segment.
    expect(message.costMillicents).toBe(900);

    const clicked = await simulate(first.body.state, { kind: 'signal', trigger: 'click_link' });
    expect(clicked.body.steps[0].outcomes[0]).toEqual({
      type: 'fire_request',
      actionId: 'a_hook',
      method: 'GET',
      url: 'https://crm.example.com/lead?src=sms&phone=%2B14165550100&name=Priya%20Shah',
      headers: [{ name: 'X-Token', value: 'abc' }],
    });

    const tooSoon = await simulate(first.body.state, { kind: 'wait', minutes: 29 });
    expect(tooSoon.body).toMatchObject({ steps: [], note: 'Nothing here times out within 29 minutes' });
    const later = await simulate(tooSoon.body.state, { kind: 'wait', minutes: 1 });
    expect(later.body.steps[0]).toMatchObject({ nodeId: 'n_quiet', trigger: 'no_reply', outcomes: [{ type: 'send_voice', actionId: 'a_call', audio: 'sim-greeting.wav', delayedMinute: 0.5, costMillicents: 1800 }] });
    const answered = await simulate(later.body.state, { kind: 'signal', trigger: 'answered_call' });
    expect(answered.body.steps[0].outcomes).toEqual([{ type: 'play_audio', actionId: 'a_play', audio: 'sim-greeting.wav' }]);
    const pressed = await simulate(answered.body.state, { kind: 'dtmf', key: '1' });
    expect(pressed.body.steps[0].outcomes[0]).toEqual({ type: 'ai_agent', actionId: 'a_ai', reply: 'Thanks for reaching out! Hi Priya, use SAVE10 today!' });
    const wrongKey = await simulate(answered.body.state, { kind: 'dtmf', key: '7' });
    expect(wrongKey.body).toMatchObject({ steps: [], note: 'No trigger listens for DTMF 7 here' });

    const agent = await simulate(first.body.state, { kind: 'inbound_message', text: 'an agent please' });
    expect(agent.body.steps[0].outcomes).toEqual([{ type: 'forward_call', actionId: 'a_fwd', phone: '+14165550199' }]);

    expect(await t.app.ctx.ledger.balance(userId)).toBe(balance);
    expect((await t.db.selectFrom('short_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(links.n);
    expect((await t.db.selectFrom('responder_action_events').select('id').where('responder_id', '=', responderId).execute()).length).toBe(0);
  });

  it('starts at a chosen start and plays the current draft, not the published revision', async () => {
    const started = await simulate(undefined, { kind: 'start', triggerId: 't_start' });
    expect(started.body.steps.map((s: { nodeId: string }) => s.nodeId)).toEqual(['n_start']);
    const published = await call(t.app, 'POST', `/responder-v2/publish?responderId=${responderId}`, undefined, me);
    expect(published.status, published.raw.body).toBe(200);
    const changed = graph.map((n) => (n.id === 'n_start' ? { ...n, actions: [onflyMessage('a_offer', 'Draft text for [fName], which is quite long: ' + 'x'.repeat(150))] } : n));
    expect((await r.put(responderId, changed)).status).toBe(200);
    const played = await simulate(undefined, { kind: 'inbound_message', text: 'yes' });
    expect(played.body.steps[0].outcomes[0]).toMatchObject({ text: `Draft text for Priya, which is quite long: ${'x'.repeat(150)}`, shortLink: null, segments: 2, costMillicents: 1800 });
    const nothing = await simulate(undefined, { kind: 'inbound_message', text: 'maybe later' });
    expect(nothing.body).toMatchObject({ steps: [], note: 'No keyword or intent here matches "maybe later"' });
  });

  it('refuses a bad event naming the field, and another user\'s responder with 404', async () => {
    const bad = await simulate(undefined, { kind: 'dtmf', key: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('event.key');
    const stranger = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    expect((await simulate(undefined, { kind: 'start', triggerId: 't_start' }, stranger)).status).toBe(404);
  });
});
