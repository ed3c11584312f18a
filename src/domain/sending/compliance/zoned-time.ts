// Wall-clock time in an IANA zone, read and written through Intl only (no tz library): the quiet
// hours are defined in the recipient's local time, and Intl carries the zone rules (DST included)
// that the browser and Node ship. Formatters are built once per zone because constructing one costs
// far more than using it, and the engine asks once per message.

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone (a typo in a data table would otherwise throw mid-campaign). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function parts(at: Date, timeZone: string) {
  const p: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(at)) {
    if (type !== 'literal') p[type] = Number(value);
  }
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The wall clock at `at` in `timeZone`. */
export function localTimeAt(at: Date, timeZone: string): LocalTime {
  const { year, month, day, hour, minute } = parts(at, timeZone);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), minuteOfDay: hour * 60 + minute };
}

/** The zone's offset from UTC at `at`, in milliseconds (negative west of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const p = parts(new Date(at), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant the wall clock in `timeZone` reads `minuteOfDay` on the given local date. A wall time
 * that a spring-forward gap skips answers the instant just after the gap; one that a fall-back
 * repeats answers its first occurrence. (US and Canadian clocks change at 02:00, outside every
 * sending window, so neither case meets a window edge today; the answer stays defined anyway.)
 */
export function instantOfLocalTime(date: { year: number; month: number; day: number }, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // Two candidate offsets: the one in force a day before and a day after cover any single transition.
  const candidates = [offsetAt(wall - 86_400_000, timeZone), offsetAt(wall + 86_400_000, timeZone)]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const p = parts(new Date(instant), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
    })
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]);
  // In a gap: the wall time never happens; the earlier offset lands past the gap's end.
  return new Date(wall - offsetAt(wall - 86_400_000, timeZone));
}

/** The local calendar date `days` after the given one. */
export function addLocalDays(date: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}
