// The api tab's and the public API's tables (issue 13; migration 0027, decision 42). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

export interface ApiSettingsTable {
  user_id: number;
  /** The API request key: shown to its owner, signs the webhooks. */
  api_key: string;
  delivery_url: string | null;
  reply_url: string | null;
  updated_at: IsoTime;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The token's first characters, for the list; the token itself is only in token_hash. */
  prefix: string;
  /** sha256 hex of the token (lib/tokens.ts hashToken). */
  token_hash: string;
  created_at: IsoTime;
  last_used_at: IsoTime | null;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
}

export interface ApiAllowedIpsTable {
  id: Generated<number>;
  user_id: number;
  /** An address or CIDR range, validated (src/domain/api-settings.ts). */
  ip_address: string;
  note: string | null;
  created_at: IsoTime;
}

export interface ApiCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: IsoTime;
  attempts: ColumnType<number, number | undefined, number>;
}

export interface ApiMessagesTable {
  message_id: number;
  user_id: number;
  token_id: number | null;
  created_at: IsoTime;
}
