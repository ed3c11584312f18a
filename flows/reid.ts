// Fresh ids for copied nodes (duplicate, paste): every node, action and trigger gets a new id, and
// links inside the copied set (a child's parentId and parentActionId) follow the new ids. Links to
// nodes outside the set are left as they were; the caller decides what the copied tops hang from.
import type { FlowNode } from '@domain/responder-flow';
import { newFlowId } from './model';

export interface Reided {
  nodes: FlowNode[];
  /** Old node id -> new node id. */
  nodeIds: Map<string, string>;
  /** The copies whose parent was not copied along (their parentId still names the old parent). */
  tops: FlowNode[];
}

export function reidNodes(nodes: readonly FlowNode[], offset: { x: number; y: number }): Reided {
  const nodeIds = new Map(nodes.map((n) => [n.id, newFlowId('n')]));
  const actionIds = new Map<string, string>();
  for (const node of nodes) for (const action of node.actions) actionIds.set(action.id, newFlowId('a'));
  const copies: FlowNode[] = [];
  const tops: FlowNode[] = [];
  for (const node of nodes) {
    const parentCopied = node.parentId !== null && nodeIds.has(node.parentId) && node.parentActionId !== null && actionIds.has(node.parentActionId);
    const copy: FlowNode = {
      ...node,
      id: nodeIds.get(node.id) ?? newFlowId('n'),
      parentId: parentCopied && node.parentId !== null ? (nodeIds.get(node.parentId) ?? null) : node.parentId,
      parentActionId: parentCopied && node.parentActionId !== null ? (actionIds.get(node.parentActionId) ?? null) : node.parentActionId,
      trigger: { ...node.trigger, id: newFlowId('t') },
      actions: node.actions.map((a) => ({ ...a, id: actionIds.get(a.id) ?? newFlowId('a') })),
      position: { ...node.position, x: node.position.x + offset.x, y: node.position.y + offset.y },
    };
    copies.push(copy);
    if (!parentCopied) tops.push(copy);
  }
  return { nodes: copies, nodeIds, tops };
}
