// 000 §9 "IP valid" for the allowlist: addresses and CIDR ranges of both families pass, anything
// else (out-of-range parts, prefixes past the family's width, host names, stray text) does not.
import { describe, expect, it } from 'vitest';
import { invokeAccessSchema, isIpOrCidr, maskKey } from '@domain/api-settings';

describe('allowlist entries', () => {
  it.each(['203.0.113.5', '10.0.0.0/8', '0.0.0.0/0', '::1', '2001:db8::1', '2001:db8::/32', 'fe80::/10', '::ffff:192.0.2.1'])('accepts %s', (entry) => {
    expect(isIpOrCidr(entry)).toBe(true);
  });

  it.each(['256.1.1.1', '10.0.0.0/33', '2001:db8::/129', '1.2.3', 'localhost', 'example.com', '10.0.0.1/8/8', '2001:db8::g', '', '1.2.3.4 5'])('refuses %s', (entry) => {
    expect(isIpOrCidr(entry)).toBe(false);
  });

  it('trims what is typed before checking it, and names the field in its message', () => {
    expect(invokeAccessSchema.parse({ ipAddress: ' 198.51.100.0/24 ' }).ipAddress).toBe('198.51.100.0/24');
    const refused = invokeAccessSchema.safeParse({ ipAddress: '999.0.0.1' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('IP address must be a valid IPv4 or IPv6 address or CIDR range');
  });
});

describe('the masked request key', () => {
  it('shows only its last four characters', () => {
    expect(maskKey('key_0123456789abcdef')).toBe('••••••••cdef');
  });
});
