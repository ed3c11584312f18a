// One country's telephone numbering plan, read from the metadata libphonenumber-js ships ('max', the
// set its `libphonenumber-js/max` entry validates with) and compiled into regexes once.
//
// The library wraps the same metadata in new objects and builds every regex anew on each call, which
// is most of why it manages only ~42,000 numbers a second. The predicates below are its own checks
// (source/helpers/getNumberType.js, source/isValid.js, source/helpers/checkNumberLength.js) over
// regexes built the way it builds them (`'^(?:' + pattern + ')$'`), so they answer exactly as it does.
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';

// Where each field sits in a country's array in metadata version 4 (the NumberingPlan class of
// node_modules/libphonenumber-js/source/metadata.js). A library update that changes the layout must
// fail loudly here rather than validate against the wrong fields.
const METADATA_VERSION = 4;
const CALLING_CODE = 0;
const IDD_PREFIX = 1;
const NATIONAL_NUMBER_PATTERN = 2;
const POSSIBLE_LENGTHS = 3;
const NATIONAL_PREFIX = 5;
const NATIONAL_PREFIX_FOR_PARSING = 7;
const NATIONAL_PREFIX_TRANSFORM_RULE = 8;
const LEADING_DIGITS = 10;
const TYPES = 11;
// Each type is [pattern, possibleLengths?]; the ten types isValid tries (FIXED_LINE, MOBILE,
// TOLL_FREE, ...) sit at indexes 0-9 of TYPES. Which one matched does not matter for validity.
const TYPE_COUNT = 10;

export interface NumberingPlan {
  readonly country: CountryCode;
  readonly callingCode: string;
  /** Anchored at the start, as stripIddPrefix uses it; null when the plan has none. */
  readonly internationalPrefix: RegExp | null;
  /** `^(?:nationalPrefixForParsing)`, falling back to the national prefix, as the library does. */
  readonly nationalPrefixForParsing: RegExp | null;
  readonly nationalPrefixTransformRule: string | null;
  /** `matchesEntirely(number, nationalNumberPattern)`. */
  matchesNationalNumberPattern(nationalNumber: string): boolean;
  /** getNumberType(...) !== undefined: the pattern of the plan and of at least one number type. */
  hasNumberType(nationalNumber: string): boolean;
  /** What PhoneNumber.isValid() decides once this plan is selected. */
  isValid(nationalNumber: string): boolean;
  /** `nationalNumber.search(leadingDigits) === 0`; null when the plan has no leading digits. */
  startsWithLeadingDigits: ((nationalNumber: string) => boolean) | null;
  /** Whether the plan lists possible lengths at all (without them every length is possible). */
  readonly hasPossibleLengths: boolean;
  /** checkNumberLength(...) is neither TOO_SHORT nor INVALID_LENGTH (TOO_LONG passes, as there). */
  isPossibleIncompleteLength(nationalNumber: string): boolean;
  /** checkNumberLength(...) === 'TOO_LONG'. */
  isTooLong(nationalNumber: string): boolean;
}

if (metadata.version !== METADATA_VERSION) {
  throw new Error(
    `libphonenumber-js metadata version ${String(metadata.version)} is not the one the phone fast path reads (${METADATA_VERSION})`,
  );
}

const countries: Record<string, unknown[] | undefined> = metadata.countries;
const callingCodes: Record<string, string[] | undefined> = metadata.country_calling_codes;

// The library tests metadata fields for truthiness: '' and 0 both mean "absent".
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const lengths = (value: unknown): readonly number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null;
const entirely = (pattern: string): RegExp => new RegExp('^(?:' + pattern + ')$');
const atStart = (pattern: string): RegExp => new RegExp('^(?:' + pattern + ')');
const anyOf = (patterns: string[]): RegExp | null =>
  patterns.length ? entirely(patterns.map((p) => `(?:${p})`).join('|')) : null;

/**
 * One regex per national number length, joining the patterns of every number type whose possible
 * lengths allow that length: a single test instead of up to ten. The metadata patterns have no
 * capturing groups (the test checks it), so joining them changes nothing about what matches.
 */
function typePatternsByLength(
  types: unknown[],
  planLengths: readonly number[] | null,
): (length: number) => RegExp | null {
  const byLength: string[][] = [];
  const anyLength: string[] = [];
  for (let index = 0; index < TYPE_COUNT; index++) {
    const type: unknown = types[index];
    if (!Array.isArray(type)) continue;
    const pattern = text(type[0]);
    if (!pattern) continue;
    const allowed = lengths(type[1]) ?? planLengths;
    if (!allowed) anyLength.push(pattern);
    else for (const length of allowed) (byLength[length] ??= []).push(pattern);
  }
  const compiled = Array.from({ length: byLength.length }, (_, length) =>
    anyOf([...(byLength[length] ?? []), ...anyLength]),
  );
  const otherLengths = anyOf(anyLength);
  return (length) => (length < compiled.length ? compiled[length] : otherLengths);
}

function compile(country: CountryCode, plan: unknown[]): NumberingPlan {
  const callingCode = text(plan[CALLING_CODE]) ?? '';
  const nationalNumber = entirely(text(plan[NATIONAL_NUMBER_PATTERN]) ?? '');
  const possibleLengths = lengths(plan[POSSIBLE_LENGTHS]);
  const idd = text(plan[IDD_PREFIX]);
  const prefixForParsing = text(plan[NATIONAL_PREFIX_FOR_PARSING]) ?? text(plan[NATIONAL_PREFIX]);
  const leadingDigits = text(plan[LEADING_DIGITS]);
  const types = Array.isArray(plan[TYPES]) ? plan[TYPES] : [];
  const typePattern = typePatternsByLength(types, possibleLengths);
  const leadingDigitsPattern = leadingDigits ? atStart(leadingDigits) : null;

  const matchesNationalNumberPattern = (n: string) => nationalNumber.test(n);
  // One number is asked about several times in a row (which country of its calling code is it, then
  // is it valid there), so the last answer is kept: the type patterns are the costly regexes.
  let lastNumber: string | undefined;
  let lastHasType = false;
  const hasNumberType = (n: string) => {
    if (n !== lastNumber) {
      lastNumber = n;
      lastHasType = nationalNumber.test(n) && (typePattern(n.length)?.test(n) ?? false);
    }
    return lastHasType;
  };

  // checkNumberLength() of the library, line for line, so that odd metadata behaves the same too.
  const checkLength = (n: string): 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' => {
    if (!possibleLengths) return 'IS_POSSIBLE';
    const min = possibleLengths[0];
    if (min === n.length) return 'IS_POSSIBLE';
    if (min > n.length) return 'TOO_SHORT';
    if (possibleLengths[possibleLengths.length - 1] < n.length) return 'TOO_LONG';
    return possibleLengths.indexOf(n.length, 1) >= 0 ? 'IS_POSSIBLE' : 'INVALID_LENGTH';
  };

  return {
    country,
    callingCode,
    internationalPrefix: idd ? atStart(idd) : null,
    nationalPrefixForParsing: prefixForParsing ? atStart(prefixForParsing) : null,
    nationalPrefixTransformRule: text(plan[NATIONAL_PREFIX_TRANSFORM_RULE]),
    matchesNationalNumberPattern,
    hasNumberType,
    isValid: types.length > 0 ? hasNumberType : matchesNationalNumberPattern,
    startsWithLeadingDigits: leadingDigitsPattern ? (n) => n !== '' && leadingDigitsPattern.test(n) : null,
    hasPossibleLengths: possibleLengths !== null,
    isPossibleIncompleteLength: (n) => {
      const check = checkLength(n);
      return check !== 'TOO_SHORT' && check !== 'INVALID_LENGTH';
    },
    isTooLong: (n) => checkLength(n) === 'TOO_LONG',
  };
}

const plans = new Map<string, NumberingPlan>();

/** The plan of an ISO 3166-1 alpha-2 country, or undefined when the library does not know it. */
export function numberingPlan(country: string): NumberingPlan | undefined {
  const cached = plans.get(country);
  if (cached || !isSupportedCountry(country)) return cached;
  const raw = countries[country];
  if (!raw) return undefined;
  const plan = compile(country, raw);
  plans.set(country, plan);
  return plan;
}

const sharingPlans = new Map<string, readonly NumberingPlan[]>();

/** The countries sharing a calling code, main one first (metadata order, as the library tries them). */
export function plansForCallingCode(callingCode: string): readonly NumberingPlan[] {
  let found = sharingPlans.get(callingCode);
  if (!found) {
    const codes = Object.hasOwn(callingCodes, callingCode) ? (callingCodes[callingCode] ?? []) : [];
    found = codes.flatMap((code) => numberingPlan(code) ?? []);
    sharingPlans.set(callingCode, found);
  }
  return found;
}
