// Which separator a contact file uses, guessed from its first line so the sender usually only has
// to confirm it. Characters inside double quotes do not count ("Smith, John" is one field). A
// file whose line holds none of tab, semicolon, comma or pipe but has spaces is space-separated;
// a pipe is offered as "other". The sender can always change the guess.
import { SEPARATOR_CHARS, type Separator } from '@domain/contacts';

export type SeparatorChoice = { separator: Separator; otherSeparator: string };

/** Separators tried in this order; on a tie the earlier one wins (commas are the common case). */
const CANDIDATES: { choice: SeparatorChoice; char: string }[] = [
  { choice: { separator: 'comma', otherSeparator: '' }, char: ',' },
  { choice: { separator: 'semicolon', otherSeparator: '' }, char: ';' },
  { choice: { separator: 'tab', otherSeparator: '' }, char: '\t' },
  { choice: { separator: 'other', otherSeparator: '|' }, char: '|' },
];

/** How often each character occurs outside double-quoted fields. */
function countOutsideQuotes(line: string): Map<string, number> {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

export function guessSeparator(firstLine: string): SeparatorChoice {
  const line = firstLine.replace(/^\uFEFF/, '').replace(/\r$/, '');
  const counts = countOutsideQuotes(line);
  let best: SeparatorChoice | null = null;
  let bestCount = 0;
  for (const { choice, char } of CANDIDATES) {
    const count = counts.get(char) ?? 0;
    if (count > bestCount) {
      best = choice;
      bestCount = count;
    }
  }
  if (best) return { ...best };
  if ((counts.get(' ') ?? 0) > 0) return { separator: 'space', otherSeparator: '' };
  return { separator: 'comma', otherSeparator: '' };
}

/** The character a choice stands for; null while "other" has no character yet. */
export function separatorChar({ separator, otherSeparator }: SeparatorChoice): string | null {
  if (separator === 'other') return otherSeparator.length === 1 ? otherSeparator : null;
  return SEPARATOR_CHARS[separator];
}
