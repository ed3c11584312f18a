// The first step of the phone fast path: which digits a raw import cell dials, for the one family of
// shapes the fast path reads itself, digits with an optional leading + and the separators people
// type (space ( ) - .). libphonenumber-js accepts many more (tabs, slashes, tildes, wide and
// Arabic-Indic digits, "ext. 12", "tel:" URIs...); those are left to it rather than re-implemented.

const PLUS = 43;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
// The library refuses longer input outright (source/parse.js, MAX_INPUT_STRING_LENGTH).
const MAX_INPUT_LENGTH = 250;

// Space ( ) - . : punctuation the library drops wherever it stands, as it does every character
// that is not a digit or a leading '+'.
const isSeparator = (c: number) => c === 32 || c === 40 || c === 41 || c === 45 || c === 46;

/**
 * The digits of `raw`, '+'-prefixed when it is written internationally; '' when it has no digit at
 * all; undefined when it holds anything else, to leave to the library. The fast path reads a '+'
 * only once and before the first digit: the library reads '++1' and '1+2' its own way.
 */
export function dialledDigits(raw: string): string | undefined {
  if (raw.length > MAX_INPUT_LENGTH) return undefined;
  // Digits are copied a run at a time (most cells are one to four runs) rather than char by char.
  let digits = '';
  let runStart = -1;
  let plus = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0) {
      digits += raw.slice(runStart, i);
      runStart = -1;
    }
    if (isSeparator(c)) continue;
    if (c === PLUS && !plus && digits === '') plus = true;
    else return undefined;
  }
  if (runStart >= 0) digits = runStart === 0 ? raw : digits + raw.slice(runStart);
  return plus && digits !== '' ? '+' + digits : digits;
}
