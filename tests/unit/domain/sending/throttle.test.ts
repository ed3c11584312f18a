// Send speed in messages an hour as slots: 3600 msg/h is one a second; empty or 0 is unlimited.
import { describe, expect, it } from 'vitest';
import { isUnlimited, nextSlot, sendInterval, slotsBetween } from '@domain/sending/throttle';

describe('throttle', () => {
  it('spaces 3600 msg/h one second apart', () => {
    expect(sendInterval(3600)).toBe(1000);
    expect(nextSlot(5000, 3600)).toBe(6000);
    expect(slotsBetween(0, 60_000, 3600)).toBe(60);
    expect(slotsBetween(0, 1000, 3600)).toBe(1);
    expect(slotsBetween(0, 1001, 3600)).toBe(2);
    expect(slotsBetween(0, 1, 3600)).toBe(1);
  });

  it('rounds a slot up so the speed is never exceeded, yet an hour holds exactly its messages', () => {
    expect(nextSlot(0, 7)).toBe(514_286);
    expect(slotsBetween(0, 3_600_000, 7)).toBe(7);
    expect(slotsBetween(0, 3_600_001, 7)).toBe(8);
    expect(slotsBetween(0, 3_600_000, 1_000_000)).toBe(1_000_000);
  });

  it('counts nothing in an empty or reversed span', () => {
    expect(slotsBetween(1000, 1000, 3600)).toBe(0);
    expect(slotsBetween(2000, 1000, 3600)).toBe(0);
    expect(slotsBetween(2000, 1000, null)).toBe(0);
  });

  it.each([null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])('takes %s as unlimited', (speed) => {
    expect(isUnlimited(speed)).toBe(true);
    expect(sendInterval(speed)).toBe(0);
    expect(nextSlot(5000, speed)).toBeNull();
    expect(slotsBetween(0, 1, speed)).toBe(Number.POSITIVE_INFINITY);
  });

  it('holds nothing back before the first message', () => {
    expect(nextSlot(null, 3600)).toBeNull();
    expect(isUnlimited(1)).toBe(false);
  });
});
