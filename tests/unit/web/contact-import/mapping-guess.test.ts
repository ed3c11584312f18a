// The column mapping guessed from a file's headers and samples: what the sender finds preselected
// on the mapping screen.
import { describe, expect, it } from 'vitest';
import { customName, fieldForHeader, guessHasHeader, guessMapping, looksLikePhone } from '@web/features/contacts/import/mapping-guess';

const col = (header: string, ...samples: string[]) => ({ header, samples });

describe('fieldForHeader', () => {
  it.each([
    ['Phone', 'phone'],
    ['Mobile Number', 'phone'],
    ['cell', 'phone'],
    ['number', 'phone'],
    ['First Name', 'fName'],
    ['first_name', 'fName'],
    ['Last name', 'lName'],
    ['E-mail', 'email'],
    ['City', 'city'],
    ['ZIP', 'zipCode'],
    ['Postal Code', 'zipCode'],
    ['State', 'stateCode'],
    ['Link', 'link'],
    ['vehicleMaker', 'vehicleMaker'],
    ['date of birth', 'dob'],
  ] as const)('maps %j to %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('leaves unknown headers and computed columns alone', () => {
    expect(fieldForHeader('favourite colour')).toBeNull();
    expect(fieldForHeader('creation_date')).toBeNull();
  });
});

describe('guessMapping', () => {
  it('maps known headers and keeps the others as custom fields under their header', () => {
    const mapping = guessMapping([col('Mobile', '2025550143'), col('First Name', 'Ann'), col('Favourite colour', 'red'), col('Link', 'https://x.io')], true);
    expect(mapping).toEqual([{ field: 'phone' }, { field: 'fName' }, { custom: 'Favourite colour' }, { field: 'link' }]);
  });

  it('gives a field to the first column that claims it only', () => {
    const mapping = guessMapping([col('phone'), col('mobile'), col('email')], true);
    expect(mapping).toEqual([{ field: 'phone' }, { custom: 'mobile' }, { field: 'email' }]);
  });

  it('finds the phone column by its values when the file has no header', () => {
    const mapping = guessMapping([col('', 'Ann', 'Bob'), col('', '(202) 555-0143', '+1 202 555 0199')], false);
    expect(mapping).toEqual([{ custom: 'Column 1' }, { field: 'phone' }]);
  });

  it('finds the phone column by its values when no header names it', () => {
    const mapping = guessMapping([col('who', 'Ann'), col('contact', '2025550143', '2025550199')], true);
    expect(mapping[1]).toEqual({ field: 'phone' });
  });
});

describe('helpers', () => {
  it('tells phone-like values apart', () => {
    expect(looksLikePhone('+44 20 7946 0958')).toBe(true);
    expect(looksLikePhone('202-555-0143')).toBe(true);
    expect(looksLikePhone('12345')).toBe(false);
    expect(looksLikePhone('phone')).toBe(false);
  });

  it('reads a first row of phone numbers as data, not a header', () => {
    expect(guessHasHeader(['Ann', '2025550143'])).toBe(false);
    expect(guessHasHeader(['name', 'phone'])).toBe(true);
  });

  it('names a custom field after its header, cut to 60 characters, or by its position', () => {
    expect(customName('  Notes ', 0)).toBe('Notes');
    expect(customName('x'.repeat(80), 0)).toHaveLength(60);
    expect(customName('', 2)).toBe('Column 3');
  });
});
