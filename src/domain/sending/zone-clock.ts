// The wall clock of a campaign's timezone (000 §9: timeName, default Etc/GMT), read through Intl
// so that daylight saving time comes from the runtime's own tz database: no date library, the
// same answers in the browser and on the server. Instants are epoch milliseconds (numbers), so the
// engine can store, compare and add them without Date objects.
//
// A wall clock is also carried as `local`: the wall time read as if it were UTC, in milliseconds.
// Wall times then compare and add as plain numbers ("the next midnight" is local + 1 day), and
// only the step from a wall time back to an instant needs the zone (instantsAtWallClock).
import { DEFAULT_TIMEZONE } from '../campaign-compose/shape';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Sunday 1 to Saturday 7, the spec's numbering (000 §5). */
  weekDay: number;
  /** Minutes since the local midnight, 0-1439. */
  minuteOfDay: number;
  /** The wall time read as if it were UTC, in ms (seconds kept, milliseconds dropped). */
  local: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An empty timeName is the spec's default zone; Etc/GMT+5 is UTC-5 (the POSIX sign, which Intl follows). */
function formatterOf(timeName: string): Intl.DateTimeFormat {
  const zone = timeName.trim() === '' ? DEFAULT_TIMEZONE : timeName.trim();
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws a RangeError for a zone the runtime does not know: a campaign in an unknown zone
    // has no wall clock, and guessing one would send at the wrong hours.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether a timeName names a zone this runtime knows (empty means the default, Etc/GMT). */
export function isTimeZone(timeName: string): boolean {
  try {
    formatterOf(timeName);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeName` at an instant. */
export function wallClockAt(instant: number, timeName: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeName).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, hour, minute, second, weekDay: weekDayOfLocal(local), minuteOfDay: hour * 60 + minute, local };
}

/** Sunday 1 to Saturday 7 of a wall time given as `local`. */
export function weekDayOfLocal(local: number): number {
  return new Date(local).getUTCDay() + 1;
}

/** Midnight of the wall date `days` after the one `local` falls on. */
export function localMidnight(local: number, days = 0): number {
  return Math.floor(local / DAY_MS) * DAY_MS + days * DAY_MS;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Etc/GMT+5: -5 h). */
export function offsetAt(instant: number, timeName: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return wallClockAt(wholeSecond, timeName).local - wholeSecond;
}

/**
 * Every instant at which the wall clock shows `local`: one as a rule, two in the hour a clock
 * falls back (earlier first), none in the hour it springs forward. Assumes at most one change of
 * offset within a day either side, which every zone in the tz database keeps.
 */
export function instantsAtWallClock(local: number, timeName: string): number[] {
  const candidates = new Set([local - offsetAt(local - DAY_MS, timeName), local - offsetAt(local + DAY_MS, timeName)]);
  return [...candidates].filter((instant) => wallClockAt(instant, timeName).local === local).sort((a, b) => a - b);
}

/**
 * The instant a wall time names: the first one where the clock shows it twice (falling back);
 * where the clock skips it (springing forward), read with the offset in force before the jump,
 * i.e. later by the gap (02:30 is 03:30 of the new offset), as java.time and Temporal read it.
 */
export function instantOfWallClock(local: number, timeName: string): number {
  const [first] = instantsAtWallClock(local, timeName);
  return first ?? local - offsetAt(local - DAY_MS, timeName);
}

/**
 * The first instant after `after` at which the wall clock reaches `local`: where the clock shows
 * it, the first such instant after `after` (in a repeated hour, the repeat once the first pass is
 * behind); where the clock skips it, the instant of the jump (02:30 on a spring-forward night is
 * reached when 01:59:59 turns 03:00). Null when the wall clock does not reach it after `after`.
 */
export function nextInstantReaching(local: number, after: number, timeName: string): number | null {
  const shown = instantsAtWallClock(local, timeName).filter((instant) => instant > after);
  if (shown.length > 0) return shown[0];
  // A gap: between these two instants the offset changes; find the second the clock jumps.
  let lo = Math.min(local - offsetAt(local - DAY_MS, timeName), local - offsetAt(local + DAY_MS, timeName));
  let hi = Math.max(local - offsetAt(local - DAY_MS, timeName), local - offsetAt(local + DAY_MS, timeName));
  if (wallClockAt(hi, timeName).local < local) return null;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (wallClockAt(mid, timeName).local >= local) hi = mid;
    else lo = mid;
  }
  return hi > after ? hi : null;
}
