// Backup schedules and plan changes (issue 13; migration 0026, decision 41).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** One row per user who chose a schedule; next_run_at null while it is off. */
export interface BackupSchedulesTable {
  user_id: number;
  /** off, daily or weekly (src/domain/backups.ts). */
  frequency: string;
  next_run_at: IsoTime | null;
  last_run_at: IsoTime | null;
  last_error: string | null;
  updated_at: IsoTime;
}

/** A change of plan: APPLIED at once, or REQUESTED (CUSTOM) for a person to answer. */
export interface PlanChangesTable {
  id: Generated<number>;
  user_id: number;
  from_plan: string;
  to_plan: string;
  status: string;
  charged_cents: ColumnType<number, number | undefined, number>;
  ledger_id: number | null;
  created_at: IsoTime;
}
