// Sending a campaign on both databases: the compose is checked with the sending user's facts, so
// another user's contact group, creative or DID group is a 400 naming the field (and nothing is
// stored); each broken rule answers the spec's words on its field; a valid send is stored queued or
// scheduled with its audience, converting the draft it came from. /campaigns/check lists the
// problems with the step that shows each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '@domain/api-errors';
import type { Campaign } from '@domain/campaigns';
import type { ComposeInput } from '@domain/campaign-compose';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from './campaigns-client';

describe.each(dialects)('campaign send (%s)', (dialect) => {
  let t: TestApp;
  let demo: CampaignsClient;
  let other: CampaignsClient;
  const others = { group: 0, didGroup: 0, creative: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await CampaignsClient.signIn(t);
    other = await CampaignsClient.signIn(t, OTHER);
    others.group = await other.groupId('Not yours');
    others.didGroup = (await other.call('POST', '/did-groups', { name: 'Not yours', country: 'US' })).body.id;
    others.creative = (await other.call('POST', '/creatives', { title: 'Not yours', message: 'Hello there' })).body.id;
  });
  afterAll(async () => t?.close());

  const count = async () => (await demo.call('GET', '/campaigns')).body.total as number;
  const send = async (changes: ComposeInput, draftId?: number) =>
    demo.call('POST', '/campaigns/send', { compose: await demo.readyCompose(changes), ...(draftId ? { draftId } : {}) });

  it('refuses another user group, creative or DID group naming the field, and stores nothing', async () => {
    const before = await count();
    const ready = await demo.readyCompose();
    const route = ready.routesTwoWays[0];
    const cases: [ComposeInput, string, string][] = [
      [{ contactGroups: [others.group] }, 'compose.contactGroups', `Contact groups: Contact group ${others.group} is not one of your contact groups`],
      [{ creativeIds: [others.creative] }, 'compose.creativeIds', `Creatives: Creative ${others.creative} is not one of your creatives`],
      [
        { routesTwoWays: [{ routeId: route.routeId, didGroupIds: [others.didGroup] }] },
        'compose.routesTwoWays.0.didGroupIds',
        `DID groups: DID group ${others.didGroup} is not one of your DID groups`,
      ],
    ];
    for (const [changes, field, message] of cases) {
      const res = await send(changes);
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, field, message });
      expect(res.body.problems[0]).toMatchObject({ severity: 'error', field, message });
    }
    expect(await count()).toBe(before);
  });

  it('answers each broken rule in the spec words on its field', async () => {
    const cases: [ComposeInput, string, string][] = [
      [{ country: '' }, 'compose.country', 'Country is required field!'],
      [{ activeScheduling: true, scheduling: '2026-04-02 10:00', schedulingStopTime: '2026-04-01 10:00' }, 'compose.schedulingStopTime', 'Stop time must be after Start time'],
      [{ activeScheduling: true, scheduling: '', schedulingStopTime: '' }, 'compose.scheduling', 'Start time: Choose a start time or a stop time'],
      [{ offerIds: [] }, 'compose.offerIds', 'Offers: Choose at least one offer'],
      [{ target: [{ contactField: 'phoneType', filterType: 'INCLUDE', valueContactField: 'LANDLINE' }] }, 'compose.target', 'Target: Phone type must include MOBILE'],
    ];
    for (const [changes, field, message] of cases) {
      const res = await send(changes);
      expect(res.body, JSON.stringify(changes)).toMatchObject({ code: 400, field, message });
    }
  });

  it('stores a valid send queued with its audience, or scheduled with its start time', async () => {
    const audience = (await demo.call('POST', '/campaigns/audience', { compose: await demo.readyCompose() })).body.total as number;
    expect(audience).toBeGreaterThan(100);
    const queued = await send({ campaignTitle: '  Now  ' });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ title: 'Now', status: 'queued', audience, scheduledAt: null, compose: { campaignTitle: 'Now' } });

    const draft = await demo.createDraft({ campaignTitle: 'Later' });
    const scheduled = await send({ campaignTitle: 'Later', activeScheduling: true, scheduling: '2026-04-01 09:30', timeName: 'America/New_York' }, draft.id);
    expect(scheduled.body).toMatchObject({ id: draft.id, status: 'scheduled', audience, scheduledAt: '2026-04-01 09:30' });
    // The draft became the campaign: it is no longer a draft to change or send again.
    expect((await demo.call('GET', `/campaigns/${draft.id}`)).body.status).toBe('scheduled');
    expect((await send({}, draft.id)).status).toBe(409);
  });

  it('needs the minimum balance to send', async () => {
    const low = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    const res = await call(t.app, 'POST', '/campaigns/send', { compose: await demo.readyCompose() }, low);
    expect(res.status).toBe(402);
  });

  it('needs verified billing information to send', async () => {
    const unverified = await signIn(t.app, 'nobilling@example.com', 'NoBilling#2026');
    const before = await count();
    const res = await call(t.app, 'POST', '/campaigns/send', { compose: await demo.readyCompose() }, unverified);
    expect(res.status).toBe(412);
    expect(res.body.message).toBe(apiErrorTexts.billingRequired);
    expect(await count()).toBe(before);
  });

  it('lists the problems of a compose with the step of each', async () => {
    const res = await demo.call('POST', '/campaigns/check', { compose: { campaignTitle: 'Bare', contactGroups: [others.group] } });
    expect(res.status).toBe(200);
    const problems = res.body.problems as { path: string; message: string; step: string }[];
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'country', message: 'Country is required field!', step: 'audience' },
        { path: 'contactGroups', message: `Contact group ${others.group} is not one of your contact groups`, step: 'audience' },
        { path: 'routesTwoWays', message: 'Choose a route', step: 'route' },
        { path: 'creativeIds', message: 'Choose at least one creative', step: 'content' },
      ]),
    );
    expect((await demo.call('POST', '/campaigns/check', { compose: await demo.readyCompose() })).body).toEqual({ problems: [] });
  });

  it('keeps sent campaigns apart per user', async () => {
    const mine = (await demo.call('GET', '/campaigns?status=queued')).body.items as Campaign[];
    expect(mine.length).toBeGreaterThan(1);
    expect((await other.call('GET', '/campaigns?status=queued')).body.total).toBe(0);
  });
});
