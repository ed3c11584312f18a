// The registration process (issue 14; decision 45), run by a sweep on the server's timer: each due
// request is taken with a conditional update (so two processes never call the vendor for the same
// one), then
// - requesting: submitted; accepted -> register pending; vendor down -> retried with a doubling
//   delay, the user told once ('10dlc vendors have problems, we are retrying to register');
// - register pending: its review read; approved -> registered (with the throughput the registry
//   grants), rejected -> rejected with the reason; still in review -> read again later.
// Every state change notifies the owner (event registrationChanged) in the transaction that makes it.
// The state lives in the database, so a restart picks up where it stopped.
import { registrationMessages, registrationKindSchema } from '@domain/registrations';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { scheduleEvery } from '../../lib/schedule';
import { HOUR_MS } from '../../lib/time';
import { VendorUnavailableError, type ReviewStatus } from '../../providers/registration/registration-vendor';
import { notifyWithin } from '../notifications/notify';
import type { RegistrationRow } from './registration-requests';

/** How long a taken request stays off other sweeps while its vendor call runs. */
const CLAIM_MS = 60_000;
/** Requests one sweep handles at most; the rest wait for the next. */
const PER_SWEEP = 100;

/** The delay before the next try after `failures` vendor failures in a row: base, doubling, at most an hour. */
export function registrationRetryDelayMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), HOUR_MS);
}

/** How often a request under review is read again: a fifth of the expected review, within 250 ms and a minute. */
export function reviewPollMs(reviewMs: number): number {
  return Math.min(60_000, Math.max(250, Math.round(reviewMs / 5)));
}

type Outcome =
  | { kind: 'submitted'; vendorRef: string }
  | { kind: 'review'; status: ReviewStatus }
  | { kind: 'unavailable' };

/** Runs every due request once; answers how many were handled. */
export async function runDueRegistrations(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('registration_requests')
    .selectAll()
    .where('next_attempt_at', 'is not', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .limit(PER_SWEEP)
    .execute();
  let handled = 0;
  for (const row of due) {
    const taken = await ctx.db
      .updateTable('registration_requests')
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    await step(ctx, row);
    handled += 1;
  }
  return handled;
}

async function callVendor(ctx: AppContext, row: RegistrationRow): Promise<Outcome> {
  try {
    if (row.state === 'requesting') {
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const kind = registrationKindSchema.parse(row.kind);
      const { vendorRef } = await ctx.registrationVendor.submit({ kind, vendorId: row.vendor_id, reference: String(row.id), fields });
      return { kind: 'submitted', vendorRef };
    }
    return { kind: 'review', status: await ctx.registrationVendor.status(row.vendor_ref ?? '') };
  } catch (error) {
    if (error instanceof VendorUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}

async function step(ctx: AppContext, row: RegistrationRow): Promise<void> {
  const outcome = await callVendor(ctx, row);
  const at = ctx.now();
  const now = at.toISOString();
  const { registrationReviewMs: reviewMs, registrationRetryMs: retryMs } = ctx.config;
  await ctx.db.transaction().execute(async (trx) => {
    const update = (values: Partial<RegistrationRow>) =>
      trx.updateTable('registration_requests').set({ ...values, updated_at: now }).where('id', '=', row.id).execute();
    const tell = (title: string, body: string) =>
      notifyWithin(trx, at, Number(row.user_id), { event: 'registrationChanged', title, body: `${row.subject_name}: ${body}`, link: row.link });

    if (outcome.kind === 'unavailable') {
      const attempts = Number(row.attempts) + 1;
      await update({ attempts, reason: registrationMessages.vendorRetrying, next_attempt_at: new Date(at.getTime() + registrationRetryDelayMs(attempts, retryMs)).toISOString() });
      // Once per outage, not on every retry.
      if (attempts === 1) await tell('Registration retrying', `${registrationMessages.vendorRetrying}.`);
      return;
    }
    if (outcome.kind === 'submitted') {
      await update({ state: 'register pending', vendor_ref: outcome.vendorRef, attempts: 0, reason: null, submitted_at: now, next_attempt_at: new Date(at.getTime() + reviewPollMs(reviewMs)).toISOString() });
      await tell('Registration sent', 'sent to the registry for review.');
      return;
    }
    const { status } = outcome;
    if (status.state === 'in-review') {
      await update({ attempts: 0, reason: null, next_attempt_at: new Date(at.getTime() + reviewPollMs(reviewMs)).toISOString() });
    } else if (status.state === 'approved') {
      await update({ state: 'registered', attempts: 0, reason: null, throughput_per_minute: status.throughputPerMinute, decided_at: now, next_attempt_at: null });
      await tell('Registration approved', 'registered.');
    } else {
      await update({ state: 'rejected', attempts: 0, reason: status.reason, decided_at: now, next_attempt_at: null });
      await tell('Registration rejected', status.reason);
    }
  });
}

/** Runs the sweep on the server's timer, as often as the review pace needs (every 250 ms to 5 s). */
export function scheduleRegistrations(app: FastifyInstance): void {
  const everyMs = Math.min(5_000, reviewPollMs(app.ctx.config.registrationReviewMs));
  scheduleEvery(app, 'registrations sweep', { firstAfterMs: everyMs, everyMs }, async () => {
    await runDueRegistrations(app.ctx);
  });
}
