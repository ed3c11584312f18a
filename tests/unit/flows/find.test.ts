// Ctrl+F: finding a node by what the user remembers of it.
import { describe, expect, it } from 'vitest';
import { findNodes } from '@flows/find';
import { sampleDocument } from './fixtures';

describe('findNodes', () => {
  const doc = sampleDocument();

  it('finds by label, keyword, intent and message text, ignoring case, in tree order', () => {
    expect(findNodes(doc, 'node #2')).toEqual([
      { nodeId: 'n2', label: 'Node #2', field: 'label', match: 'Node #2' },
      { nodeId: 'n21', label: 'Node #2.1', field: 'label', match: 'Node #2.1' },
      { nodeId: 'n22', label: 'Node #2.2', field: 'label', match: 'Node #2.2' },
    ]);
    expect(findNodes(doc, 'SURE')).toEqual([{ nodeId: 'n11', label: 'Node #1.1', field: 'keyword', match: 'sure thing' }]);
    expect(findNodes(doc, 'not interested')).toEqual([{ nodeId: 'n12', label: 'Node #1.2', field: 'intent', match: 'not_interested' }]);
    expect(findNodes(doc, 'still there')).toEqual([{ nodeId: 'n13', label: 'Node #1.3', field: 'message', match: 'Still there?' }]);
  });

  it("searches the chosen creative's text when the library is given, and cuts long texts around the match", () => {
    const withCreative = {
      ...doc,
      nodes: doc.nodes.map((n) => (n.id === 'n22' ? { ...n, actions: [{ id: 'c', type: 'send_message' as const, messageType: 'SMS' as const, source: 'creative' as const, creativeId: 4, medias: [], delayedMinute: 0 }] } : n)),
    };
    const creatives = [{ id: 4, message: `${'a'.repeat(50)} our summer promotion ends soon ${'b'.repeat(50)}` }];
    expect(findNodes(withCreative, 'promotion', { creatives })).toEqual([
      { nodeId: 'n22', label: 'Node #2.2', field: 'message', match: `…${'a'.repeat(18)} our summer promotion ends soon ${'b'.repeat(19)}…` },
    ]);
    expect(findNodes(withCreative, 'promotion')).toEqual([]);
  });

  it('answers nothing for an empty query', () => {
    expect(findNodes(doc, '  ')).toEqual([]);
  });
});
