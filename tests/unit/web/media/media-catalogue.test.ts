// Every text the media pages show has a Vietnamese entry, including those the app-wide catalogue
// test cannot see: submit labels, helper texts, titles chosen by a condition, and the fixed messages
// of the domain's schemas and of the server (src/domain/media.ts, src/domain/audio-builder.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audioBuilderMessages } from '@domain/audio-builder';
import { mediaMessages } from '@domain/media';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../../src/web/features/media');
const PATTERNS = [/\bsubmitLabel="([^"]+)"/g, /\bhelperText="([^"]+)"/g, /\? '([A-Z][^']+)' : '([A-Z][^']+)'/g, /description: '([^']+)'/g];

const fixed = (catalog: Record<string, unknown>) => Object.values(catalog).filter((v): v is string => typeof v === 'string');

describe('Vietnamese texts of the media pages', () => {
  const found = readdirSync(root)
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) => PATTERNS.flatMap((p) => [...readFileSync(join(root, name), 'utf8').matchAll(p)].flatMap((m) => m.slice(1).filter(Boolean))));
  const keys = [...new Set([...found, ...fixed(mediaMessages), ...fixed(audioBuilderMessages)])];

  it('finds the texts chosen outside t()', () => {
    expect(keys).toContain('Edit audio config');
    expect(keys).toContain('Campaigns and responders play these tags instead of a single media file.');
    expect(keys).toContain('Tags: [Main Audio] is fixed and kept last');
  });

  it.each(keys)('%s', (key) => {
    expect(catalogue[key], `missing Vietnamese for "${key}"`).toBeTruthy();
  });
});
