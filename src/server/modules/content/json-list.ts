// Lists kept as JSON text in a column (domains, countries, variables): read back safely, never
// throwing on a row written by hand.
import { z } from 'zod';

export function readJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

const strings = z.array(z.string());
export const readStrings = (text: string): string[] => readJson(text, strings, []);
