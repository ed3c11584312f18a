// The 10DLC tables (issue 14; migration 0033, decision 48). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** A brand: its fields as JSON; its state is its newest registration request's. */
export interface TenDlcBrandsTable {
  id: Generated<number>;
  user_id: number;
  brand_name: string;
  fields: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A use case under a brand: its fields (but the DID groups) as JSON. */
export interface TenDlcUseCasesTable {
  id: Generated<number>;
  user_id: number;
  brand_id: number;
  usecase_name: string;
  usecase_type: string;
  fields: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The DID groups a use case covers. */
export interface TenDlcUseCaseDidGroupsTable {
  use_case_id: number;
  did_group_id: number;
}
