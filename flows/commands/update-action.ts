// Replace one action's fields (the inspector's save). Changing its type is refused while children
// hang from it that the new type cannot lead to: they would be left unreachable.
import type { Action } from '@domain/responder-flow';
import { CommandRefused, type Command } from '../history';
import { connectionProblem } from '../rules';
import { nodeOf } from './draft';

export function updateAction(nodeId: string, action: Action): Command {
  return {
    name: 'Edit action',
    run(draft) {
      const node = nodeOf(draft, nodeId);
      const index = node.actions.findIndex((a) => a.id === action.id);
      if (index < 0) throw new CommandRefused(`This action is no longer in ${node.label}`);
      if (node.actions[index].type !== action.type) {
        for (const child of draft.nodes) {
          if (child.parentId !== nodeId || child.parentActionId !== action.id) continue;
          const problem = connectionProblem(action.type, child.trigger.type);
          if (problem) throw new CommandRefused(`${child.label}: ${problem}`);
        }
      }
      node.actions[index] = action;
    },
  };
}
