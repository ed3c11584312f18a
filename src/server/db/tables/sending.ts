// The sending engine's tables (issue 10; migration 0015, decision 29). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

type Counter = ColumnType<number, number | undefined, number>;

/** The engine's state of one sent campaign, beside the wizard's campaigns row. */
export interface CampaignRunsTable {
  campaign_id: number;
  user_id: number;
  /** 0 the first send; n the n-th resend. */
  round: Counter;
  /** 'send', or the resend's set: 'failed', 'nonReply', 'nonClicked'. */
  round_kind: ColumnType<string, string | undefined, string>;
  /** Which of the campaign's contact groups (by position, ids ascending) the round is reading. */
  cursor_group: Counter;
  /** The last contact id taken in that group this round (keyset over contacts.id); in a resend, the last message id. */
  cursor: Counter;
  /** 1 once the round has taken every contact (held ones still wait). */
  audience_done: Counter;
  /** The throttle's anchor. */
  last_sent_at: IsoTime | null;
  /** When the engine looks at the campaign next (the throttle, the sleep timer, the start time). */
  next_at: IsoTime | null;
  /** Why the engine paused it ('credit', 'number_unavailable', or null when the sender did). */
  pause_reason: string | null;
  /** The process dispatching it and until when; another takes over once the lease runs out. */
  lease_owner: string | null;
  lease_until: IsoTime | null;
  /** Auto-optimization: 0 before lap 1 is judged, 1 after, 2 after lap 2. */
  lap: Counter;
  started_at: IsoTime | null;
  finished_at: IsoTime | null;
  cost_millicents: Counter;
  /** Cents taken from the ledger so far: ceil(cost_millicents / 1000) after every batch. */
  charged_cents: Counter;
  revenue_cents: Counter;
  total: Counter;
  queued: Counter;
  held: Counter;
  sent: Counter;
  delivered: Counter;
  failed: Counter;
  blocked: Counter;
  optout: Counter;
  attempt_failed: Counter;
  rejected: Counter;
  clicked: Counter;
  replied: Counter;
  convertor: Counter;
  callback: Counter;
  /** Contacts of the audience not sent to: opted out, blacklisted or DNC when their turn came. */
  skipped: Counter;
}

/** What is handed to the carrier in one call, under one idempotency key. */
export interface MessageBatchesTable {
  id: Generated<number>;
  /** Null for a test send to the wizard's seed numbers. */
  campaign_id: number | null;
  user_id: number;
  key: string;
  /** queued (written and charged), submitted (the carrier accepted it). */
  state: string;
  count: number;
  created_at: IsoTime;
  submitted_at: IsoTime | null;
}

/** One message to one contact in one round. */
export interface MessagesTable {
  id: Generated<number>;
  /** Null for a test send to the wizard's seed numbers. */
  campaign_id: number | null;
  user_id: number;
  batch_id: number | null;
  round: number;
  contact_id: number | null;
  group_id: number | null;
  phone: string;
  /** campaign:round:phone (a test send: test:<batch uuid>:phone). */
  idem_key: string;
  /** held, queued, submitted, reported. */
  state: string;
  /** Held for the recipient's quiet hours until then. */
  hold_until: IsoTime | null;
  message_type: string;
  route_id: number | null;
  did: string | null;
  did_id: number | null;
  creative_id: number | null;
  offer_id: number | null;
  /** The short link's domain (null: the app's own host). */
  domain: string | null;
  /** The per-contact short link's code, or null when the message has no link. */
  link_code: string | null;
  body: string;
  segments: number;
  cost_millicents: number;
  /** The delivery result code 0-12 once reported. */
  result: number | null;
  queued_at: IsoTime;
  submitted_at: IsoTime | null;
  result_at: IsoTime | null;
  clicked_at: IsoTime | null;
  replied_at: IsoTime | null;
  converted_at: IsoTime | null;
  revenue_cents: Counter;
  /** A call's outcome as the carrier reported it: answered, machine or missed (voice and voicemail). */
  call_outcome: ColumnType<string | null, string | null | undefined, string | null>;
  /** How long the call was listened to. */
  call_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the contact called the number back after it. */
  called_back_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
}

/** Per campaign per UTC minute ('YYYY-MM-DD HH:mm'). */
export interface CampaignMinuteStatsTable {
  campaign_id: number;
  user_id: number;
  minute: string;
  sent: Counter;
  delivered: Counter;
  failed: Counter;
  clicked: Counter;
  replied: Counter;
  optout: Counter;
  convertor: Counter;
  cost_millicents: Counter;
  revenue_cents: Counter;
}

/** campaign_minute_stats rolled up per campaign per UTC hour ('YYYY-MM-DD HH'), kept by triggers (migration 0019). */
export interface CampaignHourStatsTable {
  campaign_id: number;
  user_id: number;
  hour: string;
  sent: Counter;
  delivered: Counter;
  failed: Counter;
  clicked: Counter;
  replied: Counter;
  optout: Counter;
  convertor: Counter;
  cost_millicents: Counter;
  revenue_cents: Counter;
}

/** The campaign's minutes split by route (migration 0022): route_id 0 is not known (history before it). */
export interface RouteMinuteStatsTable extends CampaignMinuteStatsTable {
  route_id: number;
}

/** route_minute_stats rolled up per UTC hour, kept by triggers (migration 0022). */
export interface RouteHourStatsTable extends CampaignHourStatsTable {
  route_id: number;
}

export interface CampaignEventsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  kind: string;
  detail: string;
  created_at: IsoTime;
}

export interface CampaignPausedElementsTable {
  campaign_id: number;
  /** creative or offer. */
  element: string;
  element_id: number;
  lap: number;
  reason: string;
  paused_until: IsoTime;
}

/** The carrier simulator's accepted batches (its side of the wire). payload is JSON. */
export interface SimCarrierBatchesTable {
  key: string;
  account: string;
  payload: string;
  count: number;
  accepted_at: IsoTime;
  report_due_at: IsoTime;
  reported_at: IsoTime | null;
}

/** The simulated audience's clicks, replies, conversions and calls, each due at its time. */
export interface SimCarrierEventsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  due_at: IsoTime;
  done_at: IsoTime | null;
}

/** Failed results per user, UTC hour ('YYYY-MM-DD HH'), campaign and result code (migration 0021, decision 35). */
export interface ErrorHourlyStatsTable {
  user_id: number;
  hour: string;
  campaign_id: number;
  code: number;
  failed: Counter;
  first_at: IsoTime;
  last_at: IsoTime;
}
