// The settings tabs' tables (issue 13; migration 0028, decision 43). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

type FlagColumn = ColumnType<number, Flag | undefined, Flag>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A user's Advanced settings and Click request choices; no row: every default. */
export interface UserSettingsTable {
  user_id: number;
  skip_scrub_dnc: FlagColumn;
  skip_scrub_landline: FlagColumn;
  enable_auto_scrub: FlagColumn;
  auto_scrub_interval: Defaulted<number>;
  limit_number_message_per_day: Defaulted<number>;
  failover_route_enable: FlagColumn;
  failover_route_id: Defaulted<number | null>;
  live_feed_forward: Defaulted<string>;
  auto_stop_threshold: Defaulted<number | null>;
  send_speed: Defaulted<number | null>;
  slack_url: Defaulted<string>;
  /** The click filter's maximum risk score x 100 (9999: every score counts). */
  click_max_risk_x100: Defaulted<number>;
  click_count_bots: FlagColumn;
  updated_at: IsoTime;
}

/** A volume order: a request an admin accepts or declines; it charges nothing. */
export interface VolumeOrdersTable {
  id: Generated<number>;
  user_id: number;
  duration: number;
  volume: number;
  message_type: string;
  price_cents: number;
  /** Pending, Accepted or Declined. */
  status: Defaulted<string>;
  created_at: IsoTime;
  decided_at: string | null;
  decided_by: number | null;
}
