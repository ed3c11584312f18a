// Live-feed forwarding acted on (decision 46): a contact's message to the user is posted as signed
// JSON to the user's live-feed URL by the background queue (never on the inbound webhook's path),
// retried when the receiver refuses it; a private or local URL is refused when saved and when
// called. The same refusal guards the public API's delivery and reply webhook URLs.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedLiveFeedPoster } from '@server/providers/live-feed/simulated-live-feed-poster';
import { updateUserSettings } from '@server/modules/user-settings/repo';
import { isPrivateUrl } from '@server/lib/public-address';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { SettingsClient } from '../user-settings/settings-client';
import { ApiSettingsClient } from '../api-settings/api-client';

describe.each(dialects)('live-feed forwarding (%s)', (dialect) => {
  let t: TestApp;
  let demo: SettingsClient;
  let userId: number;
  let did: string;
  let feed: SimulatedLiveFeedPoster;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.ctx.mailJobs.stop();
    feed = t.app.ctx.liveFeed as SimulatedLiveFeedPoster;
    demo = await SettingsClient.signIn(t);
    userId = Number((await demo.user.call('GET', '/users/me')).body.id);
    const row = await t.db.selectFrom('dids as d').innerJoin('did_groups as g', 'g.id', 'd.group_id').select('d.phone').where('g.user_id', '=', userId).orderBy('d.id').executeTakeFirstOrThrow();
    did = row.phone;
  });
  afterAll(async () => t?.close());

  /** A contact writes to the demo's number through the carrier's webhook. */
  async function inbound(text: string) {
    const from = `+1212555${String(7000 + ++n)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/carrier/inbound', payload: { from, to: did, text }, headers: { 'x-carrier-token': await t.app.ctx.carrierToken() } });
    expect(res.statusCode).toBe(200);
    return from;
  }
  const postedFrom = (from: string) => feed.posted.filter((p) => (JSON.parse(p.body) as { message: { from: string } }).message.from === from);
  const save = async (liveFeedForward: string) => demo.saveAdvanced({ ...(await demo.advanced()).body, liveFeedForward });

  it('refuses a private or local live-feed URL when it is saved, naming the field', async () => {
    for (const url of ['http://127.0.0.1:8080/feed', 'http://localhost/feed', 'https://10.1.2.3/feed', 'http://[::1]/feed', 'http://192.168.0.10/x', 'http://169.254.169.254/latest', 'http://intranet.local/x']) {
      const res = await save(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ field: 'liveFeedForward', message: 'Live feed forward must be a public address, not a private or local one' });
    }
    expect((await save('https://crm.example.com/feed')).status).toBe(200);
    expect((await demo.advanced()).body.liveFeedForward).toBe('https://crm.example.com/feed');
  });

  it('posts each inbound message in the background, signed with the API request key', async () => {
    const from = await inbound('Yes, tell me more');
    expect(postedFrom(from)).toHaveLength(0); // queued, not posted on the webhook's path
    await t.app.ctx.mailJobs.drain();
    const [post] = postedFrom(from);
    expect(post?.url).toBe('https://crm.example.com/feed');
    expect(JSON.parse(post!.body)).toMatchObject({ event: 'message.inbound', message: { from, to: did, text: 'Yes, tell me more', kind: 'text' } });
    const key = (await new ApiSettingsClient(t, 'demo@example.com', demo.user.token).call('GET', '/settings/api')).body.apiKey as string;
    expect(post!.headers['x-signature']).toBe(createHmac('sha256', key).update(post!.body).digest('hex'));
  });

  it('tries again later when the receiver refuses', async () => {
    feed.status = 503;
    const from = await inbound('STOP');
    await t.app.ctx.mailJobs.drain();
    expect(postedFrom(from)).toHaveLength(0);
    feed.status = 200;
    t.clock.advance(31_000);
    await t.app.ctx.mailJobs.drain();
    expect(postedFrom(from).map((p) => (JSON.parse(p.body) as { message: { kind: string } }).message.kind)).toEqual(['stop']);
  });

  it('never calls a private address written around the save check, and posts nothing without a URL', async () => {
    await updateUserSettings(t.db, userId, { liveFeedForward: 'http://10.0.0.8/feed' });
    const privateFrom = await inbound('Hello?');
    await t.app.ctx.mailJobs.drain();
    expect(postedFrom(privateFrom)).toHaveLength(0);
    await updateUserSettings(t.db, userId, { liveFeedForward: '' });
    const before = await t.db.selectFrom('mail_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await inbound('Anyone there?');
    const after = await t.db.selectFrom('mail_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses private addresses for the public API's delivery and reply webhooks too", async () => {
    const api = new ApiSettingsClient(t, 'demo@example.com', demo.user.token);
    const delivery = await api.call('POST', '/settings/updateApiSetting', { deliveryUrl: 'http://127.0.0.1:9/results', replyUrl: '' });
    expect(delivery).toMatchObject({ status: 400, body: { field: 'deliveryUrl', message: 'must be a public address, not a private or local one' } });
    const reply = await api.call('POST', '/settings/updateApiSetting', { deliveryUrl: '', replyUrl: 'http://localhost/replies' });
    expect(reply).toMatchObject({ status: 400, body: { field: 'replyUrl' } });
    expect((await api.call('POST', '/settings/updateApiSetting', { deliveryUrl: 'https://hooks.example.com/results', replyUrl: '' })).status).toBe(200);
  });

  it('the shared rule: literal private addresses and local names, unless the server allows them', async () => {
    const options = { allowPrivate: false, timeoutMs: 1000 };
    for (const url of ['http://127.0.0.2/', 'http://[::ffff:10.0.0.1]/', 'http://0.0.0.0/', 'http://db.internal/', 'http://a.localhost/', 'http://100.64.1.1/']) expect(await isPrivateUrl(url, options), url).toBe(true);
    for (const url of ['https://8.8.8.8/', 'https://crm.example.com/', '', 'not a url']) expect(await isPrivateUrl(url, options), url).toBe(false);
    expect(await isPrivateUrl('http://127.0.0.1/', { ...options, allowPrivate: true })).toBe(false);
  });
});
