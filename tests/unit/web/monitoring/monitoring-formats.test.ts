// The monitoring table's number formats (000 §9): cost per click and per message in dollars with 3
// decimals, revenue with 1, percentages with 2, total costs as money; a dash for a figure with no
// base; times left in days, hours, minutes and seconds.
import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatPercent, formatRevenue, formatSeconds, formatTimeLeft, formatUnitCost } from '@web/features/monitoring/monitoring-formats';

describe('monitoring formats', () => {
  it('writes cost per click and per message with 3 decimals, from millicents', () => {
    expect(formatUnitCost(3_750)).toBe('$0.038');
    expect(formatUnitCost(750)).toBe('$0.008');
    expect(formatUnitCost(123_456_789)).toBe('$1,234.568');
    expect(formatUnitCost(null)).toBe('—');
  });

  it('writes revenue with 1 decimal, from cents, a loss with its sign', () => {
    expect(formatRevenue(1_234.5)).toBe('$12.3');
    expect(formatRevenue(1_500_000)).toBe('$15,000.0');
    expect(formatRevenue(-750)).toBe('-$7.5');
    expect(formatRevenue(-2)).toBe('$0.0');
    expect(formatRevenue(null)).toBe('—');
  });

  it('writes percentages with 2 decimals', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(-66.666)).toBe('-66.67%');
    expect(formatPercent(null)).toBe('—');
  });

  it('writes total costs as money and counts with separators', () => {
    expect(formatCost(750_000)).toBe('$7.50');
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes the time left and call seconds', () => {
    expect(formatTimeLeft(40)).toBe('40s');
    expect(formatTimeLeft(95)).toBe('1m 35s');
    expect(formatTimeLeft(3725)).toBe('1h 02m');
    expect(formatTimeLeft(2 * 86_400 + 5 * 3600 + 59)).toBe('2d 5h');
    expect(formatTimeLeft(0)).toBe('0s');
    expect(formatTimeLeft(null)).toBe('—');
    expect(formatSeconds(20.25)).toBe('20.3s');
    expect(formatSeconds(null)).toBe('—');
  });
});
