// The public API end to end, as an integration uses it: a token made in the api tab, a message sent
// with it through the sending engine and the carrier simulator (charged, delivered, readable by its
// id, listed in the inbox under 'Send API'), its result and the contact's reply posted to the
// user's webhooks with a signature made with the API request key; contacts added to a group; a
// campaign's totals read; and the per-token rate limit's 429.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_PER_MINUTE } from '@domain/api-settings';
import { FINISHED_CAMPAIGN_TITLE } from '@server/db/seed-stats';
import { dialects, type TestApp } from '../fixtures/test-app';
import { EngineClient, engineSuite } from '../engine/engine-client';
import { ResponderClient } from '../engine/responder-client';
import { InboxClient } from '../inbox/inbox-client';
import { ADMIN, ApiSettingsClient, publicCall } from '../api-settings/api-client';
import { WebhookReceiver } from './webhook-receiver';

const SIM = JSON.stringify({ results: { DELIVERED: 1 }, audience: { clickRate: 0, replyRate: 0 } });
const TO = '+12125558800';

describe.each(dialects)('public API (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let demo: ApiSettingsClient;
  let token: string;
  let hooks: WebhookReceiver;
  let userId: number;

  // The receiver is a local server: the private-address rule (decision 46) is lifted for it.
  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: SIM, webhookAllowPrivate: true } });
  beforeAll(async () => {
    await t.app.ctx.mailJobs.stop();
    hooks = await WebhookReceiver.start();
    demo = await ApiSettingsClient.signIn(t);
    token = (await demo.createToken('Shop')).token;
    const saved = await demo.call('POST', '/settings/updateApiSetting', { deliveryUrl: hooks.url('/results'), replyUrl: hooks.url('/replies') });
    expect(saved.status).toBe(200);
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => hooks?.close());

  const send = (body: unknown) => publicCall(t, 'POST', '/messages', { token, body });

  it('sends a message through the engine, charged, delivered, in the inbox under Send API, with its result and reply posted', async () => {
    const before = await e.balance(userId);
    const sent = await send({ to: '+1 (212) 555-8800', message: 'Your order has shipped.' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ to: TO, message: 'Your order has shipped.', segments: 1, result: null });
    expect(['queued', 'sent']).toContain(sent.body.status);
    const id = sent.body.id as number;
    const row = await t.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.idem_key).toMatch(/^api:/);
    expect(row.did).toBe(sent.body.from);
    expect(before - (await e.balance(userId))).toBe(sent.body.costCents);
    expect(sent.body.costCents).toBeGreaterThan(0);

    await e.run(2, 30_000);
    const read = await publicCall(t, 'GET', `/messages/${id}`, { token });
    expect(read.body).toMatchObject({ id, status: 'delivered', result: 'DELIVERED' });
    expect(read.body.resultAt).not.toBeNull();

    const inbox = new InboxClient(e.campaigns);
    expect(await inbox.phonesIn('sendApi', [TO])).toEqual([TO]);
    const thread = await inbox.thread(TO);
    const view = await inbox.view(thread.threadUUID);
    expect(view.messages.at(-1)).toMatchObject({ direction: 'outbound', source: 'api', text: 'Your order has shipped.', result: 'DELIVERED' });
    expect(await inbox.phonesIn('needsResponse', [TO])).toEqual([]);

    // The result webhook, signed with the API request key.
    await t.app.ctx.mailJobs.drain();
    const key = (await demo.call('GET', '/settings/api')).body.apiKey as string;
    const result = hooks.received.find((r) => r.path === '/results');
    expect(result?.body).toMatchObject({ event: 'message.result', message: { id, status: 'delivered', result: 'DELIVERED' } });
    expect(result?.signature).toBe(createHmac('sha256', key).update(result!.raw).digest('hex'));

    // The contact answers: the reply webhook, and the thread now needs a response.
    await new ResponderClient(e).inbound(TO, row.did!, 'Thanks! When does it arrive?');
    await t.app.ctx.mailJobs.drain();
    const reply = hooks.received.find((r) => r.path === '/replies');
    expect(reply?.body).toMatchObject({ event: 'message.reply', reply: { from: TO, to: row.did, text: 'Thanks! When does it arrive?', messageId: id } });
    expect(reply?.signature).toBe(createHmac('sha256', key).update(reply!.raw).digest('hex'));
    expect(await inbox.phonesIn('needsResponse', [TO])).toEqual([TO]);
  });

  it('retries a webhook the receiver refused', async () => {
    hooks.status = 500;
    const sent = await send({ to: '+12125558801', message: 'Second one' });
    await e.run(2, 30_000);
    await t.app.ctx.mailJobs.drain();
    const forThis = () => hooks.received.filter((r) => (r.body as { message?: { id: number } }).message?.id === sent.body.id);
    expect(forThis()).toHaveLength(1);
    hooks.status = 200;
    t.clock.advance(31_000);
    await t.app.ctx.mailJobs.drain();
    expect(forThis()).toHaveLength(2);
  });

  it('refuses bad requests naming the field, and numbers or groups that are not the user\'s', async () => {
    const noPhone = await send({ to: 'call me', message: 'Hi' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.field).toBe('to');
    expect((await send({ to: TO })).body.field).toBe('message');
    const notMine = await send({ to: TO, message: 'Hi', from: '+19995550000' });
    expect(notMine.body).toMatchObject({ field: 'from', message: 'from is not one of your numbers' });
    expect((await send({ to: TO, message: 'Hi', didGroupId: 999_999 })).status).toBe(404);
    expect((await publicCall(t, 'GET', '/messages/1', { token })).status).toBe(404);
  });

  it("adds contacts to the user's group: new ones, duplicates and invalid phones told apart", async () => {
    const group = await t.db.selectFrom('contact_groups').select(['id', 'contacts_count']).where('user_id', '=', userId).where('busy_task_id', 'is', null).where('archived_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const res = await publicCall(t, 'POST', `/contact-groups/${group.id}/contacts`, {
      token,
      body: { contacts: [{ phone: '+12125557001', firstName: 'Ann' }, { phone: '(212) 555-7002' }, { phone: '+12125557001' }, { phone: 'nope' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 2, duplicates: 1, invalid: [{ index: 3, phone: 'nope' }] });
    const rows = await t.db.selectFrom('contacts').select(['phone', 'first_name']).where('group_id', '=', group.id).where('phone', 'in', ['+12125557001', '+12125557002']).orderBy('phone').execute();
    expect(rows).toEqual([{ phone: '+12125557001', first_name: 'Ann' }, { phone: '+12125557002', first_name: null }]);
    const after = await t.db.selectFrom('contact_groups').select('contacts_count').where('id', '=', group.id).executeTakeFirstOrThrow();
    expect(Number(after.contacts_count)).toBe(Number(group.contacts_count) + 2);

    const adminGroup = await t.db
      .selectFrom('contact_groups as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select('g.id')
      .where('u.email', '=', ADMIN.email)
      .executeTakeFirst();
    const otherId = adminGroup ? Number(adminGroup.id) : 999_999;
    expect((await publicCall(t, 'POST', `/contact-groups/${otherId}/contacts`, { token, body: { contacts: [{ phone: '+12125557003' }] } })).status).toBe(404);
  });

  it("reads a campaign's totals, and 404 for one that is not the user's", async () => {
    const campaign = await t.db.selectFrom('campaigns').select(['id']).where('user_id', '=', userId).where('title', '=', FINISHED_CAMPAIGN_TITLE).executeTakeFirstOrThrow();
    const res = await publicCall(t, 'GET', `/campaigns/${campaign.id}/stats`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: Number(campaign.id), title: FINISHED_CAMPAIGN_TITLE });
    expect(res.body.totals.sent).toBeGreaterThan(0);
    expect(res.body.totals.delivered).toBeLessThanOrEqual(res.body.totals.sent);
    expect((await publicCall(t, 'GET', '/campaigns/999999/stats', { token })).status).toBe(404);
  });

  it('answers 429 with Retry-After past the per-token limit, and another token is not affected', async () => {
    t.clock.advance(60_000);
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_API_PER_MINUTE; i++) statuses.push((await publicCall(t, 'GET', '/messages/1', { token })).status);
    expect(statuses.slice(0, PUBLIC_API_PER_MINUTE).every((s) => s === 404)).toBe(true);
    const over = await publicCall(t, 'GET', '/messages/1', { token });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = (await demo.createToken('Second')).token;
    expect((await publicCall(t, 'GET', '/messages/1', { token: other })).status).toBe(404);
  });

  it('serves its own OpenAPI document, apart from the app\'s', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/public/openapi.json' })).json();
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/public/v1/campaigns/{id}/stats', '/api/public/v1/contact-groups/{id}/contacts', '/api/public/v1/messages', '/api/public/v1/messages/{id}']);
    expect(JSON.stringify(doc.paths['/api/public/v1/messages'].post.requestBody)).toContain('Your order has shipped.');
    const app = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(app.paths).some((p) => p.startsWith('/api/public'))).toBe(false);
    expect(Object.keys(app.paths)).toContain('/api/v1/settings/initNewAPIToken');
    const page = await t.app.inject({ method: 'GET', url: '/api/public/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('POST /api/public/v1/messages');
  });
});
