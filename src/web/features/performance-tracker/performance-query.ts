// The tracker's choices in the URL query (UI.md "filters live in the URL"): the date-hour range as
// two instants (from, to; the last 24 hours by default), the sort and the page. The server takes
// the range as the UTC hours (YYMMDDHH) its ends fall in, the hours the engine files figures under.
import { utcDateHour } from '@domain/date-hour';
import type { DataTableSort, DateRange } from '@web/ui';

const HOUR_MS = 3_600_000;

export function defaultRange(now: Date): DateRange {
  return { from: new Date(now.getTime() - 24 * HOUR_MS), to: now };
}

const instant = (text: string | null) => {
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** The range in the query (from, to), or the default one when it is missing or unreadable. */
export function readRange(fromText: string, toText: string, now: Date): DateRange {
  const from = instant(fromText);
  const to = instant(toText);
  return from && to && from <= to ? { from, to } : defaultRange(now);
}

export function hourRange(range: DateRange) {
  return { startDateHour: utcDateHour(range.from), endDateHour: utcDateHour(range.to) };
}

/** The sort in the query (sort, dir) when it names one of the fields the list sorts by. */
export function readSort(key: string, dir: string, fields: readonly string[]): DataTableSort | null {
  if (!fields.includes(key)) return null;
  return { key, direction: dir === 'ASC' ? 'ASC' : 'DESC' };
}
