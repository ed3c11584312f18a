// Duplicate a node with its subtree (Ctrl+D): fresh ids everywhere, drawn a little below and to the
// right, hanging from the same action as the original (a root's copy is another root).
import { current } from 'immer';
import { type FlowNode } from '@domain/responder-flow';
import { reidNodes } from '../reid';
import { withDescendants } from '../subtree';
import { nextOrder, nodeOf, relabel, type CreatingCommand } from './draft';

/** How far the copy is drawn from the original, so both stay visible. */
export const DUPLICATE_OFFSET = { x: 40, y: 40 };

export function duplicateNode(nodeId: string): CreatingCommand {
  const command: CreatingCommand = {
    name: 'Duplicate node',
    createdId: '',
    run(draft) {
      const original = nodeOf(draft, nodeId);
      const ids = withDescendants(draft.nodes, [nodeId]);
      const subtree: FlowNode[] = draft.nodes.filter((n) => ids.has(n.id)).map((n) => current(n));
      const order = nextOrder(draft, original.parentId);
      const { nodes, nodeIds } = reidNodes(subtree, DUPLICATE_OFFSET);
      const copyId = nodeIds.get(nodeId);
      const top = nodes.find((n) => n.id === copyId);
      if (top) top.position.order = order;
      draft.nodes.push(...nodes);
      command.createdId = copyId ?? '';
      relabel(draft);
    },
  };
  return command;
}
