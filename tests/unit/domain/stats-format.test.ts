// The statistics' number formats (000 §9): cost per click and per message 3 decimals with $,
// revenue 1 decimal, percentages 2, chart values 6, other decimals rounded to 5 places; and the
// rates behind them, null (a dash) where there is nothing to divide by.
import { describe, expect, it } from 'vitest';
import {
  chartValue,
  costPerUnit,
  fixed,
  formatChartValue,
  formatCount,
  formatMillicentsAsRevenue,
  formatPercent,
  formatRevenue,
  formatUnitCost,
  NO_VALUE,
  ratePercent,
  round5,
  statsFigures,
  toDecimals,
} from '@domain/stats-format';
import { emptyCounters } from '@domain/stats-buckets';

describe('stats number formats', () => {
  it('rounds half away from zero as people do, not as the binary value does', () => {
    expect((0.0075).toFixed(3)).toBe('0.007');
    expect(toDecimals(0.0075, 3)).toBe('0.008');
    expect(toDecimals(1.005, 2)).toBe('1.01');
    expect(toDecimals(-2.675, 2)).toBe('-2.68');
    expect(toDecimals(-0.0001, 2)).toBe('0.00');
    expect(toDecimals(42, 0)).toBe('42');
  });

  it('separates thousands', () => {
    expect(fixed(1234567.891, 2)).toBe('1,234,567.89');
    expect(fixed(-1234.5, 1)).toBe('-1,234.5');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('writes cost per click and per message with 3 decimals and $', () => {
    expect(formatUnitCost(0.0125)).toBe('$0.013');
    expect(formatUnitCost(1234.5)).toBe('$1,234.500');
    expect(formatUnitCost(null)).toBe(NO_VALUE);
  });

  it('writes revenue with 1 decimal and $', () => {
    expect(formatRevenue(12345)).toBe('$123.5');
    expect(formatRevenue(-99)).toBe('-$1.0');
    expect(formatRevenue(0)).toBe('$0.0');
    expect(formatMillicentsAsRevenue(7_500_000)).toBe('$75.0');
  });

  it('writes percentages with 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(null)).toBe(NO_VALUE);
  });

  it('keeps chart values to 6 decimals, other decimals to 5', () => {
    expect(chartValue(0.12345678)).toBe(0.123457);
    expect(round5(0.123456)).toBe(0.12346);
    expect(formatChartValue(0.0125, 'money')).toBe('$0.012500');
    expect(formatChartValue(1234.4, 'count')).toBe('1,234');
  });

  it('computes rates and costs per unit, null without a divisor', () => {
    expect(ratePercent(1, 3)).toBe(33.33333);
    expect(ratePercent(5, 0)).toBeNull();
    // 7,500 millicents ($0.075) over 10 messages.
    expect(costPerUnit(7_500, 10)).toBe(0.0075);
    expect(costPerUnit(7_500, 0)).toBeNull();
  });

  it('derives every figure of a stats row from its counters', () => {
    const f = statsFigures({ ...emptyCounters(), sent: 200, delivered: 180, clicked: 20, convertor: 5, optout: 2, costMillicents: 150_000, revenueCents: 600 });
    expect(f).toEqual({
      deliveryRate: 90,
      clickRate: 10,
      conversionRate: 25,
      optoutRate: 1,
      costPerClick: 0.075,
      costPerMessage: 0.0075,
      costCents: 150,
      profitCents: 450,
      roi: 300,
    });
    expect(statsFigures(emptyCounters())).toMatchObject({ deliveryRate: null, costPerClick: null, roi: null, profitCents: 0 });
  });
});
