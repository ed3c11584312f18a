// The typed shape of every table, as Kysely sees it. Column conventions that keep one query path on
// SQLite and PostgreSQL: timestamps are ISO-8601 UTC text (they sort as text), flags are 0/1
// integers, money is integer cents (bigint, read back as a JS number), lists are JSON text.
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { DidStatus } from '@domain/dids';

/** 0 or 1: SQLite has no boolean type, so both dialects store flags as integers. */
export type Flag = 0 | 1;
/** An ISO-8601 timestamp, e.g. 2026-01-01T00:00:00.000Z. */
export type IsoTime = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  role: string;
  status: string;
  password_hash: string;
  password_changed_at: IsoTime;
  password_expires_at: IsoTime | null;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_enabled: ColumnType<number, Flag | undefined, Flag>;
  /** The contact columns the user chose (JSON ContactGroupLayout); null: the defaults. */
  contact_group_layout: ColumnType<string | null, string | null | undefined, string | null>;
  /** The skip-scrub setting: US and CA groups may be sent without a recent scrub (000 §4). */
  skip_scrub: ColumnType<number, Flag | undefined, Flag>;
  /** Time step (30 s counter) of the last one-time code accepted; a code of this step or older is refused. */
  mfa_last_step: number | null;
  timezone: ColumnType<string, string | undefined, string>;
  billing_status: ColumnType<string, string | undefined, string>;
  /** Billing profile fields as JSON text (billingName, billingAddress, ...); null until filled. */
  billing_info: string | null;
  created_at: IsoTime;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the opaque token: a leaked table does not give working sessions. */
  token_hash: string;
  user_id: number;
  /** The Super-Admin who logged in as this user, if any. */
  root_user_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  last_seen_at: IsoTime;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export interface CreditAccountsTable {
  user_id: number;
  balance_cents: ColumnType<number, number | undefined, number>;
  updated_at: IsoTime;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Signed: positive adds credit, negative spends it. */
  amount_cents: number;
  balance_after_cents: number;
  kind: string;
  reference: string | null;
  created_at: IsoTime;
}

export interface CountriesTable {
  code: string;
  name: string;
  dial_code: string;
  enabled: Flag;
  sort_order: number;
}

export interface RoutesTable {
  id: Generated<number>;
  name: string;
  country: string;
  /** 1 one-way, 2 two-way (the spec's sendMethod). */
  send_method: number;
  /** JSON array of message types, e.g. ["SMS","MMS"]. */
  message_types: string;
  support_attachment: Flag;
  is_10dlc: Flag;
  creative_approval_required: Flag;
  status: string;
}

export interface PricesTable {
  id: Generated<number>;
  country: string;
  message_type: string;
  /** Price of one message (or one voice call) in thousandths of a cent: 750 = $0.0075. */
  unit_price_millicents: number;
}

export interface CreditPackagesTable {
  id: Generated<number>;
  name: string;
  amount_cents: number;
  bonus_cents: number;
  sort_order: number;
  active: Flag;
}

export interface ClickEventsTable {
  id: Generated<number>;
  user_id: number;
  target: string;
  path: string;
  at: IsoTime;
  created_at: IsoTime;
}

/** A rate-limit or lockout counter (src/server/limits/db-counter-store.ts). */
export interface RateCountersTable {
  key: string;
  count: number;
  window_ends_at: IsoTime;
}

/**
 * A mail the server sends in the background (src/server/mail-jobs/). Due when run_at has come, no
 * live claim holds it and it has not failed for good; deleted once sent.
 */
export interface MailJobsTable {
  id: Generated<number>;
  /** The job's kind, also inside payload; kept apart to read the table at a glance. */
  kind: string;
  /** The job as JSON (src/server/mail-jobs/mail-job.ts). */
  payload: string;
  /** When the job is due: at enqueue, then after each failure the backoff's next try. */
  run_at: IsoTime;
  attempts: ColumnType<number, number | undefined, number>;
  /** A worker's lease: until then no other worker takes the job; a lapsed lease is free again. */
  claimed_until: IsoTime | null;
  /** Which claim holds the lease, so only that worker can finish or reschedule the job. */
  claim_token: string | null;
  last_error: string | null;
  /** Set when the job ran out of attempts; it stays for inspection and is not tried again. */
  failed_at: IsoTime | null;
  created_at: IsoTime;
}

/** Integer counters that default to 0 on insert. */
type Counter = ColumnType<number, number | undefined, number>;

/** A contact group (src/server/modules/contacts/). metadata is JSON text (ContactGroupMetadata). */
export interface ContactGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** lower(trim(name)): names are unique per user whatever their case. */
  name_key: string;
  type: Counter;
  country: string;
  is_suppression: ColumnType<number, Flag | undefined, Flag>;
  is_create_ar: ColumnType<number, Flag | undefined, Flag>;
  scrub_date: IsoTime | null;
  certed_vertical: string | null;
  /** Set while the group's contacts live in an archive file (archive_file, relative to DATA_DIR). */
  archived_at: IsoTime | null;
  archive_file: string | null;
  metadata: string;
  /** The task that holds the group (import, scrub, ...); the group reads isImporting etc. from its kind. */
  busy_task_id: number | null;
  created_at: IsoTime;
  contacts_count: Counter;
  sent: Counter;
  delivered: Counter;
  failed: Counter;
  blocked: Counter;
  clicked: Counter;
  triggered: Counter;
  optout: Counter;
  lead_callback_fail: Counter;
  lead_duplicated: Counter;
  lead_filtered: Counter;
  lead_optout: Counter;
  lead_system_blacklisted: Counter;
  lead_total: Counter;
}

export interface ContactsTable {
  id: Generated<number>;
  group_id: number;
  /** E.164. */
  phone: string;
  type: ColumnType<string, string | undefined, string>;
  carrier: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  city: string | null;
  state_code: string | null;
  zip_code: string | null;
  /** The other spec fields and custom columns as a JSON object of strings; null when none. */
  data: string | null;
  /** The import that wrote the row (a failed or cancelled import deletes its rows). */
  import_task_id: number | null;
  created_at: IsoTime;
}

/** The background-task runner's queue (src/server/tasks/). */
export interface BackgroundTasksTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  status: string;
  progress: Counter;
  title: string;
  group_id: number | null;
  /** The task's input as JSON. */
  payload: string;
  /** What the task reports when it ends, as JSON. */
  result: string | null;
  error: string | null;
  /** A file the task produced (an export), relative to DATA_DIR. */
  file_path: string | null;
  cancel_requested: ColumnType<number, Flag | undefined, Flag>;
  attempts: Counter;
  claimed_until: IsoTime | null;
  claim_token: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  finished_at: IsoTime | null;
}

/** A file uploaded for an import; its bytes are DATA_DIR/uploads/<id>. */
export interface UploadsTable {
  id: string;
  user_id: number;
  group_id: number;
  file_name: string;
  size_bytes: number;
  /** The import task that took it. */
  task_id: number | null;
  created_at: IsoTime;
}

export interface OptOutsTable {
  user_id: number;
  phone: string;
  created_at: IsoTime;
}

export interface SystemBlacklistTable {
  phone: string;
  reason: string | null;
  created_at: IsoTime;
}

export interface DncNumbersTable {
  phone: string;
  created_at: IsoTime;
}

/** A user's pool of numbers (issue 7). */
export interface DidGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** trim + lower case: names are unique per user whatever their case. */
  name_key: string;
  country: string;
  route_id: number | null;
  voice_enabled: ColumnType<number, Flag | undefined, Flag>;
  /** JSON DidGroupSetting, stored after zeroDisabledSettings. */
  setting: string;
  /** The purchase order filling the group. */
  busy_task_id: number | null;
  created_at: IsoTime;
  /** When the last scrub of its numbers ended (auto-scrub counts its interval from it). */
  scrubbed_at: IsoTime | null;
  /** When its rotation cycle was last reset. */
  cycle_reset_at: IsoTime | null;
}

export interface DidsTable {
  id: Generated<number>;
  group_id: number;
  /** E.164, unique system-wide. */
  phone: string;
  country: string;
  voice_enabled: ColumnType<number, Flag | undefined, Flag>;
  /** The purchase order that bought it (a failed order deletes its rows). */
  purchase_task_id: number | null;
  created_at: IsoTime;
  /** ACTIVE, or BAD when a scrub found it not working, flagged or under the delivered threshold. */
  status: ColumnType<DidStatus, DidStatus | undefined, DidStatus>;
  bad_reason: string | null;
  /** When a scrub last checked it. */
  checked_at: IsoTime | null;
  /** Messages sent in the group's current rotation cycle (reset cycle zeroes it). */
  cycle_sent: ColumnType<number, number | undefined, number>;
}

/** Per number per hour (YYMMDDHH), written by the sending engine. */
export interface DidHourlyStatsTable {
  did_id: number;
  hour: string;
  sent: ColumnType<number, number | undefined, number>;
  delivered: ColumnType<number, number | undefined, number>;
  clicked: ColumnType<number, number | undefined, number>;
}

/** An uploaded image or audio file (issue 7); its bytes are DATA_DIR/media/<user_id>/<storage_key>. */
export interface MediaFilesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  kind: 'image' | 'audio';
  /** Found in the bytes on upload; the file is served back with it. */
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  storage_key: string;
  created_at: IsoTime;
}

/** A named list of a user's audio files (the audio builder binds a tag to one). */
export interface MediaGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  created_at: IsoTime;
}

export interface MediaGroupItemsTable {
  group_id: number;
  media_id: number;
  position: number;
}

/** JSON AudioBuilderConfigInput without its name (src/domain/audio-builder.ts). */
export interface AudioBuilderConfigsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  config: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A short link (issue 7); domain null: the embedded default under /l. */
export interface ShortLinksTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  domain: string | null;
  /** Sub-domain parts joined by '.'; '' for none. */
  sub_domain: ColumnType<string, string | undefined, string>;
  /** Path parts joined by '/'; '' for none. */
  path: ColumnType<string, string | undefined, string>;
  target_url: string;
  offer_id: number | null;
  click_limit: number | null;
  ip_click_limit: number | null;
  expires_at: IsoTime | null;
  created_at: IsoTime;
}

/** One request to a short link, written in batches by the click writer. */
export interface LinkClicksTable {
  id: Generated<number>;
  link_id: number;
  user_id: number;
  clicked_at: IsoTime;
  ip: string;
  user_agent: string;
  browser: string;
  os: string;
  device: string;
  /** The risk score in hundredths (0-9999). */
  risk_score_x100: number;
  /** RISK_WEIGHTS keys, comma separated. */
  risk_factors: string;
  /** A ClickOutcome. */
  outcome: string;
}

export interface ShortLinkProtectionTable {
  user_id: number;
  /** JSON ShortLinkProtection. */
  setting: string;
  updated_at: IsoTime;
}

export interface BlockedIpsTable {
  user_id: number;
  ip: string;
  created_at: IsoTime;
}

/** An offer (issue 7): domains is a JSON array of normalised domain names. */
export interface OffersTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  url: string;
  message: string;
  domains: string;
  created_at: IsoTime;
}

/** A creative (issue 7): countries and variables are JSON; approval_status PENDING, APPROVED or REJECTED. */
export interface CreativesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  route_id: number | null;
  countries: string;
  voice: ColumnType<number, Flag | undefined, Flag>;
  variables: string;
  approval_status: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A creative's attachment: one of its owner's media files, in the creative's order (issue 7). */
export interface CreativeAttachmentsTable {
  creative_id: number;
  media_id: number;
  position: number;
}

/** An opt-out link (issue 7): domains is a JSON array; mode product/customer; type optoutLink/no-optoutLink. */
export interface OptoutLinksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  url: string;
  domains: string;
  set_confirmed: ColumnType<number, Flag | undefined, Flag>;
  mode: string;
  type: string;
  created_at: IsoTime;
}

/** A user's set of domains (issue 7). */
export interface DomainGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** trim + lower case: names are unique per user whatever their case. */
  name_key: string;
  /** JSON DomainGroupSetting, stored after zeroDisabledDomainSettings. */
  setting: string;
  /** The buying order filling the group. */
  busy_task_id: number | null;
  created_at: IsoTime;
}

/** One row per domain name, unique system-wide on name_key (short links resolve by host). */
export interface DomainsTable {
  id: Generated<number>;
  user_id: number;
  group_id: number | null;
  name: string;
  /** The lower-cased name. */
  name_key: string;
  /** DomainStatus: PENDING, ACTIVE, FAILED, RELEASING. */
  status: string;
  /** Verified and not being released. */
  active: ColumnType<number, Flag | undefined, Flag>;
  source: 'bought' | 'own';
  price_cents: number | null;
  /** JSON string[]: the DNS check's setup errors. */
  setup_errors: ColumnType<string, string | undefined, string>;
  purchase_task_id: number | null;
  /** When a RELEASING domain is gone. */
  release_at: IsoTime | null;
  created_at: IsoTime;
}

/** Per domain per hour (YYMMDDHH), written by the sending engine. */
export interface DomainHourlyStatsTable {
  domain_id: number;
  hour: string;
  used: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  clicked: ColumnType<number, number | undefined, number>;
}

/** A domain buying order: the process the buying screen polls until dismissed. */
export interface DomainOrdersTable {
  id: Generated<number>;
  user_id: number;
  group_id: number;
  group_name: string;
  task_id: number;
  dismissed: ColumnType<number, Flag | undefined, Flag>;
  created_at: IsoTime;
}

/** One name of an order: PENDING until handled, then BOUGHT or FAILED with its message. */
export interface DomainOrderItemsTable {
  order_id: number;
  position: number;
  domain: string;
  status: 'PENDING' | 'BOUGHT' | 'FAILED';
  message: ColumnType<string, string | undefined, string>;
  price_cents: ColumnType<number, number | undefined, number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  credit_accounts: CreditAccountsTable;
  credit_ledger: CreditLedgerTable;
  countries: CountriesTable;
  routes: RoutesTable;
  prices: PricesTable;
  credit_packages: CreditPackagesTable;
  click_events: ClickEventsTable;
  rate_counters: RateCountersTable;
  mail_jobs: MailJobsTable;
  contact_groups: ContactGroupsTable;
  did_groups: DidGroupsTable;
  dids: DidsTable;
  did_hourly_stats: DidHourlyStatsTable;
  domain_groups: DomainGroupsTable;
  domains: DomainsTable;
  domain_hourly_stats: DomainHourlyStatsTable;
  domain_orders: DomainOrdersTable;
  domain_order_items: DomainOrderItemsTable;
  contacts: ContactsTable;
  background_tasks: BackgroundTasksTable;
  uploads: UploadsTable;
  opt_outs: OptOutsTable;
  system_blacklist: SystemBlacklistTable;
  dnc_numbers: DncNumbersTable;
  offers: OffersTable;
  creatives: CreativesTable;
  creative_attachments: CreativeAttachmentsTable;
  optout_links: OptoutLinksTable;
  media_files: MediaFilesTable;
  media_groups: MediaGroupsTable;
  media_group_items: MediaGroupItemsTable;
  audio_builder_configs: AudioBuilderConfigsTable;
  short_links: ShortLinksTable;
  link_clicks: LinkClicksTable;
  short_link_protection: ShortLinkProtectionTable;
  blocked_ips: BlockedIpsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type RouteRow = Selectable<RoutesTable>;
export type LedgerRow = Selectable<CreditLedgerTable>;
export type MailJobRow = Selectable<MailJobsTable>;
export type ContactGroupRow = Selectable<ContactGroupsTable>;
export type DidGroupRow = Selectable<DidGroupsTable>;
export type DidRow = Selectable<DidsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type BackgroundTaskRow = Selectable<BackgroundTasksTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type ShortLinkRow = Selectable<ShortLinksTable>;
export type NewLinkClick = Insertable<LinkClicksTable>;
export type OfferRow = Selectable<OffersTable>;
export type CreativeRow = Selectable<CreativesTable>;
export type OptoutLinkRow = Selectable<OptoutLinksTable>;
export type DomainGroupRow = Selectable<DomainGroupsTable>;
export type DomainRow = Selectable<DomainsTable>;
