// The toll-free verification tables (issue 14; migration 0032, decision 49). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** A business and its contact, reused by the user's toll-free requests. */
export interface TollFreeProfilesTable {
  id: Generated<number>;
  user_id: number;
  business_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  /** US or CA. */
  country: string;
  website: string;
  first_name: string;
  last_name: string;
  email: string;
  /** E.164. */
  phone: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A verification request's own fields; its state is its newest registration request's. */
export interface TollFreeRequestsTable {
  id: Generated<number>;
  user_id: number;
  profile_id: number;
  use_case: string;
  use_case_summary: string;
  expected_monthly_volume: string;
  opt_in_type: string;
  opt_in_workflow: string;
  opt_in_proof_url: string;
  /** JSON array of texts. */
  sample_messages: string;
  additional_information: string;
  /** The vendor it is registered through (toll-free-aggregator). */
  vendor_id: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A toll-free number a request covers (each number in one request at most). */
export interface TollFreeRequestNumbersTable {
  id: Generated<number>;
  request_id: number;
  user_id: number;
  phone: string;
  position: number;
}
