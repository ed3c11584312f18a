// API tokens in the api tab: made, renewed and revoked only with a one-time code (emailed, or the
// authenticator app's with MFA on); a wrong or reused code is refused and changes nothing; the
// token is shown once and only its hash is stored; a revoked, replaced or expired token is refused
// by the public API; another user's token id is a 404.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, ApiSettingsClient, MFA, publicCall } from './api-client';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(dialects)('API tokens (%s)', (dialect) => {
  let t: TestApp;
  let demo: ApiSettingsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.ctx.mailJobs.stop();
    demo = await ApiSettingsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  /** What the public API makes of a token: 404 for a message that does not exist means it was let in. */
  const accepted = async (token: string) => (await publicCall(t, 'GET', '/messages/999999', { token })).status;

  it('lists the seeded token by name, without any secret', async () => {
    const [seeded] = await demo.tokens();
    expect(seeded).toMatchObject({ name: 'Demo integration', status: 'active', lastUsedAt: null });
    expect(seeded!.prefix).toMatch(/^cp_/);
    expect(Object.keys(seeded!).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'status']);
  });

  it('refuses a wrong code and a missing one, and makes nothing', async () => {
    const before = await demo.tokens();
    expect((await demo.call('POST', '/settings/apiTokenCode')).body).toEqual({ via: 'email', message: 'A one-time code was sent to your email' });
    const wrong = await demo.call('POST', '/settings/initNewAPIToken', { name: 'Guess', otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'otp', message: 'One-time code is invalid' });
    const missing = await demo.call('POST', '/settings/initNewAPIToken', { name: 'Guess' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('otp');
    expect(await demo.tokens()).toEqual(before);
  });

  it('makes a token with the emailed code, shows it once, stores only its hash, and the code works once', async () => {
    const otp = await demo.code();
    const made = await demo.call('POST', '/settings/initNewAPIToken', { name: 'Shop integration', expiresInDays: 30, otp });
    expect(made.status).toBe(200);
    const { token, item } = made.body;
    expect(token).toMatch(/^cp_[A-Za-z0-9_-]{43}$/);
    expect(item).toMatchObject({ name: 'Shop integration', prefix: token.slice(0, 12), status: 'active' });
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
    // The list never shows it again.
    expect(JSON.stringify((await demo.call('GET', '/settings/listAPITokens')).body)).not.toContain(token.slice(12));
    // The same code a second time is refused.
    const again = await demo.call('POST', '/settings/initNewAPIToken', { name: 'Twice', otp });
    expect(again.status).toBe(400);

    expect(await accepted(token)).toBe(404);
    const used = (await demo.tokens()).find((x) => x.id === item.id);
    expect(used?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    expect((await publicCall(t, 'GET', '/messages/1')).status).toBe(401);
    expect((await publicCall(t, 'GET', '/messages/1', { token: 'cp_not-a-token' })).body).toMatchObject({ message: 'The API token is missing, invalid, revoked or expired' });
  });

  it('renews a token: a new secret, the old one refused at once', async () => {
    const { token, item } = await demo.createToken('Renew me');
    const renewed = await demo.call('POST', '/settings/renewAPIToken', { id: item.id, expiresInDays: 90, otp: await demo.code() });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(token);
    expect(renewed.body.item).toMatchObject({ id: item.id, name: 'Renew me', status: 'active' });
    expect(Date.parse(renewed.body.item.expiresAt) - t.clock.now().getTime()).toBe(90 * 86_400_000);
    expect(await accepted(token)).toBe(401);
    expect(await accepted(renewed.body.token)).toBe(404);
  });

  it('revokes a token with a code; a revoked token is refused, and cannot be renewed', async () => {
    const { token, item } = await demo.createToken('Revoke me');
    expect((await demo.call('POST', '/settings/revokeAPIToken', { id: item.id, otp: '123' })).status).toBe(400);
    expect(await accepted(token)).toBe(404);
    const revoked = await demo.call('POST', '/settings/revokeAPIToken', { id: item.id, otp: await demo.code() });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: item.id, status: 'revoked' });
    expect(await accepted(token)).toBe(401);
    expect((await demo.call('POST', '/settings/renewAPIToken', { id: item.id, otp: await demo.code() })).status).toBe(409);
  });

  it('refuses an expired token', async () => {
    const { token } = await demo.createToken('Short-lived', 30);
    t.clock.advance(30 * 86_400_000 + 1000);
    demo = await ApiSettingsClient.signIn(t);
    expect(await accepted(token)).toBe(401);
    expect((await demo.tokens()).find((x) => x.name === 'Short-lived')?.status).toBe('expired');
  });

  it("answers 404 for another user's token id, whatever the code", async () => {
    const [mine] = await demo.tokens();
    const admin = await ApiSettingsClient.signIn(t, ADMIN);
    const otp = await admin.code();
    expect((await admin.call('POST', '/settings/revokeAPIToken', { id: mine!.id, otp })).status).toBe(404);
    expect((await admin.call('POST', '/settings/renewAPIToken', { id: mine!.id, otp })).status).toBe(404);
    expect((await demo.tokens()).find((x) => x.id === mine!.id)?.status).not.toBe('revoked');
    expect((await admin.tokens()).map((x) => x.id)).not.toContain(mine!.id);
  });

  it('confirms with the authenticator code when two-step sign-in is on, and refuses a wrong one', async () => {
    const mfa = await ApiSettingsClient.signIn(t, MFA);
    expect((await mfa.call('GET', '/settings/api')).body.codeVia).toBe('totp');
    expect((await mfa.call('POST', '/settings/initNewAPIToken', { name: 'App', otp: '000000' })).status).toBe(400);
    const made = await mfa.createToken('App');
    expect(made.item.status).toBe('active');
    expect(await accepted(made.token)).toBe(404);
  });
});
