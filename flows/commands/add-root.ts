// Add a root node: a new start of the responder, entered by a start trigger (flows/rules.ts).
import type { ActionType, Trigger, TriggerType } from '@domain/responder-flow';
import { defaultAction, defaultTrigger, newPosition } from '../defaults';
import { CommandRefused } from '../history';
import { newFlowId } from '../model';
import { connectionProblem } from '../rules';
import { nextOrder, relabel, type CreatingCommand } from './draft';

export function addRoot(trigger: Trigger | TriggerType, position: { x: number; y: number }, actionType: ActionType = 'send_message'): CreatingCommand {
  const id = newFlowId('n');
  const entered = typeof trigger === 'string' ? defaultTrigger(trigger) : trigger;
  return {
    name: 'Add node',
    createdId: id,
    run(draft) {
      const problem = connectionProblem(null, entered.type);
      if (problem) throw new CommandRefused(problem);
      draft.nodes.push({
        id,
        label: '',
        level: 1,
        parentId: null,
        parentActionId: null,
        trigger: entered,
        actions: [defaultAction(actionType)],
        position: newPosition(position, nextOrder(draft, null)),
      });
      relabel(draft);
    },
  };
}
