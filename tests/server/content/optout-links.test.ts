// Opt-out links through the API, on both databases: fields and their messages, list and update,
// another user's link refused; and the public confirmation: a signed link records the contact's
// opt-out for real (the number is then opted out for the link's owner), confirm-first links ask
// before, a forged or cut token is refused, and the public calls are rate-limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptoutLink } from '@domain/optout-links';
import { signOptoutToken } from '@server/modules/content/optout-token';
import { PUBLIC_OPTOUT_PER_MINUTE } from '@server/modules/content/public-optout-routes';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('opt-out links (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    other = await signIn(t.app, 'demo@example.com', 'Demo#2026');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = me) => call(t.app, method, url, body, token);
  const valid = { title: 'Unsubscribe', url: 'https://stop.example.com/optout', domains: ['Stop.Example.com'], setConfirmed: false, mode: 'customer', type: 'optoutLink' };
  async function create(extra: Record<string, unknown> = {}): Promise<OptoutLink> {
    const res = await api('POST', '/optout-links', { ...valid, ...extra });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as OptoutLink;
  }
  const isOptedOut = async (phone: string) =>
    (await t.db.selectFrom('opt_outs').innerJoin('users', 'users.id', 'opt_outs.user_id').select('users.email').where('phone', '=', phone).execute()).map((r) => r.email);

  it('refuses bad fields with messages naming them, and stores the rest', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required field!'],
      [{ url: 'stop' }, 'url', 'Url is incorrect format!'],
      [{ mode: 'everyone' }, 'mode', ''],
      [{ type: 'link' }, 'type', ''],
      [{ domains: ['no_such'] }, 'domains.0', 'Domain no_such is incorrect format!'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api('POST', '/optout-links', { ...valid, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.field).toBe(field);
      if (message) expect(res.body.message).toBe(message);
    }
    const link = await create({ setConfirmed: true, mode: 'product', type: 'no-optoutLink' });
    expect(link).toMatchObject({ domains: ['stop.example.com'], setConfirmed: true, mode: 'product', type: 'no-optoutLink' });
    const updated = await api('PUT', `/optout-links/${link.id}`, { ...valid, title: 'Stop texts' });
    expect(updated.body).toMatchObject({ title: 'Stop texts', setConfirmed: false, mode: 'customer', type: 'optoutLink' });
    expect((await api('GET', '/optout-links?title=stop%20texts')).body.items.map((l: OptoutLink) => l.id)).toEqual([link.id]);
  });

  it("answers 404 for another user's link on every call", async () => {
    const link = await create({ title: 'Mine only' });
    for (const [method, url, body] of [
      ['GET', `/optout-links/${link.id}`],
      ['PUT', `/optout-links/${link.id}`, valid],
      ['DELETE', `/optout-links/${link.id}`],
      ['POST', `/optout-links/${link.id}/sign`, { phone: '3125550100' }],
    ] as const) {
      const res = await api(method, url, body, other);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Opt-out link is not existed');
    }
    expect((await api('DELETE', `/optout-links/${link.id}`)).body).toEqual({ message: 'ok' });
  });

  it('records the opt-out from a signed link, for the link owner only', async () => {
    const link = await create({ title: 'Acme deals', mode: 'product' });
    const signed = await api('POST', `/optout-links/${link.id}/sign`, { phone: '(312) 555-0177', country: 'US' });
    expect(signed.body.url).toBe(`${t.config.publicUrl}/public/optout/confirm?token=${signed.body.token}`);
    const token = signed.body.token as string;

    const before = await call(t.app, 'GET', `/public/optout?token=${encodeURIComponent(token)}`);
    expect(before.body).toMatchObject({ title: 'Acme deals', optedOut: false, setConfirmed: false, phone: '+1••••••0177' });
    expect(await isOptedOut('+13125550177')).toEqual([]);

    const done = await call(t.app, 'POST', '/public/optout/confirm', { token });
    expect(done.status, done.raw.body).toBe(200);
    expect(done.body).toMatchObject({ optedOut: true, message: 'You have been unsubscribed from Acme deals. You will not receive any more messages about it.' });
    expect(await isOptedOut('+13125550177')).toEqual(['lowbalance@example.com']);
    // Twice is harmless; the owner sees the number opted out where contacts look it up.
    expect((await call(t.app, 'POST', '/public/optout/confirm', { token })).status).toBe(200);
    const found = await api('GET', '/contacts/find?phone=%2B13125550177');
    expect(found.body.optedOut).toBe(true);
  });

  it('refuses forged, cut and foreign-secret tokens, and tokens of deleted links', async () => {
    const link = await create();
    const token = (await api('POST', `/optout-links/${link.id}/sign`, { phone: '+13125550188' })).body.token as string;
    const [payload, mac] = token.split('.');
    const otherPhone = Buffer.from(`${link.id}:+13125550199`).toString('base64url');
    const forged = [
      `${otherPhone}.${mac}`,
      `${payload}.${mac!.slice(0, -2)}`,
      payload!,
      signOptoutToken('not-the-server-secret-at-all', link.id, '+13125550199'),
      'garbage',
    ];
    for (const bad of forged) {
      const res = await call(t.app, 'POST', '/public/optout/confirm', { token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ field: 'token', message: 'This opt-out link is not valid. Please use the link from your message.' });
    }
    expect(await isOptedOut('+13125550199')).toEqual([]);
    await api('DELETE', `/optout-links/${link.id}`);
    expect((await call(t.app, 'POST', '/public/optout/confirm', { token })).status).toBe(400);
    expect(await isOptedOut('+13125550188')).toEqual([]);
  });

  it('limits the public calls per address', async () => {
    t.clock.advance(61_000);
    let last = 0;
    for (let i = 0; i <= PUBLIC_OPTOUT_PER_MINUTE; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: '/api/v1/public/optout?token=x.y', remoteAddress: '10.9.8.7' })).statusCode;
      if (i < PUBLIC_OPTOUT_PER_MINUTE) expect(last).toBe(400);
    }
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/optout?token=x.y', remoteAddress: '10.9.8.8' })).statusCode).toBe(400);
  });
});
