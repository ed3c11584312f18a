// Switching parts of a sent campaign on and off, on every database, and what the engine then does:
// a creative switched off is not sent afterwards (and is sent again once on), a route switched off
// sends nothing, a contact group switched off is passed over, a domain group switched off puts the
// links on the app's own host. Each answers its toast; the last creative, route or contact group
// cannot be switched off; the campaign's history says who switched what.
import { describe, expect, it } from 'vitest';
import { FOR_GOOD } from '@server/engine/optimization-laps';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { MonitoringClient } from './monitoring-client';

describe.each(dialects)('monitoring switches (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let m: MonitoringClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (m = new MonitoringClient(client))));

  const lastId = async (campaignId: number) => Math.max(0, ...(await e.messages(campaignId)).map((msg) => Number(msg.id)));

  it('stops sending a creative once it is switched off, and sends it again once on', async () => {
    const ready = await e.campaigns.readyCompose();
    const second = await e.campaigns.call('POST', '/creatives', { title: 'Second voice', message: 'Hey [fName], one more look at spring prices?' });
    const [first, other] = [ready.creativeIds[0]!, Number(second.body.id)];
    // 600 an hour: ten a minute, so the campaign is still running after its first minutes.
    const campaign = await e.send('Creative switch', newYorkers(60, 1000), { creativeIds: [first, other], sendSpeed: 600 });
    await e.run(1);
    const before = await e.messages(campaign.id);
    expect(new Set(before.map((msg) => Number(msg.creative_id)))).toEqual(new Set([first, other]));

    const off = await m.switch(campaign.id, 'creative', other, false);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Switch status creative successfully!');
    expect(off.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ element: 'creative', id: other, on: false, reason: 'manual', pausedUntil: null })]));
    const stored = await t.db.selectFrom('campaign_paused_elements').selectAll().where('campaign_id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ element: 'creative', reason: 'manual', paused_until: FOR_GOOD });

    const switchedAt = await lastId(campaign.id);
    await e.run(2);
    const after = (await e.messages(campaign.id)).filter((msg) => Number(msg.id) > switchedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((msg) => Number(msg.creative_id) === first)).toBe(true);

    // The last creative on stays on.
    expect((await m.switch(campaign.id, 'creative', first, false)).body).toMatchObject({ code: 409, message: 'At least one creative must stay on' });

    expect((await m.switch(campaign.id, 'creative', other, true)).body.message).toBe('Switch status creative successfully!');
    const onAgainAt = await lastId(campaign.id);
    await e.run(2);
    const again = (await e.messages(campaign.id)).filter((msg) => Number(msg.id) > onAgainAt);
    expect(new Set(again.map((msg) => Number(msg.creative_id)))).toEqual(new Set([first, other]));

    const history = (await m.call('GET', `/campaigns/${campaign.id}/history`)).body.items as { kind: string; detail: string }[];
    expect(history.filter((h) => h.kind === 'switch').map((h) => h.detail)).toEqual([
      'Creative Second voice switched on by the sender',
      'Creative Second voice switched off by the sender',
    ]);
    await m.call('POST', `/campaigns/${campaign.id}/complete`);
  });

  it('passes over a contact group switched off, with the spec’s toast', async () => {
    const { campaign, groupIds } = await m.sendToGroups('Two groups', [newYorkers(5, 1100), newYorkers(5, 1200)]);
    const res = await m.switch(campaign.id, 'contactGroup', groupIds[1]!, false);
    expect(res.body.message).toBe('Switch status of contact group successfully!');
    expect((await m.switch(campaign.id, 'contactGroup', groupIds[0]!, false)).body).toMatchObject({ code: 409, message: 'At least one contact group must stay on' });
    await e.run(10);
    const messages = await e.messages(campaign.id);
    expect(messages).toHaveLength(5);
    expect(messages.every((msg) => Number(msg.group_id) === groupIds[0])).toBe(true);
    const row = await m.row(campaign.id);
    expect(row.status).toBe('completed');
    expect(row.contactGroups.map((g) => g.on)).toEqual([true, false]);
    // The switched-off group's contacts were never sent to: they are what remains.
    expect(row.remainContact).toBe(5);
  });

  it('sends through the routes that are on only', async () => {
    // A second two-way route beside the seeded one, sending from the same DID group.
    const route = await t.db
      .insertInto('routes')
      .values({ name: 'US 10DLC Two-way B', country: 'US', send_method: 2, message_types: '["SMS","MMS"]', support_attachment: 1, is_10dlc: 1, creative_approval_required: 0, status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ready = await e.campaigns.readyCompose();
    const [main] = ready.routesTwoWays;
    const both = { routesTwoWays: [main!, { routeId: Number(route.id), didGroupIds: main!.didGroupIds }] };
    const control = await e.send('Both routes', newYorkers(6, 1300), both);
    const switched = await e.send('One route', newYorkers(6, 1400), both);
    const res = await m.switch(switched.id, 'route', Number(route.id), false);
    expect(res.body.message).toBe('Switch status route successfully!');
    expect((await m.switch(switched.id, 'route', main!.routeId, false)).body).toMatchObject({ code: 409, message: 'At least one route must stay on' });
    await e.run(10);
    expect(new Set((await e.messages(control.id)).map((msg) => Number(msg.route_id)))).toEqual(new Set([main!.routeId, Number(route.id)]));
    const sent = await e.messages(switched.id);
    expect(sent).toHaveLength(6);
    expect(sent.every((msg) => Number(msg.route_id) === main!.routeId)).toBe(true);
    expect((await m.row(switched.id)).routes.map((r) => [r.name, r.on])).toEqual([
      ['US 10DLC Two-way', true],
      ['US 10DLC Two-way B', false],
    ]);
  });

  it('puts the links on the app’s own host once the domain group is off', async () => {
    const control = await e.send('Group host links', newYorkers(4, 1450));
    const campaign = await e.send('Own host links', newYorkers(4, 1500));
    const group = (await m.elements(campaign.id)).find((el) => el.element === 'domainGroup')!;
    expect(group).toMatchObject({ on: true });
    expect((await m.switch(campaign.id, 'domainGroup', group.id, false)).body.message).toBe('Switch status domain group successfully!');
    await e.run(10);
    expect((await e.messages(control.id)).every((msg) => msg.domain !== null)).toBe(true);
    const messages = await e.messages(campaign.id);
    expect(messages).toHaveLength(4);
    expect(messages.every((msg) => msg.link_code !== null && msg.domain === null)).toBe(true);
  });

  it('refuses an element the campaign does not have, and a draft', async () => {
    const campaign = await e.send('Not mine to switch', newYorkers(2, 1600));
    expect((await m.switch(campaign.id, 'creative', 999_999, false)).body).toMatchObject({ code: 400, field: 'id', message: 'This element is not part of the campaign' });
    expect((await m.call('POST', `/campaigns/${campaign.id}/switch-status`, { element: 'didGroup', id: 1, on: false })).body).toMatchObject({ code: 400, field: 'element' });
    const draft = await e.campaigns.createDraft({ campaignTitle: 'Still a draft' });
    expect((await m.call('GET', `/campaigns/${draft.id}/elements`)).body).toMatchObject({ code: 409, message: 'Only a sent campaign has elements to switch' });
  });
});
