// The trackers' pure parts: a recipient's number partly hidden in examples, the error message of
// each failed code, a share of the failures, and the UTC hour key of an instant.
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessageOfCode, maskPhone, shareOf } from '@domain/error-tracker';
import { utcDateHour } from '@domain/date-hour';
import { DELIVERY_RESULTS } from '@domain/sending/delivery-results';

describe('maskPhone', () => {
  it('keeps the country code and first digits and the last four, hiding the rest', () => {
    expect(maskPhone('+15551234567')).toBe('+1555•••4567');
    expect(maskPhone('+84901234567')).toBe('+8490•••4567');
    expect(maskPhone('5551234567')).toBe('5551••4567');
  });
  it('hides all but the last two digits of a short number', () => {
    expect(maskPhone('+1234567')).toBe('+•••••67');
    expect(maskPhone('1234')).toBe('••34');
  });
});

describe('errorMessageOfCode', () => {
  it('gives every failed result its own message', () => {
    const failed = DELIVERY_RESULTS.slice(1);
    const texts = failed.map((_, i) => errorMessageOfCode(i + 1));
    expect(texts).toEqual(failed.map((r) => ERROR_MESSAGES[r as keyof typeof ERROR_MESSAGES]));
    expect(new Set(texts).size).toBe(failed.length);
    expect(errorMessageOfCode(99)).toBe('Result 99');
  });
});

describe('shareOf', () => {
  it('is a percent with 2 decimals, 0 without failures', () => {
    expect(shareOf(4, 7)).toBe(57.14);
    expect(shareOf(1, 3)).toBe(33.33);
    expect(shareOf(3, 3)).toBe(100);
    expect(shareOf(0, 0)).toBe(0);
  });
});

describe('utcDateHour', () => {
  it('is the UTC hour as YYMMDDHH, whatever the offset it was written with', () => {
    expect(utcDateHour(new Date('2026-03-02T09:59:59.999Z'))).toBe('26030209');
    expect(utcDateHour(new Date('2026-03-02T01:30:00+07:00'))).toBe('26030118');
  });
});
