// The toll-free domain (decision 49): a request's status named from its newest registration, the
// toll-free numbers recognised in any usual spelling, and the profile's country-dependent postal code.
import { describe, expect, it } from 'vitest';
import { formatTollFreeNumber, normaliseTollFreeNumber } from '@domain/toll-free/toll-free-lists';
import { tollFreeProfileInputSchema } from '@domain/toll-free/toll-free-profile';
import { TOLL_FREE_STATUSES, isTollFreeEditable, tollFreeStatus } from '@domain/toll-free/toll-free-request';

describe('toll-free domain', () => {
  it('derives the status from the newest registration', () => {
    expect(tollFreeStatus(undefined)).toBe('Draft');
    expect(tollFreeStatus({ state: 'requesting' })).toBe('Submitted');
    expect(tollFreeStatus({ state: 'register pending' })).toBe('In review');
    expect(tollFreeStatus({ state: 'registered' })).toBe('Verified');
    expect(tollFreeStatus({ state: 'rejected' })).toBe('Rejected');
    expect(TOLL_FREE_STATUSES.filter(isTollFreeEditable)).toEqual(['Draft', 'Rejected']);
  });

  it('recognises toll-free numbers only, in the usual spellings', () => {
    for (const text of ['+18005550100', '(800) 555-0100', '1-800-555-0100', '800.555.0100']) expect(normaliseTollFreeNumber(text)).toBe('+18005550100');
    for (const prefix of ['833', '844', '855', '866', '877', '888']) expect(normaliseTollFreeNumber(`${prefix}5550100`)).toBe(`+1${prefix}5550100`);
    for (const text of ['+13125550100', '8005550100x', '800555010', '+448005550100', '']) expect(normaliseTollFreeNumber(text)).toBeNull();
    expect(formatTollFreeNumber('+18005550100')).toBe('(800) 555-0100');
  });

  it('checks the postal code by country and keeps the phone as E.164', () => {
    const profile = {
      businessName: 'Maple Co', street: '1 King St W', city: 'Toronto', state: 'ON', postalCode: 'M5H 1A1', country: 'CA',
      website: 'https://maple.example.com', firstName: 'Ana', lastName: 'Li', email: 'ana@maple.example.com', phone: '416 555 0199',
    };
    expect(tollFreeProfileInputSchema.parse(profile).phone).toBe('+14165550199');
    expect(tollFreeProfileInputSchema.safeParse({ ...profile, postalCode: '60601' }).success).toBe(false);
    expect(tollFreeProfileInputSchema.safeParse({ ...profile, country: 'US', postalCode: '60601-1234' }).success).toBe(true);
  });
});
