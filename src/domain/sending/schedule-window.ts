// When a campaign may send at all (000 §3 activeScheduling, scheduling, schedulingStopTime,
// timeName; §9 'YYYY-MM-DD HH:mm' for sends). The texts are wall times in the campaign's zone; the
// engine needs instants. A wall time the clock skips or shows twice is resolved as java.time's
// atZone and Temporal's 'compatible' do (decision 28), so a time stored by the spec's own backend
// means the same instant here:
// - skipped (02:30 on a spring-forward night): moved later by the length of the gap (03:30);
// - shown twice (01:30 on a fall-back night): the earlier of the two.
import type { Compose } from '../campaign-compose/shape';
import { instantOfWallClock } from './zone-clock';

const SEND_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** A send time's wall clock as `local` ms, or null when the text is not a real 'YYYY-MM-DD HH:mm'. */
function localOfSendTime(text: string): number | null {
  const match = SEND_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 2025-02-30 over to March 2; a date that rolls is not a date.
  return new Date(local).getUTCDate() === day ? local : null;
}

/** Whether a text is a send time on the calendar (the compose's pattern also lets 2025-02-30 by). */
export function isSendTime(text: string): boolean {
  return localOfSendTime(text) !== null;
}

/**
 * The instant a 'YYYY-MM-DD HH:mm' send time names in `timeName`; null for an empty text (not set).
 * Throws a RangeError for any other text: a stored campaign passed the compose rules, and a stop
 * time read as "none" would send forever.
 */
export function parseSendTime(text: string, timeName: string): number | null {
  if (text.trim() === '') return null;
  const local = localOfSendTime(text);
  if (local === null) throw new RangeError(`Not a send time (YYYY-MM-DD HH:mm): '${text}'`);
  return instantOfWallClock(local, timeName);
}

export interface ScheduleWindow {
  /** The first instant the campaign may send; null: as soon as it is sent. */
  startsAt: number | null;
  /** The instant from which it may not send any more; null: open-ended. */
  stopsAt: number | null;
}

export type ScheduleFields = Pick<Compose, 'activeScheduling' | 'scheduling' | 'schedulingStopTime' | 'timeName'>;

/** The campaign's active window; without activeScheduling the times are ignored, as the wizard does. */
export function scheduleWindow(compose: ScheduleFields): ScheduleWindow {
  if (!compose.activeScheduling) return { startsAt: null, stopsAt: null };
  return {
    startsAt: parseSendTime(compose.scheduling, compose.timeName),
    stopsAt: parseSendTime(compose.schedulingStopTime, compose.timeName),
  };
}

/** Whether an instant lies in the window: from the start (inclusive) to the stop (exclusive). */
export function inScheduleWindow(instant: number, window: ScheduleWindow): boolean {
  return (window.startsAt === null || instant >= window.startsAt) && (window.stopsAt === null || instant < window.stopsAt);
}
