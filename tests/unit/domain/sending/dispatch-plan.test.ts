// The throttle, the schedule and the sleep timer together: the next instant a message may go and
// how many may go in a tick.
import { describe, expect, it } from 'vitest';
import { nextSendTime, sendBudget, type SendTiming } from '@domain/sending/dispatch-plan';

const utc = (text: string) => Date.parse(text);
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());
const NOW = utc('2025-01-07T12:00:00Z');
const timing = (patch: Partial<SendTiming> = {}): SendTiming => ({
  speedPerHour: 3600,
  sleepTimer: { enabled: false, start: '', end: '', weekDays: [] },
  timeName: 'Etc/GMT',
  window: { startsAt: null, stopsAt: null },
  ...patch,
});
const night = { enabled: true, start: '22:00', end: '06:00', weekDays: [] };

describe('nextSendTime', () => {
  it.each([
    ['now, before any message', NOW, null, timing(), '2025-01-07T12:00:00.000Z'],
    ['a second after the last message at 3600 msg/h', NOW, NOW - 400, timing(), '2025-01-07T12:00:00.600Z'],
    ['now when the last slot is long past', NOW, NOW - 60_000, timing(), '2025-01-07T12:00:00.000Z'],
    ['now at unlimited speed', NOW, NOW, timing({ speedPerHour: null }), '2025-01-07T12:00:00.000Z'],
    ['the schedule start', NOW, null, timing({ window: { startsAt: NOW + 3_600_000, stopsAt: null } }), '2025-01-07T13:00:00.000Z'],
    ['the end of the night', utc('2025-01-07T23:00:00Z'), null, timing({ sleepTimer: night }), '2025-01-08T06:00:00.000Z'],
    // The slot falls at 22:00:00.5, inside the night: the morning.
    ['the morning when the slot falls asleep', utc('2025-01-07T21:59:59.900Z'), utc('2025-01-07T21:59:59.500Z'), timing({ speedPerHour: 3600, sleepTimer: night }), '2025-01-08T06:00:00.000Z'],
    // The schedule starts at 23:00, in the night: the morning after.
    ['the morning after a start at night', NOW, null, timing({ sleepTimer: night, window: { startsAt: utc('2025-01-07T23:00:00Z'), stopsAt: null } }), '2025-01-08T06:00:00.000Z'],
  ])('is %s', (_what, now, lastSentAt, plan, expected) => {
    expect(iso(nextSendTime(now, lastSentAt, plan))).toBe(expected);
  });

  it.each([
    ['at the stop time', NOW, timing({ window: { startsAt: null, stopsAt: NOW } })],
    ['after the stop time', NOW, timing({ window: { startsAt: null, stopsAt: NOW - 1 } })],
    ['when the next awake moment is past the stop', utc('2025-01-07T23:00:00Z'), timing({ sleepTimer: night, window: { startsAt: null, stopsAt: utc('2025-01-08T05:00:00Z') } })],
    ['when the timer sleeps all week', NOW, timing({ sleepTimer: { enabled: true, start: '', end: '', weekDays: [1, 2, 3, 4, 5, 6, 7] } })],
  ])('is null %s', (_what, now, plan) => {
    expect(nextSendTime(now, null, plan)).toBeNull();
  });

  it('still sends a millisecond before the stop', () => {
    expect(nextSendTime(NOW, null, timing({ window: { startsAt: null, stopsAt: NOW + 1 } }))).toBe(NOW);
  });
});

describe('sendBudget', () => {
  it.each([
    ['ten in a 10 s tick at 3600 msg/h', NOW, null, timing(), 10],
    ['ten from the half-second slot on', NOW, NOW - 500, timing(), 10],
    ['five before a stop 5 s in', NOW, null, timing({ window: { startsAt: null, stopsAt: NOW + 5000 } }), 5],
    ['none before the schedule starts', NOW, null, timing({ window: { startsAt: NOW + 10_000, stopsAt: null } }), 0],
    ['all at unlimited speed', NOW, null, timing({ speedPerHour: 0 }), Number.POSITIVE_INFINITY],
    ['five until the night falls 5 s in', utc('2025-01-07T21:59:55Z'), null, timing({ sleepTimer: night }), 5],
    ['none at night, unlimited or not', utc('2025-01-07T23:00:00Z'), null, timing({ speedPerHour: null, sleepTimer: night }), 0],
    ['all from the morning on when the night ends 5 s in', utc('2025-01-08T05:59:55Z'), null, timing({ speedPerHour: null, sleepTimer: night }), Number.POSITIVE_INFINITY],
  ])('lets %s go', (_what, now, lastSentAt, plan, expected) => {
    expect(sendBudget(now, now + 10_000, lastSentAt, plan)).toBe(expected);
  });
});
