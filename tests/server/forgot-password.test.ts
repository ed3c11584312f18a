// forgot-password answers a known and an unknown email with the same work: the request only
// queues a mail job. The mail queue's worker then looks the email up, makes the reset token and
// sends the mail, retries a failing mailer with backoff, never sends a job twice when two processes
// run it, and never loses one (a claim of a process that died is taken again when its lease ends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryId, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { authMessages } from '@domain/auth';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/database';
import { openDb } from '@server/db/open-db';
import { seedLogin } from '@server/db/seed-logins';
import { iso } from '@server/lib/time';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '@server/mail-jobs/mail-jobs';
import { claimDueMailJob } from '@server/mail-jobs/mail-jobs-repo';
import type { MailMessage, Mailer } from '@server/providers/mail/mailer';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

/** Records the SQL of every query run through the Kysely instance it is plugged into. */
class QueryRecorder implements KyselyPlugin {
  readonly sql: string[] = [];
  constructor(private readonly db: Db) {}
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.sql.push(this.db.getExecutor().compileQuery(node, createQueryId()).sql);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
  take(): string[] {
    return this.sql.splice(0);
  }
}

/** A mail server that is down for the first `failures` sends. */
class FlakyMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  constructor(private failures = 0) {}
  async send(message: MailMessage): Promise<void> {
    if (this.failures-- > 0) throw new Error('SMTP connection refused');
    this.sent.push(message);
  }
}

describe.each(dialects)('forgot-password and the mail queue on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Every test here runs the queue itself, so the app's own worker must not take jobs first.
    await t.app.ctx.mailJobs.stop();
  });
  afterAll(() => t.close());

  /** Another server process on the same database, with its own mailer and no worker of its own. */
  async function otherProcess(options: { mailer?: Mailer; db?: Db } = {}) {
    const second = options.db ? null : openDb(t.target);
    const db = options.db ?? second?.db ?? t.db;
    const app = await buildApp({ config: t.config, db, dialect, now: t.clock.now, mailer: options.mailer ?? new FlakyMailer(), runTasks: false, runEngine: false });
    await app.ready();
    await app.ctx.mailJobs.stop();
    return {
      app,
      async close() {
        await app.close();
        await second?.db.destroy();
      },
    };
  }
  const forgot = (email: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/authentication/forgot-password', payload: { email } });
  const jobs = () => t.db.selectFrom('mail_jobs').selectAll().orderBy('id').execute();
  const resetTokens = async () => (await t.db.selectFrom('password_reset_tokens').select('id').execute()).length;
  const outboxTo = async (email: string) => ((await t.app.ctx.outbox?.list()) ?? []).filter((m) => m.to === email);
  const linkToken = (text: string) => decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(text)?.[1] ?? '');

  it('does the same queries for a known and an unknown email: it only queues a job', async () => {
    const recorder = new QueryRecorder(t.db);
    const observed = await otherProcess({ db: t.db.withPlugin(recorder) });
    try {
      const tokensBefore = await resetTokens();
      const known = await forgot(demo.email, observed.app);
      const knownSql = recorder.take();
      const unknown = await forgot('nobody@example.com', observed.app);
      const unknownSql = recorder.take();

      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: authMessages.forgotSuccess });
      }
      expect(knownSql).toEqual(unknownSql);
      expect(knownSql.filter((q) => /mail_jobs/.test(q))).toEqual([expect.stringMatching(/^insert into "mail_jobs"/)]);
      expect(knownSql.join('\n')).not.toMatch(/"users"|password_reset_tokens/);
      // Nothing was looked up or sent yet: two equal jobs wait in the queue.
      expect(await resetTokens()).toBe(tokensBefore);
      expect((await jobs()).map((j) => JSON.parse(j.payload))).toEqual([
        { kind: 'password-reset', email: demo.email },
        { kind: 'password-reset', email: 'nobody@example.com' },
      ]);
    } finally {
      await observed.close();
    }
  });

  it('sends the mail when the queue runs, to known emails only', async () => {
    expect(await outboxTo(demo.email)).toEqual([]);
    expect(await t.app.ctx.mailJobs.drain()).toBe(2);
    const [mail] = await outboxTo(demo.email);
    expect(mail).toMatchObject({ subject: 'Reset your password' });
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(await outboxTo('nobody@example.com')).toEqual([]);
    expect(await jobs()).toEqual([]);

    const reset = await call(t.app, 'POST', '/authentication/reset-password', { token: linkToken(mail.text), password: 'Queued#2026' });
    expect(reset.status).toBe(200);
    await signIn(t.app, demo.email, 'Queued#2026');
  });

  it('retries a failing mailer with a growing delay until the mail goes out', async () => {
    const mailer = new FlakyMailer(2);
    const other = await otherProcess({ mailer });
    try {
      expect((await forgot(demo.email, other.app)).statusCode).toBe(200);
      const queue = other.app.ctx.mailJobs;

      expect(await queue.drain()).toBe(1);
      let [job] = await jobs();
      expect(job).toMatchObject({ attempts: 1, last_error: 'SMTP connection refused', failed_at: null, claimed_until: null });
      expect(job.run_at).toBe(iso(new Date(t.clock.now().getTime() + retryDelayMs(1))));
      expect(await queue.drain()).toBe(0); // not due yet

      t.clock.advance(retryDelayMs(1));
      expect(await queue.drain()).toBe(1);
      [job] = await jobs();
      expect(job.attempts).toBe(2);
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
      t.clock.advance(retryDelayMs(2) - 1);
      expect(await queue.drain()).toBe(0);

      t.clock.advance(1);
      expect(await queue.drain()).toBe(1);
      expect(await jobs()).toEqual([]);
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0].to).toBe(demo.email);
      // The mailed link works: the token is made when the mail is sent.
      const reset = await call(t.app, 'POST', '/authentication/reset-password', { token: linkToken(mailer.sent[0].text), password: 'Retried#2026' });
      expect(reset.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('gives up after the last attempt and keeps the job with its error', async () => {
    const mailer = new FlakyMailer(Number.POSITIVE_INFINITY);
    const other = await otherProcess({ mailer });
    try {
      await forgot(demo.email, other.app);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await other.app.ctx.mailJobs.drain()).toBe(1);
        t.clock.advance(retryDelayMs(attempt));
      }
      const [job] = await jobs();
      expect(job).toMatchObject({ attempts: MAX_ATTEMPTS, failed_at: expect.any(String), last_error: 'SMTP connection refused' });
      t.clock.advance(24 * 3_600_000);
      expect(await other.app.ctx.mailJobs.drain()).toBe(0);
      await t.db.deleteFrom('mail_jobs').execute();
    } finally {
      await other.close();
    }
  });

  it('never loses a job: queued before a restart, or claimed by a process that died', async () => {
    const before = await otherProcess();
    await forgot(demo.email, before.app);
    await before.close(); // the process ends with the job still queued

    // Another process claims it and dies before sending: the lease keeps everyone off until it ends.
    const now = t.clock.now();
    expect(await claimDueMailJob(t.db, iso(now), iso(new Date(now.getTime() + LEASE_MS)))).not.toBeNull();
    expect(await t.app.ctx.mailJobs.drain()).toBe(0);
    t.clock.advance(LEASE_MS);
    expect(await t.app.ctx.mailJobs.drain()).toBe(1);
    expect((await outboxTo(demo.email)).at(0)?.createdAt).toBe(iso(t.clock.now()));
    expect(await jobs()).toEqual([]);
  });

  it('sends each mail once when two processes run the queue at the same time', async () => {
    const mailerA = new FlakyMailer();
    const mailerB = new FlakyMailer();
    const a = await otherProcess({ mailer: mailerA });
    const b = await otherProcess({ mailer: mailerB });
    try {
      const emails = ['admin@example.com', 'demo@example.com', 'mfa@example.com', 'nobilling@example.com'];
      for (let i = 0; i < 24; i++) await a.app.ctx.mailJobs.enqueue({ kind: 'account-locked', email: emails[i % emails.length] });
      const [ranA, ranB] = await Promise.all([a.app.ctx.mailJobs.drain(), b.app.ctx.mailJobs.drain()]);
      expect(ranA + ranB).toBe(24);
      expect(mailerA.sent.length + mailerB.sent.length).toBe(24);
      expect(await jobs()).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
