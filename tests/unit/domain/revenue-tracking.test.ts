// The pure parts of revenue tracking: the masked key, the mapping's rules and the postback URL each
// vendor is given (src/domain/revenue-tracking.ts, revenue-postback.ts).
import { describe, expect, it } from 'vitest';
import { EMPTY_MAPPING, mappingInputSchema, maskAccessKey } from '@domain/revenue-tracking';
import { postbackUrl } from '@domain/revenue-postback';
import { vendorInfo } from '@domain/revenue-vendors';

describe('maskAccessKey', () => {
  it('never shows more than the last four characters, fewer for short keys', () => {
    expect(maskAccessKey('')).toBeNull();
    expect(maskAccessKey('abcdefghijklmnop')).toBe('••••••••mnop');
    expect(maskAccessKey('abcdefghij')).toBe('••••••••ij');
    expect(maskAccessKey('abc')).toBe('••••••••');
  });
});

describe('mappingInputSchema', () => {
  const parameters = { pathParams: ['campaignId'], queryParams: ['var1', 'var2'] };
  const parse = (mapping: Partial<typeof EMPTY_MAPPING>, vendorParameters = parameters) =>
    mappingInputSchema.safeParse({ vendor: 'voluum', mapping: { ...EMPTY_MAPPING, ...mapping }, vendorParameters });
  const issues = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  it('takes values mapped to listed parameters, path or query, each once', () => {
    expect(parse({ phone: 'var1', campaignName: 'campaignId', messageId: 'var2' }).success).toBe(true);
  });

  it('names the value mapped to an unlisted or already mapped parameter', () => {
    expect(issues(parse({ phone: 'var9' }))).toEqual(['mapping.phone: Phone must be one of the vendor parameters']);
    expect(issues(parse({ phone: 'var1', messageId: 'var1' }))).toEqual(['mapping.messageId: Message ID: var1 is already mapped to another value']);
  });

  it('refuses a parameter listed twice or badly named', () => {
    expect(issues(parse({}, { pathParams: ['var1'], queryParams: ['var1'] }))).toEqual(['vendorParameters.queryParams.0: Query parameters list var1 twice']);
    expect(parse({}, { pathParams: [], queryParams: ['a b'] }).success).toBe(false);
  });
});

describe('postbackUrl', () => {
  const base = 'https://app.example.com/api/v1/';
  it("writes the mapped Message ID parameter and the payout in the vendor's token syntax", () => {
    const mapping = { ...EMPTY_MAPPING, messageId: 'var4' };
    expect(postbackUrl(base, vendorInfo('voluum'), mapping)).toBe('https://app.example.com/api/v1/carrier/postback?click_id={var4}&payout={payout}');
    expect(postbackUrl(base, vendorInfo('cake'), { ...EMPTY_MAPPING, messageId: 's2' })).toBe('https://app.example.com/api/v1/carrier/postback?click_id=#s2#&payout=#price#');
    expect(postbackUrl(base, vendorInfo('everflow'), mapping)).toContain('payout={payout_amount}');
  });

  it('falls back to generic tokens without a vendor or a mapped Message ID', () => {
    expect(postbackUrl(base, null, null)).toBe('https://app.example.com/api/v1/carrier/postback?click_id={click_id}&payout={payout}');
    expect(postbackUrl(base, vendorInfo('binom'), EMPTY_MAPPING)).toBe('https://app.example.com/api/v1/carrier/postback?click_id={click_id}&payout={payout}');
  });
});
