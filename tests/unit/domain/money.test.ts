import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from '@domain/money';

describe('formatCents', () => {
  it('writes dollars and cents with the thousands separated', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(99_999)).toBe('$999.99');
    expect(formatCents(100_000)).toBe('$1,000.00');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
  });

  it('puts the sign before the currency', () => {
    expect(formatCents(-1_234_50)).toBe('-$1,234.50');
  });

  it('agrees with the en-US number format for any amount', () => {
    for (const cents of [1, 10_00, 999_99, 1_000_00, 10_000_00, 987_654_321_00, Number.MAX_SAFE_INTEGER - 1]) {
      const whole = Math.floor(cents / 100).toLocaleString('en-US');
      expect(formatCents(cents)).toBe(`$${whole}.${String(cents % 100).padStart(2, '0')}`);
    }
  });

  it('takes another currency sign', () => {
    expect(formatCents(1_000_000, '€')).toBe('€10,000.00');
  });
});

describe('dollarsToCents', () => {
  it('rounds to the nearest cent', () => {
    expect(dollarsToCents(10.005)).toBe(1001);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
