// Add a child under one action of a node: the contact's answer (its trigger) to that action, with
// the trigger's defaults and one action to fill in. Refused when the trigger may not follow the
// action (flows/rules.ts says why).
import type { ActionType, TriggerType } from '@domain/responder-flow';
import { defaultAction, defaultTrigger, newPosition } from '../defaults';
import { CommandRefused } from '../history';
import { newFlowId } from '../model';
import { connectionProblem } from '../rules';
import { actionOf, nextOrder, nodeOf, relabel, type CreatingCommand } from './draft';

export interface AddChildInput {
  parentId: string;
  actionId: string;
  triggerType: TriggerType;
  /** Where to draw it; beside the parent when left out. */
  position?: { x: number; y: number };
  /** The new node's first action (send_message unless said otherwise). */
  actionType?: ActionType;
}

/** Horizontal step between a parent and a child placed without a position (layout fixes it later). */
const CHILD_OFFSET = { x: 360, y: 0 };

export function addChild(input: AddChildInput): CreatingCommand {
  const id = newFlowId('n');
  const trigger = defaultTrigger(input.triggerType);
  const action = defaultAction(input.actionType ?? 'send_message');
  return {
    name: 'Add node',
    createdId: id,
    run(draft) {
      const parent = nodeOf(draft, input.parentId);
      const parentAction = actionOf(parent, input.actionId);
      const problem = connectionProblem(parentAction.type, input.triggerType);
      if (problem) throw new CommandRefused(problem);
      const order = nextOrder(draft, parent.id);
      const at = input.position ?? { x: parent.position.x + CHILD_OFFSET.x, y: parent.position.y + order * 160 };
      draft.nodes.push({
        id,
        label: '',
        level: parent.level + 1,
        parentId: parent.id,
        parentActionId: parentAction.id,
        trigger,
        actions: [action],
        position: newPosition(at, order),
      });
      relabel(draft);
    },
  };
}
