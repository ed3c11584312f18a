// Campaign drafts on both databases: a draft is stored as sent (however incomplete), listed newest
// first, updated, duplicated and deleted; a sent campaign is no longer a draft; another user's
// campaign answers 404 'Campaign is not existed' on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@domain/campaigns';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from './campaigns-client';

describe.each(dialects)('campaign drafts (%s)', (dialect) => {
  let t: TestApp;
  let demo: CampaignsClient;
  let other: CampaignsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await CampaignsClient.signIn(t);
    other = await CampaignsClient.signIn(t, OTHER);
  });
  afterAll(async () => t?.close());

  it('shows the seeded campaigns newest first, filtered by status', async () => {
    const all = await demo.call('GET', '/campaigns');
    expect(all.status).toBe(200);
    expect(all.body.items.map((c: Campaign) => [c.title, c.status])).toEqual([
      // The finished campaign with a week of stats (seed-stats.ts) is seeded last.
      ['Loyalty week: thank-you offer', 'completed'],
      ['Summer teaser', 'draft'],
      ['Spring sale to scrubbed customers', 'draft'],
      ['Welcome back weekend', 'queued'],
    ]);
    const queued = await demo.call('GET', '/campaigns?status=queued');
    expect(queued.body.total).toBe(1);
    expect(queued.body.items[0].audience).toBeGreaterThan(0);
    expect((await other.call('GET', '/campaigns')).body).toEqual({ items: [], total: 0 });
  });

  it('stores a draft as saved, updates, duplicates and deletes it', async () => {
    const made = await demo.createDraft({ campaignTitle: '  Autumn  ', contactGroups: [999_999], target: [], lap1: { testSize: 5 } });
    expect(made).toMatchObject({ title: 'Autumn', status: 'draft', audience: null, scheduledAt: null });
    // Incomplete and even wrong references survive as stored: the rules run on send.
    const read = await demo.call('GET', `/campaigns/${made.id}`);
    expect(read.body.compose).toMatchObject({ campaignTitle: '  Autumn  ', contactGroups: [999_999], target: [], lap1: { testSize: 5 } });

    const updated = await demo.call('PUT', `/campaigns/drafts/${made.id}`, { compose: { ...read.body.compose, campaignTitle: '', country: 'CA' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: made.id, title: 'Untitled campaign', compose: { country: 'CA' } });

    const copy = await demo.call('POST', `/campaigns/${made.id}/duplicate`);
    expect(copy.body).toMatchObject({ title: 'Untitled campaign (copy)', status: 'draft', compose: { country: 'CA', lap1: { testSize: 5 } } });
    expect(copy.body.id).toBeGreaterThan(made.id);

    for (const id of [made.id, copy.body.id]) expect((await demo.call('DELETE', `/campaigns/${id}`)).body).toEqual({ message: 'ok' });
    expect((await demo.call('GET', `/campaigns/${made.id}`)).status).toBe(404);
  });

  it('refuses to change or delete a campaign that was sent, and duplicates it as a draft', async () => {
    const queued = (await demo.call('GET', '/campaigns?status=queued')).body.items[0] as Campaign;
    const put = await demo.call('PUT', `/campaigns/drafts/${queued.id}`, { compose: {} });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ code: 409, message: 'Only drafts can be changed' });
    expect((await demo.call('DELETE', `/campaigns/${queued.id}`)).status).toBe(409);
    const copy = await demo.call('POST', `/campaigns/${queued.id}/duplicate`);
    expect(copy.body).toMatchObject({ title: 'Welcome back weekend (copy)', status: 'draft', audience: null });
    await demo.call('DELETE', `/campaigns/${copy.body.id}`);
  });

  it('answers 404 for another user campaign on every call, and changes nothing', async () => {
    const mine = await demo.createDraft({ campaignTitle: 'Private' });
    const compose = { compose: {} };
    const calls: [Parameters<CampaignsClient['call']>[0], string, unknown?][] = [
      ['GET', `/campaigns/${mine.id}`],
      ['PUT', `/campaigns/drafts/${mine.id}`, compose],
      ['DELETE', `/campaigns/${mine.id}`],
      ['POST', `/campaigns/${mine.id}/duplicate`],
      ['POST', '/campaigns/send', { ...compose, draftId: mine.id }],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: 'Campaign is not existed' });
    }
    expect((await demo.call('GET', `/campaigns/${mine.id}`)).body).toMatchObject({ title: 'Private', status: 'draft' });
    expect((await other.call('GET', '/campaigns')).body.total).toBe(0);
  });

  it('refuses a bad id or query naming the parameter', async () => {
    expect((await demo.call('GET', '/campaigns/abc')).body).toMatchObject({ code: 400, field: 'campaignId', message: 'Campaign id must be number type!' });
    expect((await demo.call('GET', '/campaigns?status=sent')).body).toMatchObject({ code: 400, field: 'status' });
    expect((await demo.call('POST', '/campaigns/drafts', { compose: { country: 'USA' } })).body).toMatchObject({ code: 400, field: 'compose.country' });
  });
});
