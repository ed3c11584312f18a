// The revenue-tracking table (issue 13; migration 0029, decision 44). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

type Text = ColumnType<string, string | undefined, string>;

/** One user's account with one tracking vendor. */
export interface RevenueTrackingAccountsTable {
  id: Generated<number>;
  user_id: number;
  /** A key of TRACKING_VENDOR_KEYS (src/domain/revenue-vendors.ts). */
  vendor: string;
  active: ColumnType<Flag, Flag | undefined, Flag>;
  sub_domain: Text;
  access_id: Text;
  /** Kept whole for the vendor's API; answers only ever carry it masked. */
  access_key: Text;
  /** JSON: Mapping (our value -> vendor parameter). */
  mapping: Text;
  /** JSON: VendorParameters ({ pathParams, queryParams }). */
  vendor_parameters: Text;
  /** JSON: the vendor's own settings (Voluum: VoluumSettings). */
  settings: Text;
  pulled_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}
