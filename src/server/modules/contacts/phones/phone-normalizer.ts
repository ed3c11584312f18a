// Turns the raw phone cell of a contact import into E.164 for the contact group's country, or null
// when it is empty or not a valid number.
//
// libphonenumber-js is the authority: a cell is valid when `parsePhoneNumberFromString(raw, country)`
// ('max' metadata) gives a number whose isValid() is true, and the answer is its `.number`. That
// includes numbers written with another calling code: +44 20 7946 0958 in a US group is valid, as
// +442079460958. But the library checks only ~42,000 numbers a second here (it rebuilds its regexes
// on every call) while an import must run at 200,000+ rows a second.
//
// So the common shapes go through a fast path (./fast-path.ts) that mirrors the library's steps over
// regexes compiled once from the library's own metadata, and everything the fast path is not sure
// about goes to the library. Either road gives the same answer: tests/unit/server/
// phone-normalizer.test.ts holds them to it on a large generated sample.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { createPhoneFastPath } from './fast-path';
import { numberingPlan } from './numbering-plan';

export type PhoneNormalizer = (raw: string) => string | null;

function libraryNormalize(raw: string, country: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(raw, country);
  return phone?.isValid() ? phone.number : null;
}

const normalizers = new Map<string, PhoneNormalizer>();

/**
 * The normaliser for a group's country (ISO 3166-1 alpha-2, upper case: US, GB, VN...), built once
 * per country. Throws for a country the library does not know.
 */
export function createPhoneNormalizer(country: string): PhoneNormalizer {
  const cached = normalizers.get(country);
  if (cached) return cached;
  const home = /^[A-Z]{2}$/.test(country) ? numberingPlan(country) : undefined;
  if (!home) {
    throw new Error(
      `Unknown country for phone numbers: '${country}' (expected an ISO 3166-1 alpha-2 code such as US or GB)`,
    );
  }
  const libraryCountry = home.country;
  const fast = createPhoneFastPath(home);
  const normalize: PhoneNormalizer = (raw) => {
    const answer = fast(raw);
    return answer === undefined ? libraryNormalize(raw, libraryCountry) : answer;
  };
  normalizers.set(country, normalize);
  return normalize;
}
