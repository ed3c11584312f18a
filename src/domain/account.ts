// The account-info and subscription-plan settings tabs (000 §2 tab keys, §3 Profile user: username,
// role, status name, create date, link accounts; plan tiers BASIC, PRO, ENTERPRISE, CUSTOM, 001 §4
// plan badge; issue 13, decision 41). What each plan includes is this product's own table.
import { z } from 'zod';
import { roleSchema, userStatusSchema } from './user';

export const PLANS = ['BASIC', 'PRO', 'ENTERPRISE', 'CUSTOM'] as const;
export const planSchema = z.enum(PLANS, { error: 'Plan must be BASIC, PRO, ENTERPRISE or CUSTOM' });
export type Plan = z.infer<typeof planSchema>;
export const DEFAULT_PLAN: Plan = 'BASIC';

export interface PlanOffer {
  plan: Plan;
  /** Monthly price in cents; null: priced on request (CUSTOM). */
  monthlyCents: number | null;
  /** Messages included each month; null: agreed per contract. */
  includedMessages: number | null;
  routes: string;
  support: string;
}

/** What each plan includes: the subscription-plan tab's table and the price an upgrade charges. */
export const PLAN_OFFERS: readonly PlanOffer[] = [
  { plan: 'BASIC', monthlyCents: 0, includedMessages: 1_000, routes: 'One-way routes', support: 'Email' },
  { plan: 'PRO', monthlyCents: 9_900, includedMessages: 25_000, routes: 'One-way and two-way routes', support: 'Email and chat' },
  { plan: 'ENTERPRISE', monthlyCents: 49_900, includedMessages: 200_000, routes: 'All routes, 10DLC included', support: 'Dedicated manager, 24/7' },
  { plan: 'CUSTOM', monthlyCents: null, includedMessages: null, routes: 'Routes built for you', support: 'Dedicated manager with an SLA' },
];
export const planOffer = (plan: Plan): PlanOffer => PLAN_OFFERS.find((p) => p.plan === plan) ?? PLAN_OFFERS[0]!;

/** The price difference an upgrade charges now (0 for the same or a cheaper plan, or CUSTOM). */
export function upgradeCharge(from: Plan, to: Plan): number {
  const a = planOffer(from).monthlyCents;
  const b = planOffer(to).monthlyCents;
  if (a === null || b === null) return 0;
  return Math.max(0, b - a);
}

export const linkedAccountSchema = z.object({ email: z.string(), username: z.string(), role: z.string() });

/** GET /settings/account-info. */
export const accountInfoSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  createDate: z.string(),
  /** Accounts acting in this one right now: the Super-Admins signed in as this user. */
  linkedAccounts: z.array(linkedAccountSchema),
  plan: planSchema,
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const PLAN_CHANGE_STATUSES = ['APPLIED', 'REQUESTED'] as const;
export const planChangeSchema = z.object({
  id: z.number().int(),
  fromPlan: planSchema,
  toPlan: planSchema,
  status: z.enum(PLAN_CHANGE_STATUSES),
  chargedCents: z.number().int(),
  createdAt: z.string(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** GET /settings/subscription-plan. */
export const subscriptionSchema = z.object({
  plan: planSchema,
  /** A CUSTOM request waiting for an answer, if any. */
  pendingRequest: planChangeSchema.nullable(),
  history: z.array(planChangeSchema),
  /** When a paid plan (PRO, ENTERPRISE) next renews and charges its month; null on BASIC and CUSTOM (decision 47). */
  renewsAt: z.string().nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /settings/subscription-plan. */
export const changePlanSchema = z.object({ plan: planSchema });

export const accountMessages = {
  samePlan: 'Plan is already your current plan',
  requested: 'Request sent! We will contact you about the CUSTOM plan.',
  changed: 'Plan changed',
  pendingExists: 'Plan CUSTOM is already requested and waits for an answer',
} as const;
