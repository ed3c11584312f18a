// The separator a file's first line suggests: what the sender sees preselected.
import { describe, expect, it } from 'vitest';
import { guessSeparator, separatorChar } from '@web/features/contacts/import/separator-guess';

describe('guessSeparator', () => {
  it.each([
    ['phone,first name,email', 'comma'],
    ['phone;first name;email', 'semicolon'],
    ['phone\tfirst name\temail', 'tab'],
    ['phone first_name email', 'space'],
    ['\uFEFFphone;name\r', 'semicolon'],
  ] as const)('reads %j as %s', (line, separator) => {
    expect(guessSeparator(line).separator).toBe(separator);
  });

  it('does not count separators inside quoted fields', () => {
    expect(guessSeparator('"Smith, John";"Main St, 5";phone').separator).toBe('semicolon');
  });

  it('offers a pipe as "other" with the character filled in', () => {
    expect(guessSeparator('phone|name|email')).toEqual({ separator: 'other', otherSeparator: '|' });
  });

  it('prefers tab over spaces inside the headers', () => {
    expect(guessSeparator('phone number\tfirst name\tlast name').separator).toBe('tab');
  });

  it('falls back to comma for a one-column file', () => {
    expect(guessSeparator('phone').separator).toBe('comma');
  });
});

describe('separatorChar', () => {
  it('gives the character of each choice, and none for "other" without one', () => {
    expect(separatorChar({ separator: 'tab', otherSeparator: '' })).toBe('\t');
    expect(separatorChar({ separator: 'other', otherSeparator: '#' })).toBe('#');
    expect(separatorChar({ separator: 'other', otherSeparator: '' })).toBeNull();
  });
});
