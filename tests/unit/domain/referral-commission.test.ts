// Referral commission arithmetic (decision 52): integer cents, floored per purchase.
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, commissionCents, percentToBasisPoints } from '@domain/referral/referral-commission';

describe('commissionCents', () => {
  it('takes the rate of the revenue in whole cents', () => {
    expect(commissionCents(125_000, 1000)).toBe(12_500);
    expect(commissionCents(250_000, 333)).toBe(8_325);
    expect(commissionCents(1, 10_000)).toBe(1);
  });
  it('rounds down to the cent, never up, and never carries the fraction', () => {
    expect(commissionCents(100_001, 333)).toBe(3_330); // 3,330.0333
    expect(commissionCents(149_999, 333)).toBe(4_994); // 4,994.9667
    expect(commissionCents(99, 100)).toBe(0); // 0.99 of a cent
    expect(commissionCents(199, 5000)).toBe(99); // 99.5
  });
  it('stays exact past 2^53 of intermediate product', () => {
    expect(commissionCents(Number.MAX_SAFE_INTEGER, 9_999)).toBe(Number((BigInt(Number.MAX_SAFE_INTEGER) * 9_999n) / 10_000n));
  });
  it('refuses fractional or negative cents and rates out of range', () => {
    expect(() => commissionCents(1.5, 100)).toThrow();
    expect(() => commissionCents(-1, 100)).toThrow();
    expect(() => commissionCents(100, 10_001)).toThrow();
    expect(() => commissionCents(100, 1.5)).toThrow();
  });
  it('converts percentages typed with 2 decimals to basis points and back', () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(3.33)).toBe(333);
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(basisPointsToPercent(1250)).toBe(12.5);
  });
});
