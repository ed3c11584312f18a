// Spintax: {a|b|c} picks one of its options each time a message is spun, options may nest
// ({Hi|Hello {there|friend}}), and anything outside braces is kept as written. Pure, so the
// compose page previews with the same engine the server (and later the sending engine) spins with.
// An unbalanced brace is ordinary text: a message is never refused for a stray '{'.

type Part = string | Part[][];

/** Parses text into literal strings and choice nodes (each a list of options, each a list of parts). */
function parse(text: string): Part[] {
  let i = 0;
  const parseSeq = (inChoice: boolean): Part[] => {
    const out: Part[] = [];
    let literal = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === '{') {
        const close = matchingClose(text, i);
        if (close === -1) {
          literal += c;
          i += 1;
          continue;
        }
        if (literal) out.push(literal);
        literal = '';
        i += 1;
        const options: Part[][] = [parseSeq(true)];
        while (text[i] === '|') {
          i += 1;
          options.push(parseSeq(true));
        }
        i += 1; // the '}'
        out.push(options);
      } else if (inChoice && (c === '|' || c === '}')) {
        break;
      } else {
        literal += c;
        i += 1;
      }
    }
    if (literal) out.push(literal);
    return out;
  };
  return parseSeq(false);
}

/** Index of the '}' closing the '{' at `open`, or -1 when it is never closed. */
function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j += 1) {
    if (text[j] === '{') depth += 1;
    else if (text[j] === '}') {
      depth -= 1;
      if (depth === 0) return j;
    }
  }
  return -1;
}

function render(parts: Part[], pick: (n: number) => number): string {
  return parts.map((p) => (typeof p === 'string' ? p : render(p[pick(p.length)]!, pick))).join('');
}

/** One spin of the message; `random` in [0, 1) chooses each option (Math.random by default). */
export function spin(text: string, random: () => number = Math.random): string {
  return render(parse(text), (n) => Math.min(n - 1, Math.floor(random() * n)));
}

/** How many different texts the message can spin to (counted, not deduplicated), capped at `cap`. */
export function countVariations(text: string, cap = 1_000_000): number {
  const count = (parts: Part[]): number =>
    parts.reduce<number>((acc, p) => Math.min(cap, acc * (typeof p === 'string' ? 1 : p.reduce((s, o) => Math.min(cap, s + count(o)), 0))), 1);
  return count(parse(text));
}

/** Whether the message holds at least one choice. */
export const hasSpintax = (text: string) => parse(text).some((p) => typeof p !== 'string');

/** Every variation, in order, up to `limit` of them. */
export function allVariations(text: string, limit = 100): string[] {
  const expand = (parts: Part[]): string[] => {
    let acc = [''];
    for (const p of parts) {
      const options = typeof p === 'string' ? [p] : p.flatMap(expand);
      acc = acc.flatMap((a) => options.map((o) => a + o)).slice(0, limit);
    }
    return acc;
  };
  return expand(parse(text)).slice(0, limit);
}

/**
 * Preview text (001 §5: "Preview spin text is stripped of markup and line breaks before the
 * call"): HTML-like tags removed, line breaks become spaces, runs of spaces become one.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^<>]*>/g, '')
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The longest text the message can spin to: what the counter measures, since any spin may be sent. */
export function longestSpin(text: string): string {
  const longest = (parts: Part[]): string =>
    parts
      .map((p) => (typeof p === 'string' ? p : p.map(longest).reduce((a, b) => (b.length > a.length ? b : a), '')))
      .join('');
  return longest(parse(text));
}
