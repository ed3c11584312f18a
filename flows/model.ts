// Reading the responder tree (src/domain/responder-flow.ts): edges in the spec's shape, children in
// order, labels and levels. Pure functions over a ResponderDocument; the canvas, the server and the
// runtime all read the graph through them.
import type { FlowEdge, FlowNode, ResponderDocument } from '@domain/responder-flow';

/** The spec's edges: one per child node, from its parent's action through its trigger. */
export function edgesOf(doc: Pick<ResponderDocument, 'nodes'>): FlowEdge[] {
  const edges: FlowEdge[] = [];
  for (const node of doc.nodes) {
    if (node.parentId === null || node.parentActionId === null) continue;
    edges.push({ id: `e_${node.id}`, actionId: node.parentActionId, triggerId: node.trigger.id, nodeId: node.id });
  }
  return edges;
}

/** Children of every node (roots under null), each list sorted by position.order, then id. */
export function childrenIndex(nodes: readonly FlowNode[]): Map<string | null, FlowNode[]> {
  const index = new Map<string | null, FlowNode[]>();
  for (const node of nodes) {
    const list = index.get(node.parentId);
    if (list) list.push(node);
    else index.set(node.parentId, [node]);
  }
  for (const list of index.values()) list.sort(bySiblingOrder);
  return index;
}

export const bySiblingOrder = (a: FlowNode, b: FlowNode) => a.position.order - b.position.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Labels and levels from the tree: roots 'Node #1', 'Node #2'; a root's children 'Node #1.1',
 * 'Node #1.2'; theirs 'Node #1.1.1'. Returns the nodes whose label or level changed, with the new
 * values, so a caller working on a draft (immer) can apply them in place.
 */
export function treeLabels(nodes: readonly FlowNode[]): Map<string, { label: string; level: number }> {
  const index = childrenIndex(nodes);
  const result = new Map<string, { label: string; level: number }>();
  const walk = (parentId: string | null, prefix: string, level: number) => {
    (index.get(parentId) ?? []).forEach((node, i) => {
      const label = `${prefix}${prefix.endsWith('#') ? '' : '.'}${i + 1}`;
      result.set(node.id, { label, level });
      walk(node.id, label, level + 1);
    });
  };
  walk(null, 'Node #', 1);
  return result;
}

/** A fresh id: short, url-safe, random enough for one responder's few thousand nodes. */
export function newFlowId(prefix: 'n' | 'a' | 't' | 's'): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}
