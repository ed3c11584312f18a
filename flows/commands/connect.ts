// Hang a node under another node's action (drag an edge from an action to a node): the re-parent
// of the canvas. Refused with a reason when the trigger may not follow that action (flows/rules.ts:
// a start-only trigger such as Inbound call never follows one), when the node would end up under
// itself (a loop), or when it is dropped on itself. `triggerType` changes what enters the node, to
// that trigger's defaults; the trigger keeps its id.
import type { TriggerType } from '@domain/responder-flow';
import { defaultTrigger } from '../defaults';
import { CommandRefused, type Command } from '../history';
import { connectionProblem } from '../rules';
import { isSameOrBelow } from '../subtree';
import { actionOf, nextOrder, nodeOf, relabel } from './draft';

export interface ConnectInput {
  parentId: string;
  actionId: string;
  childId: string;
  triggerType?: TriggerType;
}

export function connect(input: ConnectInput): Command {
  return {
    name: 'Connect',
    run(draft) {
      if (input.parentId === input.childId) throw new CommandRefused('A node cannot follow its own action');
      const child = nodeOf(draft, input.childId);
      const parent = nodeOf(draft, input.parentId);
      const action = actionOf(parent, input.actionId);
      if (isSameOrBelow(draft.nodes, parent.id, child.id)) {
        throw new CommandRefused(`${parent.label} is below ${child.label}: connecting them would make a loop`);
      }
      const type = input.triggerType ?? child.trigger.type;
      const problem = connectionProblem(action.type, type);
      if (problem) throw new CommandRefused(problem);
      if (type !== child.trigger.type) child.trigger = defaultTrigger(type, child.trigger.id);
      if (child.parentId === parent.id && child.parentActionId === action.id) return;
      if (child.parentId !== parent.id) child.position.order = nextOrder(draft, parent.id);
      child.parentId = parent.id;
      child.parentActionId = action.id;
      relabel(draft);
    },
  };
}
