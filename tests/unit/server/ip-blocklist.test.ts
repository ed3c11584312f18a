// Blocked addresses as the redirect tests them: single IPs and CIDR ranges, IPv4 and IPv6; a row
// that does not parse blocks nothing.
import { describe, expect, it } from 'vitest';
import { IpBlocklist } from '@server/modules/short-links/ip-blocklist';

describe('IP blocklist', () => {
  const list = new IpBlocklist(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32', 'nonsense', '10.0.0.0/99']);

  it('matches a listed address and every address of a listed range', () => {
    expect(list.has('203.0.113.7')).toBe(true);
    expect(list.has('203.0.113.8')).toBe(false);
    expect(list.has('198.51.100.0')).toBe(true);
    expect(list.has('198.51.100.255')).toBe(true);
    expect(list.has('198.51.101.1')).toBe(false);
    expect(list.has('2001:db8::1')).toBe(true);
    expect(list.has('2001:db9::1')).toBe(false);
  });

  it('blocks nothing for what does not parse, and answers no for a non-address', () => {
    expect(list.has('10.1.2.3')).toBe(false);
    expect(list.has('nonsense')).toBe(false);
    expect(new IpBlocklist([]).has('203.0.113.7')).toBe(false);
  });
});
