// The carrier-registration table (issue 14; migration 0030, decision 45). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** One request sent to a registration vendor: its state, the vendor's answer and the retry clock. */
export interface RegistrationRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** brand, use-case or toll-free. */
  kind: string;
  subject_id: number;
  subject_name: string;
  link: string;
  vendor_id: string;
  /** JSON of the fields as sent. */
  fields: string;
  /** requesting, register pending, registered or rejected. */
  state: string;
  reason: string | null;
  vendor_ref: string | null;
  throughput_per_minute: number | null;
  fee_cents: number;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the sweep next calls the vendor for it; null once decided. */
  next_attempt_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  submitted_at: IsoTime | null;
  decided_at: IsoTime | null;
}
