// The IP allowlist of the api tab: only valid IPv4/IPv6 addresses and CIDR ranges go in (a bad one
// is a 400 naming ipAddress); once it holds entries the public API refuses any other address with
// a 403 naming it and lets a matching address or range in; an empty list lets any address in;
// another user's entry id is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, ApiSettingsClient, publicCall } from './api-client';

describe.each(dialects)('IP allowlist (%s)', (dialect) => {
  let t: TestApp;
  let demo: ApiSettingsClient;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.ctx.mailJobs.stop();
    demo = await ApiSettingsClient.signIn(t);
    token = (await demo.createToken()).token;
  });
  afterAll(async () => t?.close());

  const list = async () => (await demo.call('GET', '/settings/listWhitelistedIPs')).body.items as { id: number; ipAddress: string }[];
  const from = async (ip: string) => publicCall(t, 'GET', '/messages/999999', { token, ip });

  it('lists the seeded addresses of this machine', async () => {
    expect((await list()).map((e) => e.ipAddress)).toEqual(['127.0.0.1', '::1']);
  });

  it('refuses what is not an IP address or CIDR range, naming the field', async () => {
    for (const ipAddress of ['999.1.1.1', '10.0.0.0/33', 'example.com', '2001:db8::g', '1.2.3', '', '10.0.0.1 ']) {
      const res = await demo.call('POST', '/settings/invokeAccess', { ipAddress });
      if (ipAddress === '10.0.0.1 ') {
        // Trimmed, it is a valid address.
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, ipAddress).toBe(400);
      expect(res.body.field).toBe('ipAddress');
    }
    expect((await demo.call('POST', '/settings/invokeAccess', { ipAddress: '999.1.1.1' })).body.message).toContain('IP address must be a valid IPv4 or IPv6 address or CIDR range');
    expect((await demo.call('POST', '/settings/invokeAccess', { ipAddress: '10.0.0.1' })).body).toMatchObject({ field: 'ipAddress', message: 'This IP address is already in the list' });
  });

  it('lets in an address inside an allowed range, and refuses one outside with a 403 naming it', async () => {
    for (const ipAddress of ['198.51.100.0/24', '2001:db8::/32']) expect((await demo.call('POST', '/settings/invokeAccess', { ipAddress, note: 'Office' })).status).toBe(200);
    expect((await from('198.51.100.77')).status).toBe(404);
    expect((await from('2001:db8:1::5')).status).toBe(404);
    expect((await from('::ffff:198.51.100.8')).status).toBe(404);
    expect((await from('127.0.0.1')).status).toBe(404);
    const outside = await from('203.0.113.9');
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('Requests from IP address 203.0.113.9 are not allowed for this account: add it to the IP allowlist in Settings > API');
    expect((await from('2001:db9::1')).status).toBe(403);
    // Refused before anything is read or sent: a send from outside writes nothing.
    const send = await publicCall(t, 'POST', '/messages', { token, ip: '203.0.113.9', body: { to: '+12125550100', message: 'Hi' } });
    expect(send.status).toBe(403);
  });

  it('lets any address in once the list is empty', async () => {
    for (const entry of await list()) expect((await demo.call('POST', '/settings/revokeIPAddress', { id: entry.id })).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await from('203.0.113.9')).status).toBe(404);
  });

  it("answers 404 for another user's entry", async () => {
    const mine = await demo.call('POST', '/settings/invokeAccess', { ipAddress: '192.0.2.0/24' });
    const admin = await ApiSettingsClient.signIn(t, ADMIN);
    expect((await admin.call('POST', '/settings/revokeIPAddress', { id: mine.body.id })).status).toBe(404);
    expect((await admin.call('GET', '/settings/listWhitelistedIPs')).body.items).toEqual([]);
    expect((await list()).map((e) => e.ipAddress)).toEqual(['192.0.2.0/24']);
  });
});
