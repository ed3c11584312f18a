// Tickets (000 §2 "/tickets ..."; decision 51): list (5 a page, a status filter and a search),
// read with the thread, create with the first message, reply, change the status, download an
// attachment. A Super-Admin is support: sees every ticket and answers; anyone else reaches only
// their own tickets (another user's id answers 404). Each reply notifies the other side through
// notify() (event ticketReply), which also mails it to the addresses of their notification settings.
import {
  mayChangeStatus,
  statusAfterReply,
  ticketMessages,
  ticketStatusSchema,
  TICKET_STATUSES,
  type Ticket,
  type TicketFilter,
  type TicketList,
  type TicketRow,
  type TicketStatus,
} from '@domain/tickets/tickets';
import { TICKET_ATTACHMENT_TYPES, attachmentMessages } from '@domain/tickets/attachments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { notify } from '../notifications/notify';
import { checkFiles, readStored, removeStored, storeFile, ticketDir, type CheckedFile } from './attachment-files';
import { attachmentRows, findTicket, listTicketRows, statusCounts, supportIds, threadRows, type TicketRecord, type Viewer } from './tickets-repo';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

const rowOf = (t: TicketRecord): TicketRow => ({
  id: Number(t.id),
  subject: t.subject,
  status: ticketStatusSchema.parse(t.status),
  owner: { id: Number(t.user_id), email: t.owner_email },
  replies: Number(t.reply_count),
  lastFromSupport: Number(t.last_from_support) === 1,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
});

async function visibleTicket(ctx: Ctx, viewer: Viewer, id: number): Promise<TicketRecord> {
  const found = await findTicket(ctx.db, viewer, id);
  if (!found) throw notFound();
  return found;
}

export async function listTickets(ctx: Ctx, viewer: Viewer, query: { status: TicketFilter; search?: string; page: number; limit: number }): Promise<TicketList> {
  const { rows, total } = await listTicketRows(ctx.db, viewer, query.status, query.search || undefined, query.limit, (query.page - 1) * query.limit);
  const counts = await statusCounts(ctx.db, viewer);
  const of = (s: TicketStatus) => counts.get(s) ?? 0;
  return {
    items: rows.map(rowOf),
    total,
    counts: { all: TICKET_STATUSES.reduce((sum, s) => sum + of(s), 0), open: of('open'), processing: of('processing'), done: of('done'), cancelled: of('cancelled') },
  };
}

export async function getTicket(ctx: Ctx, viewer: Viewer, id: number): Promise<Ticket> {
  const ticket = await visibleTicket(ctx, viewer, id);
  const [replies, files] = await Promise.all([threadRows(ctx.db, id), attachmentRows(ctx.db, id)]);
  return {
    ...rowOf(ticket),
    asSupport: viewer.support && Number(ticket.user_id) !== viewer.id,
    thread: replies.map((r) => ({
      id: Number(r.id),
      author: { id: Number(r.author_id), email: r.author_email },
      fromSupport: Number(r.from_support) === 1,
      message: r.message,
      createdAt: r.created_at,
      attachments: files
        .filter((f) => Number(f.reply_id) === Number(r.id))
        .map((f) => ({ id: Number(f.id), fileName: f.file_name, contentType: f.content_type, sizeBytes: Number(f.size_bytes) })),
    })),
  };
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** Writes the reply, its files' rows and the ticket's new state in one transaction (files first). */
async function addReply(ctx: Ctx, db: Db, ticket: { id: number; status: TicketStatus }, authorId: number, fromSupport: boolean, message: string, files: readonly CheckedFile[]) {
  const at = ctx.now().toISOString();
  const dir = ticketDir(ctx, ticket.id);
  const stored: string[] = [];
  try {
    for (const f of files) stored.push(await storeFile(dir, f.bytes));
    await db.transaction().execute(async (trx) => {
      const reply = await trx
        .insertInto('ticket_replies')
        .values({ ticket_id: ticket.id, author_id: authorId, from_support: fromSupport ? 1 : 0, message, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, f] of files.entries()) {
        await trx
          .insertInto('ticket_attachments')
          .values({ ticket_id: ticket.id, reply_id: reply.id, file_name: f.fileName, content_type: f.contentType, size_bytes: f.bytes.length, storage_key: stored[i] ?? '', created_at: at })
          .execute();
      }
      await trx
        .updateTable('tickets')
        .set((eb) => ({ status: statusAfterReply(ticket.status, fromSupport), reply_count: eb('reply_count', '+', 1), last_from_support: fromSupport ? 1 : 0, updated_at: at }))
        .where('id', '=', ticket.id)
        .execute();
    });
  } catch (err) {
    await Promise.all(stored.map((key) => removeStored(dir, key)));
    throw err;
  }
}

const ticketFiles = (files: readonly UploadedFile[]) => checkFiles(files, 'files', TICKET_ATTACHMENT_TYPES, attachmentMessages.type);

/** Creates a ticket of ownerId with its first message (also how feedback becomes a ticket). */
export async function openTicket(ctx: Ctx, ownerId: number, subject: string, message: string, files: readonly CheckedFile[]): Promise<number> {
  const at = ctx.now().toISOString();
  const row = await ctx.db.insertInto('tickets').values({ user_id: ownerId, subject, status: 'open', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  try {
    await addReply(ctx, ctx.db, { id, status: 'open' }, ownerId, false, message, files);
  } catch (err) {
    await ctx.db.deleteFrom('tickets').where('id', '=', id).execute();
    throw err;
  }
  return id;
}

export async function createTicket(ctx: Ctx, viewer: Viewer, body: { subject: string; message: string }, uploads: readonly UploadedFile[]): Promise<Ticket> {
  const files = ticketFiles(uploads);
  const id = await openTicket(ctx, viewer.id, body.subject, body.message, files);
  for (const admin of await supportIds(ctx.db)) {
    if (admin !== viewer.id) await notify(ctx, admin, { event: 'ticketReply', title: `New ticket #${id}: ${excerpt(body.subject)}`, body: excerpt(body.message), link: `/tickets/${id}` });
  }
  return getTicket(ctx, viewer, id);
}

export async function replyToTicket(ctx: Ctx, viewer: Viewer, id: number, message: string, uploads: readonly UploadedFile[]): Promise<Ticket> {
  const ticket = await visibleTicket(ctx, viewer, id);
  const status = ticketStatusSchema.parse(ticket.status);
  if (status === 'cancelled') throw new HttpError(409, ticketMessages.cancelledNoReply, { field: 'message' });
  const files = ticketFiles(uploads);
  const ownerId = Number(ticket.user_id);
  const fromSupport = viewer.support && ownerId !== viewer.id;
  await addReply(ctx, ctx.db, { id, status }, viewer.id, fromSupport, message, files);
  const link = `/tickets/${id}`;
  if (fromSupport) {
    await notify(ctx, ownerId, { event: 'ticketReply', title: `Support answered your ticket #${id}: ${excerpt(ticket.subject)}`, body: excerpt(message), link });
  } else {
    for (const admin of await supportIds(ctx.db)) {
      if (admin !== viewer.id) await notify(ctx, admin, { event: 'ticketReply', title: `New reply on ticket #${id}: ${excerpt(ticket.subject)}`, body: excerpt(message), link });
    }
  }
  return getTicket(ctx, viewer, id);
}

export async function changeTicketStatus(ctx: Ctx, viewer: Viewer, id: number, to: TicketStatus): Promise<Ticket> {
  const ticket = await visibleTicket(ctx, viewer, id);
  const from = ticketStatusSchema.parse(ticket.status);
  const asSupport = viewer.support && Number(ticket.user_id) !== viewer.id;
  // A Super-Admin's own ticket: they are support too, so any status.
  const allowed = mayChangeStatus(from, to, viewer.support);
  if (allowed !== true) throw new HttpError(409, allowed, { field: 'status' });
  if (from !== to) {
    await ctx.db.updateTable('tickets').set({ status: to, updated_at: ctx.now().toISOString() }).where('id', '=', id).execute();
    if (asSupport) await notify(ctx, Number(ticket.user_id), { event: 'ticketReply', title: `Ticket #${id} is ${to}`, body: ticket.subject, link: `/tickets/${id}` });
  }
  return getTicket(ctx, viewer, id);
}

export async function readAttachment(ctx: Ctx, viewer: Viewer, ticketId: number, attachmentId: number) {
  await visibleTicket(ctx, viewer, ticketId);
  const row = await ctx.db.selectFrom('ticket_attachments').selectAll().where('id', '=', attachmentId).where('ticket_id', '=', ticketId).executeTakeFirst();
  if (!row) throw notFound();
  return { fileName: row.file_name, contentType: row.content_type, bytes: await readStored(ticketDir(ctx, ticketId), row.storage_key) };
}
