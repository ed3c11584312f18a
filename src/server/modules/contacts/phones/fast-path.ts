// The fast path of the phone normaliser (./phone-normalizer.ts): libphonenumber-js's parse() and
// isValid() for the common shapes, step by step (source/parse.js, source/helpers/
// extractCountryCallingCode.js), over plans compiled once (./numbering-plan.ts) instead of regexes
// rebuilt on every call. It reads numbers written nationally, with the national prefix (1 for NANP,
// 0 for GB/FR/DE...) or with the group's own calling code, with or without '+'. Whatever else it
// meets (another calling code, an international prefix such as 00 or 011, a shape ./dialled-digits.ts
// does not read) it answers "ask the library" instead of guessing, except cells without a single
// digit, which the library never accepts.
import { dialledDigits } from './dialled-digits';
import { countryForNationalNumber, extractNationalNumber } from './national-number';
import { plansForCallingCode, type NumberingPlan } from './numbering-plan';

/** E.164, null for invalid, or undefined for "not sure: ask the library". */
export type FastPathAnswer = string | null | undefined;

// National numbers outside 2..17 digits are too short or too long whatever the country (the
// library's MIN_LENGTH_FOR_NSN and MAX_LENGTH_FOR_NSN).
const MIN_NATIONAL_LENGTH = 2;
const MAX_NATIONAL_LENGTH = 17;
// The digits the library reads (source/constants.js, VALID_DIGITS). Without one a cell can never be
// a "viable phone number" to it (source/helpers/isViablePhoneNumber.js), so "N/A", "unknown" or "-"
// are invalid without asking it, whatever else they hold.
const LIBRARY_DIGIT = /[0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/;
// With fewer digits the library's "viable phone number" rules treat the input apart (two bare digits
// pass, two with punctuation do not): rare enough to leave to it.
const MIN_FAST_DIGITS = 3;

export function createPhoneFastPath(home: NumberingPlan): (raw: string) => FastPathAnswer {
  const callingCode = home.callingCode;
  // A number read with its calling code is parsed with the code's main country (US for +1, GB for
  // +44), not with the group's, exactly as the library selects its numbering plan.
  const sharing = plansForCallingCode(callingCode);
  const main = sharing[0] ?? home;

  const e164 = (nationalNumber: string, plan: NumberingPlan): string | null =>
    nationalNumber.length >= MIN_NATIONAL_LENGTH &&
    nationalNumber.length <= MAX_NATIONAL_LENGTH &&
    plan.isValid(nationalNumber)
      ? '+' + callingCode + nationalNumber
      : null;

  // After the calling code: national prefix off (people write +44 (0)20...), then the exact country
  // among those sharing the code; with none, isValid() selects the plan by calling code (main).
  const afterCallingCode = (rest: string): string | null => {
    if (rest === '') return null;
    const nationalNumber = extractNationalNumber(rest, main);
    return e164(nationalNumber, countryForNationalNumber(sharing, nationalNumber) ?? main);
  };

  return (raw) => {
    const dialled = dialledDigits(raw);
    if (dialled === undefined) return LIBRARY_DIGIT.test(raw) ? undefined : null;
    if (dialled === '') return null;
    const international = dialled.startsWith('+');
    const digits = international ? dialled.slice(1) : dialled;
    if (digits.length < MIN_FAST_DIGITS) return undefined;

    if (international) {
      // Calling codes are prefix-free, so one that starts the digits is the one the library finds.
      return digits.startsWith(callingCode) ? afterCallingCode(digits.slice(callingCode.length)) : undefined;
    }
    if (home.internationalPrefix?.test(digits)) return undefined;

    const nationalNumber = extractNationalNumber(digits, home);
    // The group's calling code without '+' (14155550123, 447911123456): the library takes it off
    // when the number is invalid with it and valid without it, or too long with it.
    if (digits.startsWith(callingCode)) {
      const rest = digits.slice(callingCode.length);
      const validOnlyWithout =
        !home.matchesNationalNumberPattern(nationalNumber) &&
        home.matchesNationalNumberPattern(extractNationalNumber(rest, home));
      if (validOnlyWithout || home.isTooLong(nationalNumber)) return afterCallingCode(rest);
    }
    // Written nationally: the group's country, unless the digits belong to another one sharing its
    // calling code (a Canadian number in a US group is checked against CA; it keeps +1 either way).
    return e164(nationalNumber, countryForNationalNumber(sharing, nationalNumber) ?? home);
  };
}
