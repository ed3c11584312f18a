// The two-way daily limit (Advanced settings' limitNumberMessagePerDay, 100-15,000; decision 46):
// a two-way user's campaigns send at most that many two-way messages a day, the day being the
// user's own (their timezone's midnight to midnight). One-way messages are not counted, and a user
// the admin has not made two-way has no limit (000 §5 checks the number only for two-way users).
// What was sent today is the sum of the user's route minutes over two-way routes (route_minute_stats,
// which the engine's batches write in the transaction that queues them), so every process counts
// the same messages and a restart forgets nothing. A campaign that reached the limit is not paused:
// it waits until the next day starts (next_at), when its schedule window still rules.
import { instantOfWallClock, localMidnight, wallClockAt } from '@domain/sending/zone-clock';
import type { Db } from '../db/database';
import { getUserSettings } from '../modules/user-settings/repo';
import { minuteKey } from './stat-keys';

export interface DailyRoom {
  /** Two-way messages the user may still send today. */
  room: number;
  /** When the user's next day starts. */
  nextDayAt: Date;
}

/** The user's day around `now`: its first instant and the next day's. */
export function userDay(now: Date, timeName: string): { startsAt: Date; nextDayAt: Date } {
  const local = wallClockAt(now.getTime(), timeName).local;
  return { startsAt: new Date(instantOfWallClock(localMidnight(local), timeName)), nextDayAt: new Date(instantOfWallClock(localMidnight(local, 1), timeName)) };
}

/** What is left of the user's two-way limit today; null when no limit applies. */
export async function twoWayRoomToday(db: Db, userId: number, now: Date): Promise<DailyRoom | null> {
  // One primary-key read on every pass of a two-way campaign; the sum below only for two-way users.
  const user = await db
    .selectFrom('users as u')
    .innerJoin('user_admin_settings as a', 'a.user_id', 'u.id')
    .select(['u.timezone', 'a.two_way'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || Number(user.two_way) !== 1) return null;
  const { limitNumberMessagePerDay } = await getUserSettings(db, userId);
  const { startsAt, nextDayAt } = userDay(now, user.timezone || 'Etc/GMT');
  const row = await db
    .selectFrom('route_minute_stats as s')
    .innerJoin('routes as r', 'r.id', 's.route_id')
    .select((eb) => eb.fn.sum<number>('s.sent').as('sent'))
    .where('s.user_id', '=', userId)
    .where('s.minute', '>=', minuteKey(startsAt))
    .where('s.minute', '<', minuteKey(nextDayAt))
    .where('r.send_method', '=', 2)
    .executeTakeFirst();
  return { room: Math.max(0, limitNumberMessagePerDay - Number(row?.sent ?? 0)), nextDayAt };
}
