// Local wall time to an instant and back through Intl, across the March gap and the November repeat.
import { describe, expect, it } from 'vitest';
import { addLocalDays, instantOfLocalTime, localTimeAt } from '@domain/sending/compliance/zoned-time';

const NY = 'America/New_York';

describe('instantOfLocalTime', () => {
  it.each([
    ['an ordinary winter morning', { year: 2025, month: 1, day: 15 }, 8 * 60, '2025-01-15T13:00:00.000Z'],
    ['an ordinary summer morning', { year: 2025, month: 7, day: 1 }, 8 * 60, '2025-07-01T12:00:00.000Z'],
    ['just after the March jump', { year: 2025, month: 3, day: 9 }, 3 * 60 + 30, '2025-03-09T07:30:00.000Z'],
    ['inside the March gap: the instant after it', { year: 2025, month: 3, day: 9 }, 2 * 60 + 30, '2025-03-09T07:30:00.000Z'],
    ['just before the March jump', { year: 2025, month: 3, day: 9 }, 60 + 30, '2025-03-09T06:30:00.000Z'],
    ['the repeated hour in November: its first time', { year: 2025, month: 11, day: 2 }, 60 + 30, '2025-11-02T05:30:00.000Z'],
    ['after the November fall', { year: 2025, month: 11, day: 2 }, 3 * 60, '2025-11-02T08:00:00.000Z'],
    ['midnight on the day of the fall', { year: 2025, month: 11, day: 2 }, 0, '2025-11-02T04:00:00.000Z'],
  ])('%s', (_title, date, minute, expected) => {
    expect(instantOfLocalTime(date, minute, NY).toISOString()).toBe(expected);
  });
});

describe('localTimeAt', () => {
  it('reads the wall clock and weekday in the zone', () => {
    expect(localTimeAt(new Date('2025-03-09T07:30:00Z'), NY)).toEqual({ year: 2025, month: 3, day: 9, weekday: 0, minuteOfDay: 3 * 60 + 30 });
    expect(localTimeAt(new Date('2025-01-01T03:00:00Z'), NY)).toEqual({ year: 2024, month: 12, day: 31, weekday: 2, minuteOfDay: 22 * 60 });
  });

  it('adds calendar days across months and years', () => {
    expect(addLocalDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1, weekday: 3 });
  });
});
