// Numbers in query strings. A query value is text, and z.coerce.number() reads far too much of it
// as a number ('' -> 0, ' 5' -> 5, '0x10' -> 16, '+5' -> 5) and reports '1e308' against the safe
// integer range instead of the call's own maximum. queryInt reads plain decimal text only, then
// answers in the spec's order: 'must be number type!', 'must be integer number!', the range.
import { z } from 'zod';
import { messages } from './messages';

/** Optional minus, digits, optional fraction and exponent: '12', '-1', '1.5', '1e3'. Nothing else. */
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

export interface QueryIntOptions {
  min: number;
  max: number;
  /** Used when the parameter is absent; without one the parameter is required. */
  default?: number;
}

/**
 * An integer query parameter in [min, max]. A repeated parameter (?limit=1&limit=2) arrives as an
 * array and is refused like any other non-number; an absent one takes the default or is required.
 */
export function queryInt({ min, max, default: fallback }: QueryIntOptions) {
  const number = z
    .string({ error: (issue) => (issue.input === undefined ? undefined : messages.numberType) })
    .regex(DECIMAL, { error: messages.numberType })
    // '1e400' is a number too, only a huge one: the range check answers it, as it does '1e308'.
    .transform((text) => Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, Number(text))))
    .pipe(
      z
        .number()
        // The range first: zod's int() also checks the safe-integer range, and its bound
        // (9007199254740991) is not the one the caller needs to hear about.
        .min(min, { error: messages.atLeast(min) })
        .max(max, { error: messages.atMost(max) })
        .int({ error: messages.integer }),
    )
    .meta({ description: `An integer from ${min} to ${max}${fallback === undefined ? '' : `; ${fallback} when absent`}.` });
  return fallback === undefined ? number : number.default(fallback);
}
