// Every text the contact pages show has a Vietnamese entry, including those the app-wide catalogue
// test cannot see: labels chosen in a function (group types, column names, operators, busy states,
// verticals), the submit labels of the form dialogs, the filter inputs' names, the DNC upload's
// texts kept in constants, and the server's messages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '@domain/contacts';
import { vi as catalogue } from '@web/i18n/vi';
import { CONTACT_LABEL_KEYS } from '@web/features/contacts/contact-labels';

const root = join(import.meta.dirname, '../../../../src/web/features/contacts');
const PATTERNS = [
  /\bsubmitLabel="([^"]+)"/g,
  /\bhelperText="([^"]+)"/g,
  /\btext\('([^']+)'/g,
  /\[\s*'([A-Z][^']+)',\s*'\w+'\s*\]/g,
  /\bdescription: '([^']+)'/g,
];

function sources(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(root, e.name));
}

describe('Vietnamese texts of the contact pages', () => {
  const found = sources().flatMap((file) => PATTERNS.flatMap((p) => [...readFileSync(file, 'utf8').matchAll(p)].map((m) => m[1])));
  const keys = [...new Set([
    ...found,
    ...CONTACT_LABEL_KEYS,
    contactMessages.groupExists,
    contactMessages.groupMissing,
    contactMessages.deleteFailed,
    contactMessages.rangeReversed,
    contactMessages.getGroupFailed,
    contactMessages.groupBusy,
    contactMessages.groupArchived,
    contactMessages.groupNotArchived,
    contactMessages.fileTooBig,
    'Vertical is incorrect format!',
    'Choose a file of numbers',
    'Added',
    'Already listed',
    'Invalid',
    'Values must be a From and a To value',
    'Group name',
    'Split size',
    'Values',
  ])];

  it('finds the texts chosen outside t()', () => {
    expect(keys).toContain('Create');
    expect(keys).toContain('Lead total');
    expect(keys).toContain('Certifying...');
    expect(keys).toContain('Auto Insurance');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });
});
