// Query-string integers (src/domain/query.ts): only plain decimal text is a number, and each
// refusal says what the user can fix, in the spec's order: number type, integer, range.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryInt } from '@domain/query';

const query = z.object({ limit: queryInt({ min: 1, max: 100, default: 20 }), page: queryInt({ min: 0, max: 5 }).optional() });
const firstMessage = (input: Record<string, unknown>) => {
  const result = query.safeParse(input);
  return result.success ? result.data : result.error.issues[0].message;
};

describe('queryInt', () => {
  it('reads decimal integers, and takes the default when the parameter is absent', () => {
    expect(firstMessage({ limit: '7' })).toEqual({ limit: 7 });
    expect(firstMessage({ limit: '100', page: '0' })).toEqual({ limit: 100, page: 0 });
    expect(firstMessage({ limit: '1e1' })).toEqual({ limit: 10 });
    expect(firstMessage({ limit: '2.0' })).toEqual({ limit: 2 });
    expect(firstMessage({})).toEqual({ limit: 20 });
  });

  it.each(['0x10', ' 5', '5 ', '', '+5', '.5', '5.', 'Infinity', 'NaN', '1_0', '١٢'])('refuses %j as not a number', (text) => {
    expect(firstMessage({ limit: text })).toBe('must be number type!');
  });

  it('refuses a repeated parameter (an array) as not a number', () => {
    expect(firstMessage({ limit: ['1', '2'] })).toBe('must be number type!');
  });

  it('names the integer rule for fractions and the call\'s own range for huge numbers', () => {
    expect(firstMessage({ limit: '1.5' })).toBe('must be integer number!');
    expect(firstMessage({ limit: '1e308' })).toBe('must be less or equal than 100!');
    expect(firstMessage({ limit: '1e400' })).toBe('must be less or equal than 100!');
    expect(firstMessage({ limit: '-1e400' })).toBe('must be equal or larger than 1!');
    expect(firstMessage({ limit: '0' })).toBe('must be equal or larger than 1!');
  });

  it('describes itself in the API docs as text holding an integer', () => {
    const json = z.toJSONSchema(query, { io: 'input' });
    expect(json.properties?.limit).toMatchObject({ type: 'string', description: 'An integer from 1 to 100; 20 when absent.' });
  });
});
