// The ticket tables' queries (decision 51). A viewer who is not a Super-Admin reaches only their own
// tickets: every lookup by id takes the viewer, so another user's ticket is simply not found.
import type { Selectable } from 'kysely';
import type { TicketFilter } from '@domain/tickets/tickets';
import type { Db, TicketsTable } from '../../db/database';
import { likeContains } from '../../db/like';

export type TicketRecord = Selectable<TicketsTable> & { owner_email: string };

export interface Viewer {
  id: number;
  /** A Super-Admin: support, who sees every user's tickets. */
  support: boolean;
}

function visible(db: Db, viewer: Viewer) {
  const q = db.selectFrom('tickets').innerJoin('users', 'users.id', 'tickets.user_id');
  return viewer.support ? q : q.where('tickets.user_id', '=', viewer.id);
}

export function findTicket(db: Db, viewer: Viewer, id: number): Promise<TicketRecord | undefined> {
  return visible(db, viewer).selectAll('tickets').select('users.email as owner_email').where('tickets.id', '=', id).executeTakeFirst();
}

export async function listTicketRows(db: Db, viewer: Viewer, status: TicketFilter, search: string | undefined, limit: number, offset: number) {
  let q = visible(db, viewer);
  if (status !== 'all') q = q.where('tickets.status', '=', status);
  if (search) {
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    q = q.where((eb) => eb.or([likeContains(eb.ref('tickets.subject'), search), likeContains(eb.ref('users.email'), search), ...(id === null ? [] : [eb('tickets.id', '=', id)])]));
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll('tickets').select('users.email as owner_email').orderBy('tickets.updated_at', 'desc').orderBy('tickets.id', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: Number(total.n) };
}

/** How many tickets of each status the viewer sees. */
export async function statusCounts(db: Db, viewer: Viewer): Promise<Map<string, number>> {
  const rows = await visible(db, viewer)
    .select(['tickets.status as status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tickets.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export function threadRows(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_replies')
    .innerJoin('users', 'users.id', 'ticket_replies.author_id')
    .selectAll('ticket_replies')
    .select('users.email as author_email')
    .where('ticket_replies.ticket_id', '=', ticketId)
    .orderBy('ticket_replies.id')
    .execute();
}

export function attachmentRows(db: Db, ticketId: number) {
  return db.selectFrom('ticket_attachments').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
}

/** The active Super-Admins: support, told of every user's reply. */
export async function supportIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'Super-Admin').where('status', '=', 'Active').execute();
  return rows.map((r) => Number(r.id));
}
