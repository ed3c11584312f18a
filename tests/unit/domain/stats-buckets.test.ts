// The time series' buckets: the engine's minute key, the hour as its first 13 characters, the
// roll-up of minutes into hours, a range's bounds, the zero-filled chart series, and the delivery
// statuses read from a campaign's counters.
import { describe, expect, it } from 'vitest';
import {
  bucketBounds,
  deliveryStatusCounts,
  emptyCounters,
  fillBuckets,
  hourKeyOf,
  instantOfKey,
  minuteKeyOf,
  rollUpToHours,
  sumByDatetime,
} from '@domain/stats-buckets';
import { minuteKey } from '@server/engine/stat-keys';
import type { StatsPoint } from '@domain/stats';

const point = (datetime: string, sent: number, clicked = 0): StatsPoint => ({ ...emptyCounters(), datetime, sent, clicked });

describe('stats buckets', () => {
  it('keys a minute exactly as the engine does, and an hour by its first 13 characters', () => {
    for (const at of ['2026-03-05T10:15:59.999Z', '2026-12-31T23:59:00.000Z', '2026-01-01T00:00:00.000Z']) {
      expect(minuteKeyOf(new Date(at))).toBe(minuteKey(new Date(at)));
    }
    expect(hourKeyOf('2026-03-05 10:15')).toBe('2026-03-05 10');
    expect(instantOfKey('2026-03-05 10')).toBe('2026-03-05T10:00:00.000Z');
    expect(instantOfKey('2026-03-05 10:15')).toBe('2026-03-05T10:15:00.000Z');
  });

  it('bounds a range by the buckets its ends fall in, in UTC whatever offset the range was written in', () => {
    expect(bucketBounds('2026-03-05T10:30:00+07:00', '2026-03-05T12:00:00Z', 'HOUR')).toEqual({ first: '2026-03-05 03', last: '2026-03-05 12' });
    expect(bucketBounds('2026-03-05T10:30:45Z', '2026-03-05T10:31:00Z', 'MINUTE')).toEqual({ first: '2026-03-05 10:30', last: '2026-03-05 10:31' });
  });

  it('rolls minutes up into hours, summing every counter', () => {
    const minutes = [point('2026-03-05T10:15:00.000Z', 10, 1), point('2026-03-05T10:59:00.000Z', 5, 2), point('2026-03-05T11:00:00.000Z', 7)];
    expect(rollUpToHours(minutes)).toEqual([point('2026-03-05T10:00:00.000Z', 15, 3), point('2026-03-05T11:00:00.000Z', 7)]);
    expect(sumByDatetime([point('b', 1), point('a', 2), point('b', 3)])).toEqual([point('a', 2), point('b', 4)]);
  });

  it('fills the range with zero buckets where nothing was sent', () => {
    const filled = fillBuckets([point('2026-03-05T11:00:00.000Z', 7)], '2026-03-05T09:30:00Z', '2026-03-05T12:10:00Z', 'HOUR');
    expect(filled.map((p) => [p.datetime.slice(11, 16), p.sent])).toEqual([
      ['09:00', 0],
      ['10:00', 0],
      ['11:00', 7],
      ['12:00', 0],
    ]);
    expect(fillBuckets([], '2026-03-05T10:00:00Z', '2026-03-05T10:02:00Z', 'MINUTE')).toHaveLength(3);
  });

  it('counts each message once under Delivered, Other Failures, Initial Fail, Failed or Sent', () => {
    const counts = deliveryStatusCounts({ sent: 100, delivered: 70, failed: 12, rejected: 4, attemptFailed: 5, blocked: 3, optout: 2 });
    expect(counts).toEqual({ Delivered: 70, 'Other Failures': 9, 'Initial Fail': 5, Failed: 8, Sent: 8 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(100);
    // Counters read mid-report (more results than sends) never make Sent negative.
    expect(deliveryStatusCounts({ sent: 1, delivered: 2, failed: 0, rejected: 0, attemptFailed: 0, blocked: 0, optout: 0 }).Sent).toBe(0);
  });
});
