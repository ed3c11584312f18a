// The server's check of a whole compose: the shape, normalised, then every rule as a zod issue on
// its field, so a bad compose answers 400 naming the field in the spec's words.
import { describe, expect, it } from 'vitest';
import { checkedComposeSchema, composeMessages as m, pathOfField } from '@domain/campaign-compose';
import { facts, validInput } from './fixtures';

const valid = { ...validInput, campaignTitle: ' Spring sale ', country: 'us' };

describe('checkedComposeSchema', () => {
  it('answers a valid compose normalised', () => {
    const result = checkedComposeSchema(facts()).safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.campaignTitle).toBe('Spring sale');
    expect(result.data?.country).toBe('US');
  });

  it('puts each problem on its field path, indexes as numbers', () => {
    const result = checkedComposeSchema(facts()).safeParse({ ...valid, routesTwoWays: [{ routeId: 10, didGroupIds: [] }], optoutLink: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['routesTwoWays', 0, 'didGroupIds'], m.didGroupPerRoute],
      [['optoutLink'], m.optoutRequired],
    ]);
  });

  it('refuses a wrong type before any rule runs', () => {
    const result = checkedComposeSchema(facts()).safeParse({ ...valid, contactGroups: ['1'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['contactGroups', 0]);
  });
});

describe('pathOfField', () => {
  it('reads the server’s field as a compose path', () => {
    expect(pathOfField('compose.routesTwoWays.0.didGroupIds')).toBe('routesTwoWays[0].didGroupIds');
    expect(pathOfField('compose.lap1.testSize')).toBe('lap1.testSize');
    expect(pathOfField('compose.responderForwardPhones.12.phone')).toBe('responderForwardPhones[12].phone');
    expect(pathOfField('country')).toBe('country');
  });
});
