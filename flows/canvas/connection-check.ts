// May this action lead to that node? The canvas asks while a connection is dragged (React Flow's
// isValidConnection) and, when the answer is no, says why in the user's language. The rule is
// flows/rules.ts (connectionProblem); the sentences here follow its three shapes word for word in
// English, with the names translated. A loop (hanging a node under its own descendant) and a node
// under itself are refused too, as the connect command would.
import type { ActionType, FlowNode, TriggerType } from '@domain/responder-flow';
import { ACTION_LABELS, TRIGGER_LABELS, TRIGGERS_AFTER, connectionProblem } from '../rules';
import type { CanvasText } from './canvas-text';

export type ConnectionAttempt = { source: string; sourceHandle?: string | null; target: string };

/** connectionProblem's reason in the user's language (null: allowed). */
export function connectionReason(action: ActionType | null, trigger: TriggerType, t: CanvasText): string | null {
  if (connectionProblem(action, trigger) === null) return null;
  const name = t(TRIGGER_LABELS[trigger]);
  if (action === null) return t('{{trigger}} cannot start a responder: it can only follow an action', { trigger: name });
  const allowed = TRIGGERS_AFTER[action];
  if (allowed.length === 0) return t('Nothing can follow {{action}}: the contact never sees it', { action: t(ACTION_LABELS[action]) });
  return t('{{trigger}} cannot follow {{action}}; it can lead to {{allowed}}', {
    trigger: name,
    action: t(ACTION_LABELS[action]),
    allowed: allowed.map((type) => t(TRIGGER_LABELS[type])).join(', '),
  });
}

/** Why the attempt is refused, or null when the connect command may run. */
export function connectionRefusal(nodes: ReadonlyMap<string, FlowNode>, attempt: ConnectionAttempt, t: CanvasText): string | null {
  const parent = nodes.get(attempt.source);
  const child = nodes.get(attempt.target);
  const action = parent?.actions.find((a) => a.id === attempt.sourceHandle);
  if (!parent || !child || !action) return t('Drag from an action to a node');
  if (parent.id === child.id) return t('A node cannot follow its own action');
  const reason = connectionReason(action.type, child.trigger.type, t);
  if (reason) return reason;
  // Walk up from the parent: meeting the child means the child is above it, so this would loop.
  // (At most one step per node, even if a damaged document already holds a loop.)
  let up: FlowNode | undefined = parent;
  for (let steps = 0; up && steps <= nodes.size; steps++, up = up.parentId === null ? undefined : nodes.get(up.parentId)) {
    if (up.id === child.id) return t('{{node}} is above {{parent}}: hanging it there would make a loop', { node: child.label, parent: parent.label });
  }
  return null;
}
