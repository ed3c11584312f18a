// What a guide's HTML may hold (decision 50). Every feature is sanitised with sanitize-html when it
// is saved and again when it is read, so nothing a guide holds can run script: no <script>, <style>,
// <iframe> or event attributes, and links and images only over http(s) (links also mailto and
// addresses on this site). The editor's output (headings, lists, links, images, code, tables) passes.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['style'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedStyles: { col: { 'min-width': [/^\d+px$/], width: [/^\d+px$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens beside the guide and gives the other site no handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(/^https?:/i.test(attribs.href ?? '') ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

/** The HTML with everything that could run script removed. */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const BLOCK_END = /<\/(p|h[1-6]|li|td|th|pre|blockquote|tr)>|<br\s*\/?>/gi;

/** The plain text the viewer's search reads; blocks are kept apart by a space, as the viewer counts them. */
export function guideText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (name in ENTITIES) return ENTITIES[name];
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (!code) return whole;
    return String.fromCodePoint(name.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}
