// Short links, their clicks, protection settings and blocked addresses (issue 7).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** A short link (issue 7); domain null: the embedded default under /l. */
export interface ShortLinksTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  domain: string | null;
  /** Sub-domain parts joined by '.'; '' for none. */
  sub_domain: ColumnType<string, string | undefined, string>;
  /** Path parts joined by '/'; '' for none. */
  path: ColumnType<string, string | undefined, string>;
  target_url: string;
  offer_id: number | null;
  click_limit: number | null;
  ip_click_limit: number | null;
  expires_at: IsoTime | null;
  created_at: IsoTime;
  /** The message whose per-contact link this is (issue 10); null for a link the user made. */
  message_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One request to a short link, written in batches by the click writer. */
export interface LinkClicksTable {
  id: Generated<number>;
  link_id: number;
  user_id: number;
  clicked_at: IsoTime;
  ip: string;
  user_agent: string;
  browser: string;
  os: string;
  device: string;
  /** The risk score in hundredths (0-9999). */
  risk_score_x100: number;
  /** RISK_WEIGHTS keys, comma separated. */
  risk_factors: string;
  /** A ClickOutcome. */
  outcome: string;
}

export interface ShortLinkProtectionTable {
  user_id: number;
  /** JSON ShortLinkProtection. */
  setting: string;
  updated_at: IsoTime;
}

export interface BlockedIpsTable {
  user_id: number;
  ip: string;
  created_at: IsoTime;
}
