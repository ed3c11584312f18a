// The inbox's reads and small writes (issue 11; decision 31): the thread list with its filters,
// search and paging, one thread's conversation (viewThread), star and mark read. Each read first
// catches the user's threads up with what arrived (thread-sync.ts). Another user's thread is 404.
import type { z } from 'zod';
import { inboxMessages, THREAD_MESSAGES_MAX, type threadQuerySchema, type ThreadList, type ThreadSummary, type ThreadView } from '@domain/inbox';
import { isUnread, mergeThread, needsResponse, type ThreadSides } from '@domain/inbox-thread';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { countThreads, findThread, listThreadRows, markRead, previewTexts, setStarred, threadMessages, type ThreadRow } from './repo';
import { syncThreads } from './thread-sync';

type Previews = Awaited<ReturnType<typeof previewTexts>>;

const sidesOf = (r: ThreadRow): ThreadSides => ({
  lastInboundId: r.last_inbound_id === null ? null : Number(r.last_inbound_id),
  lastInboundAt: r.last_inbound_at,
  lastInboundKind: r.last_inbound_kind,
  readInboundId: Number(r.read_inbound_id),
  lastReplyAt: r.last_reply_at,
});

/** The later of the contact's latest message and our latest answer (the contact's first at the same instant). */
function lastMessage(r: ThreadRow, previews: Previews): ThreadSummary['lastMessage'] {
  const inbound = r.last_inbound_id === null ? undefined : previews.inbound.get(Number(r.last_inbound_id));
  const reply = r.last_reply_id === null ? undefined : previews.replies.get(Number(r.last_reply_id));
  const replyIsLater = reply !== undefined && r.last_reply_at !== null && (inbound === undefined || r.last_inbound_at === null || r.last_reply_at >= r.last_inbound_at);
  if (replyIsLater) return { direction: 'outbound', text: reply, at: r.last_reply_at ?? r.last_activity_at };
  if (inbound !== undefined) return { direction: 'inbound', text: inbound, at: r.last_inbound_at ?? r.last_activity_at };
  return null;
}

function summary(r: ThreadRow, previews: Previews): ThreadSummary {
  const sides = sidesOf(r);
  return {
    threadUUID: r.uuid,
    phone: r.phone,
    did: r.did,
    starred: Number(r.starred) === 1,
    unread: isUnread(sides),
    needsResponse: needsResponse(sides, Number(r.opted_out) === 1),
    failed: Number(r.failed) === 1,
    responder: Number(r.responder) === 1,
    lastMessage: lastMessage(r, previews),
    lastActivityAt: r.last_activity_at,
  };
}

export async function listThreads(ctx: AppContext, userId: number, query: z.output<typeof threadQuerySchema>): Promise<ThreadList> {
  await syncThreads(ctx.db, userId, ctx.now());
  const [{ rows, total }, counts] = await Promise.all([listThreadRows(ctx.db, userId, query), countThreads(ctx.db, userId)]);
  const previews = await previewTexts(ctx.db, rows);
  return { items: rows.map((r) => summary(r, previews)), total, counts };
}

export async function ownThread(ctx: AppContext, userId: number, uuid: string): Promise<ThreadRow> {
  const row = await findThread(ctx.db, userId, uuid);
  if (!row) throw notFound(inboxMessages.notFound);
  return row;
}

/** viewThread (001 §7): the thread and its newest messages of both directions, oldest first. */
export async function viewThread(ctx: AppContext, userId: number, uuid: string): Promise<ThreadView> {
  await syncThreads(ctx.db, userId, ctx.now());
  const row = await ownThread(ctx, userId, uuid);
  const [{ outbound, inbound }, previews] = await Promise.all([threadMessages(ctx.db, userId, row.phone, row.did, THREAD_MESSAGES_MAX), previewTexts(ctx.db, [row])]);
  return { thread: summary(row, previews), messages: mergeThread(outbound, inbound, THREAD_MESSAGES_MAX), optedOut: Number(row.opted_out) === 1 };
}

export async function starThread(ctx: AppContext, userId: number, uuid: string, starred: boolean): Promise<{ message: string }> {
  if (!(await setStarred(ctx.db, userId, uuid, starred))) throw notFound(inboxMessages.notFound);
  return { message: inboxMessages.updated };
}

export async function readThread(ctx: AppContext, userId: number, uuid: string): Promise<{ message: string }> {
  if (!(await markRead(ctx.db, userId, uuid))) throw notFound(inboxMessages.notFound);
  return { message: inboxMessages.updated };
}
