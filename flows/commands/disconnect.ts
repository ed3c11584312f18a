// Cut the edge into a node (the canvas deletes an edge): the node and its subtree become a tree of
// their own. Only a trigger that can start a responder may stand as a root; otherwise the cut is
// refused with the reason (delete the node instead).
import { CommandRefused, type Command } from '../history';
import { connectionProblem } from '../rules';
import { nextOrder, nodeOf, relabel } from './draft';

export function disconnect(nodeId: string): Command {
  return {
    name: 'Disconnect',
    run(draft) {
      const node = nodeOf(draft, nodeId);
      if (node.parentId === null) return;
      const problem = connectionProblem(null, node.trigger.type);
      if (problem) throw new CommandRefused(problem);
      node.position.order = nextOrder(draft, null);
      node.parentId = null;
      node.parentActionId = null;
      relabel(draft);
    },
  };
}
