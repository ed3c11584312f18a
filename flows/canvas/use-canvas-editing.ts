// What the user does to the graph with the mouse and keyboard, turned into commands: drag (move),
// connect an action to a node (connect, refused with a reason), drop a connection on empty canvas
// (the trigger menu, then addChild), and the shortcuts (undo, redo, delete, duplicate, copy, paste,
// find, help, save). The component wires these to React Flow; the decisions live here.
import { useCallback, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useReactFlow, type Connection, type Edge, type NodeChange, type OnConnectEnd } from '@xyflow/react';
import type { ActionType, FlowNode, ResponderDocument, TriggerType } from '@domain/responder-flow';
import { copyNodes, type Clipboard, type PasteTarget } from '../clipboard';
import { addChild, connect, deleteNodes, duplicateNode, moveNodes, pasteClipboard } from '../commands';
import type { Command } from '../history';
import { connectionProblem } from '../rules';
import { readClipboard, writeClipboard } from './canvas-clipboard';
import { useCanvasText } from './canvas-text';
import { connectionRefusal, type ConnectionAttempt } from './connection-check';
import type { ResponderCanvasProps } from './responder-canvas';
import type { CanvasNode } from './to-canvas';
import { useCanvasKeys } from './use-canvas-keys';

export type MenuState = { left: number; top: number; at: { x: number; y: number }; parentId: string; actionId: string; actionType: ActionType };

type Inputs = {
  root: RefObject<HTMLDivElement | null>;
  document: ResponderDocument;
  nodes: readonly CanvasNode[];
  selectedIds: readonly string[];
  readOnly: boolean;
  emit: (command: Command) => boolean;
  refuse: (reason: string) => void;
  centre: () => { x: number; y: number };
  props: RefObject<ResponderCanvasProps>;
  openFind: () => void;
  openHelp: () => void;
};

const pointOf = (event: globalThis.MouseEvent | TouchEvent) => ('changedTouches' in event ? event.changedTouches[0] : event);

/** The node under a screen point (a drop on a node's body, away from its handle). */
function nodeIdAt(x: number, y: number): string | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  return document.elementFromPoint(x, y)?.closest('.react-flow__node')?.getAttribute('data-id') ?? null;
}

/**
 * Where pasted nodes hang: under the one selected node (not itself copied) when one of its
 * actions allows every copied top; else beside the originals when they all answered the same
 * action of this responder; else as roots (the paste command refuses a top that cannot start).
 */
export function pasteTarget(clipboard: Clipboard, index: ReadonlyMap<string, FlowNode>, selected: readonly string[]): PasteTarget | undefined {
  const copied = new Set(clipboard.nodes.map((n) => n.id));
  const tops = clipboard.nodes.filter((n) => n.parentId === null || !copied.has(n.parentId));
  if (tops.length === 0) return undefined;
  const chosen = selected.length === 1 && !copied.has(selected[0]) ? index.get(selected[0]) : undefined;
  const action = chosen?.actions.find((a) => tops.every((top) => connectionProblem(a.type, top.trigger.type) === null));
  if (chosen && action) return { parentId: chosen.id, actionId: action.id };
  const { parentId, parentActionId } = tops[0];
  const sameParent = tops.every((top) => top.parentId === parentId && top.parentActionId === parentActionId);
  const parent = parentId === null ? undefined : index.get(parentId);
  if (sameParent && parent && parentActionId !== null && parent.actions.some((a) => a.id === parentActionId)) return { parentId: parent.id, actionId: parentActionId };
  return undefined;
}

export function useCanvasEditing({ root, document, selectedIds, readOnly, emit, refuse, centre, props, openFind, openHelp }: Inputs) {
  const { t } = useCanvasText();
  const flow = useReactFlow<CanvasNode>();
  const nodeIndex = useMemo(() => new Map(document.nodes.map((n) => [n.id, n])), [document.nodes]);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  const refusalOf = useCallback((c: ConnectionAttempt) => connectionRefusal(nodeIndex, c, t), [nodeIndex, t]);
  const isValidConnection = useCallback((c: Connection | Edge) => refusalOf(c) === null, [refusalOf]);

  const onConnect = useCallback(
    (c: Connection) => {
      if (c.sourceHandle) emit(connect({ parentId: c.source, actionId: c.sourceHandle, childId: c.target }));
    },
    [emit],
  );

  const onConnectEnd = useCallback<OnConnectEnd>(
    (event, state) => {
      if (state.isValid || readOnly) return;
      const from = state.fromNode?.id;
      const handle = state.fromHandle;
      if (!from || !handle?.id || handle.type !== 'source') return;
      const { clientX, clientY } = pointOf(event);
      const target = state.toNode?.id ?? nodeIdAt(clientX, clientY);
      if (target !== null && nodeIndex.has(target)) {
        const attempt = { source: from, sourceHandle: handle.id, target };
        const reason = refusalOf(attempt);
        if (reason) refuse(reason);
        else emit(connect({ parentId: from, actionId: handle.id, childId: target }));
        return;
      }
      if (target !== null) return; // dropped on a sticky note
      const action = nodeIndex.get(from)?.actions.find((a) => a.id === handle.id);
      const box = root.current?.querySelector('.rc-flow')?.getBoundingClientRect();
      if (!action || !box) return;
      setMenu({
        left: clientX - box.left,
        top: clientY - box.top,
        at: flow.screenToFlowPosition({ x: clientX, y: clientY }),
        parentId: from,
        actionId: action.id,
        actionType: action.type,
      });
    },
    [readOnly, nodeIndex, refusalOf, refuse, emit, root, flow],
  );

  const closeMenu = useCallback(() => setMenu(null), []);
  const addFromMenu = useCallback(
    (triggerType: TriggerType) => {
      if (!menu) return;
      emit(addChild({ parentId: menu.parentId, actionId: menu.actionId, triggerType, position: menu.at }));
      setMenu(null);
    },
    [menu, emit],
  );

  const onMoved = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      if (readOnly) return;
      const positions: Record<string, { x: number; y: number }> = {};
      let any = false;
      for (const change of changes) {
        if (change.type !== 'position' || change.dragging !== false || !change.position) continue;
        positions[change.id] = { x: Math.round(change.position.x), y: Math.round(change.position.y) };
        any = true;
      }
      if (any) emit(moveNodes(positions));
    },
    [readOnly, emit],
  );

  const trackPointer = useCallback((event: MouseEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY };
  }, []);
  const forgetPointer = useCallback(() => {
    pointer.current = null;
  }, []);

  useCanvasKeys(
    root,
    {
      undo: () => props.current.onUndo(),
      redo: () => props.current.onRedo(),
      save: () => props.current.onSave(),
      remove: () => {
        if (selectedIds.length > 0) emit(deleteNodes(selectedIds));
      },
      duplicate: () => {
        // Each selected node whose parent is not selected too (a selected child comes with its parent's copy).
        const chosen = new Set(selectedIds);
        for (const id of selectedIds) {
          const node = nodeIndex.get(id);
          if (node && (node.parentId === null || !chosen.has(node.parentId))) emit(duplicateNode(id));
        }
      },
      find: openFind,
      help: openHelp,
      copy: (data) => {
        if (selectedIds.length === 0) return false;
        writeClipboard(copyNodes(document, selectedIds), data);
        return true;
      },
      paste: (data) => {
        const clipboard = readClipboard(data);
        if (!clipboard) return false;
        const at = pointer.current ? flow.screenToFlowPosition(pointer.current) : centre();
        emit(pasteClipboard(clipboard, at, pasteTarget(clipboard, nodeIndex, selectedIds)));
        return true;
      },
    },
    readOnly,
  );

  return { nodeIndex, isValidConnection, onConnect, onConnectEnd, menu, closeMenu, addFromMenu, onMoved, trackPointer, forgetPointer };
}
