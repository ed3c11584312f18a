// Login rules (000 §5 Login, 001 §8): field-naming validation, wrong credentials, blocked
// statuses, the one-time-code step, expired passwords, logout and session expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { blockedStatusMessages } from '@domain/user';
import { MFA_DEMO_SECRET, seedLogin } from '@server/db/seed-logins';
import { totpCode } from '@server/lib/totp';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');
const HOUR = 3_600_000;

describe.each(dialects)('login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (body: unknown) => call(t.app, 'POST', '/authentication/login', body);

  it('names the field in every validation message', async () => {
    expect((await login({ email: 'nope', password: 'Demo#2026' })).body).toEqual({
      code: 400, message: 'Email is invalid', field: 'email',
    });
    expect((await login({ email: 'demo@example.com', password: 'short' })).body).toMatchObject({
      code: 400, message: 'Password is invalid', field: 'password',
    });
    expect((await login({ password: 'Demo#2026' })).body).toMatchObject({ message: 'Email is required field!', field: 'email' });
    expect((await login({})).body).toMatchObject({ message: 'Email is required field!' });
    expect((await login({ email: 'demo@example.com', password: 'x'.repeat(31) })).body.message).toBe('Password is invalid');
    expect((await login({ email: demo.email, password: demo.password, otp: '12' })).body).toMatchObject({
      code: 400, message: 'One-time code must be at least 6 character(s)!', field: 'otp',
    });
  });

  it('answers 401 with the same text for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'ghost@example.com', password: 'Whatever#1' });
    const wrong = await login({ email: demo.email, password: 'Wrong#2026' });
    for (const res of [unknown, wrong]) expect(res).toMatchObject({ status: 401, body: { code: 401, message: authMessages.credentialsWrong } });
  });

  it('accepts the email in any case and answers token, expiry and user', async () => {
    const res = await login({ email: '  DEMO@Example.com ', password: demo.password });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.body.expiresAt)).toBe(t.clock.now().getTime() + 12 * HOUR);
    expect(res.body.user).toMatchObject({ email: demo.email, role: 'Business-User', balanceCents: 50_000, billingStatus: 'verified', rootUser: null });
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a suspended account with the status text', async () => {
    const s = seedLogin('suspended@example.com');
    const res = await login({ email: s.email, password: s.password });
    expect(res).toMatchObject({ status: 403, body: { message: blockedStatusMessages.Suspended, errorCode: 'ACCOUNT_BLOCKED' } });
  });

  it.each(['Inactive', 'Pending', 'Banned'] as const)('refuses a %s account with its text', async (status) => {
    await t.db.updateTable('users').set({ status }).where('email', '=', 'lowbalance@example.com').execute();
    const lb = seedLogin('lowbalance@example.com');
    const res = await login({ email: lb.email, password: lb.password });
    expect(res).toMatchObject({ status: 403, body: { message: blockedStatusMessages[status], errorCode: 'ACCOUNT_BLOCKED' } });
    await t.db.updateTable('users').set({ status: 'Active' }).where('email', '=', lb.email).execute();
  });

  it('asks for the one-time code, then accepts a valid one and refuses a wrong one', async () => {
    const m = seedLogin('mfa@example.com');
    const pending = await login({ email: m.email, password: m.password });
    expect(pending).toMatchObject({ status: 401, body: { message: 'Pending OTP', errorCode: 'PENDING_OTP' } });
    const good = totpCode(MFA_DEMO_SECRET, t.clock.now());
    const bad = good === '000000' ? '111111' : '000000';
    expect(await login({ email: m.email, password: m.password, otp: bad })).toMatchObject({
      status: 401, body: { message: authMessages.otpInvalid, errorCode: 'OTP_INVALID' },
    });
    const ok = await login({ email: m.email, password: m.password, otp: good });
    expect(ok.status).toBe(200);
    expect(ok.body.user.isEnableMfa).toBe(true);
  });

  it('accepts a code from the previous 30 s step but not from two minutes ago', async () => {
    const m = seedLogin('mfa@example.com');
    // The last test used the current step's code; each code is accepted once, so move on two steps.
    t.clock.advance(60_000);
    const previous = totpCode(MFA_DEMO_SECRET, new Date(t.clock.now().getTime() - 30_000));
    expect((await login({ email: m.email, password: m.password, otp: previous })).status).toBe(200);
    const old = totpCode(MFA_DEMO_SECRET, new Date(t.clock.now().getTime() - 120_000));
    const current = totpCode(MFA_DEMO_SECRET, t.clock.now());
    if (old !== current) expect((await login({ email: m.email, password: m.password, otp: old })).status).toBe(401);
  });

  it('answers an expired password with 401 and a reset token that resets it', async () => {
    const e = seedLogin('expired@example.com');
    const res = await login({ email: e.email, password: e.password });
    expect(res).toMatchObject({ status: 401, body: { message: authMessages.passwordExpired, errorCode: 'PASSWORD_EXPIRED' } });
    expect(res.body.jwtToken).toEqual(expect.any(String));
    const reset = await call(t.app, 'POST', '/authentication/reset-password', { token: res.body.jwtToken, password: 'Renewed#2026' });
    expect(reset).toMatchObject({ status: 200, body: { message: authMessages.resetSuccess } });
    expect((await login({ email: e.email, password: e.password })).status).toBe(401);
    expect((await login({ email: e.email, password: 'Renewed#2026' })).status).toBe(200);
  });

  it('expires a password older than the maximum age', async () => {
    const old = new Date(t.clock.now().getTime() - 91 * 24 * HOUR).toISOString();
    await t.db.updateTable('users').set({ password_changed_at: old }).where('email', '=', 'nobilling@example.com').execute();
    const n = seedLogin('nobilling@example.com');
    expect((await login({ email: n.email, password: n.password })).body.errorCode).toBe('PASSWORD_EXPIRED');
  });

  it('logout ends the session', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(200);
    expect(await call(t.app, 'POST', '/authentication/logout', undefined, token)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call(t.app, 'GET', '/users/me', undefined, token)).toMatchObject({
      status: 401, body: { message: 'Token expired!', errorCode: 'SESSION_EXPIRED' },
    });
  });

  it('answers 401 without a session or with a made-up one', async () => {
    expect((await call(t.app, 'GET', '/users/me')).body).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });
    expect((await call(t.app, 'GET', '/users/me', undefined, 'made-up')).status).toBe(401);
  });

  it('expires an idle session after the TTL and slides it while used', async () => {
    const token = await signIn(t.app, demo.email, demo.password);
    t.clock.advance(11 * HOUR);
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(200);
    // Used 11 h in, so it now lasts until 23 h.
    t.clock.advance(11 * HOUR);
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(200);
    t.clock.advance(12 * HOUR + 1000);
    expect(await call(t.app, 'GET', '/users/me', undefined, token)).toMatchObject({
      status: 401, body: { message: 'Token expired!', errorCode: 'SESSION_EXPIRED' },
    });
  });

  it('signs a user out at the next request once suspended', async () => {
    const d = seedLogin('admin@example.com');
    const token = await signIn(t.app, d.email, d.password);
    await t.db.updateTable('users').set({ status: 'Banned' }).where('email', '=', d.email).execute();
    expect(await call(t.app, 'GET', '/users/me', undefined, token)).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_BLOCKED' } });
    await t.db.updateTable('users').set({ status: 'Active' }).where('email', '=', d.email).execute();
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(401);
  });
});
