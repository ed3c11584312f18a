// Generates spintax from a plain message (001 §7 generateSpinTax): each word the built-in
// thesaurus knows becomes a choice of itself and its alternatives, keeping its capitalisation.
// Words already inside a choice are left alone. Answers "fail" when nothing could be varied, which
// the web reads as "Can't generate SpinTax..." (001 §4: success only if the result differs and is
// not "fail"). Deterministic, so the same message always gives the same spintax.

const THESAURUS: Record<string, string[]> = {
  hi: ['hello', 'hey'],
  hello: ['hi', 'hey'],
  hey: ['hi', 'hello'],
  get: ['grab', 'claim'],
  grab: ['get', 'claim'],
  claim: ['get', 'grab'],
  now: ['today', 'right now'],
  today: ['now', 'this week'],
  free: ['complimentary', 'no-cost'],
  offer: ['deal', 'promotion'],
  deal: ['offer', 'bargain'],
  discount: ['saving', 'markdown'],
  great: ['amazing', 'fantastic'],
  amazing: ['great', 'incredible'],
  new: ['fresh', 'latest'],
  buy: ['shop', 'order'],
  shop: ['buy', 'browse'],
  save: ['keep', 'pocket'],
  fast: ['quick', 'speedy'],
  quick: ['fast', 'speedy'],
  click: ['tap', 'visit'],
  tap: ['click', 'visit'],
  thanks: ['thank you', 'many thanks'],
  exclusive: ['special', 'members-only'],
  special: ['exclusive', 'unique'],
  limited: ['short-time', 'while-it-lasts'],
  best: ['top', 'finest'],
  easy: ['simple', 'effortless'],
  win: ['score', 'earn'],
};

export const SPINTAX_FAIL = 'fail';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The message with known words turned into choices, or "fail" when none was found. */
export function generateSpintax(message: string): string {
  let depth = 0;
  let changed = false;
  const out = message.replace(/\{|\}|[A-Za-z][A-Za-z'-]*/g, (token) => {
    if (token === '{') depth += 1;
    else if (token === '}') depth = Math.max(0, depth - 1);
    if (depth > 0 || token === '}' || token === '{') return token;
    const alternatives = THESAURUS[token.toLowerCase()];
    if (!alternatives) return token;
    changed = true;
    const upper = token.charAt(0) === token.charAt(0).toUpperCase();
    const options = [token, ...alternatives.map((a) => (upper ? capitalise(a) : a))];
    return `{${options.join('|')}}`;
  });
  return changed ? out : SPINTAX_FAIL;
}
