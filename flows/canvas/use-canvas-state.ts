// React Flow's nodes and edges for the document, and the selection. The document (the page's)
// is the truth; React Flow's copy adds what only the screen knows: the selection, measured sizes
// and where a node is while it is being dragged. A new document is merged in (canvas-sync.ts) so
// unchanged nodes keep their objects; nodes a command just created are selected once they appear.
import { useCallback, useMemo, useRef, useState } from 'react';
import { applyNodeChanges, type NodeChange } from '@xyflow/react';
import type { ResponderDocument } from '@domain/responder-flow';
import type { LiveCounts } from '@domain/responder-api';
import type { Problem } from '../problems';
import { mergeEdges, mergeNodes } from './canvas-sync';
import type { EstimateContext } from '../message-estimate';
import type { ResponderLibrary } from './library';
import { toCanvas, type CanvasEdge, type CanvasNode } from './to-canvas';

type State = {
  derived: ReturnType<typeof toCanvas>;
  nodes: CanvasNode[];
  edges: CanvasEdge[];
  /** Ids to select as soon as the document holds them (what a command just made). */
  pending: readonly string[] | null;
};

/** Select exactly `ids`; nodes whose selection does not change keep their object. */
export function selectOnly(nodes: CanvasNode[], ids: ReadonlySet<string>): CanvasNode[] {
  let changed = false;
  const next = nodes.map((node) => {
    const selected = ids.has(node.id);
    if ((node.selected ?? false) === selected) return node;
    changed = true;
    return { ...node, selected };
  });
  return changed ? next : nodes;
}

type Inputs = { document: ResponderDocument; problems: readonly Problem[]; litNodeIds?: readonly string[]; library: ResponderLibrary; estimate?: EstimateContext; live?: LiveCounts };

export function useCanvasState({ document, problems, litNodeIds, library, estimate, live }: Inputs) {
  const derived = useMemo(() => toCanvas(document, { problems, litNodeIds, library, estimate, live }), [document, problems, litNodeIds, library, estimate, live]);
  const [state, setState] = useState<State>(() => ({ derived, nodes: derived.nodes, edges: derived.edges, pending: null }));

  let current = state;
  if (state.derived !== derived) {
    // A new document (or problems, lit path, library): merge it in during render, so React Flow
    // never sees a frame of the old nodes with the new document.
    let nodes = mergeNodes(state.nodes, derived.nodes);
    let pending = state.pending;
    if (pending && derived.nodes.some((n) => pending?.includes(n.id))) {
      nodes = selectOnly(nodes, new Set(pending));
      pending = null;
    }
    current = { derived, nodes, edges: mergeEdges(state.edges, derived.edges), pending };
    setState(current);
  }

  const onNodesChange = useCallback((changes: NodeChange<CanvasNode>[]) => {
    setState((s) => ({ ...s, nodes: applyNodeChanges(changes, s.nodes) }));
  }, []);

  const select = useCallback((ids: readonly string[]) => {
    setState((s) => ({ ...s, nodes: selectOnly(s.nodes, new Set(ids)) }));
  }, []);

  const selectWhenCreated = useCallback((ids: readonly string[]) => {
    setState((s) => ({ ...s, pending: ids }));
  }, []);

  // The same array while the selection stays the same, so the inspector does not re-render on
  // every frame of a drag.
  const lastSelected = useRef<string[]>([]);
  const selectedIds = useMemo(() => {
    const ids = current.nodes.filter((n) => n.selected).map((n) => n.id);
    const previous = lastSelected.current;
    if (ids.length === previous.length && ids.every((id, i) => id === previous[i])) return previous;
    lastSelected.current = ids;
    return ids;
  }, [current.nodes]);

  return { nodes: current.nodes, edges: current.edges, selectedIds, onNodesChange, select, selectWhenCreated };
}
