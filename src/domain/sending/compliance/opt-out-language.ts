// The SMS opt-out word on 10DLC and toll-free routes (001, rules: "An SMS opt-out word is appended
// automatically for 10DLC and toll-free routes"). Carriers vet both kinds of route against
// the CTIA Messaging Principles, which ask that messages say how to stop; a message that already
// says it ('Reply STOP to opt out', 'Text END to quit', 'STOP2END') is left alone, and any other gets
// OPT_OUT_LANGUAGE on a line of its own. The caller learns the segment counts before and after,
// since the added words can cost a segment (and credit).
import { countMessage, type MessageChannel } from '../../message-segments';

export const OPT_OUT_LANGUAGE = 'Reply STOP to opt out';

/** What the rule needs of a route: src/domain/routes.ts details.is10dlc, and whether it sends from toll-free numbers. */
export interface OptOutRouteKind {
  is10dlc: boolean;
  tollFree?: boolean;
}

export const requiresOptOutLanguage = (route: OptOutRouteKind): boolean => route.is10dlc || route.tollFree === true;

const WORD = '(?:STOP|STOPALL|END|QUIT|CANCEL|UNSUBSCRIBE|OPT[ -]?OUT|REVOKE)';
// 'Reply STOP', 'text "END"', 'send with STOP': an instruction verb then the word, with only
// spaces or quotes between ('Do not reply, stop by' is not an instruction).
const VERB_THEN_WORD = new RegExp(`\\b(?:reply|text|txt|send|respond)(?:\\s+with)?\\s+["'“‘]?${WORD}\\b`, 'iu');
// 'STOP to opt out', 'STOP2END', 'END to unsubscribe'.
const WORD_THEN_PURPOSE = new RegExp(`\\b${WORD}["'”’]?\\s*(?:to|2)\\s*(?:opt[ -]?out|unsubscribe|stop|end|cancel|quit)\\b`, 'iu');

/** Whether the text already tells the reader how to opt out by SMS. */
export const hasOptOutLanguage = (text: string): boolean => VERB_THEN_WORD.test(text) || WORD_THEN_PURPOSE.test(text);

export interface OptOutLanguageResult {
  text: string;
  appended: boolean;
  segmentsBefore: number;
  segmentsAfter: number;
}

/** The text with the opt-out language when the route needs it and the text lacks it (the sending engine's per-message call: no segment counts). */
export function optOutLanguageText(text: string, route: OptOutRouteKind): string {
  if (!requiresOptOutLanguage(route) || hasOptOutLanguage(text)) return text;
  const body = text.trimEnd();
  return body === '' ? OPT_OUT_LANGUAGE : `${body}\n${OPT_OUT_LANGUAGE}`;
}

/** The text as it must go out on this route, with the opt-out language when the route needs it and the text lacks it. */
export function withOptOutLanguage(text: string, route: OptOutRouteKind, channel: MessageChannel = 'A2P'): OptOutLanguageResult {
  const segmentsBefore = countMessage(text, channel).segments;
  const out = optOutLanguageText(text, route);
  if (out === text) return { text, appended: false, segmentsBefore, segmentsAfter: segmentsBefore };
  return { text: out, appended: true, segmentsBefore, segmentsAfter: countMessage(out, channel).segments };
}
