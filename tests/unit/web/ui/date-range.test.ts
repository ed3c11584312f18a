// The date logic behind the DateRangePicker, with a fixed "now": Wednesday 13 March 2024, 14:35
// local time. Weeks start on Monday.
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  atTime,
  detectPreset,
  formatDate,
  formatRange,
  monthGrid,
  pickDay,
  presetsFor,
  startOfWeek,
  type DateRange,
  type PresetId,
} from '@web/ui/date-range-picker/date-range';

const now = new Date(2024, 2, 13, 14, 35, 20);
const day = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const range = (id: PresetId): DateRange => {
  const preset = PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`no preset ${id}`);
  return preset.range(now);
};
const shown = (r: DateRange) => formatRange(r, 'DD/MM/YYYY HH:mm');

describe('presets', () => {
  it.each<[PresetId, string]>([
    ['today', '13/03/2024 00:00 - 13/03/2024 23:59'],
    ['yesterday', '12/03/2024 00:00 - 12/03/2024 23:59'],
    ['thisWeek', '11/03/2024 00:00 - 17/03/2024 23:59'],
    ['lastWeek', '04/03/2024 00:00 - 10/03/2024 23:59'],
    ['last7Days', '07/03/2024 00:00 - 13/03/2024 23:59'],
    ['last30Days', '13/02/2024 00:00 - 13/03/2024 23:59'],
    ['thisMonth', '01/03/2024 00:00 - 31/03/2024 23:59'],
    ['lastMonth', '01/02/2024 00:00 - 29/02/2024 23:59'],
    ['thisYear', '01/01/2024 00:00 - 31/12/2024 23:59'],
    ['last30Minutes', '13/03/2024 14:05 - 13/03/2024 14:35'],
    ['last1Hour', '13/03/2024 13:35 - 13/03/2024 14:35'],
  ])('%s covers %s', (id, text) => {
    expect(shown(range(id))).toBe(text);
  });

  it('lists the spec presets in order, the minute windows only with times', () => {
    expect(presetsFor(false).map((p) => p.label)).toEqual([
      'Today', 'Yesterday', 'This week', 'Last week', 'Last 7 Days', 'Last 30 Days', 'This month', 'Last month', 'This year',
    ]);
    expect(presetsFor(true).map((p) => p.label).slice(0, 2)).toEqual(['Last 30 minutes', 'Last 1 hour']);
  });

  it('starts weeks on Monday, also from a Sunday', () => {
    expect(startOfWeek(day(2024, 3, 17))).toEqual(day(2024, 3, 11));
    expect(startOfWeek(day(2024, 3, 11, 9))).toEqual(day(2024, 3, 11));
  });

  it('handles January: last month is December of the year before', () => {
    const january = new Date(2024, 0, 10);
    const lastMonth = PRESETS.find((p) => p.id === 'lastMonth')?.range(january);
    expect(lastMonth && formatRange(lastMonth, 'DD/MM/YYYY')).toBe('01/12/2023 - 31/12/2023');
  });
});

describe('detectPreset', () => {
  it('names a range that equals a preset', () => {
    expect(detectPreset(range('lastWeek'), now)?.label).toBe('Last week');
    expect(detectPreset({ from: day(2024, 3, 1), to: day(2024, 3, 31, 23, 59) }, now)?.label).toBe('This month');
  });

  it('compares whole days without times, minutes with times', () => {
    const lateStart = { from: day(2024, 3, 13, 9), to: day(2024, 3, 13, 23, 59) };
    expect(detectPreset(lateStart, now, false)?.label).toBe('Today');
    expect(detectPreset(lateStart, now, true)).toBeNull();
  });

  it('detects the 30-minute and 1-hour windows ending now', () => {
    expect(detectPreset({ from: day(2024, 3, 13, 14, 5), to: day(2024, 3, 13, 14, 35) }, now)?.label).toBe('Last 30 minutes');
    expect(detectPreset({ from: day(2024, 3, 13, 13, 35), to: day(2024, 3, 13, 14, 35) }, now, true)?.label).toBe('Last 1 hour');
    expect(detectPreset({ from: day(2024, 3, 12, 13, 35), to: day(2024, 3, 12, 14, 35) }, now, true)).toBeNull();
    // As the picker commits it: the end covers its whole minute.
    expect(detectPreset({ from: day(2024, 3, 13, 14, 5), to: new Date(2024, 2, 13, 14, 35, 59, 999) }, now, true)?.label).toBe('Last 30 minutes');
  });

  it('calls anything else a custom range', () => {
    expect(detectPreset({ from: day(2024, 3, 2), to: day(2024, 3, 5, 23, 59) }, now)).toBeNull();
  });
});

describe('formatDate', () => {
  const afternoon = day(2024, 3, 5, 14, 7);
  it.each([
    ['DD/MM/YYYY', '05/03/2024'],
    ['DD/MM/YYYY HH:mm', '05/03/2024 14:07'],
    ['DD/MM/YYYY hh:mm A', '05/03/2024 02:07 PM'],
  ] as const)('%s', (format, text) => {
    expect(formatDate(afternoon, format)).toBe(text);
  });

  it('writes midnight and noon as 12 in the 12-hour format', () => {
    expect(formatDate(day(2024, 3, 5, 0, 0), 'DD/MM/YYYY hh:mm A')).toBe('05/03/2024 12:00 AM');
    expect(formatDate(day(2024, 3, 5, 12, 30), 'DD/MM/YYYY hh:mm A')).toBe('05/03/2024 12:30 PM');
  });
});

describe('atTime', () => {
  it('puts a start at the minute and an end at the last millisecond of its minute', () => {
    expect(atTime(day(2024, 3, 5), '08:30', 'start')).toEqual(new Date(2024, 2, 5, 8, 30, 0, 0));
    expect(atTime(day(2024, 3, 5), '23:59', 'end')).toEqual(new Date(2024, 2, 5, 23, 59, 59, 999));
  });
});

describe('monthGrid', () => {
  it('gives six Monday-first weeks that cover the month', () => {
    const grid = monthGrid(2024, 1); // February 2024 starts on a Thursday
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0][0].date).toEqual(day(2024, 1, 29));
    expect(grid[0][0].inMonth).toBe(false);
    expect(grid[0][3].date).toEqual(day(2024, 2, 1));
    const inMonth = grid.flat().filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(29);
    expect(grid.every((week) => week[0].date.getDay() === 1 && week[6].date.getDay() === 0)).toBe(true);
  });
});

describe('pickDay', () => {
  it('starts a range, ends it, and restarts on an earlier day or after a full range', () => {
    const started = pickDay({ from: null, to: null }, day(2024, 3, 10, 15));
    expect(started).toEqual({ from: day(2024, 3, 10), to: null });
    const ended = pickDay(started, day(2024, 3, 12));
    expect(ended.to).toEqual(new Date(2024, 2, 12, 23, 59, 59, 999));
    expect(pickDay({ from: day(2024, 3, 10), to: null }, day(2024, 3, 9))).toEqual({ from: day(2024, 3, 9), to: null });
    expect(pickDay(ended, day(2024, 3, 20))).toEqual({ from: day(2024, 3, 20), to: null });
  });

  it('allows a one-day range', () => {
    expect(pickDay({ from: day(2024, 3, 10), to: null }, day(2024, 3, 10)).to).toEqual(new Date(2024, 2, 10, 23, 59, 59, 999));
  });
});
