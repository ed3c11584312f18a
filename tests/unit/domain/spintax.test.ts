// The spintax engine: choices, nesting, stray braces as text, counting and listing variations,
// the generator's "fail", the spec's success rule and the preview's stripping.
import { describe, expect, it } from 'vitest';
import { isSpinSuccess } from '@domain/creatives';
import { allVariations, countVariations, hasSpintax, longestSpin, spin, stripMarkup } from '@domain/spintax';
import { generateSpintax } from '@domain/spintax-generator';

/** A random source that answers the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('spin', () => {
  it('picks one option of each choice', () => {
    expect(spin('{Hi|Hello|Hey} Ann', sequence(0))).toBe('Hi Ann');
    expect(spin('{Hi|Hello|Hey} Ann', sequence(0.5))).toBe('Hello Ann');
    expect(spin('{Hi|Hello|Hey} Ann', sequence(0.99))).toBe('Hey Ann');
  });

  it('spins nested choices', () => {
    expect(spin('{Hi|Hello {there|friend}}!', sequence(0.9, 0.9))).toBe('Hello friend!');
    expect(spin('{Hi|Hello {there|friend}}!', sequence(0.9, 0.1))).toBe('Hello there!');
    expect(new Set(Array.from({ length: 200 }, () => spin('{a|b{c|d}}')))).toEqual(new Set(['a', 'bc', 'bd']));
  });

  it('keeps unbalanced braces and bars outside choices as text', () => {
    expect(spin('Save {50% today', sequence(0))).toBe('Save {50% today');
    expect(spin('a|b } c', sequence(0))).toBe('a|b } c');
    expect(spin('{x|} y', sequence(0.9))).toBe(' y');
  });

  it('counts and lists the variations', () => {
    expect(countVariations('{a|b} {c|d|e}')).toBe(6);
    expect(countVariations('{a|b{c|d}}')).toBe(3);
    expect(countVariations('plain')).toBe(1);
    expect(countVariations('{a|b}'.repeat(30), 1000)).toBe(1000);
    expect(allVariations('{a|b}-{c|d}')).toEqual(['a-c', 'a-d', 'b-c', 'b-d']);
    expect(hasSpintax('{a|b}')).toBe(true);
    expect(hasSpintax('a { b')).toBe(false);
  });
});

describe('longestSpin', () => {
  it('takes the longest option of every choice, nested too', () => {
    expect(longestSpin('{Hi|Hello} {a|bb{c|dddd}}!')).toBe('Hello bbdddd!');
    expect(longestSpin('plain { text')).toBe('plain { text');
  });
});

describe('stripMarkup', () => {
  it('removes tags and line breaks before a preview', () => {
    expect(stripMarkup('<p>Hi <b>[fName]</b></p>\r\nSee   you\nsoon ')).toBe('Hi [fName] See you soon');
  });
});

describe('generateSpintax', () => {
  it('varies known words keeping their capitals, and leaves existing choices alone', () => {
    expect(generateSpintax('Hello, get it now')).toBe('{Hello|Hi|Hey}, {get|grab|claim} it {now|today|right now}');
    expect(generateSpintax('{Hi|Yo} there, free')).toBe('{Hi|Yo} there, {free|complimentary|no-cost}');
  });

  it('answers fail when nothing can vary', () => {
    expect(generateSpintax('Zzz qqq')).toBe('fail');
    expect(generateSpintax('{free|now}')).toBe('fail');
  });
});

describe('isSpinSuccess', () => {
  it('succeeds only when the result differs and is not "fail"', () => {
    expect(isSpinSuccess('hi', '{hi|hello}')).toBe(true);
    expect(isSpinSuccess('hi', 'hi')).toBe(false);
    expect(isSpinSuccess('hi', ' hi ')).toBe(false);
    expect(isSpinSuccess('hi', 'fail')).toBe(false);
    expect(isSpinSuccess('hi', 'FAIL')).toBe(false);
  });
});
