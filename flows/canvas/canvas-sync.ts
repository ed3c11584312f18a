// Keeping React Flow's copy of the nodes in step with the document without redrawing the world:
// after an edit only the nodes whose content changed get new objects; the others keep the very
// object React Flow already has (with its measured size and selection), so their memoised cards
// do not re-render and React Flow does not measure them again. On a 1,000-node responder one edit
// then costs one pass of cheap comparisons, not 1,000 card renders.
import type { ActionView, CanvasEdge, CanvasNode } from './to-canvas';

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a === b || (a.length === b.length && a.every((x, i) => same(x, b[i])));

/** Live figures (the overlay) compare by value: a poll that changed nothing redraws nothing. */
const sameFigures = <T extends Record<string, number | null>>(a: T | null, b: T | null) =>
  a === b || (a !== null && b !== null && Object.keys(a).every((k) => a[k] === b[k]));

const sameAction = (a: ActionView, b: ActionView) =>
  a.id === b.id && a.type === b.type && a.preview === b.preview && a.problemCount === b.problemCount && sameFigures(a.live, b.live);

const sameText = (a: string, b: string) => a === b;

function sameContent(a: CanvasNode, b: CanvasNode): boolean {
  if (a.position.x !== b.position.x || a.position.y !== b.position.y) return false;
  if (a.type === 'stickyNote' || b.type === 'stickyNote') {
    return a.type === 'stickyNote' && b.type === 'stickyNote' && a.data.note === b.data.note;
  }
  return (
    a.data.node === b.data.node &&
    a.data.lit === b.data.lit &&
    sameFigures(a.data.live, b.data.live) &&
    sameList(a.data.errors, b.data.errors, sameText) &&
    sameList(a.data.warnings, b.data.warnings, sameText) &&
    sameList(a.data.actions, b.data.actions, sameAction)
  );
}

/**
 * The next nodes, reusing each previous node whose content is the same and carrying selection
 * and measured size over to the ones that changed. Returns `previous` itself when nothing did.
 */
export function mergeNodes(previous: CanvasNode[], next: readonly CanvasNode[]): CanvasNode[] {
  const before = new Map(previous.map((node) => [node.id, node]));
  let changed = previous.length !== next.length;
  const merged = next.map((node, i): CanvasNode => {
    const old = before.get(node.id);
    if (old && sameContent(old, node)) {
      if (previous[i] !== old) changed = true;
      return old;
    }
    changed = true;
    if (!old) return node;
    if (!old.measured) return { ...node, selected: old.selected ?? false };
    // Drawn before: React Flow keeps the handles it measured (estimated ones would replace them)
    // and measures again if the card's size changes.
    const { handles: _estimated, ...rest } = node;
    return { ...rest, selected: old.selected ?? false, measured: old.measured };
  });
  return changed ? merged : previous;
}

const sameEdge = (a: CanvasEdge, b: CanvasEdge) =>
  a.source === b.source && a.target === b.target && a.sourceHandle === b.sourceHandle && a.data?.trigger === b.data?.trigger && a.data?.lit === b.data?.lit && sameFigures(a.data?.live ?? null, b.data?.live ?? null);

/** The same for edges: unchanged edges keep their object. */
export function mergeEdges(previous: readonly CanvasEdge[], next: readonly CanvasEdge[]): CanvasEdge[] {
  const before = new Map(previous.map((edge) => [edge.id, edge]));
  return next.map((edge) => {
    const old = before.get(edge.id);
    return old && sameEdge(old, edge) ? old : edge;
  });
}
