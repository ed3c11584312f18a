// The demo user's seeded responders, read through the API on both databases: a published two-way
// responder on a seeded contact group and DID group, using every trigger kind, that passes the
// publish checks once the demo's audio exists (a real start writes it); two templates a new
// responder can be built from; an AI setting, on-the-fly settings and paid action stats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIGGER_TYPES, type FlowNode } from '@domain/responder-flow';
import type { ResponderView } from '@domain/responder-api';
import { seedMedia } from '@server/db/seed-media';
import { seedResponders } from '@server/db/seed-responders';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

describe.each(dialects)('seeded responders (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  const api = (method: 'GET' | 'POST', url: string, body?: unknown) => call(t.app, method, url, body, demo);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await signIn(t.app, 'demo@example.com', 'Demo#2026');
  });
  afterAll(async () => t?.close());

  it('gives the demo a published two-way responder using every trigger, and two templates', async () => {
    const list = await api('POST', '/responder-v2/search', {});
    expect(list.body.items.map((x: ResponderView) => [x.title, x.published])).toEqual([
      ['Missed call text-back', false],
      ['Keyword opt-in', false],
      ['Spring sale concierge', true],
    ]);
    const concierge: ResponderView = list.body.items[2];
    expect(concierge).toMatchObject({
      status: 1,
      sendMethod: 2,
      revision: 1,
      nodeCount: 16,
      contactGroups: [{ name: 'Webinar signups' }],
      didGroups: [{ name: 'Chicago pool' }],
    });
    const { nodes } = (await api('POST', `/responder-v2/getNodes?responderId=${concierge.id}`)).body as { nodes: FlowNode[] };
    expect(new Set(nodes.map((n) => n.trigger.type))).toEqual(new Set(TRIGGER_TYPES));
    expect(nodes.filter((n) => n.parentId === null).map((n) => n.label)).toEqual(['Node #1', 'Node #2', 'Node #3']);
    expect((await api('GET', `/responder-v2/revisions?responderId=${concierge.id}`)).body.items).toHaveLength(1);
    const stats = await api('POST', `/responder/paidActionStats?responderId=${concierge.id}`);
    expect(stats.body.items.map((i: { label: string; actionType: string }) => [i.label, i.actionType])).toEqual([['Node #1', 'send_message'], ['Node #1.3', 'send_voice']]);
    expect(stats.body.totals.sent).toBeGreaterThan(0);
    expect((await api('GET', '/responder-v2/aiAssistantSettings')).body.items.map((s: { name: string }) => s.name)).toEqual(['Spring concierge']);
    expect((await api('GET', '/responder-v2/onFlySetting')).body).toMatchObject({ inboundForwardNumber: '+13125550143', outboundForwardNumber: '+13125550144' });
  });

  it('passes the publish checks with the demo audio in place, and its templates build responders', async () => {
    const user = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    // What a real start seeds: the media files first (they need a data folder), then the responders.
    await t.db.deleteFrom('responders').where('user_id', '=', user).execute();
    await t.db.deleteFrom('ai_assistant_settings').where('user_id', '=', user).execute();
    await t.db.deleteFrom('responder_on_fly_settings').where('user_id', '=', user).execute();
    await seedMedia(t.db, t.clock.now, user, t.config.dataDir);
    await seedResponders(t.db, t.clock.now, user, t.config.dataDir);

    const list = (await api('POST', '/responder-v2/search', {})).body.items as ResponderView[];
    const concierge = list.find((x) => x.title === 'Spring sale concierge');
    const published = await api('POST', `/responder-v2/publish?responderId=${concierge?.id}`);
    expect(published.status, published.raw.body).toBe(200);
    expect(published.body.responder.revision).toBe(2);
    for (const template of list.filter((x) => !x.published)) {
      const built = await api('POST', `/responder-v2/publish?title=${encodeURIComponent(`From ${template.title}`)}&templateId=${template.id}`);
      expect(built.status, built.raw.body).toBe(200);
    }

    const played = await api('POST', '/responder-v2/simulateAction', { responderId: concierge?.id, event: { kind: 'inbound_message', text: 'Any deals?' } });
    const [outcome] = played.body.steps[0].outcomes;
    expect(outcome.text).toMatch(/^(Hi|Hello|Hey) \w+, our spring sale is (on|live) now: 20% off everything! https:\/\/deals\.example\.com\/\w{7} Opt out: /);
    const live = await api('POST', '/responder-v2/simulateAction', { responderId: concierge?.id, event: { kind: 'signal', trigger: 'live_feed' } });
    expect(live.body.steps[0].outcomes[0].text).toBe('Thanks for reaching out about spring sale! Come by this week and save 20% on everything!');
  });
});
