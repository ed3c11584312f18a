// The two steps of libphonenumber-js's parse() that turn dialled digits into a national
// (significant) number, mirrored over precompiled plans (./numbering-plan.ts): stripping the
// national prefix (source/helpers/extractNationalNumber.js and
// extractNationalNumberFromPossiblyIncompleteNumber.js) and picking the country among those that
// share a calling code (getCountryByCallingCode.js, getCountryByNationalNumber.js). They follow the
// library step by step, odd corners included (a prefix is kept when stripping it would make a
// pattern-valid number invalid or the rest too short), because the fast path must answer exactly
// as the library does.
import { plansForCallingCode, type NumberingPlan } from './numbering-plan';

/**
 * The country a national number belongs to among `candidates`, the countries sharing a calling code
 * (plansForCallingCode): the only one, else the first whose leading digits start it or, for
 * countries without leading digits, whose number types match it; undefined when none does.
 */
export function countryForNationalNumber(
  candidates: readonly NumberingPlan[],
  nationalNumber: string,
): NumberingPlan | undefined {
  if (candidates.length <= 1) return candidates[0];
  for (const plan of candidates) {
    if (plan.startsWithLeadingDigits) {
      if (plan.startsWithLeadingDigits(nationalNumber)) return plan;
    } else if (plan.hasNumberType(nationalNumber)) {
      return plan;
    }
  }
  return undefined;
}

/**
 * `number` without its national prefix (the 1 of NANP, the 0 of GB/FR/DE...), when the library
 * would strip it.
 */
export function extractNationalNumber(number: string, plan: NumberingPlan): string {
  const prefix = plan.nationalPrefixForParsing;
  const match = number && prefix ? prefix.exec(number) : null;
  if (!prefix || !match) return number;

  // Some plans capture part of the number and rewrite it (a NANP island's 7-digit local number gets
  // its area code, e.g. VI: 2345678 -> 3402345678); the others just drop what matched.
  const lastGroup = match.length - 1;
  const hasCapturedGroups = lastGroup > 0 && Boolean(match[lastGroup]);
  const nationalNumber =
    plan.nationalPrefixTransformRule && hasCapturedGroups
      ? number.replace(prefix, plan.nationalPrefixTransformRule)
      : number.slice(match[0].length);
  if (nationalNumber === number) return number;

  // Russia's 8 is a national prefix and also the first digit of 800 numbers: keep the prefix when
  // the number was pattern-valid with it and is not without it.
  if (plan.matchesNationalNumberPattern(number) && !plan.matchesNationalNumberPattern(nationalNumber)) return number;
  // Nor strip it when what is left is too short to be a number of the country it would belong to.
  if (plan.hasPossibleLengths) {
    const country = countryForNationalNumber(plansForCallingCode(plan.callingCode), nationalNumber) ?? plan;
    if (!country.isPossibleIncompleteLength(nationalNumber)) return number;
  }
  return nationalNumber;
}
