// The typed shape of every table, as Kysely sees it. Column conventions that keep one query path on
// SQLite and PostgreSQL: timestamps are ISO-8601 UTC text (they sort as text), flags are 0/1
// integers, money is integer cents (bigint, read back as a JS number), lists are JSON text.
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Flag, IsoTime } from './column-types';
import type { DidGroupsTable, DidHourlyStatsTable, DidsTable } from './tables/dids';
import type { AudioBuilderConfigsTable, MediaFilesTable, MediaGroupItemsTable, MediaGroupsTable } from './tables/media';
import type { BlockedIpsTable, LinkClicksTable, ShortLinkProtectionTable, ShortLinksTable } from './tables/short-links';
import type { CreativeAttachmentsTable, CreativesTable, OffersTable, OptoutLinksTable } from './tables/content';
import type { DomainGroupsTable, DomainHourlyStatsTable, DomainOrderItemsTable, DomainOrdersTable, DomainsTable } from './tables/domains';
import type {
  AiAssistantFilesTable,
  AiAssistantSettingsTable,
  ResponderActionEventsTable,
  ResponderActionsTable,
  ResponderCampaignCursorsTable,
  ResponderNodeCountsTable,
  ResponderContactGroupsTable,
  ResponderConversationsTable,
  ResponderRequestLogTable,
  InboundMessagesTable,
  ResponderDidGroupsTable,
  ResponderNodesTable,
  ResponderNotesTable,
  ResponderOnFlySettingsTable,
  ResponderRevisionsTable,
  RespondersTable,
} from './tables/responders';
import type { CampaignsTable } from './tables/campaigns';
import type {
  CampaignEventsTable,
  CampaignMinuteStatsTable,
  CampaignHourStatsTable,
  RouteHourStatsTable,
  RouteMinuteStatsTable,
  CampaignPausedElementsTable,
  CampaignRunsTable,
  ErrorHourlyStatsTable,
  MessageBatchesTable,
  MessagesTable,
  SimCarrierBatchesTable,
  SimCarrierEventsTable,
} from './tables/sending';
import type { InboxCursorsTable, InboxThreadsTable } from './tables/inbox';
import type { NotificationSettingsTable, NotificationsTable } from './tables/notifications';
import type {
  BillingRequestsTable,
  CardChargesTable,
  KycApplicationsTable,
  KycDocumentsTable,
  OrderProofsTable,
  OrdersTable,
  PaymentCardsTable,
  PaymentSettingsTable,
  PurchaseChallengesTable,
  UserProfilesTable,
} from './tables/billing';
import type { AuditLogTable } from './tables/audit';
import type { ApiAllowedIpsTable, ApiCodesTable, ApiMessagesTable, ApiSettingsTable, ApiTokensTable } from './tables/api';
import type { BackupSchedulesTable, PlanChangesTable } from './tables/backups';
import type { PlanRenewalsTable, UserAnalyticsTable } from './tables/analytics-and-renewals';
import type { AdminCreditActionsTable, UserAdminSettingsTable } from './tables/user-admin';
import type { RevenueTrackingAccountsTable } from './tables/revenue-tracking';
import type { UserSettingsTable, VolumeOrdersTable } from './tables/user-settings';
import type { RegistrationRequestsTable } from './tables/registrations';
import type { TollFreeProfilesTable, TollFreeRequestNumbersTable, TollFreeRequestsTable } from './tables/toll-free';
import type { TenDlcBrandsTable, TenDlcUseCaseDidGroupsTable, TenDlcUseCasesTable } from './tables/ten-dlc';
import type { GuideFeaturesTable } from './tables/guides';
import type { FeedbackEntriesTable, IssueTrackerEntriesTable, TicketAttachmentsTable, TicketRepliesTable, TicketsTable } from './tables/tickets';
import type { ReferralCommissionsTable, ReferralLeadsTable, ReferralLinksTable, ReferralProgramsTable, ReferralVisitsTable } from './tables/referral';

// The areas' tables live in ./tables, one file each; every table type is still importable from here.
export type * from './column-types';
export type * from './tables/dids';
export type * from './tables/media';
export type * from './tables/short-links';
export type * from './tables/content';
export type * from './tables/domains';
export type * from './tables/responders';
export type * from './tables/campaigns';
export type * from './tables/sending';
export type * from './tables/inbox';
export type * from './tables/notifications';
export type * from './tables/billing';
export type * from './tables/audit';
export type * from './tables/api';
export type * from './tables/backups';
export type * from './tables/analytics-and-renewals';
export type * from './tables/user-admin';
export type * from './tables/revenue-tracking';
export type * from './tables/user-settings';
export type * from './tables/registrations';
export type * from './tables/toll-free';
export type * from './tables/ten-dlc';
export type * from './tables/guides';
export type * from './tables/tickets';
export type * from './tables/referral';

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
  /** The monitoring columns the user chose (JSON MonitoringLayout, any version: read through its migration); null: the default. */
  campaign_monitoring_layout: ColumnType<string | null, string | null | undefined, string | null>;
  /** The skip-scrub setting: US and CA groups may be sent without a recent scrub (000 §4). */
  skip_scrub: ColumnType<number, Flag | undefined, Flag>;
  /** Time step (30 s counter) of the last one-time code accepted; a code of this step or older is refused. */
  mfa_last_step: number | null;
  timezone: ColumnType<string, string | undefined, string>;
  billing_status: ColumnType<string, string | undefined, string>;
  /** Billing profile fields as JSON text (billingName, billingAddress, ...); null until filled. */
  billing_info: string | null;
  created_at: IsoTime;
  /** The subscription plan: BASIC, PRO, ENTERPRISE or CUSTOM (migration 0026). */
  plan: ColumnType<string, string | undefined, string>;
  /** When a paid plan next renews; null on BASIC and CUSTOM (migration 0031, decision 47). */
  plan_renews_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
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
  /** Set by credit changes that may be retried: the row a retry finds instead of writing another. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
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
  responders: RespondersTable;
  responder_contact_groups: ResponderContactGroupsTable;
  responder_did_groups: ResponderDidGroupsTable;
  responder_nodes: ResponderNodesTable;
  responder_notes: ResponderNotesTable;
  responder_revisions: ResponderRevisionsTable;
  ai_assistant_settings: AiAssistantSettingsTable;
  ai_assistant_files: AiAssistantFilesTable;
  responder_on_fly_settings: ResponderOnFlySettingsTable;
  responder_action_events: ResponderActionEventsTable;
  responder_conversations: ResponderConversationsTable;
  responder_actions: ResponderActionsTable;
  responder_request_log: ResponderRequestLogTable;
  responder_campaign_cursors: ResponderCampaignCursorsTable;
  responder_node_counts: ResponderNodeCountsTable;
  inbound_messages: InboundMessagesTable;
  campaigns: CampaignsTable;
  campaign_runs: CampaignRunsTable;
  message_batches: MessageBatchesTable;
  messages: MessagesTable;
  campaign_minute_stats: CampaignMinuteStatsTable;
  campaign_hour_stats: CampaignHourStatsTable;
  route_minute_stats: RouteMinuteStatsTable;
  route_hour_stats: RouteHourStatsTable;
  error_hourly_stats: ErrorHourlyStatsTable;
  campaign_events: CampaignEventsTable;
  campaign_paused_elements: CampaignPausedElementsTable;
  sim_carrier_batches: SimCarrierBatchesTable;
  sim_carrier_events: SimCarrierEventsTable;
  inbox_threads: InboxThreadsTable;
  inbox_cursors: InboxCursorsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  user_profiles: UserProfilesTable;
  billing_requests: BillingRequestsTable;
  kyc_applications: KycApplicationsTable;
  kyc_documents: KycDocumentsTable;
  payment_cards: PaymentCardsTable;
  card_charges: CardChargesTable;
  purchase_challenges: PurchaseChallengesTable;
  payment_settings: PaymentSettingsTable;
  orders: OrdersTable;
  order_proofs: OrderProofsTable;
  audit_log: AuditLogTable;
  api_settings: ApiSettingsTable;
  api_tokens: ApiTokensTable;
  api_allowed_ips: ApiAllowedIpsTable;
  api_codes: ApiCodesTable;
  api_messages: ApiMessagesTable;
  backup_schedules: BackupSchedulesTable;
  plan_changes: PlanChangesTable;
  user_analytics: UserAnalyticsTable;
  plan_renewals: PlanRenewalsTable;
  user_admin_settings: UserAdminSettingsTable;
  admin_credit_actions: AdminCreditActionsTable;
  revenue_tracking_accounts: RevenueTrackingAccountsTable;
  user_settings: UserSettingsTable;
  volume_orders: VolumeOrdersTable;
  registration_requests: RegistrationRequestsTable;
  toll_free_profiles: TollFreeProfilesTable;
  toll_free_requests: TollFreeRequestsTable;
  toll_free_request_numbers: TollFreeRequestNumbersTable;
  ten_dlc_brands: TenDlcBrandsTable;
  ten_dlc_use_cases: TenDlcUseCasesTable;
  ten_dlc_use_case_did_groups: TenDlcUseCaseDidGroupsTable;
  guide_features: GuideFeaturesTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  ticket_attachments: TicketAttachmentsTable;
  feedback_entries: FeedbackEntriesTable;
  issue_tracker_entries: IssueTrackerEntriesTable;
  referral_programs: ReferralProgramsTable;
  referral_links: ReferralLinksTable;
  referral_visits: ReferralVisitsTable;
  referral_leads: ReferralLeadsTable;
  referral_commissions: ReferralCommissionsTable;
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
export type ResponderRow = Selectable<RespondersTable>;
export type ResponderNodeRow = Selectable<ResponderNodesTable>;
export type AiAssistantSettingRow = Selectable<AiAssistantSettingsTable>;
export type AiAssistantFileRow = Selectable<AiAssistantFilesTable>;
export type CampaignRow = Selectable<CampaignsTable>;
