// Every text the audience, route and content steps show has a Vietnamese entry, including those the
// app-wide catalogue test cannot see (labels kept in maps: offer options, sanitizing modes, approval
// hints), and so has every compose rule message (src/domain/campaign-compose/messages.ts, all
// steps): the fixed ones as catalogue entries, those carrying a name or a number through
// translate-message.ts with the name kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeMessages as m } from '@domain/campaign-compose';
import { translateMessage } from '@web/i18n/translate-message';
import { vi as catalogue } from '@web/i18n/vi';

const root = join(import.meta.dirname, '../../../../src/web/features/campaigns/steps');
const FILES = ['audience-step.tsx', 'route-step.tsx', 'content-step.tsx', 'content-text-fields.tsx', 'content-media-fields.tsx', 'step-section.tsx'];
/** A literal that starts like a sentence or a placeholder ('Add route', '{{count}} contacts'). */
const TEXT = /'((?:[A-Z(]|\{\{)(?:[^'\\\n]|\\.)*)'|"((?:[A-Z(]|\{\{)[^"\n]*)"/g;
const isText = (s: string) => /[a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]\w*$/.test(s);

function literals(): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of FILES) {
    const source = readFileSync(join(root, name), 'utf8')
      .replace(/^import .*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(TEXT)) {
      const text = (match[1] ?? match[2] ?? '').replace(/\\'/g, "'");
      if (isText(text)) found.set(text, name);
    }
  }
  return found;
}

const t = (key: string) => catalogue[key] ?? key;

describe('Vietnamese texts of the campaign audience, route and content steps', () => {
  it('has every sentence the steps show', () => {
    const texts = literals();
    expect(texts.size).toBeGreaterThan(60);
    const missing = [...texts].filter(([text]) => !(text in catalogue)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has every fixed compose message', () => {
    const fixed = Object.values(m).filter((v): v is string => typeof v === 'string');
    expect(fixed.filter((message) => !(message in catalogue))).toEqual([]);
  });

  it.each([
    m.groupMissing(12),
    m.scrubRequired('US leads'),
    m.routeMissing(7),
    m.routeWrongMethod(7),
    m.routeWrongType(7, 'MMS'),
    m.didGroupMissing(4),
    m.notYours('Creative', 9),
    m.notYours('Opt-out link', 9),
    m.notYours('Audio configuration', 9),
    m.notYours('Responder template', 9),
    m.aniInvalid('12345'),
    m.creativeNotApproved('Spring hello', 'US'),
    m.creativeNotApproved('Spring hello', ''),
    m.urlInvalid('Offer URL'),
    m.urlInvalid('Impression URL'),
    m.attachmentsRange(3),
    m.audioTooLong('long.wav'),
    m.forwardNumberInvalid('Outbound forward number'),
    m.variableSystem('[phone]'),
    m.variableDuplicate('[agent]'),
    m.sendTimeFormat('Start time'),
    m.sendTimeFormat('Stop time'),
    m.seedNumberInvalid('999'),
    m.testSize(5000),
    m.threshold('Reply rate threshold'),
    m.thresholdNumber('ROI threshold'),
    m.thresholdRequired('Revenue per delivered call threshold'),
  ])('%s', (message) => {
    const translated = translateMessage(message, t);
    expect(translated).not.toBe(message);
    // What is left in English is only what the message names: ids, titles, files, types.
    expect(translated).not.toMatch(/\b(must|is not|does not|choose|one of your|threshold)\b/i);
  });
});
