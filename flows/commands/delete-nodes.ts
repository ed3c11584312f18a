// Delete the selected nodes with everything below them (a child without its parent would hang from
// nothing), and the selected sticky notes. Undo brings the whole subtree back.
import type { Command } from '../history';
import { withDescendants } from '../subtree';
import { countOf, relabel } from './draft';

export function deleteNodes(ids: readonly string[]): Command {
  return {
    name: `Delete ${countOf(ids.length, 'node', 'nodes')}`,
    run(draft) {
      const selected = new Set(ids);
      if (draft.notes.some((n) => selected.has(n.id))) draft.notes = draft.notes.filter((n) => !selected.has(n.id));
      const gone = withDescendants(draft.nodes, ids);
      if (gone.size === 0) return;
      draft.nodes = draft.nodes.filter((n) => !gone.has(n.id));
      relabel(draft);
    },
  };
}
