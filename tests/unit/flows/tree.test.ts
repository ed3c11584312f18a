// The spec's tree with children and the editor's flat list, both ways.
import { describe, expect, it } from 'vitest';
import type { ResponderDocument } from '@domain/responder-flow';
import { fromTree, toTree } from '@flows/tree';
import { documentOf, largeDocument, sampleDocument, sms } from './fixtures';

const sorted = (doc: ResponderDocument) => [...doc.nodes].sort((a, b) => a.id.localeCompare(b.id));

describe('toTree / fromTree', () => {
  it('nests children under their parent in sibling order', () => {
    const tree = toTree(sampleDocument());
    expect(tree.map((t) => t.label)).toEqual(['Node #1', 'Node #2']);
    expect(tree[0].children.map((c) => c.label)).toEqual(['Node #1.1', 'Node #1.2', 'Node #1.3']);
    expect(tree[0].children[2].children[0]).toMatchObject({ id: 'n131', label: 'Node #1.3.1', children: [] });
  });

  it('goes back to the same document, large ones too', () => {
    for (const doc of [sampleDocument(), largeDocument(300)]) {
      const back = fromTree(toTree(doc), doc.notes);
      expect(sorted(back)).toEqual(sorted(doc));
    }
  });

  it('recomputes labels and levels from the nesting', () => {
    const [first, second] = toTree(sampleDocument());
    const back = fromTree([second, first]);
    expect(back.nodes.find((n) => n.id === 'n2')?.label).toBe('Node #1');
    expect(back.nodes.find((n) => n.id === 'n131')).toMatchObject({ label: 'Node #2.3.1', level: 3 });
  });

  it('keeps dangling nodes and loops at the top, as they were', () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'live_feed' }, actions: [sms('a')] },
      { id: 'd', parent: ['gone', 'x'], trigger: { id: 'td', type: 'no_reply', timeout: 1 }, actions: [sms('b')] },
      { id: 'l1', parent: ['l2', 'c2'], trigger: { id: 't1', type: 'no_reply', timeout: 1 }, actions: [sms('c1')] },
      { id: 'l2', parent: ['l1', 'c1'], trigger: { id: 't2', type: 'no_reply', timeout: 1 }, actions: [sms('c2')] },
    ]);
    const tree = toTree(doc);
    expect(tree.map((t) => t.id)).toEqual(['r', 'd', 'l1']);
    expect(sorted(fromTree(tree))).toEqual(sorted(doc));
  });
});
