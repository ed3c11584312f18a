// What a rule finds: the field it is about (a path into the compose, 'lap1.testSize') and the
// message in the spec's words. The machine shows it on the field's step; the server answers it as
// a 400 naming the field.
export interface ComposeProblem {
  path: string;
  message: string;
}

export type Problems = ComposeProblem[];

export const problem = (path: string, message: string): ComposeProblem => ({ path, message });

export const isInteger = (value: number | null): value is number => value !== null && Number.isInteger(value);

/** "Phones: start with +" (000 §5): + and 6 to 15 digits once spaces, dashes and brackets are gone. */
export const normalPhone = (text: string) => text.replace(/[\s()-]/g, '');
export const isPhone = (text: string) => /^\+\d{6,15}$/.test(normalPhone(text));

/** Comma-separated phones as typed: spaces stripped, empties dropped (000 §5 seed numbers, anis). */
export const phoneList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((p) => p.replace(/\s/g, ''))
    .filter((p) => p !== '');

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
