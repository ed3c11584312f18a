// The domain rules that forms and the server share: the delivery rate, the add list (separators,
// format, accents, duplicates), and the settings zeroing.
import { describe, expect, it } from 'vitest';
import {
  defaultDomainGroupSetting,
  domainDeliveryRate,
  domainListProblem,
  domainSearchSchema,
  splitDomainList,
  zeroDisabledDomainSettings,
} from '@domain/domains';

describe('domain delivery rate', () => {
  it('is (used - failed) / used as a rounded percent', () => {
    expect(domainDeliveryRate(200, 50)).toBe(75);
    expect(domainDeliveryRate(3, 1)).toBe(67);
    expect(domainDeliveryRate(8, 1)).toBe(88);
    expect(domainDeliveryRate(7, 7)).toBe(0);
  });
  it('is 100 when the domain was never used', () => {
    expect(domainDeliveryRate(0, 0)).toBe(100);
  });
});

describe('the add-own-domains list', () => {
  it('splits on commas, semicolons and new lines, trimmed and lower-cased', () => {
    expect(splitDomainList(' A.com, b.net;c.org\n\nd.io ;\r\n')).toEqual(['a.com', 'b.net', 'c.org', 'd.io']);
  });
  it('names the first wrong domain: format, accents, duplicates', () => {
    expect(domainListProblem(['ok.com', 'also-ok.site'])).toBeNull();
    expect(domainListProblem(['ok.com', 'no_underscore.com'])).toBe('Domains: no_underscore.com is incorrect format!');
    expect(domainListProblem(['-dash.com'])).toBe('Domains: -dash.com is incorrect format!');
    expect(domainListProblem(['nodot'])).toBe('Domains: nodot is incorrect format!');
    expect(domainListProblem(['café.com'])).toBe('Domains: café.com must not contain accents');
    expect(domainListProblem(['a.com', 'b.com', 'a.com'])).toBe('Domains: a.com is duplicated');
    expect(domainListProblem([])).toBe('Domains is required field!');
  });
});

describe('domain group settings', () => {
  it("have the spec's defaults", () => {
    expect(defaultDomainGroupSetting()).toEqual({
      campaignCheck: false, deliveredThreshold: 0, autoRenew: false, deliveredThresholdRenew: 0, domainRotation: false, domainUsageThreshold: 0,
    });
  });
  it('keep no threshold for a switched-off toggle', () => {
    const s = { ...defaultDomainGroupSetting(), deliveredThreshold: 40, autoRenew: true, deliveredThresholdRenew: 30, domainUsageThreshold: 9 };
    expect(zeroDisabledDomainSettings(s)).toMatchObject({ deliveredThreshold: 0, deliveredThresholdRenew: 30, domainUsageThreshold: 0 });
  });
});

describe('search to buy', () => {
  it('refuses price_from above price_to, naming price_from', () => {
    const res = domainSearchSchema.safeParse({ tld: 'com', domain: 'shop', price_from: 9, price_to: 2 });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['price_from'], message: 'Price from must not be greater than price to' });
  });
  it('takes only the spec\'s TLDs and numbers as numbers', () => {
    expect(domainSearchSchema.safeParse({ tld: 'net', domain: 'shop' }).success).toBe(false);
    expect(domainSearchSchema.safeParse({ tld: 'xyz', domain: 'shop', quantity: '5' }).success).toBe(false);
    expect(domainSearchSchema.safeParse({ tld: 'xyz', domain: 'shop', quantity: 5, price_from: 1, price_to: 3 }).success).toBe(true);
  });
});
