// Every text the DID pages show has a Vietnamese entry, including those the app-wide catalogue
// test cannot see: the submit labels and hints of the forms, and the messages of the domain's
// schemas and of the server (src/domain/dids.ts) that show under a field or as a toast.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DID_PURCHASE, didMessages } from '@domain/dids';
import { vi as catalogue } from '@web/i18n/vi';
import { tMessage } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';

const root = join(import.meta.dirname, '../../../../src/web/features/dids');
const PATTERNS = [/\bsubmitLabel="([^"]+)"/g, /\bhelperText="([^"]+)"/g, /\bconst PERCENT_HINT = '([^']+)'/g];

function sources(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(root, e.name));
}

/** What the schemas say under a field, as the user reads it (tMessage splits field and template). */
const SCHEMA_MESSAGES = [
  'Name must be longer than 3 characters',
  'Name is required field!',
  'Country is incorrect format!',
  'Delivered threshold must be at most 100',
  'Clicked threshold must be number type!',
  'Click rate to release must be at most 100',
  'Delivered threshold to release must be equal or larger than 0!',
  'Max concurrent must be integer number!',
  'Messages per cycle must be number type!',
  'Phone is incorrect format!',
  'Time is incorrect format!',
  'Area code is incorrect format!',
  'Area code is required field!',
  'Quantity must be number type!',
  'Quantity must be integer number!',
  'Quantity must be equal or larger than 1!',
  `Quantity must be at most ${MAX_DID_PURCHASE}`,
  'Amount is required field!',
  'Amount must be integer number!',
  'Amount must be less or equal than 45!',
  'Rate must be number type!',
  'Rate must be equal or larger than 0!',
  'Rate must be at most 100',
];

describe('Vietnamese texts of the DID pages', () => {
  const found = sources().flatMap((file) => PATTERNS.flatMap((p) => [...readFileSync(file, 'utf8').matchAll(p)].map((m) => m[1])));
  const keys = [...new Set([...found, ...Object.values(didMessages)])];

  it('finds the texts chosen outside t()', () => {
    expect(keys).toContain('Move');
    expect(keys).toContain('A percent, 0 to 100.');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });

  it.each(SCHEMA_MESSAGES)('%s', (message) => {
    const vietnamese = translateMessage(message, (key) => catalogue[key] ?? key);
    expect(vietnamese, `"${message}" is not translated`).not.toBe(message);
    // English stays as it is.
    expect(tMessage(message)).toBe(message);
  });
});
