// The phone normaliser of the contact import must answer exactly as libphonenumber-js does
// (parsePhoneNumberFromString(raw, country) + isValid(), 'max' metadata): valid cells become the
// library's E.164, invalid ones null. Its fast path mirrors the library for the common shapes and
// asks the library for the rest, so the test compares the fast path with the library on a large,
// deterministic, messy sample per country: every cell it answers must be the library's answer, and
// it must answer most of them (a fast path that always asks the library would agree trivially).
import { describe, expect, it } from 'vitest';
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.max.json';
import { createPhoneNormalizer } from '@server/modules/contacts/phones/phone-normalizer';
import { createPhoneFastPath } from '@server/modules/contacts/phones/fast-path';
import { numberingPlan } from '@server/modules/contacts/phones/numbering-plan';

const library = (raw: string, country: CountryCode): string | null => {
  const phone = parsePhoneNumberFromString(raw, country);
  return phone?.isValid() ? phone.number : null;
};

describe('phone normaliser: cells a reader can follow', () => {
  // country, cell, answer, and which road gives it: the fast path, or the library it leaves the cell to.
  const cases: [CountryCode, string, string | null, 'fast' | 'library'][] = [
    ['US', '(415) 555-0123', '+14155550123', 'fast'],
    ['US', '415.555.0123', '+14155550123', 'fast'],
    ['US', '1 415 555 0123', '+14155550123', 'fast'], // national prefix 1
    ['US', '+1 415-555-0123', '+14155550123', 'fast'],
    ['US', '14155550123', '+14155550123', 'fast'], // calling code without '+'
    ['US', '  4155550123 ', '+14155550123', 'fast'],
    ['US', '604 555 0123', '+16045550123', 'fast'], // a Canadian number in a US group: valid, +1
    ['CA', '212 555 0123', '+12125550123', 'fast'], // and a US one in a Canadian group
    ['US', '(415) 555-012', null, 'fast'], // too short
    ['US', '(415) 555-01234', null, 'fast'], // too long
    ['US', '(111) 555-0123', null, 'fast'], // no area code starts with 1
    ['US', '', null, 'fast'],
    ['US', '   ', null, 'fast'],
    ['US', '+44 20 7946 0958', '+442079460958', 'library'], // another country's code: valid, as that country
    ['US', '011 44 20 7946 0958', '+442079460958', 'library'], // the US international prefix
    ['US', '415-555-0123 ext. 12', '+14155550123', 'library'], // the extension is dropped
    ['US', '４１５５５５０１２３', '+14155550123', 'library'], // full-width digits
    ['US', '415\t555\t0123', null, 'library'], // tabs are not phone punctuation to the library
    ['US', '1-800-FLOWERS', null, 'library'],
    ['US', 'call me', null, 'fast'], // no digit at all: the library never accepts such a cell
    ['US', 'N/A', null, 'fast'],
    ['GB', '020 7946 0958', '+442079460958', 'fast'],
    ['GB', '+44 (0)20 7946 0958', '+442079460958', 'fast'], // the (0) people write after +44
    ['GB', '07911 123456', '+447911123456', 'fast'],
    ['GB', '00 44 7911 123456', '+447911123456', 'library'], // the GB international prefix
    ['FR', '06 12 34 56 78', '+33612345678', 'fast'],
    ['FR', '33 6 12 34 56 78', '+33612345678', 'fast'],
    ['DE', '030 123456', '+4930123456', 'fast'],
    ['DE', '49 30 123456', '+4930123456', 'fast'], // 49 is the calling code here, not a Berlin prefix
    ['DE', '+49 1512 3456789', '+4915123456789', 'fast'],
    ['VN', '091 234 5678', '+84912345678', 'fast'],
    ['AU', '0412 345 678', '+61412345678', 'fast'],
    ['AU', '+61 2 9876 5432', '+61298765432', 'fast'],
  ];
  it.each(cases)('%s %j -> %s (%s)', (country, raw, expected, road) => {
    expect(createPhoneNormalizer(country)(raw)).toBe(expected);
    expect(library(raw, country)).toBe(expected);
    const plan = numberingPlan(country);
    if (!plan) throw new Error(`no plan for ${country}`);
    expect(createPhoneFastPath(plan)(raw) === undefined ? 'library' : 'fast').toBe(road);
  });

  it('refuses a country the library does not know, and builds each country once', () => {
    for (const country of ['XX', 'us', 'USA', '', '001']) {
      expect(() => createPhoneNormalizer(country)).toThrow(/Unknown country/);
    }
    expect(createPhoneNormalizer('GB')).toBe(createPhoneNormalizer('GB'));
  });
});

describe('phone normaliser: what the fast path relies on in the metadata', () => {
  it('no calling code is the start of another, so the first one that starts the digits is the one', () => {
    const codes = [...Object.keys(metadata.country_calling_codes), ...Object.keys(metadata.nonGeographic)];
    expect(codes.filter((a) => codes.some((b) => b !== a && b.startsWith(a)))).toEqual([]);
  });
  it('number type patterns have no capturing groups, so joining them into one regex is safe', () => {
    const patternOf = (type: unknown) => (Array.isArray(type) && typeof type[0] === 'string' ? [type[0]] : []);
    const patterns = Object.values(metadata.countries).flatMap((plan) =>
      Array.isArray(plan[11]) ? plan[11].flatMap(patternOf) : [],
    );
    expect(patterns.length).toBeGreaterThan(1000);
    expect(patterns.filter((p) => /\((?!\?)|\\[1-9]/.test(p))).toEqual([]);
  });
});

// ---- The generated sample -------------------------------------------------------------------------

const SAMPLE_SIZE = 200_000;

// mulberry32: small, fast and deterministic, so a failure names a cell that the next run regenerates.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEPARATORS = [' ', '-', '.', ' - ', '  ', ''];
// Countries whose numbers turn up in other countries' groups, for "+CC ..." cells with a foreign code.
const FOREIGN: CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IN', 'JP', 'BR', 'RU', 'CN', 'MX', 'PH', 'NG', 'IT', 'KZ'];
// Prefixes a national number can start with besides the usual one (AU's 1831/1832, GB's 180020).
const ODD_PREFIXES: Partial<Record<CountryCode, string[]>> = { AU: ['1831', '1832', '14110011'], GB: ['180020'] };

/** A deterministic stream of raw cells for a country's group, as messy as real files get. */
function cellsFor(country: CountryCode): () => string {
  const next = random([...country].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)];
  const digits = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) out += String.fromCharCode(48 + int(10));
    return out;
  };
  const plan = metadata.countries[country] ?? [];
  const callingCode = String(plan[0]);
  const nationalPrefix = typeof plan[5] === 'string' ? plan[5] : '';
  const lengths: number[] = Array.isArray(plan[3]) ? plan[3] : [10];
  const example = (c: CountryCode): string => examples[c] ?? '2015550123';

  // A national significant number, valid more often than not.
  const nationalNumber = (): string => {
    const roll = next();
    const seed = example(country);
    if (roll < 0.35) {
      const keep = 1 + int(Math.min(4, seed.length - 1));
      return seed.slice(0, keep) + digits(seed.length - keep);
    }
    if (roll < 0.55 && callingCode === '1') return String(2 + int(8)) + digits(2) + String(2 + int(8)) + digits(6);
    // Starting with the calling code's digits: is it the code or part of the number?
    if (roll < 0.65) return callingCode + digits(Math.max(1, pick(lengths) - callingCode.length));
    const length = pick(lengths);
    return String(1 + int(9)) + digits(length - 1);
  };

  // Digits as people type them: groups split by separators, the first sometimes in parentheses.
  const grouped = (text: string): string => {
    const style = int(6);
    if (style === 0) return text;
    const separator = pick(SEPARATORS);
    let out = '';
    for (let i = 0; i < text.length; ) {
      const size = 1 + int(4);
      const part = text.slice(i, i + size);
      out += i === 0 ? (style === 1 && size < text.length ? `(${part})` : part) : separator + part;
      i += size;
    }
    return out;
  };

  const formatted = (nsn: string): string => {
    const roll = int(12);
    switch (roll) {
      case 0:
      case 1:
        return grouped(nsn);
      case 2:
      case 3:
        return grouped(nationalPrefix + nsn);
      case 4:
        return '+' + callingCode + nsn;
      case 5:
        return `+${callingCode} ${grouped(nsn)}`;
      case 6:
        return grouped(callingCode + nsn); // calling code without '+'
      case 7:
        return `+${callingCode} (${nationalPrefix}) ${grouped(nsn)}`;
      case 8:
        return grouped(pick(['00', '011', '0011', '001', '010', '810']) + callingCode + nsn); // international prefixes
      case 9:
        return grouped(pick(ODD_PREFIXES[country] ?? ['']) + nsn);
      case 10:
        return `${pick(['', ' ', '(', '+', '++', ' + '])}${grouped(nsn)}${pick(['', ' ', ')', '-', '.'])}`;
      default: {
        const foreign = pick(FOREIGN);
        return `+${String(metadata.countries[foreign]?.[0])} ${grouped(example(foreign).slice(0, -3) + digits(3))}`;
      }
    }
  };

  // Cells that are wrong in some way.
  const broken = (cell: string): string => {
    const at = int(cell.length + 1);
    switch (int(12)) {
      case 0:
        return cell.slice(0, Math.max(0, cell.length - 1 - int(3))); // too short
      case 1:
        return cell + digits(1 + int(3)); // too long
      case 2:
        return digits(int(21)); // random digits
      case 3:
        // letters and symbols
        return cell.slice(0, at) + pick(['a', 'x', 'O', 'l', 'ext', '#', '*', 'tel:']) + cell.slice(at);
      case 4:
        // nothing to dial, or next to nothing
        return pick(['', ' ', '\t', '-', '()', '+', 'N/A', 'null', 'x', 'ext.', '日本', '\u00a0', 'tel:', '0', '00', '+0']);
      case 5:
        return cell + pick([' ext. 12', ' x123', ' #45', ';ext=9', ',,12']); // extensions
      case 6:
        // other punctuation
        return cell.slice(0, at) + pick(['\t', '\u00a0', '/', '~', '\u2013', '+']) + cell.slice(at);
      case 7:
        return cell.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))); // full-width digits
      case 8:
        return '0'.repeat(1 + int(3)) + cell; // extra leading zeros
      case 9:
        return `+0${cell}`;
      case 10:
        return cell.slice(0, at) + digits(1) + cell.slice(at); // one digit too many inside
      default:
        return `tel:${cell}`;
    }
  };

  return () => {
    const cell = formatted(nationalNumber());
    return next() < 0.25 ? broken(cell) : cell;
  };
}

// Every cell goes through the fast path. The library, at 10,000-70,000 cells a second, would need
// ~40 s for all 1.4 million, so a run compares every LIBRARY_STRIDE-th cell (20,000 a country, the
// same ones each run). PHONE_SAMPLE_FULL=1 compares them all, and 3,000 cells of every country.
const FULL = process.env.PHONE_SAMPLE_FULL === '1';
const LIBRARY_STRIDE = FULL ? 1 : 10;
const SWEEP_SIZE = FULL ? 3000 : 100;
const E164 = /^\+[1-9]\d{2,17}$/;

interface Agreement {
  disagreements: string[];
  answered: number;
  compared: number;
  valid: number;
}

/** Runs `size` cells through the fast path and compares every `stride`-th one with the library. */
function agreement(country: CountryCode, size: number, stride: number): Agreement {
  const plan = numberingPlan(country);
  if (!plan) throw new Error(`no plan for ${country}`);
  const fast = createPhoneFastPath(plan);
  const normalize = createPhoneNormalizer(country);
  const result: Agreement = { disagreements: [], answered: 0, compared: 0, valid: 0 };
  const disagree = (raw: string, actual: string | null | undefined, expected: string | null | undefined) => {
    if (result.disagreements.length >= 20) return;
    result.disagreements.push(`${country} ${JSON.stringify(raw)}: ${String(actual)}, library ${String(expected)}`);
  };
  // Cells are made one at a time and dropped, rather than held in an array of 200,000: far less
  // garbage collection.
  const nextCell = cellsFor(country);
  for (let index = 0; index < size; index++) {
    const raw = nextCell();
    const answer = fast(raw);
    if (answer !== undefined) result.answered++;
    if (answer && !E164.test(answer)) disagree(raw, answer, 'E.164');
    if (index % stride !== 0) continue;
    result.compared++;
    const expected = library(raw, country);
    if (expected !== null) result.valid++;
    if (answer !== undefined) {
      if (answer !== expected) disagree(raw, answer, expected);
    } else if (index % (stride * 10) === 0) {
      // Where the fast path asks the library, the normaliser hands its answer over unchanged.
      const normalized = normalize(raw);
      if (normalized !== expected) disagree(raw, normalized, expected);
    }
  }
  return result;
}

describe('phone normaliser: agrees with libphonenumber-js on a generated sample', () => {
  const countries: CountryCode[] = ['US', 'CA', 'GB', 'VN', 'AU', 'DE', 'FR'];
  it.each(countries)(`%s: ${SAMPLE_SIZE.toLocaleString('en')} cells`, { timeout: 120_000 }, (country) => {
    const { disagreements, answered, compared, valid } = agreement(country, SAMPLE_SIZE, LIBRARY_STRIDE);
    expect(disagreements).toEqual([]);
    // The sample must hold both answers, and the fast path must carry the bulk of it: a fast path
    // that always asked the library would agree trivially.
    expect(valid).toBeGreaterThan(compared * 0.15);
    expect(compared - valid).toBeGreaterThan(compared * 0.15);
    expect(answered).toBeGreaterThan(SAMPLE_SIZE * 0.65);
  });

  // Any group country works, not only the common ones: its own prefixes, transform rules (the NANP
  // islands, Argentina, Brazil) and calling codes shared with others.
  it(`every country the library knows: ${SWEEP_SIZE} cells each`, { timeout: 120_000 }, () => {
    const disagreements: string[] = [];
    let answered = 0;
    let valid = 0;
    for (const country of getCountries()) {
      const result = agreement(country, SWEEP_SIZE, 1);
      disagreements.push(...result.disagreements);
      answered += result.answered;
      valid += result.valid;
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
    expect(answered).toBeGreaterThan(getCountries().length * SWEEP_SIZE * 0.65);
    expect(valid).toBeGreaterThan(getCountries().length * SWEEP_SIZE * 0.15);
  });
});
