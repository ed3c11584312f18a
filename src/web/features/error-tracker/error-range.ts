// The error tracker's range in the URL query (from, to as instants): the last 7 days by default,
// as calendar days (six days ago from midnight to the end of today, in the browser's zone).
import { ERROR_TRACKER_DEFAULT_DAYS } from '@domain/error-tracker';
import type { DateRange } from '@web/ui';

export function defaultErrorRange(now: Date): DateRange {
  const from = new Date(now);
  from.setDate(from.getDate() - (ERROR_TRACKER_DEFAULT_DAYS - 1));
  from.setHours(0, 0, 0, 0);
  const to = new Date(now);
  to.setHours(23, 59, 59, 999);
  return { from, to };
}

const instant = (text: string | null) => {
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

export function readErrorRange(fromText: string | null, toText: string | null, now: Date): DateRange {
  const from = instant(fromText);
  const to = instant(toText);
  return from && to && from <= to ? { from, to } : defaultErrorRange(now);
}
