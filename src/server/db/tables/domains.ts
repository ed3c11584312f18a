// Domain groups, domains, their hourly figures and buying orders (issue 7).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

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
