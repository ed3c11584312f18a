// The SMS opt-out word on 10DLC and toll-free routes: appended when the text does not already say
// how to stop, and the segment count before and after reported.
import { describe, expect, it } from 'vitest';
import { OPT_OUT_LANGUAGE, hasOptOutLanguage, requiresOptOutLanguage, withOptOutLanguage } from '@domain/sending/compliance';

const TEN_DLC = { is10dlc: true };
const TOLL_FREE = { is10dlc: false, tollFree: true };
const OTHER = { is10dlc: false, tollFree: false };

describe('hasOptOutLanguage', () => {
  it.each([
    'Sale today. Reply STOP to opt out',
    'Sale today. reply stop to unsubscribe',
    'Sale today. Text END to quit',
    'Sale today. Txt "STOP" to end',
    'Sale today. Send STOP to cancel',
    'Sale today. Reply with QUIT',
    'Sale today. STOP to opt out',
    'Sale today. STOP2END',
    'Opt out: reply OPT OUT',
  ])('%j has it', (text) => {
    expect(hasOptOutLanguage(text)).toBe(true);
  });

  it.each(['Sale today', 'Stop by the store today', 'Do not reply, stop by', 'Our sale will end soon', 'Unsubscribe at acme.com/u'])(
    '%j has none',
    (text) => {
      expect(hasOptOutLanguage(text)).toBe(false);
    },
  );
});

describe('withOptOutLanguage', () => {
  it('is required on 10DLC and toll-free routes only', () => {
    expect([TEN_DLC, TOLL_FREE, OTHER].map(requiresOptOutLanguage)).toEqual([true, true, false]);
  });

  it.each<[string, string, { is10dlc: boolean; tollFree?: boolean }, { text: string; appended: boolean; segmentsBefore: number; segmentsAfter: number }]>([
    ['appends on a line of its own on 10DLC', 'Sale today ', TEN_DLC, { text: `Sale today\n${OPT_OUT_LANGUAGE}`, appended: true, segmentsBefore: 1, segmentsAfter: 1 }],
    ['appends on toll-free', 'Sale today', TOLL_FREE, { text: 'Sale today\nReply STOP to opt out', appended: true, segmentsBefore: 1, segmentsAfter: 1 }],
    ['leaves other routes alone', 'Sale today', OTHER, { text: 'Sale today', appended: false, segmentsBefore: 1, segmentsAfter: 1 }],
    ['leaves a text that already says it', 'Sale. Text STOP to end', TEN_DLC, { text: 'Sale. Text STOP to end', appended: false, segmentsBefore: 1, segmentsAfter: 1 }],
    ['gives an empty text the language alone', '', TEN_DLC, { text: OPT_OUT_LANGUAGE, appended: true, segmentsBefore: 0, segmentsAfter: 1 }],
  ])('%s', (_title, text, route, expected) => {
    expect(withOptOutLanguage(text, route)).toEqual(expected);
  });

  it('reports the segment the language costs: 150 GSM-7 characters plus 22 make 172, two parts', () => {
    const text = 'a'.repeat(150);
    expect(withOptOutLanguage(text, TEN_DLC)).toMatchObject({ appended: true, segmentsBefore: 1, segmentsAfter: 2 });
    expect(withOptOutLanguage(text, TEN_DLC).text.length).toBe(172);
  });

  it('counts unicode texts by 70 and P2P texts by 160', () => {
    expect(withOptOutLanguage('ж'.repeat(60), TEN_DLC)).toMatchObject({ segmentsBefore: 1, segmentsAfter: 2 });
    expect(withOptOutLanguage('ж'.repeat(60), TEN_DLC, 'P2P')).toMatchObject({ segmentsBefore: 1, segmentsAfter: 1 });
  });
});
