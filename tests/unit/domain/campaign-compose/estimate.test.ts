// The wizard's estimate: segments of the longest message, the price for the country and type, the
// whole send's cost rounded up to the cent.
import { describe, expect, it } from 'vitest';
import { awakeShare, estimateCompose, hoursToFinish } from '@domain/campaign-compose';
import type { PriceEntry } from '@domain/pricing';
import { compose } from './fixtures';

const prices: PriceEntry[] = [
  { country: 'US', messageType: 'SMS', unitPriceMillicents: 750 },
  { country: 'US', messageType: 'VOICE', unitPriceMillicents: 2000 },
];

describe('estimateCompose', () => {
  it('costs the audience times the segments of the longest creative', () => {
    const estimate = estimateCompose(compose(), ['Hi [fName]', 'x'.repeat(200)], 1000, prices);
    expect(estimate).toEqual({ segments: 2, unitPriceMillicents: 750, costCents: 1500 });
  });

  it('counts the on-the-fly message instead, unicode included', () => {
    expect(estimateCompose(compose({ creativeMode: 'onfly', onflyMessage: 'Xin chào bạn ' + 'ơ'.repeat(60) }), [], 3, prices).segments).toBe(2);
  });

  it('counts one call for voice', () => {
    expect(estimateCompose(compose({ messageType: 'VOICE' }), ['long '.repeat(100)], 10, prices)).toEqual({ segments: 1, unitPriceMillicents: 2000, costCents: 20 });
  });

  it('says nothing of the cost without a price or an audience', () => {
    expect(estimateCompose(compose({ country: 'FR' }), ['hi'], 10, prices).costCents).toBeNull();
    expect(estimateCompose(compose(), ['hi'], null, prices).costCents).toBeNull();
  });
});

describe('hoursToFinish', () => {
  it('divides the audience by the speed', () => {
    expect(hoursToFinish(compose({ sendSpeed: 1000 }), 5000)).toBe(5);
  });

  it('leaves the time to the route without a speed', () => {
    expect(hoursToFinish(compose(), 5000)).toBeNull();
  });

  it('counts the sleep windows in: 8 hours a night, and whole sleeping days', () => {
    expect(awakeShare(compose({ sleepTimer: { enabled: true, start: '22:00', end: '06:00' } }).sleepTimer)).toBeCloseTo(16 / 24);
    expect(hoursToFinish(compose({ sendSpeed: 1000, sleepTimer: { enabled: true, start: '22:00', end: '06:00' } }), 16_000)).toBe(24);
    expect(hoursToFinish(compose({ sendSpeed: 100, sleepTimer: { enabled: true, weekDays: [1, 7] } }), 500)).toBe(7);
  });
});
