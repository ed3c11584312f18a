// The audit log of login as user (migration 0025, decision 40). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** One mutating call made under an impersonated session; never its body. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The Super-Admin who logged in as the user. */
  root_user_id: number;
  /** The user whose account the call acted in. */
  user_id: number;
  method: string;
  /** The path without its query string. */
  path: string;
  status_code: number;
  created_at: IsoTime;
}
