// Reorder a node's actions (they run top to bottom); the children stay on their action.
import { CommandRefused, type Command } from '../history';
import { nodeOf } from './draft';

export function moveAction(nodeId: string, actionId: string, toIndex: number): Command {
  return {
    name: 'Move action',
    run(draft) {
      const node = nodeOf(draft, nodeId);
      const from = node.actions.findIndex((a) => a.id === actionId);
      if (from < 0) throw new CommandRefused(`This action is no longer in ${node.label}`);
      const to = Math.max(0, Math.min(node.actions.length - 1, Math.trunc(toIndex)));
      if (from === to) return;
      const [action] = node.actions.splice(from, 1);
      node.actions.splice(to, 0, action);
    },
  };
}
