// Click events, always written under the acting user's id.
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
