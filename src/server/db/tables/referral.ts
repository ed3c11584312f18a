// The referral tables (issue 15; migration 0036, decision 52). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

export interface ReferralProgramsTable {
  id: Generated<number>;
  name: string;
  /** Upper-case, unique. */
  code: string;
  description: string;
  /** Commission rate in basis points (1250 = 12.5 %). */
  commission_bp: number;
  /** active or paused. */
  status: string;
  created_by: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A user's link in a program: one per user and program. */
export interface ReferralLinksTable {
  id: Generated<number>;
  program_id: number;
  user_id: number;
  referral_code: string;
  created_at: IsoTime;
}

export interface ReferralVisitsTable {
  id: Generated<number>;
  link_id: number;
  visited_at: IsoTime;
}

export interface ReferralLeadsTable {
  id: Generated<number>;
  link_id: number;
  name: string;
  /** Lower-case; an account with this email makes the lead a sign-up. */
  email: string;
  phone: string;
  company: string;
  created_at: IsoTime;
}

/** One referred purchase's commission, added to the referrer's open referral order. */
export interface ReferralCommissionsTable {
  id: Generated<number>;
  link_id: number;
  referred_user_id: number;
  source: string;
  revenue_cents: number;
  rate_bp: number;
  commission_cents: number;
  order_id: number | null;
  created_at: IsoTime;
}
