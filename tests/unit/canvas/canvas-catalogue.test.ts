// Every text the canvas shows has a Vietnamese entry, including those the app-wide catalogue test
// (tests/unit/web/i18n-catalogue.test.ts, which reads t('...') calls in flows/canvas too) cannot
// see: the trigger and action names from flows/rules.ts, the pickers' empty choices and hints, the
// choice lists, the shortcut table and the note colours.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, TRIGGER_LABELS } from '@flows/rules';
import { GESTURES, SHORTCUTS } from '@flows/canvas/shortcuts-help';
import { COLOR_NAMES } from '@flows/canvas/sticky-note';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../flows/canvas');
const PATTERNS = [/\b(?:empty|helperText|label)="([^"]+)"/g, /\blabel: '([^']+)'/g];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function textsInSource(): string[] {
  return sources(root).flatMap((file) => PATTERNS.flatMap((p) => [...readFileSync(file, 'utf8').matchAll(p)].map((m) => m[1])));
}

describe('the canvas in Vietnamese', () => {
  it('names every trigger and action', () => {
    const missing = [...Object.values(TRIGGER_LABELS), ...Object.values(ACTION_LABELS)].filter((k) => !(k in catalogue));
    expect(missing).toEqual([]);
  });

  it('has the form labels, empty choices, hints and choice lists', () => {
    const texts = textsInSource();
    expect(texts).toContain('Delay (minutes)');
    expect(texts).toContain('Choose a creative');
    expect(texts.filter((k) => !(k in catalogue))).toEqual([]);
  });

  it('has the shortcut table and the note colours', () => {
    const keys = [...SHORTCUTS.map(([, what]) => what), ...GESTURES, ...Object.values(COLOR_NAMES)];
    expect(keys.filter((k) => !(k in catalogue))).toEqual([]);
  });
});
