// What makes a graph unfit to store, as opposed to unfit to publish (flows' checks): ids used twice,
// a child whose parent or parent action is not there, a trigger that may not follow its parent's
// action (flows/rules.ts; the canvas refuses those connections too), a node that is its own
// ancestor. A draft may hold unfinished nodes (a root on a trigger that cannot start, an empty
// message): publish refuses those with the problems listed.
import type { FlowNode } from '@domain/responder-flow';
import { connectionProblem } from '@flows/rules';

export interface StructureIssue {
  /** Index of the node in the list checked. */
  index: number;
  /** Path inside the node, e.g. ['parentId'] or ['actions', 2, 'id']. */
  path: (string | number)[];
  /** The rest of the sentence after the field's label. */
  text: string;
}

/**
 * Ids used twice and loops: checked first, since labels (flows/model.ts treeLabels) can only be
 * made for a tree. Told by id.
 */
export function identityIssues(nodes: readonly FlowNode[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const nodeIds = new Set<string>();
  const triggerIds = new Set<string>();
  nodes.forEach((node, index) => {
    if (nodeIds.has(node.id)) issues.push({ index, path: ['id'], text: `${node.id} is used by two nodes` });
    nodeIds.add(node.id);
    if (triggerIds.has(node.trigger.id)) issues.push({ index, path: ['trigger', 'id'], text: `${node.trigger.id} is used by two triggers` });
    triggerIds.add(node.trigger.id);
    const actionIds = new Set<string>();
    node.actions.forEach((action, i) => {
      if (actionIds.has(action.id)) issues.push({ index, path: ['actions', i, 'id'], text: `${action.id} is used by two actions of ${node.id}` });
      actionIds.add(action.id);
    });
  });
  if (issues.length > 0) return issues;
  return cycleIssues(nodes);
}

/** A node that reaches itself going up its parents. */
function cycleIssues(nodes: readonly FlowNode[]): StructureIssue[] {
  const indexOf = new Map(nodes.map((n, i) => [n.id, i]));
  const settled = new Set<string>();
  for (const node of nodes) {
    const seen = new Set<string>();
    let at: FlowNode | undefined = node;
    while (at && !settled.has(at.id)) {
      if (seen.has(at.id)) return [{ index: indexOf.get(at.id) ?? 0, path: ['parentId'], text: `of ${at.id} makes a loop: a node cannot hang below itself` }];
      seen.add(at.id);
      const parentIndex: number | undefined = at.parentId === null ? undefined : indexOf.get(at.parentId);
      at = parentIndex === undefined ? undefined : nodes[parentIndex];
    }
    for (const id of seen) settled.add(id);
  }
  return [];
}

/** Each child's parent, parent action and trigger (on a tree with unique ids), told by label. */
export function linkIssues(nodes: readonly FlowNode[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const labelOf = (node: FlowNode) => node.label || node.id;
  nodes.forEach((node, index) => {
    if (node.parentId === null) {
      if (node.parentActionId !== null) issues.push({ index, path: ['parentActionId'], text: `of ${labelOf(node)} needs a parent node` });
      return;
    }
    const parent = byId.get(node.parentId);
    if (!parent || parent.id === node.id) {
      issues.push({ index, path: ['parentId'], text: `of ${labelOf(node)} is not another node of this responder` });
      return;
    }
    const action = parent.actions.find((a) => a.id === node.parentActionId);
    if (!action) {
      issues.push({ index, path: ['parentActionId'], text: `of ${labelOf(node)} is not an action of ${labelOf(parent)}` });
      return;
    }
    const reason = connectionProblem(action.type, node.trigger.type);
    if (reason) issues.push({ index, path: ['trigger'], text: `of ${labelOf(node)}: ${reason}` });
  });
  return issues;
}
