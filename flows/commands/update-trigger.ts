// Change what enters a node: its trigger's type or parameters. The trigger keeps its id (the edge's
// triggerId) and a new type must still be allowed after the parent's action, or start a root.
import type { Trigger } from '@domain/responder-flow';
import { CommandRefused, type Command } from '../history';
import { connectionProblem } from '../rules';
import { nodeOf } from './draft';

export function updateTrigger(nodeId: string, trigger: Trigger): Command {
  return {
    name: 'Edit trigger',
    run(draft) {
      const node = nodeOf(draft, nodeId);
      if (trigger.type !== node.trigger.type) {
        const parent = node.parentId === null ? null : draft.nodes.find((n) => n.id === node.parentId);
        const action = parent?.actions.find((a) => a.id === node.parentActionId) ?? null;
        const problem = connectionProblem(action ? action.type : null, trigger.type);
        if (problem) throw new CommandRefused(problem);
      }
      node.trigger = { ...trigger, id: node.trigger.id };
    },
  };
}
