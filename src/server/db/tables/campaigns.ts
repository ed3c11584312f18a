// Campaigns: drafts and sent campaigns (issue 9; migration 0014). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** compose is JSON Compose (src/domain/campaign-compose); status a CampaignStatus. */
export interface CampaignsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  status: string;
  compose: string;
  /** Contacts counted at send; null for a draft. */
  audience: number | null;
  /** 'YYYY-MM-DD HH:mm' in the compose's timeName, as sent; null unless scheduled. */
  scheduled_at: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  sent_at: IsoTime | null;
}
