// The billing tables (issue 12; migration 0023, decision 36). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

type Text = ColumnType<string, string | undefined, string>;

/** A user's personal fields and verified billing fields (000 §3 Profile user); '' when not given. */
export interface UserProfilesTable {
  user_id: number;
  address1: Text;
  address2: Text;
  city: Text;
  state: Text;
  zip: Text;
  /** 'Male', 'Female' or ''. */
  gender: Text;
  phone: Text;
  country: Text;
  company: Text;
  company_description: Text;
  company_phone: Text;
  industry: Text;
  billing_address: Text;
  billing_name: Text;
  billing_country: Text;
  billing_reg_no: Text;
  billing_vat_no: Text;
  billing_iban: Text;
  billing_bic: Text;
  billing_intermediary_bic: Text;
  billing_bank: Text;
  billing_bank_address: Text;
  entity_name: Text;
  updated_at: IsoTime;
}

/** A requested change of the billing fields, for a Super-Admin to review. */
export interface BillingRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** PENDING, APPROVED, REJECTED or RELEASED (000 §3 Billing check result). */
  status: string;
  /** JSON: the billing fields asked for. */
  requested: string;
  /** JSON: the billing fields they replace, for 'See reason'. */
  original: string;
  reject_reason: string | null;
  reviewed_by: number | null;
  created_at: IsoTime;
  reviewed_at: IsoTime | null;
}

export interface KycApplicationsTable {
  user_id: number;
  /** A KYC code (000 §4): 0 NEW, 1 PENDING REVIEW, 9001 Verified ... */
  code: ColumnType<number, number | undefined, number>;
  /** JSON: the information given. */
  information: Text;
  submitted_at: IsoTime | null;
  updated_at: IsoTime;
}

/** An uploaded KYC document; its bytes are DATA_DIR/kyc/<id>. */
export interface KycDocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: IsoTime;
}

/** A saved card: the provider's token and what may be shown, never the number. */
export interface PaymentCardsTable {
  id: Generated<number>;
  user_id: number;
  provider_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string;
  email: string;
  phone: string;
  postal_code: string;
  is_default: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: IsoTime;
}

/** One attempt to charge a card, whatever its outcome. */
export interface CardChargesTable {
  id: Generated<number>;
  user_id: number;
  card_id: number | null;
  card_brand: string;
  card_last4: string;
  package_id: number | null;
  /** 'purchase' or 'auto-recharge'. */
  source: string;
  amount_cents: number;
  fee_cents: ColumnType<number, number | undefined, number>;
  currency: Text;
  /** 'pending', 'succeeded' or 'failed'. */
  status: string;
  description: Text;
  failure_message: string | null;
  provider_charge_id: string | null;
  /** One charge per key per user: a retried or double-clicked purchase finds this row. */
  idempotency_key: string;
  credit_entry_id: number | null;
  fee_entry_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A purchase challenge; the answer is kept hashed. */
export interface PurchaseChallengesTable {
  id: Generated<number>;
  user_id: number;
  answer_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: IsoTime;
  expires_at: IsoTime;
  solved_at: IsoTime | null;
  used_at: IsoTime | null;
}

/** Auto-recharge of one user. */
export interface PaymentSettingsTable {
  user_id: number;
  auto_recharge: ColumnType<Flag, Flag | undefined, Flag>;
  /** Recharge when the balance falls below this. */
  threshold_cents: number;
  /** How much one recharge buys. */
  recharge_cents: number;
  /** The ledger row whose crossing of the threshold was last answered: one crossing, one recharge. */
  last_crossing_entry_id: number | null;
  updated_at: IsoTime;
}

/** A bank-transfer or referral order. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** 'bank' or 'referral'. */
  type: string;
  amount_cents: number;
  released_cents: ColumnType<number, number | undefined, number>;
  processing_fee_cents: ColumnType<number, number | undefined, number>;
  /** open, wait-payment, processing, part-release, succeeded or failed (000 §4). */
  status: string;
  failure_message: string | null;
  package_id: number | null;
  idempotency_key: string | null;
  received_at: IsoTime | null;
  succeeded_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A PDF proof of payment; its bytes are DATA_DIR/proofs/<id>. */
export interface OrderProofsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  file_name: string;
  size_bytes: number;
  created_at: IsoTime;
}
