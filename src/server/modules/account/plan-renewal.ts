// The monthly renewal of a paid plan (PRO, ENTERPRISE; decision 47). A plan renews on
// users.plan_renews_at, one calendar month after it was first chosen (the choice itself paid the
// first month, decision 41), then every month. A sweep on the server's timer (src/server/lib/schedule.ts,
// like scheduled backups) charges each due renewal through the ledger, once per user and period:
// the period is claimed by a conditional update of plan_renews_at, a plan_renewals row is unique on
// (user, period) and the ledger row carries the idempotency key plan-renewal:<user>:<period>. A
// renewal the balance does not cover puts the account back on BASIC (nothing owed, nothing
// half-paid) and tells the user; they choose the plan again once they added credit. BASIC costs
// nothing and CUSTOM is billed by a person, so neither renews here.
import { planOffer, planSchema, type Plan } from '@domain/account';
import { formatCents } from '@domain/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { InsufficientCreditError } from '../../http/errors';
import { scheduleEvery, type Schedule } from '../../lib/schedule';
import { chargeWithin } from '../credit/ledger';
import { notifyWithin } from '../notifications/notify';

/** Plans the product bills every month. */
export const RENEWING_PLANS: readonly Plan[] = ['PRO', 'ENTERPRISE'];
/** Periods one sweep catches up for a user at most (a server down for months charges them in turn). */
const MAX_PERIODS_PER_SWEEP = 12;

export const renews = (plan: Plan): boolean => RENEWING_PLANS.includes(plan);

/**
 * One calendar month later in UTC, the day clamped to the month's last (31 Jan -> 28 Feb). The
 * clamp carries on (28 Feb -> 28 Mar): a renewal day only ever moves earlier, never skips a month.
 */
export function addMonth(iso: string): string {
  const d = new Date(iso);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(d.getTime());
  next.setUTCFullYear(year, month, Math.min(d.getUTCDate(), last));
  return next.toISOString();
}

/** When a plan chosen now next renews: a paid plan keeps a renewal date it has, else one month on. */
export function renewalAfterChange(to: Plan, current: string | null, at: Date): string | null {
  if (!renews(to)) return null;
  return current ?? addMonth(at.toISOString());
}

export type RenewalOutcome = { userId: number; periodStart: string; plan: Plan; status: 'CHARGED' | 'FAILED' };

async function chargePeriod(trx: Db, userId: number, plan: Plan, periodStart: string, at: Date): Promise<boolean> {
  const amount = planOffer(plan).monthlyCents ?? 0;
  // The claim: whoever moves plan_renews_at first renews this period; the others find nothing to do.
  const claimed = await trx
    .updateTable('users')
    .set({ plan_renews_at: addMonth(periodStart) })
    .where('id', '=', userId)
    .where('plan', '=', plan)
    .where('plan_renews_at', '=', periodStart)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const entry = await chargeWithin(trx, userId, amount, 'subscription', `Plan ${plan} renewal from ${periodStart.slice(0, 10)}`, at, `plan-renewal:${userId}:${periodStart}`);
  await trx
    .insertInto('plan_renewals')
    .values({ user_id: userId, period_start: periodStart, plan, amount_cents: amount, status: 'CHARGED', ledger_id: entry.entryId, created_at: at.toISOString() })
    .execute();
  await notifyWithin(trx, at, userId, {
    event: 'planRenewal',
    title: `Plan ${plan} renewed`,
    body: `${formatCents(amount)} was charged for your ${plan} plan from ${periodStart.slice(0, 10)}.`,
    link: '/settings?tab=subscription-plan',
  });
  return true;
}

async function failPeriod(trx: Db, userId: number, plan: Plan, periodStart: string, at: Date): Promise<boolean> {
  const amount = planOffer(plan).monthlyCents ?? 0;
  const moved = await trx
    .updateTable('users')
    .set({ plan: 'BASIC', plan_renews_at: null })
    .where('id', '=', userId)
    .where('plan', '=', plan)
    .where('plan_renews_at', '=', periodStart)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const createdAt = at.toISOString();
  await trx
    .insertInto('plan_renewals')
    .values({ user_id: userId, period_start: periodStart, plan, amount_cents: amount, status: 'FAILED', ledger_id: null, created_at: createdAt })
    .execute();
  await trx
    .insertInto('plan_changes')
    .values({ user_id: userId, from_plan: plan, to_plan: 'BASIC', status: 'APPLIED', charged_cents: 0, ledger_id: null, created_at: createdAt })
    .execute();
  await notifyWithin(trx, at, userId, {
    event: 'planRenewal',
    title: `Plan ${plan} could not be renewed`,
    body: `Your balance did not cover the ${formatCents(amount)} renewal of your ${plan} plan, so your account is on BASIC now. Add credit and choose the plan again on Subscription plan.`,
    link: '/settings?tab=subscription-plan',
  });
  return true;
}

/** Renews one due period: charged, or, when the balance is short, back to BASIC. Null: someone else did. */
async function renewPeriod(ctx: AppContext, userId: number, plan: Plan, periodStart: string): Promise<RenewalOutcome | null> {
  const at = ctx.now();
  try {
    const charged = await ctx.db.transaction().execute((trx) => chargePeriod(trx, userId, plan, periodStart, at));
    return charged ? { userId, periodStart, plan, status: 'CHARGED' } : null;
  } catch (error) {
    if (!(error instanceof InsufficientCreditError)) throw error;
  }
  const failed = await ctx.db.transaction().execute((trx) => failPeriod(trx, userId, plan, periodStart, at));
  return failed ? { userId, periodStart, plan, status: 'FAILED' } : null;
}

/** Runs every due renewal; answers what was charged or ended. */
export async function runDuePlanRenewals(ctx: AppContext): Promise<RenewalOutcome[]> {
  const now = ctx.now();
  // A paid plan with no renewal date (chosen before renewals existed, or seeded) renews a month from now.
  await ctx.db
    .updateTable('users')
    .set({ plan_renews_at: addMonth(now.toISOString()) })
    .where('plan', 'in', [...RENEWING_PLANS])
    .where('plan_renews_at', 'is', null)
    .execute();
  const outcomes: RenewalOutcome[] = [];
  for (let round = 0; round < MAX_PERIODS_PER_SWEEP; round += 1) {
    const due = await ctx.db
      .selectFrom('users')
      .select(['id', 'plan', 'plan_renews_at'])
      .where('plan_renews_at', 'is not', null)
      .where('plan_renews_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(500)
      .execute();
    if (due.length === 0) break;
    let progressed = false;
    for (const row of due) {
      const plan = planSchema.catch('BASIC').parse(row.plan);
      if (!row.plan_renews_at) continue;
      if (!renews(plan)) {
        await ctx.db.updateTable('users').set({ plan_renews_at: null }).where('id', '=', row.id).execute();
        progressed = true;
        continue;
      }
      const outcome = await renewPeriod(ctx, Number(row.id), plan, row.plan_renews_at);
      if (outcome) {
        outcomes.push(outcome);
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return outcomes;
}

export function schedulePlanRenewals(app: FastifyInstance, schedule: Schedule = { firstAfterMs: 100_000, everyMs: 10 * 60_000 }): void {
  scheduleEvery(app, 'plan renewals sweep', schedule, async () => {
    const outcomes = await runDuePlanRenewals(app.ctx);
    if (outcomes.length > 0) app.log.info({ renewals: outcomes }, 'plan renewals run');
  });
}
