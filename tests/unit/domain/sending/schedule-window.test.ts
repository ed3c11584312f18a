// Start and stop times as the compose stores them ('YYYY-MM-DD HH:mm' in timeName) read as
// instants: the zone's offset, the POSIX sign of Etc/GMT+N, and New York's skipped and repeated
// hours resolved as java.time does (later by the gap; the earlier of two).
import { describe, expect, it } from 'vitest';
import { inScheduleWindow, isSendTime, parseSendTime, scheduleWindow } from '@domain/sending/schedule-window';

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe('parseSendTime', () => {
  it.each([
    ['2025-06-01 09:00', 'Etc/GMT', '2025-06-01T09:00:00.000Z'],
    ['2025-06-01 09:00', '', '2025-06-01T09:00:00.000Z'],
    ['2025-06-01 09:00', 'Etc/GMT+5', '2025-06-01T14:00:00.000Z'],
    ['2025-06-01 09:00', 'Etc/GMT-7', '2025-06-01T02:00:00.000Z'],
    ['2025-06-01 09:00', 'America/New_York', '2025-06-01T13:00:00.000Z'],
    ['2025-01-15 09:00', 'America/New_York', '2025-01-15T14:00:00.000Z'],
    ['2025-01-01 00:30', 'Asia/Ho_Chi_Minh', '2024-12-31T17:30:00.000Z'],
    // Skipped by the spring-forward clock: later by the hour's gap.
    ['2025-03-09 02:00', 'America/New_York', '2025-03-09T07:00:00.000Z'],
    ['2025-03-09 02:30', 'America/New_York', '2025-03-09T07:30:00.000Z'],
    ['2025-03-09 03:00', 'America/New_York', '2025-03-09T07:00:00.000Z'],
    // Shown twice on the fall-back night: the first, in EDT.
    ['2025-11-02 01:30', 'America/New_York', '2025-11-02T05:30:00.000Z'],
    ['2025-11-02 02:00', 'America/New_York', '2025-11-02T07:00:00.000Z'],
  ])('reads %s in %s as %s', (text, zone, instant) => {
    expect(iso(parseSendTime(text, zone))).toBe(instant);
  });

  it('reads an empty text as not set', () => {
    expect(parseSendTime('', 'Etc/GMT')).toBeNull();
    expect(parseSendTime('  ', 'Etc/GMT')).toBeNull();
  });

  it.each(['2025-02-30 10:00', '2025-13-01 10:00', '2025-06-01 24:00', '2025-6-1 10:00', '2025-06-01T10:00'])('refuses %s', (text) => {
    expect(() => parseSendTime(text, 'Etc/GMT')).toThrow(RangeError);
    expect(isSendTime(text)).toBe(false);
  });

  it('knows a leap day', () => {
    expect(isSendTime('2024-02-29 10:00')).toBe(true);
    expect(isSendTime('2025-02-29 10:00')).toBe(false);
  });
});

describe('scheduleWindow', () => {
  const fields = { activeScheduling: true, scheduling: '2025-06-01 09:00', schedulingStopTime: '2025-06-02 18:00', timeName: 'America/New_York' };

  it.each([
    ['both ends', fields, '2025-06-01T13:00:00.000Z', '2025-06-02T22:00:00.000Z'],
    ['a start only: open-ended', { ...fields, schedulingStopTime: '' }, '2025-06-01T13:00:00.000Z', null],
    ['a stop only: starts when sent', { ...fields, scheduling: '' }, null, '2025-06-02T22:00:00.000Z'],
    ['scheduling off: the times ignored', { ...fields, activeScheduling: false, scheduling: 'garbage' }, null, null],
  ])('reads %s', (_what, compose, startsAt, stopsAt) => {
    const window = scheduleWindow(compose);
    expect({ startsAt: iso(window.startsAt), stopsAt: iso(window.stopsAt) }).toEqual({ startsAt, stopsAt });
  });

  it('runs from the start (inclusive) to the stop (exclusive)', () => {
    const window = { startsAt: 1000, stopsAt: 2000 };
    expect([999, 1000, 1999, 2000].map((at) => inScheduleWindow(at, window))).toEqual([false, true, true, false]);
    expect(inScheduleWindow(0, { startsAt: null, stopsAt: null })).toBe(true);
  });
});
