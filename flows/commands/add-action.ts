// Append an action to a node (the palette's drop); it starts empty and the inspector fills it in.
import { NODE_ACTIONS_MAX, type ActionType } from '@domain/responder-flow';
import { defaultAction } from '../defaults';
import { CommandRefused } from '../history';
import { newFlowId } from '../model';
import { nodeOf, type CreatingCommand } from './draft';

export function addAction(nodeId: string, actionType: ActionType): CreatingCommand {
  const id = newFlowId('a');
  return {
    name: 'Add action',
    createdId: id,
    run(draft) {
      const node = nodeOf(draft, nodeId);
      if (node.actions.length >= NODE_ACTIONS_MAX) throw new CommandRefused(`Actions must be at most ${NODE_ACTIONS_MAX}`);
      node.actions.push(defaultAction(actionType, id));
    },
  };
}
