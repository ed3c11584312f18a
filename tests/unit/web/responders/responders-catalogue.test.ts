// Every text the responder pages show has a Vietnamese entry, including those the app-wide
// catalogue test cannot see: texts chosen in a ternary or kept in a map (save states, what the
// simulated contact can do, statuses), labels passed on to shared components, and the spec's
// responder messages (src/domain/responders.ts). The feature's sentence-like string literals are
// read from its source, so a new one without Vietnamese fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiMessages } from '@domain/responder-ai';
import { responderApiMessages } from '@domain/responder-api';
import { onFlyMessages } from '@domain/responder-on-fly';
import { responderMessages } from '@domain/responders';
import { translateMessage } from '@web/i18n/translate-message';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../../src/web/features/responders');
/** A literal that starts like a sentence or a placeholder ('Save', '{{count}} added:', '(...)'). */
const TEXT = /'((?:[A-Z(]|\{\{)(?:[^'\\\n]|\\.)*)'|"((?:[A-Z(]|\{\{)[^"\n]*)"/g;
/** Not shown: component names ('RespondersIcon'), SVG paths, words without a lower-case letter. */
const isText = (s: string) => /[a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]\w*$/.test(s) && !/^M\d/.test(s);

function literals(): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of readdirSync(root).filter((n) => /\.tsx?$/.test(n))) {
    const source = readFileSync(join(root, name), 'utf8')
      .replace(/^import .*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of source.matchAll(TEXT)) {
      const text = (m[1] ?? m[2] ?? '').replace(/\\'/g, "'");
      if (isText(text)) found.set(text, name);
    }
  }
  return found;
}

describe('Vietnamese texts of the responder pages', () => {
  it('has every sentence the pages show', () => {
    const texts = literals();
    expect(texts.size).toBeGreaterThan(100);
    const missing = [...texts].filter(([text]) => !(text in catalogue)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("has the spec's responder messages", () => {
    expect(Object.values(responderMessages).filter((m) => !(m in catalogue))).toEqual([]);
  });

  it("has the server's fixed answers, and those carrying a name translate with the name kept", () => {
    const fixed = [responderApiMessages, aiMessages, onFlyMessages].flatMap((m) => Object.values(m)).filter((m): m is string => typeof m === 'string');
    expect(fixed.filter((m) => !(m in catalogue))).toEqual([]);
    const t = (key: string) => catalogue[key] ?? key;
    for (const message of [aiMessages.fileTooBig('faq.pdf'), aiMessages.fileEmpty('faq.pdf'), aiMessages.inUse('Spring sale'), onFlyMessages.number('Inbound forward number')]) {
      const translated = translateMessage(message, t);
      expect(translated, message).not.toBe(message);
    }
    expect(translateMessage(aiMessages.fileTooBig('faq.pdf'), t)).toContain('faq.pdf');
  });
});
