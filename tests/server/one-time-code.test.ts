// A one-time code is accepted once: the server keeps the time step of the last code it accepted
// from each user and refuses one whose step is not newer, at login and at mfa-status, also when two
// requests race with the same code. Wrong codes when disabling count towards the account's lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { MFA_DEMO_SECRET, seedLogin } from '@server/db/seed-logins';
import { totpCode } from '@server/lib/totp';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const STEP = 30_000;
const mfa = seedLogin('mfa@example.com');

describe.each(dialects)('one-time codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { otpLockoutFailures: 5 } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, otp: string) =>
    call(t.app, 'POST', '/authentication/login', { email, password, otp });
  const codeAt = (secret: string, offsetMs = 0) => totpCode(secret, new Date(t.clock.now().getTime() + offsetMs));
  const refusedAtLogin = { status: 401, body: { message: authMessages.otpInvalid, errorCode: 'OTP_INVALID' } };

  it('refuses a code at login that was already used to sign in', async () => {
    const code = codeAt(MFA_DEMO_SECRET);
    expect((await login(mfa.email, mfa.password, code)).status).toBe(200);
    expect(await login(mfa.email, mfa.password, code)).toMatchObject(refusedAtLogin);
    // Still inside the code's window a few seconds later: refused all the same.
    t.clock.advance(5_000);
    expect(await login(mfa.email, mfa.password, code)).toMatchObject(refusedAtLogin);
  });

  it('refuses an older code once a newer one was used, and takes the next one', async () => {
    t.clock.advance(2 * STEP);
    const current = codeAt(MFA_DEMO_SECRET);
    const previous = codeAt(MFA_DEMO_SECRET, -STEP);
    expect((await login(mfa.email, mfa.password, current)).status).toBe(200);
    if (previous !== current) expect(await login(mfa.email, mfa.password, previous)).toMatchObject(refusedAtLogin);
    t.clock.advance(STEP);
    expect((await login(mfa.email, mfa.password, codeAt(MFA_DEMO_SECRET))).status).toBe(200);
  });

  it('answers a six-character code that is not digits as wrong, not as a server error', async () => {
    expect(await login(mfa.email, mfa.password, '\u202e12\u200f\u200b3')).toMatchObject(refusedAtLogin);
  });

  it('lets only one of two logins racing with the same code in', async () => {
    t.clock.advance(2 * STEP);
    const code = codeAt(MFA_DEMO_SECRET);
    const answers = await Promise.all([login(mfa.email, mfa.password, code), login(mfa.email, mfa.password, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refuses reuse at mfa-status: a code that enabled or signed in cannot disable', async () => {
    const lb = seedLogin('lowbalance@example.com');
    const token = await signIn(t.app, lb.email, lb.password);
    const set = (enable: boolean, otp?: string) =>
      call(t.app, 'POST', `/authentication/mfa-status?isEnableMfa=${enable}`, otp ? { otp } : {}, token);
    const refused = { status: 400, body: { code: 400, message: authMessages.otpInvalid, field: 'otp' } };

    const { secret } = (await set(true)).body;
    const enabling = codeAt(secret);
    expect((await set(true, enabling)).body).toEqual({ isEnableMfa: true });
    expect(await login(lb.email, lb.password, enabling)).toMatchObject(refusedAtLogin);
    expect(await set(false, enabling)).toMatchObject(refused);

    t.clock.advance(STEP);
    const signingIn = codeAt(secret);
    expect((await login(lb.email, lb.password, signingIn)).status).toBe(200);
    expect(await set(false, signingIn)).toMatchObject(refused);

    t.clock.advance(STEP);
    expect((await set(false, codeAt(secret))).body).toEqual({ isEnableMfa: false });

    // Enabling again at once: a code of the step just spent is refused, the next step's is taken.
    const again = (await set(true)).body.secret;
    expect(await set(true, codeAt(again))).toMatchObject(refused);
    t.clock.advance(STEP);
    expect((await set(true, codeAt(again))).body).toEqual({ isEnableMfa: true });
  });

  it('counts wrong codes at mfa-status towards the account lock, so a session cannot guess its way out', async () => {
    const nb = seedLogin('nobilling@example.com');
    const token = await signIn(t.app, nb.email, nb.password);
    const set = (enable: boolean, otp?: string) =>
      call(t.app, 'POST', `/authentication/mfa-status?isEnableMfa=${enable}`, otp ? { otp } : {}, token);
    const { secret } = (await set(true)).body;
    // Typos while setting up do not count: the secret is brand new.
    for (let i = 0; i < 6; i++) expect((await set(true, codeAt(secret) === '000000' ? '111111' : '000000')).status).toBe(400);
    expect((await set(true, codeAt(secret))).body).toEqual({ isEnableMfa: true });

    t.clock.advance(STEP);
    const wrong = () => (codeAt(secret) === '000000' ? '111111' : '000000');
    for (let i = 0; i < 4; i++) expect((await set(false, wrong())).status).toBe(400);
    const locked = { status: 423, body: { code: 423, message: authMessages.accountLocked, errorCode: 'ACCOUNT_LOCKED' } };
    expect(await set(false, wrong())).toMatchObject(locked);
    expect(await set(false, codeAt(secret))).toMatchObject(locked);
    expect(await login(nb.email, nb.password, codeAt(secret))).toMatchObject(locked);
  });
});
