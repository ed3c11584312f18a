// The inbox's queries. Every one names the user: a thread id of another user finds nothing.
import type { Selectable } from 'kysely';
import { deliveryResultOfCode } from '@domain/sending/delivery-results';
import { MESSAGE_STATES, type InboxFilter, type MessageState, type ThreadMessage } from '@domain/inbox';
import { outboundSource, searchDigits } from '@domain/inbox-thread';
import type { Db, InboxThreadsTable } from '../../db/database';
import { asFlag, flags, optedOut, threadFilter } from './thread-filters';

export type ThreadRow = Selectable<InboxThreadsTable> & { failed: number; opted_out: number };

function threads(db: Db, userId: number) {
  return db.selectFrom('inbox_threads as t').where('t.user_id', '=', userId);
}

function withFlags(query: ReturnType<typeof threads>) {
  return query.selectAll('t').select([asFlag(flags.failed).as('failed'), asFlag(optedOut).as('opted_out')]);
}

export async function findThread(db: Db, userId: number, uuid: string): Promise<ThreadRow | undefined> {
  return withFlags(threads(db, userId).where('t.uuid', '=', uuid)).executeTakeFirst();
}

export async function listThreadRows(db: Db, userId: number, query: { filter?: InboxFilter; search?: string; offset: number; limit: number }) {
  let base = threads(db, userId);
  const digits = searchDigits(query.search);
  if (digits !== '') base = base.where('t.phone', 'like', `%${digits}%`);
  if (query.filter) base = base.where(threadFilter(query.filter));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    withFlags(base).orderBy('t.last_activity_at', 'desc').orderBy('t.id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The counts beside the filters, over all the user's threads. */
export async function countThreads(db: Db, userId: number): Promise<{ needsResponse: number; unread: number }> {
  const row = await threads(db, userId)
    .select((eb) => [eb.fn.sum<number>(asFlag(flags.needsResponse)).as('needs'), eb.fn.sum<number>(asFlag(flags.unread)).as('unread')])
    .executeTakeFirstOrThrow();
  return { needsResponse: Number(row.needs ?? 0), unread: Number(row.unread ?? 0) };
}

/** The texts of the threads' latest messages on either side, by id. */
export async function previewTexts(db: Db, rows: readonly ThreadRow[]) {
  const inboundIds = rows.flatMap((r) => (r.last_inbound_id === null ? [] : [Number(r.last_inbound_id)]));
  const replyIds = rows.flatMap((r) => (r.last_reply_id === null ? [] : [Number(r.last_reply_id)]));
  const [inbound, replies] = await Promise.all([
    inboundIds.length === 0 ? [] : db.selectFrom('inbound_messages').select(['id', 'text']).where('id', 'in', inboundIds).execute(),
    replyIds.length === 0 ? [] : db.selectFrom('messages').select(['id', 'body']).where('id', 'in', replyIds).execute(),
  ]);
  return {
    inbound: new Map(inbound.map((r) => [Number(r.id), r.text])),
    replies: new Map(replies.map((r) => [Number(r.id), r.body])),
  };
}

const stateOf = (state: string): MessageState => MESSAGE_STATES.find((s) => s === state) ?? 'queued';

/** The newest `max` messages each way between the contact and this number (messages_user_phone, inbound_messages_thread). */
export async function threadMessages(db: Db, userId: number, phone: string, did: string, max: number): Promise<{ outbound: ThreadMessage[]; inbound: ThreadMessage[] }> {
  const [sent, received] = await Promise.all([
    db
      .selectFrom('messages as m')
      .leftJoin('campaigns as c', 'c.id', 'm.campaign_id')
      .select(['m.id', 'm.idem_key', 'm.campaign_id', 'm.body', 'm.state', 'm.result', 'm.queued_at', 'c.title'])
      .where('m.user_id', '=', userId)
      .where('m.phone', '=', phone)
      .where('m.did', '=', did)
      .orderBy('m.id', 'desc')
      .limit(max)
      .execute(),
    db
      .selectFrom('inbound_messages')
      .select(['id', 'text', 'kind', 'received_at'])
      .where('user_id', '=', userId)
      .where('phone', '=', phone)
      .where('did', '=', did)
      .orderBy('id', 'desc')
      .limit(max)
      .execute(),
  ]);
  return {
    outbound: sent.map((m) => ({
      direction: 'outbound',
      id: Number(m.id),
      text: m.body,
      source: outboundSource(m.idem_key, m.campaign_id === null ? null : Number(m.campaign_id)),
      campaign: m.title,
      state: stateOf(m.state),
      result: m.result === null ? null : deliveryResultOfCode(Number(m.result)),
      at: m.queued_at,
    })),
    inbound: received.map((i) => ({
      direction: 'inbound',
      id: Number(i.id),
      text: i.text,
      kind: i.kind === 'stop' || i.kind === 'help' || i.kind === 'start' ? i.kind : 'text',
      at: i.received_at,
    })),
  };
}

/** Answers whether the user has such a thread. */
export async function setStarred(db: Db, userId: number, uuid: string, starred: boolean): Promise<boolean> {
  const done = await db.updateTable('inbox_threads').set({ starred: starred ? 1 : 0 }).where('user_id', '=', userId).where('uuid', '=', uuid).executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Everything the contact wrote so far counts as read. Answers whether the user has such a thread. */
export async function markRead(db: Db, userId: number, uuid: string): Promise<boolean> {
  const done = await db
    .updateTable('inbox_threads')
    .set((eb) => ({ read_inbound_id: eb.fn.coalesce('last_inbound_id', eb.lit(0)) }))
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
