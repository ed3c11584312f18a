// Offers, creatives with their attachments, and opt-out links (issue 7).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

/** An offer (issue 7): domains is a JSON array of normalised domain names. */
export interface OffersTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  url: string;
  message: string;
  domains: string;
  created_at: IsoTime;
}

/** A creative (issue 7): countries and variables are JSON; approval_status PENDING, APPROVED or REJECTED. */
export interface CreativesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  route_id: number | null;
  countries: string;
  voice: ColumnType<number, Flag | undefined, Flag>;
  variables: string;
  approval_status: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A creative's attachment: one of its owner's media files, in the creative's order (issue 7). */
export interface CreativeAttachmentsTable {
  creative_id: number;
  media_id: number;
  position: number;
}

/** An opt-out link (issue 7): domains is a JSON array; mode product/customer; type optoutLink/no-optoutLink. */
export interface OptoutLinksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  url: string;
  domains: string;
  set_confirmed: ColumnType<number, Flag | undefined, Flag>;
  mode: string;
  type: string;
  created_at: IsoTime;
}
