// What a campaign message says: which creative and offer it carries, and its text (000 §3
// creativeIds, offerIds; §5 "variables need square brackets"). Pure and seeded, so the engine,
// a resend and a test all render the same message for the same contact. The choices made:
// - Rotation: the running creatives (not paused by auto-optimization) take turns by message index,
//   creative = index mod C; the offer advances once per full turn of creatives, offer =
//   floor(index / C) mod O. Each creative and each offer gets an even share, and every creative is
//   paired with every offer equally, so a creative's results are never one offer's results (with
//   index mod O for offers, 2 creatives and 2 offers would always pair 1-1 and 2-2). When every one
//   of a kind is paused (auto-optimization never does that itself) the pauses are ignored: a
//   campaign is never left with nothing to send.
// - Spintax: one spin per message from a seed (spinOnce): the same seed gives the same text, and
//   no Math.random, so tests and a re-render agree.
// - Text: spin, then the campaign's short link in place of every [offer], [url] or [link] tag
//   (before variables, so a contact's own url or link field does not take the campaign's link's
//   place), then variables, then the link at the end (after a space) when no tag placed it, then
//   the opt-out text last. Trimmed, as texts are before sending (000 §5).
// - Variables: [name] matched without regard to case, the creative's own first, then the contact's
//   fields; an unknown one stays as written, so a typo shows in the message rather than vanishing.
//   The server's responder runtime has the same rule (src/server/engine/responder-runtime.ts
//   fillVariables), which could delegate to this one.
import { spin } from '../spintax';
import { isSystemVariable } from '../message-variables';

export interface PickedContent<C, O> {
  creative: C | null;
  offer: O | null;
}

function running<T extends { id: number }>(all: readonly T[], paused: ReadonlySet<number>): readonly T[] {
  const left = all.filter((item) => !paused.has(item.id));
  return left.length > 0 ? left : all;
}

/** The creative and offer of the message at `messageIndex` (0 for the campaign's first message). */
export function pickContent<C extends { id: number }, O extends { id: number }>(
  messageIndex: number,
  creatives: readonly C[],
  offers: readonly O[],
  pausedCreativeIds: ReadonlySet<number>,
  pausedOfferIds: ReadonlySet<number>,
): PickedContent<C, O> {
  const index = Math.max(0, Math.floor(messageIndex));
  const c = running(creatives, pausedCreativeIds);
  const o = running(offers, pausedOfferIds);
  const turn = Math.floor(index / Math.max(1, c.length));
  return {
    creative: c.length === 0 ? null : c[index % c.length],
    offer: o.length === 0 ? null : o[turn % o.length],
  };
}

/** FNV-1a over the seed's text: a 32-bit start for the generator. */
function hashSeed(seed: number | string): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small generator whose sequence a seed fixes, the same in every runtime. */
function seededRandom(seed: number | string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One spin of the text, each {a|b|c} chosen by the seed's n-th draw for the n-th choice met. */
export function spinOnce(text: string, seed: number | string): string {
  return spin(text, seededRandom(seed));
}

/** A variable and the space before it, which goes with it when it fills empty before punctuation. */
const VARIABLE = /( ?)(\[[^[\]\n]{1,50}\])/g;

/**
 * Fills [variables]: the creative's own first, then the contact's fields. A system variable the
 * contact has no value for fills empty ('Hi [fName], ...' to a contact without a first name reads
 * 'Hi, ...', never the bracket); an unknown one stays as written.
 */
export function fillVariables(text: string, contact: Readonly<Record<string, string>>, custom: readonly { name: string; value: string }[] = []): string {
  const own = new Map(custom.map((v) => [v.name.trim().toLowerCase(), v.value]));
  const fields = new Map(Object.entries(contact).map(([k, v]) => [`[${k.toLowerCase()}]`, v]));
  return text.replace(VARIABLE, (whole: string, space: string, found: string, offset: number) => {
    const value = own.get(found.toLowerCase()) ?? fields.get(found.toLowerCase()) ?? (isSystemVariable(found) ? '' : null);
    if (value === null) return whole;
    const next = text.charAt(offset + whole.length);
    return value === '' && (next === '' || /[\s,.!?;:]/.test(next)) ? '' : space + value;
  });
}

const LINK_TAG = /\[(?:offer|url|link)\]/gi;

export interface MessageParts {
  /** The creative's message (or the on-the-fly one), spintax and variables as written. */
  template: string;
  /** The creative's own variables. */
  variables: readonly { name: string; value: string }[];
  /** The contact's fields by name (fName, phone, ...). */
  contact: Readonly<Record<string, string>>;
  shortUrl: string | null;
  optoutText: string | null;
  spinSeed: number | string;
}

export function renderMessage(parts: MessageParts): string {
  let text = spinOnce(parts.template, parts.spinSeed);
  const url = parts.shortUrl?.trim() || null;
  const tagged = url !== null && text.search(LINK_TAG) !== -1;
  if (tagged) text = text.replace(LINK_TAG, () => url);
  text = fillVariables(text, parts.contact, parts.variables);
  return [text.trim(), tagged ? null : url, parts.optoutText?.trim() || null].filter((part) => part !== null && part !== '').join(' ');
}
