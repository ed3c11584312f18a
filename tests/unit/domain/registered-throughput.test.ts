// A campaign on a 10DLC route goes no faster than its registered use cases allow together.
import { describe, expect, it } from 'vitest';
import { cappedSpeed, registeredSpeedPerHour } from '@domain/sending/registered-throughput';

describe('registered throughput', () => {
  const useCases = [
    { didGroupIds: [1, 2], throughputPerMinute: 75 },
    { didGroupIds: [3], throughputPerMinute: 15 },
    { didGroupIds: [4], throughputPerMinute: null },
  ];

  it('adds the use cases covering the DID groups, per hour', () => {
    expect(registeredSpeedPerHour(useCases, [1])).toBe(75 * 60);
    expect(registeredSpeedPerHour(useCases, [2, 3])).toBe(90 * 60);
  });

  it('sets no cap when nothing covers the groups or the registry set none', () => {
    expect(registeredSpeedPerHour(useCases, [9])).toBeNull();
    expect(registeredSpeedPerHour(useCases, [3, 4])).toBeNull();
  });

  it('keeps the slower of the chosen speed and the cap', () => {
    expect(cappedSpeed(1000, 4500)).toBe(1000);
    expect(cappedSpeed(9000, 4500)).toBe(4500);
    expect(cappedSpeed(null, 4500)).toBe(4500);
    expect(cappedSpeed(0, null)).toBeNull();
    expect(cappedSpeed(500, null)).toBe(500);
  });
});
