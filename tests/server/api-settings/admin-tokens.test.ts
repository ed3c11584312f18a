// A Super-Admin's API tokens for a user (001 §3 "API token: email, otp"; decision 47): made and
// revoked with the ADMIN's own one-time code, the token shown once to the admin and working for the
// user on the public API, each change in the audit log; an unknown email is a 404 before any code is
// checked; a wrong code changes nothing; another user's token id is a 404; only a Super-Admin may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, ApiSettingsClient, DEMO, publicCall } from './api-client';

const AGENCY = { email: 'agency@example.com', password: 'Agency#2026' };

describe.each(dialects)("an admin's API tokens for a user (%s)", (dialect) => {
  let t: TestApp;
  let admin: ApiSettingsClient;
  let demo: ApiSettingsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.ctx.mailJobs.stop();
    admin = await ApiSettingsClient.signIn(t, ADMIN);
    demo = await ApiSettingsClient.signIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  const accepted = async (token: string) => (await publicCall(t, 'GET', '/messages/999999', { token })).status;
  const idOf = async (email: string) => Number((await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
  const audit = async () => t.db.selectFrom('audit_log').select(['root_user_id', 'user_id', 'method', 'path']).orderBy('id').execute();

  it('makes a token for the user with the admin’s code, shows it once, and logs it', async () => {
    const before = (await demo.tokens()).length;
    const res = await admin.call('POST', '/admin/users/api-token', { email: ' Demo@Example.com ', otp: await admin.code(), name: 'Support setup', expiresInDays: 30 });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^cp_/);
    expect(res.body.item).toMatchObject({ name: 'Support setup', status: 'active' });
    // It is the user's token: listed in their api tab, let in by the public API as them.
    expect((await demo.tokens()).map((x) => x.id)).toContain(res.body.item.id);
    expect(await demo.tokens()).toHaveLength(before + 1);
    expect(await accepted(res.body.token)).toBe(404);
    // The admin sees the user's list too, never a secret.
    const listed = await admin.call('GET', '/admin/users/api-tokens?email=demo@example.com');
    expect(listed.body.items.map((x: { id: number }) => x.id)).toContain(res.body.item.id);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.token);
    expect((await audit()).at(-1)).toEqual({ root_user_id: await idOf(ADMIN.email), user_id: await idOf(DEMO.email), method: 'POST', path: `/admin/users/api-token (token ${res.body.item.id})` });
    // The default name and lifetime.
    const plain = await admin.call('POST', '/admin/users/api-token', { email: DEMO.email, otp: await admin.code() });
    expect(plain.body.item.name).toBe('Issued by an admin');
  });

  it('revokes a user’s token with the admin’s code; the public API refuses it then', async () => {
    const made = (await admin.call('POST', '/admin/users/api-token', { email: DEMO.email, otp: await admin.code(), name: 'To revoke' })).body;
    expect((await admin.call('POST', '/admin/users/api-token/revoke', { email: DEMO.email, id: made.item.id, otp: '000000' })).body).toMatchObject({ field: 'otp' });
    expect(await accepted(made.token)).toBe(404);
    const revoked = await admin.call('POST', '/admin/users/api-token/revoke', { email: DEMO.email, id: made.item.id, otp: await admin.code() });
    expect(revoked.body).toMatchObject({ id: made.item.id, status: 'revoked' });
    expect(await accepted(made.token)).toBe(401);
    expect((await audit()).at(-1)?.path).toBe(`/admin/users/api-token/revoke (token ${made.item.id})`);
  });

  it('refuses a wrong code, an unknown user (404 before the code), another user’s token id (404), bad input naming the field', async () => {
    const count = (await demo.tokens()).length;
    const wrong = await admin.call('POST', '/admin/users/api-token', { email: DEMO.email, otp: '000000' });
    expect(wrong.body).toMatchObject({ code: 400, field: 'otp', message: 'One-time code is invalid' });
    expect(await demo.tokens()).toHaveLength(count);
    expect((await admin.call('POST', '/admin/users/api-token', { email: 'nobody@example.com', otp: '000000' })).status).toBe(404);
    expect((await admin.call('GET', '/admin/users/api-tokens?email=nobody@example.com')).status).toBe(404);
    // The admin's own token is not the demo user's: asking to revoke it as demo's is a 404.
    const own = await admin.createToken('Admin own');
    expect((await admin.call('POST', '/admin/users/api-token/revoke', { email: DEMO.email, id: own.item.id, otp: await admin.code() })).status).toBe(404);
    expect(await accepted(own.token)).toBe(404);
    expect((await admin.call('POST', '/admin/users/api-token', { email: DEMO.email, otp: '1', expiresInDays: 7 })).body).toMatchObject({ field: 'expiresInDays' });
    expect((await admin.call('POST', '/admin/users/api-token', { otp: '1' })).body).toMatchObject({ field: 'email' });
    expect((await admin.call('POST', '/admin/users/api-token', { email: DEMO.email })).body).toMatchObject({ field: 'otp' });
  });

  it('is for a Super-Admin only: a user and a Management-Agency get 403', async () => {
    expect((await demo.call('POST', '/admin/users/api-token', { email: DEMO.email, otp: '000000' })).status).toBe(403);
    expect((await demo.call('GET', '/admin/users/api-tokens?email=demo@example.com')).status).toBe(403);
    const agency = await ApiSettingsClient.signIn(t, AGENCY);
    expect((await agency.call('POST', '/admin/users/api-token', { email: 'agent1@example.com', otp: '000000' })).status).toBe(403);
    expect((await agency.call('POST', '/admin/users/api-token/revoke', { email: 'agent1@example.com', id: 1, otp: '000000' })).status).toBe(403);
  });
});
