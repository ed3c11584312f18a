// Every text the guide pages show has a Vietnamese entry: t('...') calls, the titles and
// descriptions handed to shared components, the toolbar's names, the spec's viewer texts and the roles.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_ROLES, guideTexts } from '@domain/guides';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../../src/web/features/guides');
const PATTERNS = [/\bt\('([^']+)'/g, /\b(?:title|description|label)="([^"]+)"/g, /\btool\('([^']+)', /g];

describe('Vietnamese texts of the guide pages', () => {
  const found = readdirSync(root)
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) => PATTERNS.flatMap((p) => [...readFileSync(join(root, name), 'utf8').matchAll(p)].map((m) => m[1])));
  const keys = [...new Set([...found, ...Object.values(guideTexts), ...GUIDE_ROLES, 'Guideline', 'Guide management'])];

  it('finds the texts', () => {
    expect(keys).toContain('Heading 2');
    expect(keys).toContain('No content release!');
    expect(keys).toContain('Guide management');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });
});
