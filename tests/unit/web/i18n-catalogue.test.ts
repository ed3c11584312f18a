// Every visible text must be in the catalogue: English is the key itself, so what can go missing
// is the Vietnamese entry. This reads src/web and the responder canvas (flows/canvas, which gets
// the page's t through useCanvasText) for t('...') calls and for the props that components
// translate themselves (title, label, subtitle, alert, description, header), and checks each has
// a Vietnamese text with the same {{placeholders}}.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vi as catalogue } from '@web/i18n/vi';

const repo = join(__dirname, '../../..');
const roots = [join(repo, 'src/web'), join(repo, 'flows/canvas')];
const PATTERNS = [
  /\bt\(\s*'((?:[^'\\]|\\.)+)'/g,
  /\bt\(\s*"((?:[^"\\]|\\.)+)"/g,
  /\b(?:title|label|subtitle|alert|description|placeholder|confirmLabel|cancelLabel)="([^"{}]+)"/g,
  /\b(?:header|label|title):\s*'((?:[^'\\]|\\.)+)'/g,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function keysInSource(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of roots.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1].replace(/\\'/g, "'");
        if (/[A-Za-z]/.test(key)) keys.set(key, file.slice(repo.length + 1));
      }
    }
  }
  return keys;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogue', () => {
  const keys = keysInSource();

  it('finds the app’s texts', () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it('has a Vietnamese text for every visible English text', () => {
    const missing = [...keys].filter(([key]) => !(key in catalogue)).map(([key, file]) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    const broken = Object.entries(catalogue).filter(([en, vi]) => placeholders(en).join() !== placeholders(vi).join());
    expect(broken).toEqual([]);
  });
});
