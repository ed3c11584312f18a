// Every text the short-link page shows has a Vietnamese entry, including those the app-wide
// catalogue test cannot see: the forms' submit labels and hints, the outcome and condition labels,
// and the messages of the domain's schemas and of the server (src/domain/short-links.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_PLACEHOLDER, clickOutcomeLabels, protectionConditionLabels, shortLinkMessages } from '@domain/short-links';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../../src/web/features/short-links');
const PATTERNS = [/\bsubmitLabel="([^"]+)"/g, /\bhelperText="([^"]+)"/g];

const SCHEMA_MESSAGES = [
  'Url is required field!',
  'Url is incorrect format!',
  'Path is incorrect format!',
  'Click limit must be equal or larger than 1!',
  'IP click limit must be integer number!',
  'Safe url is required field!',
  'Preview url is incorrect format!',
  'IP is incorrect format!',
];

describe('Vietnamese texts of the short-link page', () => {
  const found = readdirSync(root)
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) => PATTERNS.flatMap((p) => [...readFileSync(join(root, name), 'utf8').matchAll(p)].map((m) => m[1]!)));

  it('finds the forms’ labels and hints', () => {
    expect(found).toContain('Sub-domains need one of your own domains');
  });

  it('has a Vietnamese text for each', () => {
    const keys = [
      ...found,
      ...Object.values(shortLinkMessages),
      ...Object.values(clickOutcomeLabels),
      ...Object.values(protectionConditionLabels),
      ...SCHEMA_MESSAGES,
      DOMAIN_PLACEHOLDER,
    ];
    expect(keys.filter((k) => !(k in catalogue))).toEqual([]);
  });
});
