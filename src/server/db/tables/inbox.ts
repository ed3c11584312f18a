// The inbox's tables (issue 11; migration 0017, decision 31). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

type Counter = ColumnType<number, number | undefined, number>;

/** One contact phone and one of the user's numbers: what the inbox lists and filters on. */
export interface InboxThreadsTable {
  id: Generated<number>;
  /** The API's threadUUID. */
  uuid: string;
  user_id: number;
  phone: string;
  did: string;
  starred: ColumnType<number, Flag | undefined, Flag>;
  /** The contact's latest message (inbound_messages): id, time and kind (stop, help, start, text). */
  last_inbound_id: number | null;
  last_inbound_at: IsoTime | null;
  last_inbound_kind: string | null;
  /** The latest inbound id the user has read; unread while last_inbound_id is past it. */
  read_inbound_id: Counter;
  /** Our latest answer: a message without a campaign that is not a test (inbox, responder, keyword reply). */
  last_reply_id: number | null;
  last_reply_at: IsoTime | null;
  /** 1 once a responder answered in the thread. */
  responder: ColumnType<number, Flag | undefined, Flag>;
  /** 1 once a message sent through the public API is in the thread (migration 0027). */
  api: ColumnType<number, Flag | undefined, Flag>;
  /** The later of the two sides' times: the list's order. */
  last_activity_at: IsoTime;
  created_at: IsoTime;
}

/** How far a user's threads have read the inbound messages and the messages without a campaign. */
export interface InboxCursorsTable {
  user_id: number;
  inbound_id: Counter;
  message_id: Counter;
}
