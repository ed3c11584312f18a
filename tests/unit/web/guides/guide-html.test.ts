// @vitest-environment jsdom
// The viewer's work on a guide's HTML and the search's counting (decision 50): headings get unique
// anchors for 'On this page'; the server's matches and the viewer's highlight count occurrences the
// same way, so a search click marks the match that was clicked, even across a bold word.
import { describe, expect, it } from 'vitest';
import { findGuideMatches, headingAnchor } from '@domain/guides';
import { highlightMatch, withHeadingAnchors } from '@web/features/guides/guide-html';
import { guideText } from '@server/modules/guides/guide-html';

const html = '<h2>Import contacts</h2><p>Upload a <strong>CSV</strong> file; a csv may hold 5,000 rows.</p><h2>Import contacts</h2><ul><li><p>CSV again &amp; more</p></li></ul>';

describe('guide HTML in the viewer', () => {
  it('anchors every heading, numbering repeats', () => {
    const { html: anchored, headings } = withHeadingAnchors(html);
    expect(headings).toEqual([
      { id: 'guide-import-contacts', text: 'Import contacts', level: 2 },
      { id: 'guide-import-contacts-2', text: 'Import contacts', level: 2 },
    ]);
    expect(anchored).toContain('<h2 id="guide-import-contacts-2">');
    expect(headingAnchor('Mục lục!', new Set())).toBe('muc-luc');
  });

  it('marks the occurrence the server counted', () => {
    const matches = findGuideMatches([{ id: 7, title: 'Contacts', text: guideText(html) }], 'csv');
    expect(matches.map((m) => m.occurrence)).toEqual([0, 1, 2]);
    expect(matches[2].context).toContain('CSV again & more');
    const root = document.createElement('div');
    root.innerHTML = withHeadingAnchors(html).html;
    const mark = highlightMatch(root, 'csv', 2);
    expect(mark?.textContent).toBe('CSV');
    expect(mark?.closest('li')).not.toBeNull();
  });

  it('finds a match that spans a bold word inside one paragraph', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Reply STOP or <strong>UNSUB</strong>SCRIBE now</p>';
    expect(findGuideMatches([{ id: 1, title: 't', text: guideText(root.innerHTML) }], 'unsubscribe')).toHaveLength(1);
    expect(highlightMatch(root, 'unsubscribe', 0)?.textContent).toBe('UNSUB');
    expect([...root.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['UNSUB', 'SCRIBE']);
    expect(highlightMatch(root, 'nothing', 0)).toBeNull();
  });
});
