// Walking down the responder tree: a node's descendants, and whether one node sits under another.
// Delete, duplicate, connect and copy all need them; each walk is one pass over a children index,
// so a 1,000-node document costs a few thousand steps, not a million.
import type { FlowNode } from '@domain/responder-flow';
import { childrenIndex } from './model';

/** The given ids and every node below them (ids that are not in `nodes` are ignored). */
export function withDescendants(nodes: readonly FlowNode[], ids: Iterable<string>): Set<string> {
  const index = childrenIndex(nodes);
  const known = new Set(nodes.map((n) => n.id));
  const result = new Set<string>();
  const stack = [...ids].filter((id) => known.has(id));
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined || result.has(id)) continue;
    result.add(id);
    for (const child of index.get(id) ?? []) stack.push(child.id);
  }
  return result;
}

/** Whether `nodeId` is `ancestorId` or lies below it: connecting `ancestorId` under it would make a loop. */
export function isSameOrBelow(nodes: readonly FlowNode[], nodeId: string, ancestorId: string): boolean {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const seen = new Set<string>();
  let current: string | null | undefined = nodeId;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}
