// The guides' table (issue 15; migration 0034, decision 50). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** One feature of a role's guide. */
export interface GuideFeaturesTable {
  id: Generated<number>;
  /** 'All' or one of the spec's roles. */
  role: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** The content's plain text, for search. */
  text: string;
  position: number;
  /** 1 when readers see it. */
  released: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}
