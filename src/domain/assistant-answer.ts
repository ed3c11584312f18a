// Splits a creative assistant's answer into creatives (001 §3): 'SMS n:' prefixes removed, blank
// lines dropped, titles a base plus _01, _02 and so on. When the answer marks its messages with
// 'SMS n:', each marker starts a creative (a message may run over several lines); without markers
// each non-blank line is one creative.

export interface SplitCreative {
  title: string;
  message: string;
}

const MARKER = /^\s*(?:\*\*)?\s*SMS\s*\d+\s*[:.)-]\s*(?:\*\*)?\s*/i;

/** base_01, base_02, ... (two digits, more when there are over 99). */
export function creativeTitle(base: string, index: number, total: number): string {
  const width = Math.max(2, String(total).length);
  return `${base}_${String(index + 1).padStart(width, '0')}`;
}

export function splitAssistantAnswer(answer: string, base: string): SplitCreative[] {
  const lines = answer.split(/\r\n|\r|\n/);
  const marked = lines.some((l) => MARKER.test(l));
  const messages: string[] = [];
  if (marked) {
    let current: string[] | null = null;
    for (const line of lines) {
      if (MARKER.test(line)) {
        if (current) messages.push(current.join('\n'));
        current = [line.replace(MARKER, '')];
      } else if (current) current.push(line);
    }
    if (current) messages.push(current.join('\n'));
  } else {
    messages.push(...lines);
  }
  const cleaned = messages
    .map((m) =>
      m
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => l.trim())
        .join('\n'),
    )
    .filter((m) => m !== '');
  return cleaned.map((message, i) => ({ title: creativeTitle(base.trim() || 'creative', i, cleaned.length), message }));
}
