// Field schemas the 10DLC brand and use-case forms share (000 §3, §5): texts trimmed and limited in
// the spec's words, a phone the carriers can dial, an http(s) address, an email, comma lists.
// Every message names its field, so a 400 and the form say the same thing.
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { messages } from '../messages';

const missing = (label: string) => messages.required(label);

/** A required text: trimmed, 'X is required field!' when empty, at most `max`. */
export const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: missing(label) })
    .trim()
    .min(1, missing(label))
    .min(min, `${label} ${messages.minChars(min)}`)
    .max(max, `${label} ${messages.maxChars(max)}`);

/** An optional text: missing reads as ''. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} ${messages.incorrectFormat}` })
    .trim()
    .max(max, `${label} ${messages.maxChars(max)}`)
    .default('');

/** One of a list: 'X is required field!' when missing or empty, 'X is incorrect format!' otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing(label) : `${label} ${messages.incorrectFormat}`) });

/** A phone the registry accepts: a valid number, written with +country code or as a US number. */
export const phoneText = (label: string) =>
  requiredText(label, 30).refine((text) => isValidPhoneNumber(text, 'US'), `${label} ${messages.incorrectFormat}`);

export const emailText = (label: string) => requiredText(label, 200).pipe(z.email({ error: `${label} ${messages.incorrectFormat}` }));

/** An http(s) address with a host that has a dot. */
export const isWebAddress = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
};

export const urlText = (label: string, max = 2000) => requiredText(label, max).refine(isWebAddress, `${label} ${messages.incorrectFormat}`);

/** Two capital letters (ISO 3166-1 alpha-2). */
export const countryCode = (label: string) =>
  z
    .string({ error: missing(label) })
    .trim()
    .toUpperCase()
    .min(1, missing(label))
    .regex(/^[A-Z]{2}$/, `${label} ${messages.incorrectFormat}`);

/** 'STOP, end ,QUIT' -> ['STOP', 'END', 'QUIT']: trimmed, upper-cased, empties dropped (000 §5 keyword lists). */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter((k) => k !== '');
}

/** A comma list of keywords, each one word of letters and digits, at most 320 characters in all (000 §5). */
export const keywordsText = (label: string, required: boolean) =>
  (required ? requiredText(label, 320) : optionalText(label, 320)).refine(
    (text) => splitKeywords(text).every((k) => /^[A-Z0-9]+$/.test(k)),
    `${label} must be words separated by commas`,
  );
