// The trackers' ranges from the URL: the last 24 hours (performance) or the last 7 calendar days
// (errors) by default, a range in the query when it reads, and the UTC hours the server is sent.
import { describe, expect, it } from 'vitest';
import { defaultErrorRange, readErrorRange } from '@web/features/error-tracker/error-range';
import { defaultRange, hourRange, readRange, readSort } from '@web/features/performance-tracker/performance-query';

const now = new Date('2026-03-02T09:30:00.000Z');

describe('performance tracker range', () => {
  it('is the last 24 hours by default, or the query’s when both ends read in order', () => {
    expect(defaultRange(now)).toEqual({ from: new Date('2026-03-01T09:30:00.000Z'), to: now });
    expect(readRange('', '', now)).toEqual(defaultRange(now));
    expect(readRange('2026-03-02T10:00:00.000Z', '2026-03-02T09:00:00.000Z', now)).toEqual(defaultRange(now));
    expect(readRange('2026-02-01T00:00:00.000Z', 'nonsense', now)).toEqual(defaultRange(now));
    expect(readRange('2026-02-01T00:00:00.000Z', '2026-02-02T05:00:00.000Z', now)).toEqual({ from: new Date('2026-02-01T00:00:00.000Z'), to: new Date('2026-02-02T05:00:00.000Z') });
  });
  it('asks for the UTC hours its ends fall in', () => {
    expect(hourRange(defaultRange(now))).toEqual({ startDateHour: '26030109', endDateHour: '26030209' });
  });
  it('keeps a sort only on a field the list sorts by', () => {
    expect(readSort('used', 'ASC', ['used'])).toEqual({ key: 'used', direction: 'ASC' });
    expect(readSort('used', '', ['used'])).toEqual({ key: 'used', direction: 'DESC' });
    expect(readSort('cost', 'ASC', ['used'])).toBeNull();
  });
});

describe('error tracker range', () => {
  it('is seven calendar days up to the end of today by default', () => {
    const { from, to } = defaultErrorRange(now);
    expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(7);
    expect([from.getHours(), from.getMinutes(), to.getHours(), to.getMinutes()]).toEqual([0, 0, 23, 59]);
    expect(to.getDate()).toBe(now.getDate());
    expect(readErrorRange(null, null, now)).toEqual(defaultErrorRange(now));
    expect(readErrorRange('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', now).from).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });
});
