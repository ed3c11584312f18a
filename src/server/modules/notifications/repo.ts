// The notifications' queries. Every one names the user: another user's notification finds nothing.
import type { NotificationStatus } from '@domain/notifications';
import type { Db } from '../../db/database';

export interface NewNotification {
  userId: number;
  event: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
}

export async function insertNotification(db: Db, n: NewNotification): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ user_id: n.userId, event: n.event, title: n.title, body: n.body, link: n.link, status: 'unread', created_at: n.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function mine(db: Db, userId: number, status?: NotificationStatus) {
  const query = db.selectFrom('notifications').where('user_id', '=', userId);
  return status === undefined ? query : query.where('status', '=', status);
}

/** One page, newest first, and how many there are in all (index user_id, status, id). */
export async function listNotifications(db: Db, userId: number, query: { status?: NotificationStatus; limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    mine(db, userId, query.status).selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    mine(db, userId, query.status).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await mine(db, userId, 'unread').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of `ids` are the user's. */
export async function countOwned(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const row = await mine(db, userId).where('id', 'in', ids).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the status of the user's notifications among `ids` (all of them without ids); answers how many changed. */
export async function setStatus(db: Db, userId: number, status: NotificationStatus, ids?: readonly number[]): Promise<number> {
  let update = db.updateTable('notifications').set({ status }).where('user_id', '=', userId).where('status', '<>', status);
  if (ids !== undefined) update = update.where('id', 'in', ids);
  const done = await update.executeTakeFirst();
  return Number(done.numUpdatedRows);
}

export async function findSettings(db: Db, userId: number) {
  return db.selectFrom('notification_settings').select(['events', 'emails']).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Db, userId: number, events: string, emails: string, at: string): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, events, emails, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ events, emails, updated_at: at }))
    .execute();
}
