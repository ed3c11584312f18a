// User analytics and plan renewals (issue 13; migration 0031, decision 47).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** An event the web app recorded for the signed-in user (a page viewed). */
export interface UserAnalyticsTable {
  id: Generated<number>;
  user_id: number;
  /** page_view (src/domain/user-analytics.ts). */
  event: string;
  path: string;
  title: string;
  created_at: IsoTime;
}

/** A monthly renewal of a paid plan: CHARGED or FAILED, once per user and period. */
export interface PlanRenewalsTable {
  id: Generated<number>;
  user_id: number;
  /** The renewal date the period starts at (users.plan_renews_at when it was due). */
  period_start: IsoTime;
  plan: string;
  amount_cents: number;
  status: string;
  ledger_id: number | null;
  created_at: IsoTime;
}
