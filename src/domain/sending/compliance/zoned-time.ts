// The recipient's wall clock for the quiet hours: the sending clock of ../zone-clock.ts (Intl, DST
// from the runtime's tz database) read as Date values with Sunday-0 weekdays and calendar dates,
// the shape the quiet-hours tables are written in.
import { instantOfWallClock, isTimeZone, wallClockAt } from '../zone-clock';

export interface LocalTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
  weekday: number;
  /** Minutes since local midnight, 0-1439. */
  minuteOfDay: number;
}

/** Whether Intl knows the zone (a typo in a data table would otherwise throw mid-campaign). */
export function isKnownTimeZone(timeZone: string): boolean {
  // An empty name is the campaign's default zone to zone-clock; in a table it is a mistake.
  return timeZone.trim() !== '' && isTimeZone(timeZone);
}

/** The wall clock at `at` in `timeZone`. */
export function localTimeAt(at: Date, timeZone: string): LocalTime {
  const { year, month, day, weekDay, minuteOfDay } = wallClockAt(at.getTime(), timeZone);
  return { year, month, day, weekday: weekDay - 1, minuteOfDay };
}

/**
 * The instant the wall clock in `timeZone` reads `minuteOfDay` on the given local date: a time a
 * fall-back repeats answers its first occurrence, one a spring-forward skips is later by the gap.
 * (US and Canadian clocks change at 02:00, outside every sending window, so neither case meets a
 * window edge today; the answer stays defined anyway.)
 */
export function instantOfLocalTime(date: { year: number; month: number; day: number }, minuteOfDay: number, timeZone: string): Date {
  return new Date(instantOfWallClock(Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay), timeZone));
}

/** The local calendar date `days` after the given one. */
export function addLocalDays(date: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}
