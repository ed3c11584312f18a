// The responder builder's canvas (issue 8): a thin React layer over the pure flows/ model. It draws
// the document (to-canvas.ts), and every edit the user makes becomes a Command (flows/commands)
// handed to the page's onCommand, which applies it (with undo) and answers null or the reason it
// refused; a refusal shows in an alert on the canvas. The canvas never changes the document itself.
//
// Around React Flow: the palette (left), the inspector (right), the find box (Ctrl+F), the menu of
// triggers when a connection is dropped on empty canvas, the shortcuts help ('?'), minimap, zoom
// controls and fit view. readOnly (a revision) keeps looking, selecting, finding and copying, and
// turns every edit off.
import '@xyflow/react/dist/style.css';
import './responder-canvas.css';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Background, Controls, ControlButton, MiniMap, ReactFlow, ReactFlowProvider, useReactFlow, type FitViewOptions, type NodeChange, type Viewport } from '@xyflow/react';
import type { ActionType, ResponderDocument, TriggerType } from '@domain/responder-flow';
import type { LiveCounts } from '@domain/responder-api';
import { addAction, addNote, addRoot } from '../commands';
import type { Command } from '../history';
import type { EstimateContext } from '../message-estimate';
import type { Problem } from '../problems';
import { CanvasActionsContext, type CanvasActions } from './canvas-actions';
import { useCanvasText } from './canvas-text';
import { ConnectionMenu } from './connection-menu';
import { FindBox } from './find-box';
import { FlowNode } from './flow-node';
import { Inspector } from './inspector/inspector';
import type { ResponderLibrary } from './library';
import { Palette } from './palette';
import { RefusalAlert } from './refusal-alert';
import { ShortcutsHelp } from './shortcuts-help';
import { StickyNote } from './sticky-note';
import type { CanvasNode } from './to-canvas';
import { freeSpot } from './free-spot';
import { openingView } from './opening-view';
import { TriggerEdge } from './trigger-edge';
import { useCanvasEditing } from './use-canvas-editing';
import { useCanvasState } from './use-canvas-state';

export type ResponderCanvasProps = {
  document: ResponderDocument;
  readOnly?: boolean;
  problems: readonly Problem[];
  litNodeIds?: readonly string[];
  library: ResponderLibrary;
  /** Apply a command: null when applied, else the reason it was refused (shown on the canvas). */
  onCommand(command: Command): string | null;
  onUndo(): void;
  onRedo(): void;
  onAutoLayout(): void;
  onSave(): void;
  /**
   * Added to the contract (optional): select this node and bring it into view whenever the id
   * changes, e.g. when the problems panel points at a node.
   */
  focusNodeId?: string | null;
  /**
   * The app's colour mode. React Flow always puts a 'light' or 'dark' class on its root, and
   * Chakra's semantic tokens follow such a class, so the canvas must be told which one it is.
   */
  colorMode?: 'light' | 'dark';
  /** Prices, country and send method: each sending action shows its segments and cost. */
  estimate?: EstimateContext;
  /** The live overlay's figures: entries and waiting contacts per node, what each action did (decision 30). */
  live?: LiveCounts;
};

// Outside the component: React Flow re-creates every node when these objects change.
const nodeTypes = { flowNode: FlowNode, stickyNote: StickyNote };
const edgeTypes = { trigger: TriggerEdge };
/**
 * Fitting counts the cards not drawn yet too, by their estimated size (card-size.ts): React Flow
 * otherwise fits only the cards it has measured, and off-screen cards are never drawn.
 * ("Hidden" is its word for them; the canvas hides no node.)
 */
const WHOLE: FitViewOptions = { maxZoom: 1, minZoom: 0.2, includeHiddenNodes: true };
const MINIMAP_SIZE = { width: 160, height: 110 };
/** Room a new start (one action) or note needs where it lands. */
const NEW_CARD = { width: 256, height: 140 };
const NEW_NOTE = { width: 200, height: 120 };

const PRO_OPTIONS = { hideAttribution: true };

function CanvasBody(props: ResponderCanvasProps) {
  const { document, readOnly = false, problems, litNodeIds, library } = props;
  const { t } = useCanvasText();
  const flow = useReactFlow<CanvasNode>();
  const root = useRef<HTMLDivElement>(null);
  const { nodes, edges, selectedIds, onNodesChange, select, selectWhenCreated } = useCanvasState({ document, problems, litNodeIds, library, estimate: props.estimate, live: props.live });
  const [refusal, setRefusal] = useState<{ reason: string; at: number } | null>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // The opening view needs the canvas's size, so React Flow mounts once it is measured (one frame).
  const flowBox = useRef<HTMLDivElement>(null);
  const [opening, setOpening] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const box = flowBox.current;
    if (box) setOpening((current) => current ?? openingView(document, box.clientWidth, box.clientHeight));
    // Only the first document decides where the canvas opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The latest props for callbacks that stay the same function across renders.
  const latest = useRef(props);
  latest.current = props;

  const emit = useCallback(
    (command: Command): boolean => {
      const reason = latest.current.onCommand(command);
      if (reason !== null) {
        setRefusal({ reason, at: Date.now() });
        return false;
      }
      const created = 'createdIds' in command && Array.isArray(command.createdIds) ? command.createdIds.filter((id) => typeof id === 'string') : [];
      if ('createdId' in command && typeof command.createdId === 'string' && command.createdId) created.push(command.createdId);
      if (created.length > 0) selectWhenCreated(created);
      return true;
    },
    [selectWhenCreated],
  );
  const actions = useMemo<CanvasActions>(() => ({ emit, readOnly }), [emit, readOnly]);
  const refuse = useCallback((reason: string) => setRefusal({ reason, at: Date.now() }), []);
  const dismiss = useCallback(() => setRefusal(null), []);

  /** The middle of what the user sees, in flow coordinates: where new things appear. */
  const centre = useCallback(() => {
    const box = root.current?.querySelector('.react-flow')?.getBoundingClientRect();
    return flow.screenToFlowPosition(box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 });
  }, [flow]);

  const editing = useCanvasEditing({ root, document, nodes, selectedIds, readOnly, emit, refuse, centre, props: latest, openFind: () => setFindOpen(true), openHelp: () => setHelpOpen(true) });

  const { onMoved } = editing;
  const handleNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      onNodesChange(changes);
      onMoved(changes);
    },
    [onNodesChange, onMoved],
  );

  const nodeIndex = editing.nodeIndex;
  const selectedNodes = useMemo(() => selectedIds.flatMap((id) => nodeIndex.get(id) ?? []), [selectedIds, nodeIndex]);
  const single = selectedNodes.length === 1 ? selectedNodes[0] : null;
  // Stable, so the palette does not re-render on every frame of a drag.
  const singleId = single?.id ?? null;
  const addRootHere = useCallback((trigger: TriggerType) => emit(addRoot(trigger, freeSpot(latest.current.document, centre(), NEW_CARD))), [emit, centre]);
  const addNoteHere = useCallback(() => emit(addNote(freeSpot(latest.current.document, centre(), NEW_NOTE))), [emit, centre]);
  const addActionToSelected = useCallback((action: ActionType) => singleId !== null && emit(addAction(singleId, action)), [emit, singleId]);

  const bringIntoView = useCallback(
    (nodeId: string) => {
      select([nodeId]);
      void flow.fitView({ nodes: [{ id: nodeId }], duration: 300, maxZoom: 1.2, includeHiddenNodes: true });
    },
    [flow, select],
  );
  const chooseFound = useCallback(
    (nodeId: string) => {
      setFindOpen(false);
      bringIntoView(nodeId);
    },
    [bringIntoView],
  );
  const { focusNodeId } = props;
  useEffect(() => {
    if (focusNodeId) bringIntoView(focusNodeId);
  }, [focusNodeId, bringIntoView]);

  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t('Control Panel'),
      'controls.zoomIn.ariaLabel': t('Zoom In'),
      'controls.zoomOut.ariaLabel': t('Zoom Out'),
      'controls.fitView.ariaLabel': t('Fit View'),
      'controls.interactive.ariaLabel': t('Toggle Interactivity'),
      'minimap.ariaLabel': t('Mini Map'),
      'handle.ariaLabel': t('Handle'),
      'node.a11yDescription.default': t('Press enter or space to select a node. Press delete to remove it and escape to cancel.'),
      'node.a11yDescription.keyboardDisabled': t('Press enter or space to select a node. You can then use the arrow keys to move the node around. Press delete to remove it and escape to cancel.'),
      'edge.a11yDescription.default': t('Press enter or space to select an edge. You can then press delete to remove it or escape to cancel.'),
    }),
    [t],
  );

  return (
    <CanvasActionsContext.Provider value={actions}>
      <div ref={root} className="rc-root" data-readonly={readOnly || undefined} onMouseMove={editing.trackPointer} onMouseLeave={editing.forgetPointer}>
        {!readOnly && (
          <Palette
            selectedLabel={single?.label ?? null}
            onAddRoot={addRootHere}
            onAddAction={addActionToSelected}
            onAddNote={addNoteHere}
          />
        )}
        <div className="rc-flow" ref={flowBox}>
          {opening && (
          <ReactFlow<CanvasNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={handleNodesChange}
            onEdgeClick={(_, edge) => select([edge.target])}
            isValidConnection={editing.isValidConnection}
            onConnect={editing.onConnect}
            onConnectEnd={editing.onConnectEnd}
            onPaneClick={editing.closeMenu}
            nodesDraggable={!readOnly}
            nodesConnectable={!readOnly}
            edgesFocusable={false}
            deleteKeyCode={null}
            selectionKeyCode="Shift"
            multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
            onlyRenderVisibleElements
            defaultViewport={opening}
            colorMode={props.colorMode ?? 'light'}
            fitViewOptions={WHOLE}
            minZoom={0.1}
            proOptions={PRO_OPTIONS}
            ariaLabelConfig={ariaLabelConfig}
          >
            <Background />
            <MiniMap pannable zoomable style={MINIMAP_SIZE} />
            <Controls showInteractive={false} fitViewOptions={WHOLE}>
              {!readOnly && (
                <ControlButton onClick={() => latest.current.onAutoLayout()} title={t('Auto-layout')} aria-label={t('Auto-layout')}>
                  ⇶
                </ControlButton>
              )}
              <ControlButton onClick={() => setFindOpen(true)} title={t('Find a node (Ctrl+F)')} aria-label={t('Find a node (Ctrl+F)')}>
                ⌕
              </ControlButton>
              <ControlButton onClick={() => setHelpOpen(true)} title={t('Keyboard shortcuts (?)')} aria-label={t('Keyboard shortcuts (?)')}>
                ?
              </ControlButton>
            </Controls>
          </ReactFlow>
          )}
          {findOpen && (
            <div className="rc-find-slot">
              <FindBox document={document} library={library} onChoose={chooseFound} onClose={() => setFindOpen(false)} />
            </div>
          )}
          {editing.menu && (
            <ConnectionMenu
              left={editing.menu.left}
              top={editing.menu.top}
              actionType={editing.menu.actionType}
              onPick={(triggerType) => editing.addFromMenu(triggerType)}
              onClose={editing.closeMenu}
            />
          )}
          <RefusalAlert refusal={refusal} onClose={dismiss} />
        </div>
        <Inspector document={document} selected={selectedNodes} library={library} />
      </div>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </CanvasActionsContext.Provider>
  );
}

/** The canvas with its own React Flow store: several canvases (a revision beside the current) never mix. */
export function ResponderCanvas(props: ResponderCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasBody {...props} />
    </ReactFlowProvider>
  );
}
