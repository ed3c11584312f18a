// User administration (issue 13; migration 0024, decision 39).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

type FlagColumn = ColumnType<number, Flag | undefined, Flag>;
type Text = ColumnType<string, string | undefined, string>;

/**
 * The admin-view fields with no other home; one row per user once saved. The ones a user edits too
 * are in user_settings and api_settings (migration 0024's note).
 */
export interface UserAdminSettingsTable {
  user_id: number;
  /** The e-mail of the Management-Agency whose agent the user is; null: nobody's agent. */
  agent_acc: string | null;
  speed: number | null;
  phone_type: Text;
  referrer_id: Text;
  op_hours: Text;
  note: Text;
  link_account_user: Text;
  show_credit_user: FlagColumn;
  show_bt_email_user: FlagColumn;
  activate_credit_pooling: FlagColumn;
  enable_credit_pooling: FlagColumn;
  use_agency_credit: FlagColumn;
  has_activated_email_link: FlagColumn;
  has_activated_text: FlagColumn;
  two_way: FlagColumn;
  enable_dummy_campaign: FlagColumn;
  live_feed_forward: FlagColumn;
  data_consumer_enabled: FlagColumn;
  updated_at: IsoTime;
}

/** Who changed whose credit and why, beside the ledger rows it wrote. */
export interface AdminCreditActionsTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_email: string;
  /** admin-credit, bonus, move-credit or did-migration-fee. */
  kind: string;
  from_user_id: number | null;
  to_user_id: number | null;
  amount_cents: number;
  note: Text;
  from_entry_id: number | null;
  to_entry_id: number | null;
  created_at: IsoTime;
}
