// Storing click batches within the user's daily allowance (AppConfig.trackingEventsPerDay, per UTC
// day). Past it the rest of a batch is dropped and the answer says how many were kept: the web app
// uploads in the background and must not be sent to the rate-limit page for it.
// Two batches checked at the same moment may both fit: the cap can be passed by at most the
// batches in flight at once, which the per-session batch limit keeps small.
import type { TrackingEvent } from '@domain/tracking';
import type { AppContext } from '../../context';
import { countClickEventsSince, insertClickEvents } from './repo';

/** Epoch milliseconds or ISO text -> ISO text in UTC, the one stored form. */
function normaliseAt(at: TrackingEvent['at']): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

/** Midnight UTC of the day `now` falls in, as stored-time text. */
function startOfUtcDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

/** Stores what fits of the batch under the user's id; answers how many events were kept. */
export async function recordClickEvents(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  userId: number,
  events: TrackingEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const now = ctx.now();
  const storedToday = await countClickEventsSince(ctx.db, userId, startOfUtcDay(now));
  const room = Math.max(0, ctx.config.trackingEventsPerDay - storedToday);
  const kept = events.slice(0, room).map((e) => ({ target: e.target, path: e.path, at: normaliseAt(e.at) }));
  await insertClickEvents(ctx.db, userId, kept, now.toISOString());
  return kept.length;
}
