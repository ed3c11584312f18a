// The audit log (decision 40): every mutating call made while a Super-Admin is logged in as a user
// is listed with who, as whom, what and how it ended; reads are not, nor anything the user does in
// their own session. The log filters by root user, acting user and time; only a Super-Admin reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, Caller, DEMO } from './user-tools-client';

interface Entry { rootUser: { email: string }; actingUser: { email: string }; method: string; path: string; statusCode: number; createdAt: string }

describe.each(dialects)('audit log of login as user (%s)', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let demo: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Caller.signIn(t, ADMIN);
    demo = await Caller.signIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  const log = async (query = '') => {
    const res = await admin.call('GET', `/admin/audit-log${query}`);
    expect(res.status).toBe(200);
    return res.body as { items: Entry[]; total: number };
  };

  it('records mutating calls made while impersonating, and nothing else', async () => {
    // In their own session the user's calls are theirs alone.
    expect((await demo.call('POST', '/contact-groups', { groupName: 'Own group', country: 'US' })).status).toBe(200);
    expect((await log()).total).toBe(0);

    const asDemo = await admin.loginAs('demo');
    expect((await asDemo.call('GET', '/contact-groups?limit=5&offset=0')).status).toBe(200);
    // Reads the spec sends as POST are not changes either.
    expect((await asDemo.call('POST', '/notifications', { action: 'countUnread' })).status).toBe(200);
    expect((await asDemo.call('POST', '/responder-v2/search', { page: 1, pageSize: 10 })).status).not.toBe(404);
    const created = await asDemo.call('POST', '/contact-groups', { groupName: 'Made by support', country: 'US' });
    expect(created.status).toBe(200);
    const refused = await asDemo.call('POST', '/contact-groups', { groupName: 'x', country: 'US' });
    expect(refused.status).toBe(400);
    t.clock.advance(60_000);
    await asDemo.call('POST', '/admin/login-as-user/end');

    const { items, total } = await log();
    expect(total).toBe(4);
    // Newest first: the end, the refused create, the create, the login itself.
    expect(items.map((e) => [e.method, e.path, e.statusCode])).toEqual([
      ['POST', '/api/v1/admin/login-as-user/end', 200],
      ['POST', '/api/v1/contact-groups', 400],
      ['POST', '/api/v1/contact-groups', 200],
      ['POST', '/api/v1/admin/login-as-user', 200],
    ]);
    expect(items.every((e) => e.rootUser.email === ADMIN.email && e.actingUser.email === DEMO.email)).toBe(true);
  });

  it('filters by root user, acting user and time', async () => {
    t.clock.advance(60_000);
    const now = t.clock.now().toISOString();
    const asMfa = await admin.loginAs('mfa@example.com');
    await asMfa.call('POST', '/contact-groups', { groupName: 'For mfa', country: 'US' });
    expect((await log('?actingUser=mfa')).items.map((e) => e.actingUser.email)).toEqual(['mfa@example.com', 'mfa@example.com']);
    expect((await log('?rootUser=ADMIN@')).total).toBe(6);
    expect((await log('?rootUser=someone-else')).total).toBe(0);
    expect((await log(`?from=${encodeURIComponent(now)}`)).items.map((e) => e.actingUser.email)).toEqual(['mfa@example.com', 'mfa@example.com']);
    expect((await log(`?to=${encodeURIComponent(now)}`)).items.map((e) => e.actingUser.email)).toEqual(Array(4).fill(DEMO.email));
    expect((await admin.call('GET', '/admin/audit-log?from=yesterday')).status).toBe(400);
    expect((await demo.call('GET', '/admin/audit-log')).status).toBe(403);
  });
});
