// The arithmetic of pull revenue: conversions fall in the UTC minute they were posted back, only the
// minute rows that disagree with the messages are written (a row counting conversions nobody made
// goes to zero, a missing minute is added), and the history's line reads in dollars.
import { describe, expect, it } from 'vitest';
import { minuteCorrections, revenueByMinute, revenueRecountedDetail } from '@server/modules/campaigns/revenue-minutes';

describe('revenue by minute', () => {
  it('adds conversions and payouts per UTC minute', () => {
    const minutes = revenueByMinute([
      { convertedAt: '2026-03-03T19:00:05.000Z', revenueCents: 125 },
      { convertedAt: '2026-03-03T19:00:59.999Z', revenueCents: 340 },
      { convertedAt: '2026-03-03T19:01:00.000Z', revenueCents: 99 },
    ]);
    expect([...minutes.values()]).toEqual([
      { minute: '2026-03-03 19:00', convertor: 2, revenueCents: 465 },
      { minute: '2026-03-03 19:01', convertor: 1, revenueCents: 99 },
    ]);
  });

  it('is empty without conversions', () => {
    expect(revenueByMinute([]).size).toBe(0);
  });
});

describe('minute corrections', () => {
  const truth = revenueByMinute([
    { convertedAt: '2026-03-03T19:00:05.000Z', revenueCents: 100 },
    { convertedAt: '2026-03-03T19:02:05.000Z', revenueCents: 200 },
    { convertedAt: '2026-03-03T19:03:05.000Z', revenueCents: 300 },
  ]);

  it('writes the wrong minutes, the missing ones and zeroes the invented ones, in minute order', () => {
    const rows = [
      { minute: '2026-03-03 19:03', convertor: 1, revenueCents: 300 },
      { minute: '2026-03-03 19:00', convertor: 7, revenueCents: 1 },
      { minute: '2026-01-01 00:00', convertor: 3, revenueCents: 500 },
    ];
    expect(minuteCorrections(rows, truth)).toEqual([
      { minute: '2026-01-01 00:00', convertor: 0, revenueCents: 0 },
      { minute: '2026-03-03 19:00', convertor: 1, revenueCents: 100 },
      { minute: '2026-03-03 19:02', convertor: 1, revenueCents: 200 },
    ]);
  });

  it('writes nothing when the rows are true', () => {
    expect(minuteCorrections([...truth.values()], truth)).toEqual([]);
  });

  it('catches a payout corrected with the same count', () => {
    expect(minuteCorrections([{ minute: '2026-03-03 19:00', convertor: 1, revenueCents: 90 }], revenueByMinute([{ convertedAt: '2026-03-03T19:00:00.000Z', revenueCents: 100 }]))).toEqual([
      { minute: '2026-03-03 19:00', convertor: 1, revenueCents: 100 },
    ]);
  });
});

describe('the history line', () => {
  it('says the revenue in dollars and the conversions', () => {
    expect(revenueRecountedDetail(1234, 5)).toBe('Revenue recounted: $12.34 from 5 conversions');
    expect(revenueRecountedDetail(250, 1)).toBe('Revenue recounted: $2.50 from 1 conversion');
    expect(revenueRecountedDetail(0, 0)).toBe('Revenue recounted: $0.00 from 0 conversions');
  });
});
