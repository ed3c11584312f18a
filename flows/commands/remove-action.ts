// Remove an action from a node. The child nodes that answered it go too (with everything below
// them): left behind they would hang from nothing. Undo brings them all back.
import { type Command } from '../history';
import { withDescendants } from '../subtree';
import { actionOf, nodeOf, relabel } from './draft';

export function removeAction(nodeId: string, actionId: string): Command {
  return {
    name: 'Remove action',
    run(draft) {
      const node = nodeOf(draft, nodeId);
      actionOf(node, actionId);
      node.actions = node.actions.filter((a) => a.id !== actionId);
      const answers = draft.nodes.filter((n) => n.parentId === nodeId && n.parentActionId === actionId).map((n) => n.id);
      if (answers.length === 0) return;
      const gone = withDescendants(draft.nodes, answers);
      draft.nodes = draft.nodes.filter((n) => !gone.has(n.id));
      relabel(draft);
    },
  };
}
