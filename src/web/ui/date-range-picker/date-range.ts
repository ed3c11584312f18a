// The date logic of the DateRangePicker, free of React so it is tested with a fixed "now": the
// spec's presets (000 §2 Date-range picker), their detection, the three display formats and the
// month grid. No date library is installed, so this is plain Date in the browser's local time.
// Weeks start on Monday (This week / Last week and the calendar's first column).

export type DateRange = { from: Date; to: Date };

export const DATE_FORMATS = ['DD/MM/YYYY', 'DD/MM/YYYY HH:mm', 'DD/MM/YYYY hh:mm A'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export type PresetId =
  | 'last30Minutes'
  | 'last1Hour'
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'last7Days'
  | 'last30Days'
  | 'thisMonth'
  | 'lastMonth'
  | 'thisYear';

export type Preset = {
  id: PresetId;
  /** The spec's text, also the i18n key. */
  label: string;
  range: (now: Date) => DateRange;
  /** Minute windows ending now: offered only where times can be picked. */
  timeWindow?: boolean;
};

export const CUSTOM_RANGE_LABEL = 'Custom range';

const MINUTE = 60_000;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** Calendar days, not 24-hour steps, so a daylight-saving change does not shift the time. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The first of the month `months` away. */
export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** Monday of the date's week. */
export function startOfWeek(date: Date): Date {
  const mondayBased = (date.getDay() + 6) % 7;
  return startOfDay(addDays(date, -mondayBased));
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

const minuteOf = (date: Date) => Math.floor(date.getTime() / MINUTE);

function isSameMinute(a: Date, b: Date): boolean {
  return minuteOf(a) === minuteOf(b);
}

const lastMinutes = (minutes: number) => (now: Date) => ({ from: new Date(now.getTime() - minutes * MINUTE), to: new Date(now) });
const days = (from: Date, to: Date): DateRange => ({ from: startOfDay(from), to: endOfDay(to) });

export const PRESETS: readonly Preset[] = [
  { id: 'last30Minutes', label: 'Last 30 minutes', range: lastMinutes(30), timeWindow: true },
  { id: 'last1Hour', label: 'Last 1 hour', range: lastMinutes(60), timeWindow: true },
  { id: 'today', label: 'Today', range: (now) => days(now, now) },
  { id: 'yesterday', label: 'Yesterday', range: (now) => days(addDays(now, -1), addDays(now, -1)) },
  { id: 'thisWeek', label: 'This week', range: (now) => days(startOfWeek(now), addDays(startOfWeek(now), 6)) },
  { id: 'lastWeek', label: 'Last week', range: (now) => days(addDays(startOfWeek(now), -7), addDays(startOfWeek(now), -1)) },
  { id: 'last7Days', label: 'Last 7 Days', range: (now) => days(addDays(now, -6), now) },
  { id: 'last30Days', label: 'Last 30 Days', range: (now) => days(addDays(now, -29), now) },
  { id: 'thisMonth', label: 'This month', range: (now) => days(addMonths(now, 0), addDays(addMonths(now, 1), -1)) },
  { id: 'lastMonth', label: 'Last month', range: (now) => days(addMonths(now, -1), addDays(addMonths(now, 0), -1)) },
  { id: 'thisYear', label: 'This year', range: (now) => days(new Date(now.getFullYear(), 0, 1), new Date(now.getFullYear(), 11, 31)) },
];

/** The presets a picker lists: the minute windows only when it has time inputs. */
export function presetsFor(withTime: boolean): Preset[] {
  return PRESETS.filter((p) => withTime || !p.timeWindow);
}

/**
 * The preset a range matches, or null for a custom range. Day presets compare whole days (to the
 * minute when times are shown); minute windows match a 30- or 60-minute range ending this minute
 * (give or take one, for a picker left open).
 */
export function detectPreset(range: DateRange, now: Date, withTime = false): Preset | null {
  for (const preset of PRESETS) {
    const expected = preset.range(now);
    if (preset.timeWindow) {
      const length = minuteOf(range.to) - minuteOf(range.from);
      const endsNow = Math.abs(minuteOf(range.to) - minuteOf(now)) <= 1;
      if (endsNow && length === minuteOf(expected.to) - minuteOf(expected.from)) return preset;
      continue;
    }
    const same = withTime ? isSameMinute : isSameDay;
    if (same(range.from, expected.from) && same(range.to, expected.to)) return preset;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(date: Date, format: DateFormat): string {
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  if (format === 'DD/MM/YYYY') return day;
  if (format === 'DD/MM/YYYY HH:mm') return `${day} ${formatTime(date)}`;
  const hours12 = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${day} ${pad(hours12)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

export function formatRange(range: DateRange, format: DateFormat): string {
  return `${formatDate(range.from, format)} - ${formatDate(range.to, format)}`;
}

/** 'HH:mm', the value of an <input type="time">. */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The day with the time of an 'HH:mm' text. The start of a range gets second 0, the end the last
 * millisecond of its minute, so an end of 23:59 covers the whole day.
 */
export function atTime(day: Date, time: string, edge: 'start' | 'end'): Date {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = match ? Math.min(23, Number(match[1])) : edge === 'start' ? 0 : 23;
  const minutes = match ? Math.min(59, Number(match[2])) : edge === 'start' ? 0 : 59;
  return edge === 'start'
    ? new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, 0)
    : new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 59, 999);
}

export type CalendarDay = { date: Date; inMonth: boolean };

/** Six Monday-first weeks covering the month (month is 0-based), so both calendars keep one height. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = startOfWeek(new Date(year, month, 1));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (__, weekday) => {
      const date = addDays(first, week * 7 + weekday);
      return { date, inMonth: date.getMonth() === month };
    }),
  );
}

/** A range being picked: the first click sets `from`, the second `to`. */
export type DraftRange = { from: Date | null; to: Date | null };

/** A click on a day: starts a new range, or ends the open one (an earlier day restarts it). */
export function pickDay(draft: DraftRange, day: Date): DraftRange {
  if (!draft.from || draft.to || day < startOfDay(draft.from)) return { from: startOfDay(day), to: null };
  return { from: draft.from, to: endOfDay(day) };
}

/** Where a day sits relative to a range, for highlighting (`hover` previews an open range's end). */
export function dayPlace(day: Date, draft: DraftRange, hover: Date | null): 'start' | 'end' | 'between' | null {
  const from = draft.from;
  const to = draft.to ?? (from && hover && hover >= startOfDay(from) ? hover : null);
  if (from && isSameDay(day, from)) return 'start';
  if (to && isSameDay(day, to)) return 'end';
  if (from && to && day > from && day < to) return 'between';
  return null;
}
