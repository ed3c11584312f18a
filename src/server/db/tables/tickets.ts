// The tickets, feedback and issue-tracker tables (issue 15; migration 0035, decision 51). The column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

export interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  /** open, processing, done, cancelled. */
  status: string;
  reply_count: Generated<number>;
  last_from_support: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: number;
  from_support: Flag;
  message: string;
  created_at: IsoTime;
}

export interface TicketAttachmentsTable {
  id: Generated<number>;
  ticket_id: number;
  reply_id: number;
  file_name: string;
  /** The type its first bytes say, not the browser's claim. */
  content_type: string;
  size_bytes: number;
  /** The file's name under DATA_DIR/tickets/<ticket id>/. */
  storage_key: string;
  created_at: IsoTime;
}

export interface FeedbackEntriesTable {
  id: Generated<number>;
  user_id: number;
  rating: number;
  text: string;
  page: string;
  screenshot_name: string | null;
  screenshot_type: string | null;
  screenshot_size: number | null;
  /** The file's name under DATA_DIR/feedback/. */
  screenshot_key: string | null;
  ticket_id: number | null;
  issue_key: string | null;
  created_at: IsoTime;
}

/** The built-in issue tracker's store (src/server/providers/issue-tracker). */
export interface IssueTrackerEntriesTable {
  id: Generated<number>;
  key: string;
  project: string;
  number: number;
  summary: string;
  description: string;
  issue_type: string;
  created_by: string;
  created_at: IsoTime;
}
