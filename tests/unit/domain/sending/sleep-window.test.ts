// The sleep timer on the campaign's wall clock: nights over midnight, whole sleeping days in a zone
// whose date is not UTC's, the POSIX sign of Etc/GMT+N, and New York's DST nights of 2025
// (clocks spring forward 9 March 02:00 EST -> 03:00 EDT at 07:00Z, fall back 2 November 02:00
// EDT -> 01:00 EST at 06:00Z).
import { describe, expect, it } from 'vitest';
import { isAsleep, nextAwakeTime, nextSleepTime, type SleepTimer } from '@domain/sending/sleep-window';

const utc = (text: string) => Date.parse(text);
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());
const timer = (patch: Partial<SleepTimer>): SleepTimer => ({ enabled: true, start: '', end: '', weekDays: [], ...patch });
const night = timer({ start: '22:00', end: '06:00' });

describe('isAsleep', () => {
  it.each([
    ['2025-01-07T21:59:59Z', false],
    ['2025-01-07T22:00:00Z', true],
    ['2025-01-08T00:00:00Z', true],
    ['2025-01-08T05:59:59Z', true],
    ['2025-01-08T06:00:00Z', false],
    ['2025-01-08T12:00:00Z', false],
  ])('sleeps 22:00-06:00 over midnight in Etc/GMT: %s is %s', (at, asleep) => {
    expect(isAsleep(utc(at), night, 'Etc/GMT')).toBe(asleep);
  });

  it.each([
    // Etc/GMT+5 is UTC-5: 03:30Z is 22:30 the evening before.
    ['Etc/GMT+5', '2025-01-07T03:30:00Z', true],
    ['Etc/GMT+5', '2025-01-07T10:59:00Z', true],
    ['Etc/GMT+5', '2025-01-07T11:00:00Z', false],
    // Etc/GMT-5 is UTC+5: the same instant is 08:30 in the morning.
    ['Etc/GMT-5', '2025-01-07T03:30:00Z', false],
    ['Etc/GMT-5', '2025-01-07T17:00:00Z', true],
  ])('reads the window on the clock of %s at %s: %s', (zone, at, asleep) => {
    expect(isAsleep(utc(at), night, zone)).toBe(asleep);
  });

  it.each([
    // Saturday 18:00Z is Sunday 01:00 in Ho Chi Minh City (UTC+7).
    ['Asia/Ho_Chi_Minh', [1], '2025-01-04T18:00:00Z', true],
    ['Asia/Ho_Chi_Minh', [1], '2025-01-04T16:59:00Z', false],
    ['Asia/Ho_Chi_Minh', [1], '2025-01-05T16:59:00Z', true],
    ['Asia/Ho_Chi_Minh', [1], '2025-01-05T17:00:00Z', false],
    // Sunday 03:00Z is Saturday 19:00 in Los Angeles (UTC-8).
    ['America/Los_Angeles', [7], '2025-01-05T03:00:00Z', true],
    ['America/Los_Angeles', [7], '2025-01-05T08:00:00Z', false],
    ['Etc/GMT', [7], '2025-01-05T03:00:00Z', false],
  ])('sleeps whole days by the date of %s (days %j) at %s: %s', (zone, weekDays, at, asleep) => {
    expect(isAsleep(utc(at), timer({ weekDays }), zone)).toBe(asleep);
  });

  it('never sleeps when the timer is off, and a window that ends where it starts sleeps no time', () => {
    expect(isAsleep(utc('2025-01-07T23:00:00Z'), { ...night, enabled: false }, 'Etc/GMT')).toBe(false);
    expect(isAsleep(utc('2025-01-07T22:00:00Z'), timer({ start: '22:00', end: '22:00' }), 'Etc/GMT')).toBe(false);
    expect(isAsleep(utc('2025-01-07T22:00:00Z'), timer({ start: '22:00', end: '' }), 'Etc/GMT')).toBe(false);
  });

  it('takes an empty zone for Etc/GMT and refuses an unknown one', () => {
    expect(isAsleep(utc('2025-01-07T23:00:00Z'), night, '')).toBe(true);
    expect(() => isAsleep(utc('2025-01-07T23:00:00Z'), night, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('nextAwakeTime', () => {
  it.each([
    ['awake now: now', night, 'Etc/GMT', '2025-01-07T12:00:00Z', '2025-01-07T12:00:00.000Z'],
    ['the end of a night over midnight', night, 'Etc/GMT', '2025-01-07T23:00:00Z', '2025-01-08T06:00:00.000Z'],
    ['the end of the night in UTC-5', night, 'Etc/GMT+5', '2025-01-07T03:30:00Z', '2025-01-07T11:00:00.000Z'],
    ['the local midnight after a sleeping Sunday in UTC+7', timer({ weekDays: [1] }), 'Asia/Ho_Chi_Minh', '2025-01-04T18:00:00Z', '2025-01-05T17:00:00.000Z'],
    // Friday night, then all of Saturday, then Sunday morning until 06:00.
    ['past a night, a sleeping day and the next night', timer({ start: '22:00', end: '06:00', weekDays: [7] }), 'Etc/GMT', '2025-01-03T23:00:00Z', '2025-01-05T06:00:00.000Z'],
    ['past two sleeping days in a row', timer({ weekDays: [7, 1] }), 'America/New_York', '2025-01-04T12:00:00Z', '2025-01-06T05:00:00.000Z'],
    // 22:00 EST on 8 March to 06:00 EDT on 9 March: a 7-hour night.
    ['06:00 EDT after the spring-forward night', night, 'America/New_York', '2025-03-09T03:00:00Z', '2025-03-09T10:00:00.000Z'],
    // 22:00 EDT on 1 November to 06:00 EST on 2 November: a 9-hour night.
    ['06:00 EST after the fall-back night', night, 'America/New_York', '2025-11-02T02:00:00Z', '2025-11-02T11:00:00.000Z'],
    // The window ends at 02:30, which the clock skips: awake when it jumps to 03:00 EDT.
    ['the jump when the window ends in the skipped hour', timer({ start: '01:00', end: '02:30' }), 'America/New_York', '2025-03-09T06:30:00Z', '2025-03-09T07:00:00.000Z'],
    // 00:00-01:30 on the fall-back night: the first 01:30 (EDT) ends it...
    ['the first 01:30 of a repeated hour', timer({ start: '00:00', end: '01:30' }), 'America/New_York', '2025-11-02T04:00:00Z', '2025-11-02T05:30:00.000Z'],
    // ...and when the clock shows 01:00 again (EST) the window holds until the second 01:30.
    ['the second 01:30 once the clock shows 01:00 again', timer({ start: '00:00', end: '01:30' }), 'America/New_York', '2025-11-02T06:00:00Z', '2025-11-02T06:30:00.000Z'],
  ])('wakes at %s', (_what, sleep, zone, now, wakes) => {
    expect(iso(nextAwakeTime(utc(now), sleep, zone))).toBe(wakes);
  });

  it('is awake between the two passes of the repeated hour', () => {
    expect(isAsleep(utc('2025-11-02T05:45:00Z'), timer({ start: '00:00', end: '01:30' }), 'America/New_York')).toBe(false);
  });

  it('never wakes a campaign asleep all week, and an off timer is awake now', () => {
    expect(nextAwakeTime(utc('2025-01-07T12:00:00Z'), timer({ weekDays: [1, 2, 3, 4, 5, 6, 7] }), 'Etc/GMT')).toBeNull();
    expect(iso(nextAwakeTime(utc('2025-01-07T23:00:00Z'), { ...night, enabled: false }, 'Etc/GMT'))).toBe('2025-01-07T23:00:00.000Z');
  });
});

describe('nextSleepTime', () => {
  it.each([
    ['asleep now: now', night, 'Etc/GMT', '2025-01-07T23:00:00Z', '2025-01-07T23:00:00.000Z'],
    ['the start of tonight', night, 'Etc/GMT', '2025-01-07T12:00:00Z', '2025-01-07T22:00:00.000Z'],
    ['tomorrow for a window already past today', timer({ start: '01:00', end: '05:00' }), 'Etc/GMT', '2025-01-07T12:00:00Z', '2025-01-08T01:00:00.000Z'],
    ['the local midnight opening a sleeping Sunday in UTC+7', timer({ weekDays: [1] }), 'Asia/Ho_Chi_Minh', '2025-01-04T12:00:00Z', '2025-01-04T17:00:00.000Z'],
    // A window from 02:30 starts when the clock jumps past it, at 03:00 EDT.
    ['the jump when the window starts in the skipped hour', timer({ start: '02:30', end: '04:00' }), 'America/New_York', '2025-03-09T05:00:00Z', '2025-03-09T07:00:00.000Z'],
  ])('falls asleep at %s', (_what, sleep, zone, now, sleeps) => {
    expect(iso(nextSleepTime(utc(now), sleep, zone))).toBe(sleeps);
  });

  it('is null when the timer never sleeps', () => {
    expect(nextSleepTime(utc('2025-01-07T12:00:00Z'), { ...night, enabled: false }, 'Etc/GMT')).toBeNull();
    expect(nextSleepTime(utc('2025-01-07T12:00:00Z'), timer({ start: '03:00', end: '03:00' }), 'Etc/GMT')).toBeNull();
  });

  it('skips a window that lies wholly in the skipped hour', () => {
    // 02:00-02:59 does not exist on 9 March in New York: the next sleep is on 10 March, 02:00 EDT.
    expect(iso(nextSleepTime(utc('2025-03-09T05:00:00Z'), timer({ start: '02:00', end: '02:59' }), 'America/New_York'))).toBe('2025-03-10T06:00:00.000Z');
  });
});
