// The inbox filters (001 §9) as SQL over a thread row aliased `t` (decision 31). They read the
// thread's own columns, plus two lookups by key: the contact's opt-out (the opt_outs primary key) and,
// for Error only, the thread's messages (messages_user_phone). The same rules as plain functions are
// in src/domain/inbox-thread.ts, which summarises each listed thread.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { InboxFilter } from '@domain/inbox';

type Condition = RawBuilder<SqlBool>;

const unread: Condition = sql`coalesce(t.last_inbound_id, 0) > t.read_inbound_id`;
/** The contact's latest message is newer than our latest answer (an answer in the same millisecond answers it). */
const contactHadLastWord: Condition = sql`(t.last_inbound_at is not null and (t.last_reply_at is null or t.last_inbound_at > t.last_reply_at))`;
export const optedOut: Condition = sql`exists (select 1 from opt_outs o where o.user_id = t.user_id and o.phone = t.phone)`;
const needsResponse: Condition = sql`(${contactHadLastWord} and t.last_inbound_kind <> 'stop' and not ${optedOut})`;
const weHadLastWord: Condition = sql`(t.last_reply_at is not null and not ${contactHadLastWord})`;
/** A message of ours to the contact from this number came back with a result other than DELIVERED (0). */
const failed: Condition = sql`exists (select 1 from messages m where m.user_id = t.user_id and m.phone = t.phone and m.did = t.did and m.state = 'reported' and m.result <> 0)`;

const conditions: Record<InboxFilter, Condition> = {
  needsResponse,
  unread,
  received: contactHadLastWord,
  read: sql`not ${unread}`,
  sent: weHadLastWord,
  error: failed,
  // Send API: the thread holds a message sent through the public API (decision 42). The literal 1
  // lets the partial index inbox_threads_api serve it.
  sendApi: sql`t.api = 1`,
  responder: sql`t.responder = 1`,
  // The literal 1 (not a parameter) lets the partial index inbox_threads_starred serve it.
  starred: sql`t.starred = 1`,
};

export function threadFilter(filter: InboxFilter): Condition {
  return conditions[filter];
}

/** 1 or 0 in both dialects (PostgreSQL would answer a boolean), for a select list or a sum. */
export function asFlag(condition: Condition): RawBuilder<number> {
  return sql<number>`case when ${condition} then 1 else 0 end`;
}

export const flags = { unread, needsResponse, failed } as const;
