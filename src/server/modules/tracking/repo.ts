// Click events, always written under the acting user's id; created_at is the server's time of
// receipt, the one the daily cap and the retention period are measured by (`at` is the client's).
import type { Db } from '../../db/database';

export interface ClickEvent {
  target: string;
  path: string;
  at: string;
}

export async function insertClickEvents(db: Db, userId: number, events: ClickEvent[], now: string): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('click_events')
    .values(events.map((e) => ({ user_id: userId, target: e.target, path: e.path, at: e.at, created_at: now })))
    .execute();
}

/** How many events the user has stored since the time given (ISO text). */
export async function countClickEventsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('click_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes up to `chunk` events received before the time given and answers how many went. Small
 * chunks keep each statement short, so a large backlog never holds the database for long.
 */
export async function deleteClickEventsBefore(db: Db, before: string, chunk: number): Promise<number> {
  const result = await db
    .deleteFrom('click_events')
    .where('id', 'in', (eb) => eb.selectFrom('click_events').select('id').where('created_at', '<', before).limit(chunk))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
