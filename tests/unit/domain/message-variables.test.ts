// Variables: custom names need square brackets and must not be a system variable (the contact
// fields) or repeat another; messages' variables found, unclosed ones and unknown ones flagged.
import { describe, expect, it } from 'vitest';
import { customVariableProblem, messageVariables, SYSTEM_VARIABLES, unknownVariables } from '@domain/message-variables';

describe('customVariableProblem', () => {
  it('needs square brackets', () => {
    for (const name of ['promo', '[promo', 'promo]', '[]', '[a{b}]', `[${'x'.repeat(51)}]`]) {
      expect(customVariableProblem(name), name).toBe('Name must be in square brackets, like [promo]');
    }
    expect(customVariableProblem(' [promo] ')).toBeNull();
  });

  it('refuses system variables whatever the case, and repeats', () => {
    expect(SYSTEM_VARIABLES).toContain('[fName]');
    expect(customVariableProblem('[FNAME]')).toBe('Name [FNAME] is a system variable; use another name');
    expect(customVariableProblem('[zipCode]')).toBe('Name [zipCode] is a system variable; use another name');
    expect(customVariableProblem('[Promo]', ['[promo]'])).toBe('Name [Promo] is already defined');
    expect(customVariableProblem('[code]', ['[promo]'])).toBeNull();
  });
});

describe('messageVariables', () => {
  it('finds each variable once and flags an unclosed bracket', () => {
    expect(messageVariables('Hi [fName] [fName], use [promo]')).toEqual({ variables: ['[fName]', '[promo]'], unclosed: false });
    expect(messageVariables('Hi [fName, bye').unclosed).toBe(true);
    expect(unknownVariables('Hi [fName], [promo] and [other]', ['[PROMO]'])).toEqual(['[other]']);
  });
});
