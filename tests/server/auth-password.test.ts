// Password life cycle and two-step sign-in setup: forgot (mail in the outbox with a working link,
// sent by the mail queue), reset (single use, one hour, and every other link of the user revoked by
// a new password), change (current password checked), mfa-status enable/disable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { seedLogin } from '@server/db/seed-logins';
import { totpCode } from '@server/lib/totp';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const admin = seedLogin('admin@example.com');
const demo = seedLogin('demo@example.com');

describe.each(dialects)('passwords on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await signIn(t.app, admin.email, admin.password);
  });
  afterAll(() => t.close());

  /** The outbox once the mail queue has sent what is due. */
  const outbox = async () => {
    await t.app.ctx.mailJobs.drain();
    return (await call(t.app, 'GET', '/admin/outbox', undefined, adminToken)).body;
  };
  const forgot = (email: string) => call(t.app, 'POST', '/authentication/forgot-password', { email });
  const reset = (token: string, password: string) => call(t.app, 'POST', '/authentication/reset-password', { token, password });

  /** Asks for a reset of `email` and returns the token from the link in the newest mail. */
  async function resetTokenFor(email: string): Promise<string> {
    t.clock.advance(1000); // distinct mail timestamps, so "newest first" is unambiguous
    expect(await forgot(email)).toMatchObject({ status: 200, body: { message: authMessages.forgotSuccess } });
    const [mail] = await outbox();
    expect(mail.to).toBe(email);
    const link = /https?:\/\/\S+\/reset-password\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    return decodeURIComponent(link?.[1] ?? '');
  }

  it('answers forgot-password the same for unknown emails and sends nothing', async () => {
    const before = (await outbox()).length;
    expect(await forgot('nobody@example.com')).toMatchObject({ status: 200, body: { message: authMessages.forgotSuccess } });
    expect((await outbox()).length).toBe(before);
    expect((await forgot('not-an-email')).body).toMatchObject({ code: 400, message: 'Email is invalid', field: 'email' });
  });

  it('mails a link under PUBLIC_URL whose token resets the password once', async () => {
    const token = await resetTokenFor(demo.email);
    const [mail] = await outbox();
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect((await call(t.app, 'GET', `/admin/outbox/${mail.id}`, undefined, adminToken)).body).toEqual(mail);

    const session = await signIn(t.app, demo.email, demo.password);
    expect(await reset(token, 'Fresh#Pass1')).toMatchObject({ status: 200, body: { message: authMessages.resetSuccess } });
    // Single use, and every old session is gone.
    expect(await reset(token, 'Other#Pass1')).toMatchObject({
      status: 400, body: { message: authMessages.resetTokenInvalid, field: 'token' },
    });
    expect((await call(t.app, 'GET', '/users/me', undefined, session)).status).toBe(401);
    await signIn(t.app, demo.email, 'Fresh#Pass1');
  });

  it('refuses a reset token older than one hour, and a made-up one', async () => {
    const token = await resetTokenFor(demo.email);
    t.clock.advance(3_600_000 + 1);
    expect((await reset(token, 'Late#Pass12')).body).toMatchObject({ code: 400, field: 'token' });
    expect((await reset('made-up', 'Late#Pass12')).body).toMatchObject({ code: 400, field: 'token' });
    expect((await reset(token, 'short')).body).toMatchObject({ message: 'Password is invalid', field: 'password' });
    expect((await call(t.app, 'POST', '/authentication/reset-password', { password: 'Late#Pass12' })).body).toMatchObject({
      message: 'Token is required field!', field: 'token',
    });
  });

  it('changes the password only with the right current one', async () => {
    const lb = seedLogin('lowbalance@example.com');
    const token = await signIn(t.app, lb.email, lb.password);
    const other = await signIn(t.app, lb.email, lb.password);
    const change = (body: unknown) => call(t.app, 'POST', '/authentication/change-password', body, token);
    expect((await change({ currentPassword: 'Wrong#2026', newPassword: 'Next#20261', confirmPassword: 'Next#20261' })).body).toMatchObject({
      code: 400, message: authMessages.currentPasswordWrong, field: 'currentPassword',
    });
    expect((await change({ currentPassword: lb.password, newPassword: 'Next#20261', confirmPassword: 'Nope#20261' })).body).toMatchObject({
      code: 400, message: authMessages.confirmNotMatched, field: 'confirmPassword',
    });
    expect((await change({ currentPassword: lb.password, newPassword: 'tiny', confirmPassword: 'tiny' })).body).toMatchObject({
      message: 'New password is invalid', field: 'newPassword',
    });
    expect((await change({ currentPassword: lb.password, newPassword: 'Next#20261', confirmPassword: 'Next#20261' })).status).toBe(200);
    // This session stays; the other device is signed out.
    expect((await call(t.app, 'GET', '/users/me', undefined, token)).status).toBe(200);
    expect((await call(t.app, 'GET', '/users/me', undefined, other)).status).toBe(401);
    await signIn(t.app, lb.email, 'Next#20261');
    expect((await call(t.app, 'POST', '/authentication/change-password', {})).status).toBe(401);
  });

  it('enables two-step sign-in with a confirmed code and disables it with a valid code', async () => {
    const nb = seedLogin('nobilling@example.com');
    const token = await signIn(t.app, nb.email, nb.password);
    const status = () => call(t.app, 'GET', '/authentication/mfa-status', undefined, token);
    const set = (enable: boolean, body: unknown) =>
      call(t.app, 'POST', `/authentication/mfa-status?isEnableMfa=${enable}`, body, token);

    expect((await status()).body).toEqual({ isEnableMfa: false });
    const setup = await set(true, {});
    expect(setup.body).toMatchObject({ isEnableMfa: false, secret: expect.any(String) });
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect((await set(true, { otp: '000000' === totpCode(setup.body.secret, t.clock.now()) ? '111111' : '000000' })).body).toMatchObject({
      code: 400, message: authMessages.otpInvalid, field: 'otp',
    });
    expect((await set(true, { otp: totpCode(setup.body.secret, t.clock.now()) })).body).toEqual({ isEnableMfa: true });
    expect((await status()).body).toEqual({ isEnableMfa: true });

    const pending = await call(t.app, 'POST', '/authentication/login', { email: nb.email, password: nb.password });
    expect(pending.body.errorCode).toBe('PENDING_OTP');

    expect((await set(false, {})).body).toMatchObject({ code: 400, field: 'otp', message: 'One-time code is required field!' });
    // The code that enabled it is spent; the next step's code disables it.
    t.clock.advance(30_000);
    expect((await set(false, { otp: totpCode(setup.body.secret, t.clock.now()) })).body).toEqual({ isEnableMfa: false });
    expect((await call(t.app, 'POST', '/authentication/mfa-status?isEnableMfa=maybe', {}, token)).body).toMatchObject({
      code: 400, field: 'isEnableMfa',
    });
  });

  it('revokes every other reset link of the user when one of them resets the password', async () => {
    const e = seedLogin('expired@example.com');
    const expiredLogin = await call(t.app, 'POST', '/authentication/login', { email: e.email, password: e.password });
    const fromLogin: string = expiredLogin.body.jwtToken;
    const first = await resetTokenFor(e.email);
    const second = await resetTokenFor(e.email);
    const someoneElse = await resetTokenFor(demo.email);

    expect((await reset(second, 'Second#2026')).status).toBe(200);
    for (const token of [first, fromLogin]) {
      expect(await reset(token, 'Stolen#2026')).toMatchObject({
        status: 400, body: { code: 400, message: authMessages.resetTokenInvalid, field: 'token' },
      });
    }
    await signIn(t.app, e.email, 'Second#2026');
    // Another user's link is not touched.
    expect((await reset(someoneElse, 'Demo#Again1')).status).toBe(200);
  });

  it('revokes outstanding reset links when the password is changed in the app', async () => {
    const lb = seedLogin('lowbalance@example.com');
    const link = await resetTokenFor(lb.email);
    const session = await signIn(t.app, lb.email, 'Next#20261');
    const changed = await call(t.app, 'POST', '/authentication/change-password',
      { currentPassword: 'Next#20261', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' }, session);
    expect(changed.status).toBe(200);
    expect(await reset(link, 'Stolen#2026')).toMatchObject({
      status: 400, body: { message: authMessages.resetTokenInvalid, field: 'token' },
    });
    await signIn(t.app, lb.email, 'Changed#2026');
  });
});
