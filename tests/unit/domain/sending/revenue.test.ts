// The money formulas on integer cents: profit, ROI (none without a cost), revenue per million
// messages or minutes, and the domain delivery rate (100 when a domain is unused).
import { describe, expect, it } from 'vitest';
import { domainDeliveryRate, profitCents, revenuePerMilMessagesCents, revenuePerMilMinutesCents, roiPercent } from '@domain/sending/revenue';

describe('revenue', () => {
  it('takes the cost from the revenue for the profit', () => {
    expect(profitCents(15_000, 10_000)).toBe(5_000);
    expect(profitCents(0, 2_550)).toBe(-2_550);
  });

  it.each([
    [15_000, 10_000, 50],
    [5_000, 10_000, -50],
    [0, 10_000, -100],
    [10_000, 10_000, 0],
    [1, 3, -66.66666666666666],
    [30_000, 10_000, 200],
  ])('gives revenue %i on cost %i an ROI of %d', (revenue, cost, roi) => {
    expect(roiPercent(revenue, cost)).toBe(roi);
  });

  it('has no ROI without a cost', () => {
    expect(roiPercent(5_000, 0)).toBeNull();
    expect(roiPercent(0, 0)).toBeNull();
  });

  it.each([
    [250, 1_000, 250_000],
    [1, 3, 333_333],
    [2, 3, 666_667],
    [0, 500, 0],
  ])('gives revenue %i over %i messages %i cents per million', (revenue, messages, perMil) => {
    expect(revenuePerMilMessagesCents(revenue, messages)).toBe(perMil);
  });

  it('gives revenue per million call minutes from the seconds', () => {
    // 600 cents over 2 minutes: 300 cents a minute.
    expect(revenuePerMilMinutesCents(600, 120)).toBe(300_000_000);
    expect(revenuePerMilMinutesCents(1, 7)).toBe(8_571_429);
  });

  it('has no rate per million before anything was sent or called', () => {
    expect(revenuePerMilMessagesCents(100, 0)).toBeNull();
    expect(revenuePerMilMinutesCents(100, 0)).toBeNull();
  });

  it.each([
    [0, 0, 100],
    [0, 4, 100],
    [200, 0, 100],
    [200, 3, 99],
    [200, 5, 98],
    [3, 1, 67],
    [3, 2, 33],
    [10, 10, 0],
    [10, 12, 0],
  ])('rates a domain used %i times with %i failures at %i%%', (used, failed, rate) => {
    expect(domainDeliveryRate(used, failed)).toBe(rate);
  });
});
