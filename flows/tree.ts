// The spec's "nodes (tree with children)" (001 §3 "Responder") beside the flat list the editor
// keeps: getNodes answers and the legacy dialog calls speak the tree, the canvas and commands the
// list. Both directions are lossless: a node whose parent is missing (dangling) or that sits in a
// loop is listed at the top with its parentId as it was, so validation can still point at it.
import type { FlowNode, ResponderDocument, StickyNote } from '@domain/responder-flow';
import { childrenIndex, treeLabels } from './model';

export type TreeNode = FlowNode & { children: TreeNode[] };

/** The nodes as a forest: roots in order, each with its children by sibling order. */
export function toTree(doc: Pick<ResponderDocument, 'nodes'>): TreeNode[] {
  const index = childrenIndex(doc.nodes);
  const placed = new Set<string>();
  const build = (node: FlowNode): TreeNode => {
    placed.add(node.id);
    return { ...node, children: (index.get(node.id) ?? []).filter((c) => !placed.has(c.id)).map(build) };
  };
  const forest = (index.get(null) ?? []).map(build);
  const known = new Set(doc.nodes.map((n) => n.id));
  // Dangling nodes (parent gone) first, then whatever a loop kept out of reach.
  for (const node of doc.nodes) if (!placed.has(node.id) && node.parentId !== null && !known.has(node.parentId)) forest.push(build(node));
  for (const node of doc.nodes) if (!placed.has(node.id)) forest.push(build(node));
  return forest;
}

/**
 * The flat document from a forest: nesting decides parentId (a top-level node keeps its own) and
 * the order of siblings (their position.order is kept when it already follows the array, else
 * renumbered); labels and levels are recomputed from the tree.
 */
export function fromTree(forest: readonly TreeNode[], notes: StickyNote[] = []): ResponderDocument {
  const nodes: FlowNode[] = [];
  const walk = (siblings: readonly TreeNode[], parentId: string | null | undefined) => {
    const inOrder = siblings.every((s, i) => i === 0 || siblings[i - 1].position.order < s.position.order);
    siblings.forEach((tree, i) => {
      const { children, ...node } = tree;
      const position = inOrder ? node.position : { ...node.position, order: i };
      nodes.push({ ...node, parentId: parentId === undefined ? node.parentId : parentId, position });
      walk(children, node.id);
    });
  };
  walk(forest, undefined);
  const labels = treeLabels(nodes);
  return { nodes: nodes.map((n) => ({ ...n, ...(labels.get(n.id) ?? {}) })), notes };
}
