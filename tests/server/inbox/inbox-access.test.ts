// Star, unstar and mark read on the demo's seeded threads, on both databases; and a thread is its
// owner's alone: another user's list never shows it, and every call on it (view, reply, star, read)
// answers 404, as does a thread id that does not exist; without a session the inbox answers 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from '../campaigns/campaigns-client';
import { InboxClient } from './inbox-client';

const NOT_FOUND = { message: 'Thread is not existed' };

describe.each(dialects)('inbox access (%s)', (dialect) => {
  let t: TestApp;
  let demo: InboxClient;
  let admin: InboxClient;
  let question: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = new InboxClient(await CampaignsClient.signIn(t));
    admin = new InboxClient(await CampaignsClient.signIn(t, OTHER));
    question = (await demo.list({ filter: 'unread' })).items[0]!.threadUUID;
  });
  afterAll(async () => t?.close());

  it('stars and unstars a thread', async () => {
    expect((await demo.star(question, true)).body).toEqual({ message: 'Updated' });
    expect((await demo.list({ filter: 'starred' })).items.map((i) => i.threadUUID)).toContain(question);
    expect((await demo.view(question)).thread.starred).toBe(true);
    await demo.star(question, false);
    expect((await demo.list({ filter: 'starred' })).items.map((i) => i.threadUUID)).not.toContain(question);
  });

  it('marks a thread read: it leaves Unread for Read and still needs a response', async () => {
    expect((await demo.view(question)).thread).toMatchObject({ unread: true, needsResponse: true });
    expect((await demo.read(question)).status).toBe(200);
    expect((await demo.list({ filter: 'unread' })).items.map((i) => i.threadUUID)).not.toContain(question);
    expect((await demo.list({ filter: 'read' })).items.map((i) => i.threadUUID)).toContain(question);
    expect((await demo.view(question)).thread).toMatchObject({ unread: false, needsResponse: true });
  });

  it('shows another user none of the demo\'s threads, and answers 404 to each call on one', async () => {
    expect(await admin.list()).toMatchObject({ items: [], total: 0, counts: { needsResponse: 0, unread: 0 } });
    for (const res of [
      await admin.call('GET', `/inbox/threads/${question}`),
      await admin.reply(question, 'Hello'),
      await admin.star(question, true),
      await admin.read(question),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(NOT_FOUND);
    }
    expect((await demo.view(question)).thread.starred).toBe(false);
  });

  it('answers 404 for a thread id that does not exist, and 401 without a session', async () => {
    expect((await demo.call('GET', '/inbox/threads/no-such-thread')).status).toBe(404);
    expect((await demo.star('00000000-0000-0000-0000-000000000000', true)).status).toBe(404);
    expect((await call(t.app, 'GET', '/inbox/threads')).status).toBe(401);
  });

  it('refuses an unknown filter, naming it', async () => {
    const res = await demo.call('GET', '/inbox/threads?filter=everything');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('filter');
  });
});
