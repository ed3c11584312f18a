// Every text the shared components translate has a Vietnamese entry: the t('...') literals in
// src/web/ui, the date presets and the components' default texts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vi as catalogue } from '@web/i18n/vi';
import { CUSTOM_RANGE_LABEL, PRESETS } from '@web/ui/date-range-picker/date-range';

const root = join(import.meta.dirname, '../../../../src/web/ui');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('Vietnamese texts of src/web/ui', () => {
  const literals = sources(root).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\('((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]));
  const defaults = ['Pick a date range', 'Confirm', 'Cancel', 'Leave this page?', 'changes not saved', 'Leave', 'Stay', 'Error', 'Something went wrong!'];
  const keys = [...new Set([...literals, ...defaults, CUSTOM_RANGE_LABEL, ...PRESETS.map((p) => p.label)])];

  it('finds the literals', () => {
    expect(keys).toContain('data not found');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });
});
