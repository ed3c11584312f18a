// Settings > Account info and Subscription plan (issue 13; decision 41). A change to a dearer plan
// (BASIC, PRO, ENTERPRISE) charges the monthly price difference from the credit balance through the
// ledger and applies at once, in one transaction (short of credit: 402, nothing changes); a cheaper
// plan applies at once without a refund; CUSTOM is priced by a person, so it is recorded as a request.
import {
  accountMessages,
  planSchema,
  upgradeCharge,
  type AccountInfo,
  type Plan,
  type PlanChange,
  type Subscription,
} from '@domain/account';
import { roleSchema, userStatusSchema } from '@domain/user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { PlanChangesTable } from '../../db/tables/backups';
import type { Selectable } from 'kysely';
import { badRequest, sessionExpired } from '../../http/errors';
import { chargeWithin } from '../credit/ledger';
import { renewalAfterChange } from './plan-renewal';

const planOf = (value: string): Plan => planSchema.catch('BASIC').parse(value);

async function userRow(db: Db, userId: number) {
  const user = await db.selectFrom('users').select(['username', 'email', 'role', 'status', 'created_at', 'plan', 'plan_renews_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw sessionExpired();
  return user;
}

export async function accountInfo(ctx: AppContext, userId: number): Promise<AccountInfo> {
  const user = await userRow(ctx.db, userId);
  const linked = await ctx.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.root_user_id')
    .select(['u.email', 'u.username', 'u.role'])
    .distinct()
    .where('s.user_id', '=', userId)
    .where('s.expires_at', '>', ctx.now().toISOString())
    .orderBy('u.email')
    .execute();
  return {
    username: user.username,
    email: user.email,
    role: roleSchema.parse(user.role),
    status: userStatusSchema.parse(user.status),
    createDate: user.created_at,
    linkedAccounts: linked,
    plan: planOf(user.plan),
  };
}

const changeAnswer = (row: Selectable<PlanChangesTable>): PlanChange => ({
  id: Number(row.id),
  fromPlan: planOf(row.from_plan),
  toPlan: planOf(row.to_plan),
  status: row.status === 'REQUESTED' ? 'REQUESTED' : 'APPLIED',
  chargedCents: Number(row.charged_cents),
  createdAt: row.created_at,
});

export async function subscription(ctx: AppContext, userId: number): Promise<Subscription> {
  const user = await userRow(ctx.db, userId);
  const rows = await ctx.db.selectFrom('plan_changes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
  const history = rows.map(changeAnswer);
  return { plan: planOf(user.plan), pendingRequest: history.find((h) => h.status === 'REQUESTED') ?? null, history, renewsAt: user.plan_renews_at };
}

export async function changePlan(ctx: AppContext, userId: number, to: Plan): Promise<Subscription & { message: string }> {
  const at = ctx.now();
  const message = await ctx.db.transaction().execute(async (trx) => {
    const current = await userRow(trx, userId);
    const from = planOf(current.plan);
    if (from === to) throw badRequest('plan', accountMessages.samePlan);
    if (to === 'CUSTOM') {
      const pending = await trx.selectFrom('plan_changes').select('id').where('user_id', '=', userId).where('status', '=', 'REQUESTED').executeTakeFirst();
      if (pending) throw badRequest('plan', accountMessages.pendingExists);
      await trx.insertInto('plan_changes').values({ user_id: userId, from_plan: from, to_plan: to, status: 'REQUESTED', charged_cents: 0, ledger_id: null, created_at: at.toISOString() }).execute();
      return accountMessages.requested;
    }
    const cents = upgradeCharge(from, to);
    const entry = cents > 0 ? await chargeWithin(trx, userId, cents, 'subscription', `Plan ${from} to ${to}`, at) : null;
    // A paid plan renews monthly from when it was first chosen (plan-renewal.ts); BASIC never renews.
    await trx.updateTable('users').set({ plan: to, plan_renews_at: renewalAfterChange(to, current.plan_renews_at, at) }).where('id', '=', userId).execute();
    // A plan chosen directly answers a CUSTOM request still waiting.
    await trx.deleteFrom('plan_changes').where('user_id', '=', userId).where('status', '=', 'REQUESTED').execute();
    await trx
      .insertInto('plan_changes')
      .values({ user_id: userId, from_plan: from, to_plan: to, status: 'APPLIED', charged_cents: cents, ledger_id: entry ? Number(entry.entryId) : null, created_at: at.toISOString() })
      .execute();
    return accountMessages.changed;
  });
  return { ...(await subscription(ctx, userId)), message };
}
