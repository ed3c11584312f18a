// Characters and segments of a message, for the live counter under the compose field (000 §5,
// 001 §5: "A2P 70 characters with unicode and 160 without; P2P 160"). Decision 17:
// - A2P counts as carriers concatenate SMS: GSM-7 text fits 160 septets in one message and 153 per
//   part when longer (the header takes 7); a character of the GSM extension table (€ [ ] { } ^ ~ \ |
//   and form feed) takes two septets and is never split across parts. Any other character makes the
//   whole message UCS-2: 70 units in one message, 67 per part; characters outside the basic plane
//   (most emoji) take two units and are never split.
// - P2P (a person-to-person two-way route) counts 160 characters in one message and 153 per part,
//   whatever the alphabet, as the spec's single P2P limit says.
// A route's sendMethod decides the channel: two-way routes are P2P, one-way routes A2P.

export type MessageChannel = 'A2P' | 'P2P';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const basic = new Set(Array.from(GSM_BASIC));
const extended = new Set(Array.from(GSM_EXTENDED));

export const SEGMENT_LIMITS = {
  gsm: { single: 160, multi: 153 },
  unicode: { single: 70, multi: 67 },
  p2p: { single: 160, multi: 153 },
} as const;

export interface MessageCount {
  /** Characters as a reader counts them (code points). */
  characters: number;
  /** The message needs UCS-2 (a character outside GSM-7). */
  unicode: boolean;
  /** The characters outside GSM-7, each once: what to replace to get back to 160 a message. */
  unicodeCharacters: string[];
  segments: number;
  /** Units one segment holds at the current length (single or multi-part). */
  perSegment: number;
  /** Units left before the next segment starts. */
  remaining: number;
  channel: MessageChannel;
}

/** Whether a character is in GSM-7 (basic or extension table). */
export const isGsmCharacter = (c: string) => basic.has(c) || extended.has(c);

/** Splits unit costs into parts of `size` without splitting a character; answers the part count and the last part's fill. */
function pack(costs: number[], size: number): { parts: number; lastFill: number } {
  let parts = 1;
  let fill = 0;
  for (const cost of costs) {
    if (fill + cost > size) {
      parts += 1;
      fill = 0;
    }
    fill += cost;
  }
  return { parts, lastFill: fill };
}

export function countMessage(text: string, channel: MessageChannel = 'A2P'): MessageCount {
  const chars = Array.from(text);
  const unicodeCharacters = [...new Set(chars.filter((c) => !isGsmCharacter(c)))];
  const unicode = unicodeCharacters.length > 0;
  const base = { characters: chars.length, unicode, unicodeCharacters, channel };
  if (chars.length === 0) {
    const single = channel === 'P2P' ? SEGMENT_LIMITS.p2p.single : unicode ? SEGMENT_LIMITS.unicode.single : SEGMENT_LIMITS.gsm.single;
    return { ...base, segments: 0, perSegment: single, remaining: single };
  }
  let costs: number[];
  let limits: { single: number; multi: number };
  if (channel === 'P2P') {
    costs = chars.map(() => 1);
    limits = SEGMENT_LIMITS.p2p;
  } else if (unicode) {
    costs = chars.map((c) => c.length); // UTF-16 code units: 2 for a surrogate pair
    limits = SEGMENT_LIMITS.unicode;
  } else {
    costs = chars.map((c) => (extended.has(c) ? 2 : 1));
    limits = SEGMENT_LIMITS.gsm;
  }
  const units = costs.reduce((a, b) => a + b, 0);
  if (units <= limits.single) return { ...base, segments: 1, perSegment: limits.single, remaining: limits.single - units };
  const { parts, lastFill } = pack(costs, limits.multi);
  return { ...base, segments: parts, perSegment: limits.multi, remaining: limits.multi - lastFill };
}

/** Two-way routes send person to person (P2P); one-way routes and no route A2P. */
export const channelOfSendMethod = (sendMethod: number | null | undefined): MessageChannel => (sendMethod === 2 ? 'P2P' : 'A2P');
