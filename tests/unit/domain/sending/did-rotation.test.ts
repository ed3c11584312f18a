// Which number sends each message: round-robin over the active numbers, rotation handing over at
// messages-per-cycle with at most max-concurrent numbers in use, the cycle resetting when every
// number is full, bad numbers and sleeping groups sending nothing; and the health verdicts at the
// edges of the group's thresholds.
import { describe, expect, it } from 'vitest';
import { didGroupSettingSchema, type DidGroupSettingInput } from '@domain/dids';
import { didHealthReason, didHealthVerdict, isDidGroupAsleep, placeDidMessages, type DidPlacementInput, type RotationDid } from '@domain/sending/did-rotation';

const did = (id: number, patch: Partial<RotationDid> = {}): RotationDid => ({
  id,
  phone: `+1555000${id}`,
  status: 'ACTIVE',
  cycleSent: 0,
  sent: 0,
  delivered: 0,
  clicked: 0,
  ...patch,
});
const setting = (patch: DidGroupSettingInput = {}) => didGroupSettingSchema.parse(patch);
const rotation = (maxConcurrent: number, messagePerCycle: number, concurrentCheck = true) =>
  setting({ didGroupOptimizationSettings: { enable: true, rotation: true, concurrentCheck, maxConcurrent, messagePerCycle } });
const NOON = Date.parse('2025-01-07T20:00:00Z'); // 12:00 in Los Angeles, the groups' default zone
const place = (patch: Partial<DidPlacementInput>) =>
  placeDidMessages({ dids: [did(1), did(2), did(3)], setting: setting(), count: 1, lastIndex: -1, now: NOON, ...patch });

describe('placeDidMessages without rotation', () => {
  it('spreads the messages round-robin over the active numbers, from the first', () => {
    const placed = place({ count: 7 });
    expect(placed.assignments).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(placed.cycleSent).toEqual([
      { id: 1, cycleSent: 3 },
      { id: 2, cycleSent: 2 },
      { id: 3, cycleSent: 2 },
    ]);
    expect(placed.lastIndex).toBe(0);
    expect(placed.reason).toBeNull();
  });

  it('goes on after the last number used, wrapping past the end', () => {
    expect(place({ count: 4, lastIndex: 1 }).assignments).toEqual([3, 1, 2, 3]);
    expect(place({ count: 2, lastIndex: 2 }).assignments).toEqual([1, 2]);
  });

  it('never sends from a BAD number, and leaves its counter alone', () => {
    const placed = place({ dids: [did(1), did(2, { status: 'BAD', cycleSent: 4 }), did(3)], count: 5 });
    expect(placed.assignments).toEqual([1, 3, 1, 3, 1]);
    expect(placed.cycleSent[1]).toEqual({ id: 2, cycleSent: 4 });
  });

  it('ignores the rotation fields while optimization is off', () => {
    const off = setting({ didGroupOptimizationSettings: { enable: false, rotation: true, concurrentCheck: true, maxConcurrent: 1, messagePerCycle: 1 } });
    expect(place({ setting: off, count: 4 }).assignments).toEqual([1, 2, 3, 1]);
  });

  it('uses only the first max-concurrent numbers when concurrent check is on without rotation', () => {
    const concurrent = setting({ didGroupOptimizationSettings: { enable: true, rotation: false, concurrentCheck: true, maxConcurrent: 2, messagePerCycle: 0 } });
    expect(place({ setting: concurrent, count: 5 }).assignments).toEqual([1, 2, 1, 2, 1]);
  });

  it('places nothing and says why when no number is active', () => {
    const placed = place({ dids: [did(1, { status: 'BAD' })], count: 3 });
    expect(placed.assignments).toEqual([]);
    expect(placed.reason).toBe('no_active_did');
  });

  it('asks nothing of an empty request', () => {
    expect(place({ dids: [], count: 0 })).toMatchObject({ assignments: [], reason: null });
  });
});

describe('placeDidMessages with rotation', () => {
  const four = () => [did(1), did(2), did(3), did(4)];

  it('keeps max-concurrent numbers in use and hands over to the next ones at messages per cycle', () => {
    const placed = place({ dids: four(), setting: rotation(2, 3), count: 12 });
    expect(placed.assignments).toEqual([1, 2, 1, 2, 1, 2, 3, 4, 3, 4, 3, 4]);
    expect(placed.cycleSent.map((d) => d.cycleSent)).toEqual([3, 3, 3, 3]);
    expect(placed.cycleReset).toBe(false);
  });

  it('lets the next number in as soon as one in use is full', () => {
    const dids = [did(1, { cycleSent: 2 }), did(2), did(3), did(4)];
    expect(place({ dids, setting: rotation(2, 3), count: 4 }).assignments).toEqual([1, 2, 3, 2]);
  });

  it('resets the cycle when every active number is full, and starts again from the first', () => {
    const dids = [did(1, { cycleSent: 3 }), did(2, { cycleSent: 3 }), did(3, { status: 'BAD', cycleSent: 1 }), did(4, { cycleSent: 3 })];
    const placed = place({ dids, setting: rotation(2, 3), count: 3, lastIndex: 3 });
    expect(placed.assignments).toEqual([1, 2, 1]);
    expect(placed.cycleReset).toBe(true);
    expect(placed.cycleSent.map((d) => d.cycleSent)).toEqual([2, 1, 0, 0]);
  });

  it('stops at a full cycle when the caller resets cycles itself', () => {
    const dids = [did(1, { cycleSent: 1 }), did(2, { cycleSent: 3 })];
    const placed = place({ dids, setting: rotation(0, 3), count: 5, autoResetCycle: false });
    expect(placed.assignments).toEqual([1, 1]);
    expect(placed.reason).toBe('cycle_full');
    expect(placed.cycleReset).toBe(false);
  });

  it('uses every number when concurrent check is off, whatever max concurrent says', () => {
    const placed = place({ dids: four(), setting: rotation(2, 2, false), count: 8 });
    expect(placed.assignments).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('never rotates away with unlimited messages per cycle', () => {
    expect(place({ dids: four(), setting: rotation(2, 0), count: 6 }).assignments).toEqual([1, 2, 1, 2, 1, 2]);
  });
});

describe('placeDidMessages while the group sleeps', () => {
  const night = setting({ sleepTimerSetting: { chkSleepTimer: true, startSleepTime: '22:00', endSleepTime: '06:00', weekDays: [] } });

  it('sends nothing at night in the group zone (Los Angeles by default)', () => {
    const lateInLosAngeles = Date.parse('2025-01-08T07:00:00Z'); // 23:00 there
    expect(place({ setting: night, count: 2, now: lateInLosAngeles })).toMatchObject({ assignments: [], reason: 'sleeping' });
    expect(place({ setting: night, count: 2, now: NOON }).assignments).toEqual([1, 2]);
  });

  it('reads the clock of the zone the caller passes', () => {
    expect(place({ setting: night, count: 1, now: Date.parse('2025-01-08T07:00:00Z'), timeName: 'Etc/GMT' }).assignments).toEqual([1]);
  });

  it('sleeps a listed weekday, Sunday being 1', () => {
    const sundays = setting({ sleepTimerSetting: { chkSleepTimer: true, startSleepTime: '', endSleepTime: '', weekDays: [1] } });
    expect(isDidGroupAsleep(sundays, Date.parse('2025-01-05T20:00:00Z'))).toBe(true);
    expect(isDidGroupAsleep(sundays, Date.parse('2025-01-06T20:00:00Z'))).toBe(false);
  });
});

describe('didHealthVerdict', () => {
  const check = setting({ campaignCheck: true, deliveredThreshold: 80, clickedThreshold: 5 });

  it.each([
    ['delivered 79%', { sent: 100, delivered: 79, clicked: 10 }, 'bench'],
    ['delivered exactly 80%', { sent: 100, delivered: 80, clicked: 10 }, 'ok'],
    ['clicked 4 of 100 delivered', { sent: 100, delivered: 100, clicked: 4 }, 'bench'],
    ['clicked exactly 5%', { sent: 100, delivered: 100, clicked: 5 }, 'ok'],
    // Click rate is per delivered message: 5 of 100 delivered is 5% though only 2.5% of those sent.
    ['clicked 5 of 100 delivered out of 125 sent', { sent: 125, delivered: 100, clicked: 5 }, 'ok'],
    ['nothing delivered after 99 sends', { sent: 99, delivered: 0, clicked: 0 }, 'ok'],
    ['nothing delivered after 100 sends', { sent: 100, delivered: 0, clicked: 0 }, 'bench'],
  ])('with campaign check at 80% and 5%, %s is %s', (_what, totals, verdict) => {
    expect(didHealthVerdict(totals, check)).toBe(verdict);
  });

  it('judges nothing with the campaign check off', () => {
    expect(didHealthVerdict({ sent: 1000, delivered: 0, clicked: 0 }, setting({ deliveredThreshold: 80 }))).toBe('ok');
  });

  it('takes another sample size when asked', () => {
    expect(didHealthVerdict({ sent: 20, delivered: 10, clicked: 1 }, check, 20)).toBe('bench');
    expect(didHealthVerdict({ sent: 20, delivered: 10, clicked: 1 }, check)).toBe('ok');
  });

  const release = setting({ campaignCheck: true, deliveredThreshold: 80, autoRelease: true, deliveredThresholdRelease: 50, autoReleaseClickRate: 2 });

  it.each([
    ['delivered 49%', { sent: 100, delivered: 49, clicked: 10 }, 'release'],
    ['delivered exactly 50%', { sent: 100, delivered: 50, clicked: 10 }, 'bench'],
    ['clicked 1 of 100 delivered', { sent: 100, delivered: 100, clicked: 1 }, 'release'],
    ['clicked exactly 2%', { sent: 100, delivered: 100, clicked: 2 }, 'ok'],
  ])('with auto release at 50% and 2%, %s is %s', (_what, totals, verdict) => {
    expect(didHealthVerdict(totals, release)).toBe(verdict);
  });

  it('releases nothing while auto release is off, whatever its thresholds hold', () => {
    const benchOnly = setting({ campaignCheck: true, deliveredThreshold: 80, autoRelease: false, deliveredThresholdRelease: 50 });
    expect(didHealthVerdict({ sent: 100, delivered: 10, clicked: 0 }, benchOnly)).toBe('bench');
  });

  it('says why in words', () => {
    expect(didHealthReason({ sent: 100, delivered: 79, clicked: 10 }, check)).toBe("Delivery rate 79% is under the group's delivered threshold of 80%");
    expect(didHealthReason({ sent: 100, delivered: 100, clicked: 1 }, release)).toBe("Click rate 1% is under the group's click rate to release of 2%");
    expect(didHealthReason({ sent: 100, delivered: 100, clicked: 10 }, check)).toBeNull();
  });
});
