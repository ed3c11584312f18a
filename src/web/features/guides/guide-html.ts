// The viewer's work on a feature's (server-sanitised) HTML, in the browser: anchors on its headings
// for 'On this page', and the search match to highlight. Both walk a parsed copy, never the string.
import { headingAnchor } from '@domain/guides';

export interface GuideHeading {
  id: string;
  text: string;
  level: number;
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'LI', 'TD', 'TH', 'PRE', 'BLOCKQUOTE', 'TR']);

/** The HTML with an id on each h1-h4, and the headings in order. */
export function withHeadingAnchors(html: string): { html: string; headings: GuideHeading[] } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const taken = new Set<string>();
  const headings = [...doc.body.querySelectorAll('h1, h2, h3, h4')].map((h) => {
    const text = h.textContent?.trim() ?? '';
    const id = `guide-${headingAnchor(text, taken)}`;
    h.id = id;
    return { id, text, level: Number(h.tagName.slice(1)) };
  });
  return { html: doc.body.innerHTML, headings };
}

function blockOf(node: Node): Node | null {
  let at: Node | null = node.parentNode;
  while (at && !(at instanceof Element && BLOCKS.has(at.tagName))) at = at.parentNode;
  return at;
}

/**
 * Wraps the `occurrence`-th case-insensitive match of `query` in `root` in a <mark> and returns it
 * (the last match when there are fewer). Matches are counted within blocks, as the server counts them.
 */
export function highlightMatch(root: HTMLElement, query: string, occurrence: number): HTMLElement | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // Text nodes grouped by block, so a match may span <strong> inside a paragraph but not two paragraphs.
  const runs: { nodes: Text[]; text: string }[] = [];
  let lastBlock: Node | null | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Text)) continue;
    const block = blockOf(node);
    if (runs.length === 0 || block !== lastBlock) runs.push({ nodes: [], text: '' });
    lastBlock = block;
    const run = runs[runs.length - 1];
    run.nodes.push(node);
    run.text += node.data;
  }
  const found: { run: (typeof runs)[number]; at: number }[] = [];
  for (const run of runs) {
    const lower = run.text.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) found.push({ run, at });
  }
  const match = found[Math.min(occurrence, found.length - 1)];
  if (!match) return null;
  // The match may run over several text nodes (a bold word): each piece gets a mark; the first is answered.
  let start = match.at;
  let left = needle.length;
  let first: HTMLElement | null = null;
  for (const node of [...match.run.nodes]) {
    if (left <= 0) break;
    if (start >= node.data.length) {
      start -= node.data.length;
      continue;
    }
    const end = Math.min(node.data.length, start + left);
    const range = root.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    const mark = root.ownerDocument.createElement('mark');
    mark.dataset.guideMatch = 'true';
    range.surroundContents(mark);
    first ??= mark;
    left -= end - start;
    start = 0;
  }
  return first;
}
