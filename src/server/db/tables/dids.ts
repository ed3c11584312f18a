// DID groups, their numbers and hourly figures (issue 7).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { DidStatus } from '@domain/dids';
import type { Flag, IsoTime } from '../column-types';

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
