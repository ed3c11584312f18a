// Auto-layout of a responder (issue 8: "layout with elkjs (layered, left to right)"): a pure async
// function over the document and an ELK instance, so the same code runs in the browser's layout
// worker (flows/layout/layout.worker.ts) and in Node for the bench's bare call. Each node is a box
// (its measured size, or a default from its action count) with one port per action on its right
// side, in action order; each child hangs from its parent's action port. So ELK draws the tree left
// to right with each action's branches next to that action, and siblings keep their order.
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { childrenIndex } from '../model';

export type LayoutPositions = Record<string, { x: number; y: number }>;

/** A node the canvas has not measured yet: its card's width, and a header plus a row per action. */
export const DEFAULT_NODE_SIZE = { width: 280, header: 72, actionRow: 48 } as const;

export function nodeSize(node: FlowNode): { width: number; height: number } {
  return {
    width: node.position.width > 0 ? node.position.width : DEFAULT_NODE_SIZE.width,
    height: node.position.height > 0 ? node.position.height : DEFAULT_NODE_SIZE.header + DEFAULT_NODE_SIZE.actionRow * Math.max(1, node.actions.length),
  };
}

export const LAYOUT_OPTIONS: Readonly<Record<string, string>> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '120',
  'elk.spacing.componentComponent': '80',
};

/**
 * The ELK graph of a document (exported for the bench, which lays out the same graph bare). Each
 * child edge leaves its parent through a port of its own, on the right side, the ports fixed in
 * the order action by action, then sibling order: ELK then keeps branches in that order with no
 * crossing search to speak of (asking it to follow the model order instead costs seconds at 1,000
 * nodes; these ports cost nothing).
 */
export function elkGraphOf(doc: Pick<ResponderDocument, 'nodes'>): ElkNode {
  const index = childrenIndex(doc.nodes);
  const children: ElkNode[] = [];
  const edges: ElkExtendedEdge[] = [];
  for (const node of doc.nodes) {
    const actionIndex = new Map(node.actions.map((a, i) => [a.id, i]));
    const kids = (index.get(node.id) ?? [])
      .map((child, order) => ({ child, rank: (actionIndex.get(child.parentActionId ?? '') ?? node.actions.length) * doc.nodes.length + order }))
      .sort((a, b) => a.rank - b.rank);
    children.push({
      id: node.id,
      ...nodeSize(node),
      layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' },
      ports: kids.map(({ child }, i) => ({ id: `${node.id}>${child.id}`, width: 1, height: 1, layoutOptions: { 'elk.port.side': 'EAST', 'elk.port.index': String(i) } })),
    });
    for (const { child } of kids) edges.push({ id: `e_${child.id}`, sources: [`${node.id}>${child.id}`], targets: [child.id] });
  }
  return { id: 'responder', layoutOptions: { ...LAYOUT_OPTIONS }, children, edges };
}

/** Where each node goes: its top-left corner, whole pixels, the first root near (0, 0). */
export async function layoutDocument(doc: Pick<ResponderDocument, 'nodes'>, elk: Pick<ELK, 'layout'>): Promise<LayoutPositions> {
  if (doc.nodes.length === 0) return {};
  const laid = await elk.layout(elkGraphOf(doc));
  const positions: LayoutPositions = {};
  for (const child of laid.children ?? []) positions[child.id] = { x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0) };
  return positions;
}
