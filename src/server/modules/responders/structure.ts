// What makes a graph unfit to store, as opposed to unfit to publish (flows' checks): ids used twice,
// a child whose parent or parent action is not there, a trigger that may not follow its parent's
// action (flows/rules.ts; the canvas refuses those connections too), a node that is its own
// ancestor. A draft may hold unfinished nodes (a root on a trigger that cannot start, an empty
// message): publish refuses those with the problems listed.
import type { FlowNode } from '@domain/responder-flow';
import { connectionProblem } from '@flows/rules';

export interface StructureIssue {
  nodeId: string;
  /** Path inside the node, e.g. ['parentId'] or ['actions', 2, 'id']. */
  path: (string | number)[];
  /** The rest of the sentence after the field's label. */
  text: string;
}

export function structureIssues(nodes: readonly FlowNode[], labelOf: (id: string) => string): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const byId = new Map<string, FlowNode>();
  const triggerIds = new Set<string>();
  for (const node of nodes) {
    if (byId.has(node.id)) issues.push({ nodeId: node.id, path: ['id'], text: `${node.id} is used by two nodes` });
    byId.set(node.id, node);
    if (triggerIds.has(node.trigger.id)) issues.push({ nodeId: node.id, path: ['trigger', 'id'], text: `${node.trigger.id} is used by two triggers` });
    triggerIds.add(node.trigger.id);
    const actionIds = new Set<string>();
    node.actions.forEach((action, i) => {
      if (actionIds.has(action.id)) issues.push({ nodeId: node.id, path: ['actions', i, 'id'], text: `${action.id} is used by two actions of ${labelOf(node.id)}` });
      actionIds.add(action.id);
    });
  }
  for (const node of nodes) {
    if (node.parentId === null) {
      if (node.parentActionId !== null) issues.push({ nodeId: node.id, path: ['parentActionId'], text: `of ${labelOf(node.id)} needs a parent node` });
      continue;
    }
    const parent = byId.get(node.parentId);
    if (!parent || parent.id === node.id) {
      issues.push({ nodeId: node.id, path: ['parentId'], text: `of ${labelOf(node.id)} is not another node of this responder` });
      continue;
    }
    const action = parent.actions.find((a) => a.id === node.parentActionId);
    if (!action) {
      issues.push({ nodeId: node.id, path: ['parentActionId'], text: `of ${labelOf(node.id)} is not an action of ${labelOf(parent.id)}` });
      continue;
    }
    const reason = connectionProblem(action.type, node.trigger.type);
    if (reason) issues.push({ nodeId: node.id, path: ['trigger'], text: `of ${labelOf(node.id)}: ${reason}` });
  }
  issues.push(...cycleIssues(nodes, byId, labelOf));
  return issues;
}

/** A node that reaches itself going up its parents. */
function cycleIssues(nodes: readonly FlowNode[], byId: ReadonlyMap<string, FlowNode>, labelOf: (id: string) => string): StructureIssue[] {
  const settled = new Set<string>();
  const issues: StructureIssue[] = [];
  for (const node of nodes) {
    const seen = new Set<string>();
    let at: FlowNode | undefined = node;
    while (at && !settled.has(at.id)) {
      if (seen.has(at.id)) {
        issues.push({ nodeId: at.id, path: ['parentId'], text: `of ${labelOf(at.id)} makes a loop: a node cannot hang below itself` });
        break;
      }
      seen.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    for (const id of seen) settled.add(id);
  }
  return issues;
}
