// Every text the Domain pages show has a Vietnamese entry, including those the app-wide catalogue
// test cannot see: the submit labels and hints of the forms, and the messages of the domain's
// schemas and of the server (src/domain/domains.ts) that show under a field or as a toast.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '@domain/domains';
import { vi as catalogue } from '@web/i18n/vi';
import { translateMessage } from '@web/i18n/translate-message';

const root = join(import.meta.dirname, '../../../../src/web/features/domains');
const PATTERNS = [/\bsubmitLabel="([^"]+)"/g, /\bhelperText="([^"]+)"/g];

const SCHEMA_MESSAGES = [
  'Name must be at least 3 character(s)!',
  'Name is required field!',
  'Delivered threshold must be less or equal than 99!',
  'Delivered threshold to renew must be equal or larger than 0!',
  'Domain usage threshold must be equal or larger than 0!',
  'Quantity must be less or equal than 20!',
  'Quantity must be equal or larger than 1!',
  'Price from must be equal or larger than 0!',
  'Domain is required field!',
  'Target group is required field!',
];

describe('Vietnamese texts of the Domain pages', () => {
  const files = readdirSync(root).filter((name) => /\.tsx?$/.test(name)).map((name) => join(root, name));
  const found = files.flatMap((file) => PATTERNS.flatMap((p) => [...readFileSync(file, 'utf8').matchAll(p)].map((m) => m[1]!)));
  // groupExists is told after the field's label; the two ways it reads are in the catalogue.
  const keys = [...new Set([...found, ...Object.values(domainMessages).filter((m) => m !== domainMessages.groupExists && m !== domainMessages.mergeTwo)])];

  it('finds the texts chosen outside t()', () => {
    expect(keys).toContain('Merge');
    expect(keys).toContain('One domain per line, or separated by commas or semicolons.');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });

  it.each(SCHEMA_MESSAGES)('%s', (message) => {
    const vietnamese = translateMessage(message, (key) => catalogue[key] ?? key);
    expect(vietnamese, `"${message}" is not translated`).not.toBe(message);
    // The field's label is translated too.
    const field = message.replace(/ (must|is) .*$/, '');
    expect(vietnamese, `the field of "${message}" is not translated`).not.toContain(field);
  });
});
