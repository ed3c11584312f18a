// Per-account lockout (docs/decisions/0010-account-lockout-and-mail-queue.md): wrong passwords and
// wrong one-time codes for one email count across every address and every server process; the
// failure that reaches the limit locks the email, refuses even the right password until the lock
// ends or a password reset, and queues one notice mail. Unknown emails are treated the same.
// Runs on every database, and with the counters in Redis when REDIS_URL_TEST is set.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { buildApp } from '@server/app';
import type { AppConfig } from '@server/config';
import { openDb } from '@server/db/open-db';
import { MFA_DEMO_SECRET, seedLogin } from '@server/db/seed-logins';
import { totpCode } from '@server/lib/totp';
import { createTestApp, dialects, type TestApp } from './fixtures/test-app';
import type { DialectName } from '@server/db/open-db';

const MINUTE = 60_000;
const LOCKED = { code: 423, message: authMessages.accountLocked, errorCode: 'ACCOUNT_LOCKED' };
const lockedMailSubject = 'Sign-in to your account is locked';

interface Kind {
  name: string;
  dialect: DialectName;
  /** Counters in Redis: its own clock decides when a lock ends, so the test waits for real. */
  redisUrl?: string;
}

const kinds: Kind[] = dialects.map((dialect) => ({ name: dialect, dialect }));
if (process.env.REDIS_URL_TEST) kinds.push({ name: 'sqlite with Redis counters', dialect: 'sqlite', redisUrl: process.env.REDIS_URL_TEST });

describe.each(kinds)('account lockout on $name', (kind) => {
  // With Redis a lock lasts 1.5 s of real time instead of 15 minutes of the fake clock.
  const lockMs = kind.redisUrl ? 1_500 : 15 * MINUTE;
  const config: Partial<AppConfig> = {
    loginLockoutFailures: 10,
    otpLockoutFailures: 5,
    lockoutWindowMinutes: 15,
    lockoutMinutes: lockMs / MINUTE,
    ...(kind.redisUrl ? { redisUrl: kind.redisUrl, redisPrefix: `test:${randomBytes(6).toString('hex')}:` } : {}),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind.dialect, { config });
  });
  afterAll(() => t.close());

  /** Lets the lock run out: the fake clock for database counters, real time for Redis. */
  const outlastLock = async () => {
    t.clock.advance(lockMs + 1_000);
    if (kind.redisUrl) await new Promise((r) => setTimeout(r, lockMs + 200));
  };

  let address = 0;
  /** A login from a fresh client address each time, as a spread-out attack would come. */
  const login = async (email: string, password: string, otp?: string, app = t.app) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: { email, password, ...(otp ? { otp } : {}) },
      remoteAddress: `198.51.${Math.floor(++address / 250)}.${address % 250}`,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const statuses = async (n: number, attempt: () => Promise<{ status: number }>) => {
    const answers: number[] = [];
    for (let i = 0; i < n; i++) answers.push((await attempt()).status);
    return answers;
  };
  const mailsTo = async (email: string) => {
    await t.app.ctx.mailJobs.drain();
    return ((await t.app.ctx.outbox?.list()) ?? []).filter((m) => m.to === email);
  };

  it('locks an account at the 10th of 30 wrong passwords from 30 addresses and refuses even the right one', async () => {
    const demo = seedLogin('demo@example.com');
    const answers = await statuses(30, () => login(demo.email, 'Wrong#2026'));
    expect(answers).toEqual([...Array<number>(9).fill(401), ...Array<number>(21).fill(423)]);
    const refused = await login(demo.email, demo.password);
    expect(refused).toEqual({ status: 423, body: LOCKED });
    // In any letter case: the count is per normalised email.
    expect((await login(' DEMO@example.COM ', demo.password)).status).toBe(423);

    const mails = await mailsTo(demo.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(lockedMailSubject);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/forgot-password`);
  });

  it('unlocks when the lock ends, and then counts from zero again', async () => {
    const demo = seedLogin('demo@example.com');
    await outlastLock();
    expect((await login(demo.email, demo.password)).status).toBe(200);
    expect(await statuses(9, () => login(demo.email, 'Wrong#2026'))).toEqual(Array<number>(9).fill(401));
  });

  it('forgets earlier failures after a successful login', async () => {
    const demo = seedLogin('demo@example.com');
    // Nine failures are on the count from the last test; a success clears them.
    expect((await login(demo.email, demo.password)).status).toBe(200);
    expect(await statuses(9, () => login(demo.email, 'Wrong#2026'))).toEqual(Array<number>(9).fill(401));
    expect((await login(demo.email, demo.password)).status).toBe(200);
    expect(await mailsTo(demo.email)).toHaveLength(1);
  });

  it('unlocks at once when the password is reset', async () => {
    const nb = seedLogin('nobilling@example.com');
    await statuses(10, () => login(nb.email, 'Wrong#2026'));
    expect((await login(nb.email, nb.password)).status).toBe(423);

    const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/authentication/forgot-password', payload: { email: nb.email } });
    expect(forgot.statusCode).toBe(200);
    const resetMail = (await mailsTo(nb.email)).find((m) => m.subject === 'Reset your password');
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(resetMail?.text ?? '')?.[1] ?? '');
    const reset = await t.app.inject({
      method: 'POST', url: '/api/v1/authentication/reset-password', payload: { token, password: 'Unlocked#2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(nb.email, 'Unlocked#2026')).status).toBe(200);
    // The counts were cleared too: a full run of failures is needed to lock it again.
    expect(await statuses(9, () => login(nb.email, 'Wrong#2026'))).toEqual(Array<number>(9).fill(401));
  });

  it('locks an unknown email exactly like a known one, and mails nobody', async () => {
    const known = seedLogin('lowbalance@example.com');
    const ghost = 'ghost@example.com';
    const knownAnswers = [];
    const ghostAnswers = [];
    for (let i = 0; i < 12; i++) {
      knownAnswers.push(await login(known.email, 'Wrong#2026'));
      ghostAnswers.push(await login(ghost, 'Wrong#2026'));
    }
    expect(ghostAnswers).toEqual(knownAnswers);
    expect(ghostAnswers.map((a) => a.status)).toEqual([...Array<number>(9).fill(401), 423, 423, 423]);
    expect(await mailsTo(ghost)).toEqual([]);
    expect(await mailsTo(known.email)).toHaveLength(1);
    // Both notices were queued and run; the unknown one sent nothing.
    expect(await t.db.selectFrom('mail_jobs').selectAll().execute()).toEqual([]);
  });

  it('locks after 5 wrong one-time codes, counted apart from wrong passwords', async () => {
    const mfa = seedLogin('mfa@example.com');
    const code = () => totpCode(MFA_DEMO_SECRET, t.clock.now());
    const wrongCode = () => (code() === '000000' ? '111111' : '000000');
    expect(await statuses(4, () => login(mfa.email, mfa.password, wrongCode()))).toEqual(Array<number>(4).fill(401));
    // Four wrong passwords as well: eight failures in all, but neither count reached its limit.
    expect(await statuses(4, () => login(mfa.email, 'Wrong#2026'))).toEqual(Array<number>(4).fill(401));
    expect(await login(mfa.email, mfa.password, wrongCode())).toEqual({ status: 423, body: LOCKED });
    expect((await login(mfa.email, mfa.password, code())).status).toBe(423);
    expect(await mailsTo(mfa.email)).toHaveLength(1);

    await outlastLock();
    t.clock.advance(30_000); // a fresh code: each is accepted once
    expect((await login(mfa.email, mfa.password, code())).status).toBe(200);
  });

  it('shares the counts between server processes', async () => {
    const admin = seedLogin('admin@example.com');
    const second = openDb(t.target);
    const other = await buildApp({ config: t.config, db: second.db, dialect: t.dialect, now: t.clock.now, runTasks: false, runEngine: false });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push((await login(admin.email, 'Wrong#2026')).status);
        answers.push((await login(admin.email, 'Wrong#2026', undefined, other)).status);
      }
      expect(answers).toEqual([...Array<number>(9).fill(401), 423]);
      expect((await login(admin.email, admin.password)).status).toBe(423);
      expect((await login(admin.email, admin.password, undefined, other)).status).toBe(423);
    } finally {
      await other.close();
      await second.db.destroy();
    }
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });
});
