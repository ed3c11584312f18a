// The background mail queue: requests enqueue a job row and answer; a small in-process worker,
// started with the app and stopped when it closes, sends the mails. Jobs live in the database, so
// they survive a restart and every server process shares them; each is claimed under a lease, so
// two processes never send the same mail, and a claim left behind by a process that died is taken
// again when its lease ends (a mail is sent twice only if a send outlives LEASE_MS or the process
// dies between sending and recording it: at least once, never lost). A failed send is retried
// with a doubling delay, up to MAX_ATTEMPTS; then the job stays in the table with its error.
// This is not the user-facing background-task runner (imports with progress):
// docs/decisions/0010-account-lockout-and-mail-queue.md.
import type { Db } from '../db/database';
import { addMs, HOUR_MS, iso, type Clock } from '../lib/time';
import { mailJobSchema, type MailJob } from './mail-job';
import {
  claimDueMailJob,
  deleteMailJob,
  failMailJob,
  insertMailJob,
  rescheduleMailJob,
  type ClaimedMailJob,
} from './mail-jobs-repo';

/** How long a claim keeps other workers off a job: well beyond a slow SMTP exchange. */
export const LEASE_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 8;
/** 30 s after the first failure, doubling, at most an hour apart (the eighth try is ~1 h after the first). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}
/** Jobs of other processes and retries are picked up this often; our own enqueues wake it at once. */
const POLL_MS = 5_000;
/** One timer-driven pass sends at most this many before yielding to the next tick. */
const JOBS_PER_PASS = 50;

export interface MailJobsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailJobsOptions {
  db: Db;
  now: Clock;
  /** Does the job: looks up what it needs and sends the mail; throws to have it retried. */
  perform: (job: MailJob) => Promise<void>;
  log: MailJobsLog;
}

export class MailJobs {
  private readonly db: Db;
  private readonly now: Clock;
  private readonly perform: (job: MailJob) => Promise<void>;
  private readonly log: MailJobsLog;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private passPending = false;
  /** Passes run one after another in this process: a drain waits for the pass in hand. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(options: MailJobsOptions) {
    this.db = options.db;
    this.now = options.now;
    this.perform = options.perform;
    this.log = options.log;
  }

  /** Queues a job, due now; `db` may be a transaction the job should commit with. */
  async enqueue(job: MailJob, db: Db = this.db): Promise<void> {
    await insertMailJob(db, job, iso(this.now()));
    this.wake();
  }

  /** Starts polling (the app does this when it is ready). After stop() it stays stopped. */
  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the job in hand; due jobs stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain;
  }

  /**
   * Runs every job due now in this process, after the pass in hand, and answers how many it ran
   * (sent, rescheduled or failed). Tests call it instead of waiting; it works after stop() too.
   */
  drain(): Promise<number> {
    return this.exclusive(() => this.runDue(Number.POSITIVE_INFINITY, true));
  }

  /** Schedules one pass soon, after the current request has answered; passes never pile up. */
  private wake(): void {
    if (!this.timer || this.stopped || this.passPending) return;
    this.passPending = true;
    setImmediate(() => {
      this.exclusive(() => {
        this.passPending = false;
        return this.runDue(JOBS_PER_PASS, false);
      }).catch((err: unknown) => this.log.error({ err }, 'mail queue pass failed'));
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async runDue(limit: number, evenIfStopped: boolean): Promise<number> {
    let ran = 0;
    while (ran < limit && (evenIfStopped || !this.stopped)) {
      const now = this.now();
      const claimed = await claimDueMailJob(this.db, iso(now), iso(addMs(now, LEASE_MS)));
      if (!claimed) break;
      ran++;
      await this.run(claimed);
    }
    return ran;
  }

  private async run(claimed: ClaimedMailJob): Promise<void> {
    const job = readJob(claimed.payload);
    if (!job) {
      this.log.error({ jobId: claimed.id }, 'unreadable mail job');
      await failMailJob(this.db, claimed, iso(this.now()), 'unreadable payload');
      return;
    }
    try {
      await this.perform(job);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'failed';
      const details = { err, jobId: claimed.id, kind: job.kind, attempts: claimed.attempts };
      if (claimed.attempts >= MAX_ATTEMPTS) {
        this.log.error(details, 'mail job failed for good');
        await failMailJob(this.db, claimed, iso(this.now()), error);
      } else {
        this.log.warn(details, 'mail job failed; will retry');
        await rescheduleMailJob(this.db, claimed, iso(addMs(this.now(), retryDelayMs(claimed.attempts))), error);
      }
      return;
    }
    await deleteMailJob(this.db, claimed);
  }
}

function readJob(payload: string): MailJob | null {
  try {
    const parsed = mailJobSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
