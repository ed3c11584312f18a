// The click filter's form rules: blocked addresses typed one per line or comma-separated, IPs and
// CIDR ranges of both families accepted, anything else named in the message; the risk score capped
// at the spec's 99.99.
import { describe, expect, it } from 'vitest';
import { clickFilterFormSchema, clickFilterSchema, splitIps } from '@domain/click-filter';

describe('click filter', () => {
  it('splits typed addresses on lines, commas and spaces, dropping empties and repeats', () => {
    expect(splitIps(' 10.0.0.1\n\n10.0.0.0/8, 2001:db8::/32 ;10.0.0.1 ')).toEqual(['10.0.0.1', '10.0.0.0/8', '2001:db8::/32']);
  });

  it('accepts IPs and ranges of both families and names the first bad one', () => {
    const ok = clickFilterFormSchema.safeParse({ maxRiskScore: 80, countBots: false, blockedIps: '203.0.113.7\n198.51.100.0/24\n::1\n2001:db8::/32' });
    expect(ok.success && ok.data.blockedIps).toEqual(['203.0.113.7', '198.51.100.0/24', '::1', '2001:db8::/32']);
    const bad = clickFilterFormSchema.safeParse({ maxRiskScore: 80, countBots: false, blockedIps: '203.0.113.7\n10.0.0.0/33\nhost.example' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['blockedIps'], message: 'Blocked IPs must be valid IPs or ranges: 10.0.0.0/33 is not one' });
  });

  it('keeps the risk score within 0-99.99, at two decimals', () => {
    expect(clickFilterSchema.safeParse({ maxRiskScore: 99.991, countBots: true, blockedIps: [] }).success).toBe(false);
    expect(clickFilterSchema.parse({ maxRiskScore: 42.456, countBots: true, blockedIps: [] }).maxRiskScore).toBe(42.46);
  });
});
