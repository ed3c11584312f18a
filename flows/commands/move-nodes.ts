// Move nodes and sticky notes to where the user dropped them (one undo step per drag, however many
// were selected). Only x and y change; sibling order stays, so labels do too.
import type { Command } from '../history';
import type { DocumentDraft } from './draft';

export type Positions = Readonly<Record<string, { x: number; y: number }>>;

/** Set x/y of every node (and, when `withNotes`, note) named in `positions`; one pass over each list. */
export function placeAt(draft: DocumentDraft, positions: Positions, withNotes: boolean): void {
  const items = withNotes ? [...draft.nodes, ...draft.notes] : draft.nodes;
  for (const item of items) {
    const at = Object.hasOwn(positions, item.id) ? positions[item.id] : undefined;
    if (!at) continue;
    if (item.position.x !== at.x) item.position.x = at.x;
    if (item.position.y !== at.y) item.position.y = at.y;
  }
}

export function moveNodes(positions: Positions): Command {
  return { name: 'Move', run: (draft) => placeAt(draft, positions, true) };
}
