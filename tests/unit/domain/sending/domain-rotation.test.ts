// Which domain each short link is made on: the first usable one without rotation, turns of the
// usage threshold with it, and a domain under the delivered threshold skipped once it has a sample.
import { describe, expect, it } from 'vitest';
import { domainGroupSettingSchema, type DomainGroupSettingInput } from '@domain/domains';
import { isDomainUsable, placeDomainLinks, type RotationDomain } from '@domain/sending/domain-rotation';

const domain = (name: string, patch: Partial<RotationDomain> = {}): RotationDomain => ({ name, usedCount: 0, failedCount: 0, active: true, ...patch });
const setting = (patch: DomainGroupSettingInput = {}) => domainGroupSettingSchema.parse(patch);
const rotate = (threshold: number, patch: DomainGroupSettingInput = {}) => setting({ domainRotation: true, domainUsageThreshold: threshold, ...patch });
const abc = () => [domain('a.com'), domain('b.com'), domain('c.com')];

describe('placeDomainLinks', () => {
  it('puts every link on the first usable domain without rotation', () => {
    const placed = placeDomainLinks([domain('a.com', { active: false }), domain('b.com'), domain('c.com')], setting(), 3);
    expect(placed.names).toEqual(['b.com', 'b.com', 'b.com']);
    expect(placed.usedCount).toEqual([
      { name: 'a.com', usedCount: 0 },
      { name: 'b.com', usedCount: 3 },
      { name: 'c.com', usedCount: 0 },
    ]);
  });

  it('hands over to the next domain after the usage threshold, and comes round again', () => {
    const placed = placeDomainLinks(abc(), rotate(2), 8);
    expect(placed.names).toEqual(['a.com', 'a.com', 'b.com', 'b.com', 'c.com', 'c.com', 'a.com', 'a.com']);
    expect(placed.usedCount.map((d) => d.usedCount)).toEqual([4, 2, 2]);
  });

  it('finishes the turn a domain had begun', () => {
    const placed = placeDomainLinks([domain('a.com', { usedCount: 1 }), domain('b.com'), domain('c.com')], rotate(2), 4);
    expect(placed.names).toEqual(['a.com', 'b.com', 'b.com', 'c.com']);
  });

  it('lets the others catch up with a domain that is ahead', () => {
    const placed = placeDomainLinks([domain('a.com', { usedCount: 10 }), domain('b.com'), domain('c.com')], rotate(2), 6);
    expect(placed.names).toEqual(['b.com', 'b.com', 'c.com', 'c.com', 'b.com', 'b.com']);
  });

  it('takes no turns with an unlimited (0) usage threshold', () => {
    expect(placeDomainLinks(abc(), rotate(0), 3).names).toEqual(['a.com', 'a.com', 'a.com']);
  });

  it('skips a domain under the delivered threshold with campaign check on', () => {
    const domains = [domain('a.com', { usedCount: 100, failedCount: 11 }), domain('b.com'), domain('c.com')];
    expect(placeDomainLinks(domains, setting({ campaignCheck: true, deliveredThreshold: 90 }), 2).names).toEqual(['b.com', 'b.com']);
    expect(placeDomainLinks(domains, rotate(1, { campaignCheck: true, deliveredThreshold: 90 }), 3).names).toEqual(['b.com', 'c.com', 'b.com']);
  });

  it('answers null for every link when no domain is usable', () => {
    const placed = placeDomainLinks([domain('a.com', { active: false })], rotate(2), 2);
    expect(placed.names).toEqual([null, null]);
    expect(placed.usedCount).toEqual([{ name: 'a.com', usedCount: 0 }]);
  });
});

describe('isDomainUsable', () => {
  const check = setting({ campaignCheck: true, deliveredThreshold: 90 });

  it.each([
    ['89% delivered over 100 uses', { usedCount: 100, failedCount: 11 }, false],
    ['exactly 90% delivered', { usedCount: 100, failedCount: 10 }, true],
    ['50% delivered over only 99 uses', { usedCount: 99, failedCount: 50 }, true],
    ['never used', { usedCount: 0, failedCount: 0 }, true],
  ])('with campaign check at 90%%, a domain %s is usable: %s', (_what, counts, usable) => {
    expect(isDomainUsable(domain('a.com', counts), check)).toBe(usable);
  });

  it('keeps a failing domain with the campaign check off, and never an inactive one', () => {
    expect(isDomainUsable(domain('a.com', { usedCount: 100, failedCount: 100 }), setting({ deliveredThreshold: 90 }))).toBe(true);
    expect(isDomainUsable(domain('a.com', { active: false }), setting())).toBe(false);
  });

  it('takes another sample size when asked', () => {
    expect(isDomainUsable(domain('a.com', { usedCount: 10, failedCount: 5 }), check, 10)).toBe(false);
  });
});
