// The responder document as React Flow sees it: one 'flowNode' per FlowNode, one 'stickyNote' per
// note, one 'trigger' edge per child (from the parent's action handle to the child). Pure: the
// texts that need translating (trigger names, parameter captions) are formatted by the components
// with the page's `t`; the data carries only what the user typed or picked (message text, a URL,
// a creative's text from the library), which is never translated.
//
// For a 1,000-node responder everything here is one pass over the nodes with Maps for the look-ups
// (problems by node, library items by id): no per-node scans.
import type { Edge, Node } from '@xyflow/react';
import type { Action, ActionType, FlowNode, ResponderDocument, StickyNote, Trigger } from '@domain/responder-flow';
import type { LiveCounts } from '@domain/responder-api';
import type { Problem } from '../problems';
import { estimateCard } from './card-size';
import { englishText } from './canvas-text';
import { messageEstimate, type EstimateContext } from '../message-estimate';
import type { ResponderLibrary } from './library';
import { triggerParams } from './trigger-text';

export type ActionView = {
  id: string;
  type: ActionType;
  /** One line of what it does: the message, the creative's text, the URL, the phone... */
  preview: string | null;
  /** How many problems name this action. */
  problemCount: number;
  /** What one contact costs here: segments and price, for actions that send (null otherwise). */
  estimate: { segments: number; costMillicents: number; priced: boolean } | null;
  /** With the live overlay on: what the action did for real contacts and what it cost. */
  live: { sent: number; costMillicents: number } | null;
};

export type FlowNodeData = {
  /** The document's node itself: unchanged nodes keep their identity between edits (immer). */
  node: FlowNode;
  actions: readonly ActionView[];
  errors: readonly string[];
  warnings: readonly string[];
  /** On the path the simulator just played. */
  lit: boolean;
  /** With the live overlay on: contacts who entered the node, and those waiting on one of its timers now. */
  live: { entered: number; waiting: number } | null;
};
export type NoteData = { note: StickyNote };
export type TriggerEdgeData = {
  trigger: Trigger;
  lit: boolean;
  /** With the live overlay on: how often the trigger fired, and its share of what the action sent (null when it sent nothing). */
  live: { fired: number; rate: number | null } | null;
};

export type CanvasFlowNode = Node<FlowNodeData, 'flowNode'>;
export type CanvasNoteNode = Node<NoteData, 'stickyNote'>;
export type CanvasNode = CanvasFlowNode | CanvasNoteNode;
export type CanvasEdge = Edge<TriggerEdgeData, 'trigger'>;

export type CanvasContext = {
  problems: readonly Problem[];
  litNodeIds?: readonly string[];
  library: ResponderLibrary;
  /** Prices, country and send method for the per-action estimate. */
  estimate?: EstimateContext;
  /** The live overlay's figures (decision 30); absent when it is off. */
  live?: LiveCounts;
};

/** Previews are one line on a card; the inspector shows the whole text. */
export const PREVIEW_MAX = 80;

export function oneLine(text: string | null | undefined): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1)}…` : flat;
}

type LibraryIndex = {
  creatives: Map<number, { title: string; message: string }>;
  media: Map<number, string>;
  audioConfigs: Map<number, string>;
  aiAssistants: Map<number, string>;
};

function indexLibrary(library: ResponderLibrary): LibraryIndex {
  return {
    creatives: new Map(library.creatives.map((c) => [c.id, c])),
    media: new Map(library.media.map((m) => [m.id, m.name])),
    audioConfigs: new Map(library.audioConfigs.map((a) => [a.id, a.name])),
    aiAssistants: new Map(library.aiAssistants.map((a) => [a.id, a.name])),
  };
}

const pick = (map: Map<number, string>, id: number | undefined) => (id === undefined ? undefined : map.get(id));

/** The line under an action on its card. */
export function actionPreview(action: Action, library: LibraryIndex): string | null {
  switch (action.type) {
    case 'send_message':
      if (action.source === 'onfly') return oneLine(action.message);
      if (action.source === 'ai') return oneLine(pick(library.aiAssistants, action.aiAssistantId));
      return oneLine(action.creativeId === undefined ? undefined : library.creatives.get(action.creativeId)?.message);
    case 'fire_request':
      return action.url ? oneLine(`${action.method} ${action.url}`) : null;
    case 'send_voice':
    case 'play_audio':
      return oneLine(pick(library.media, action.mediaId) ?? pick(library.audioConfigs, action.audioBuilderConfigId));
    case 'forward_call':
      return oneLine(action.phone || action.variable || action.alternativeSip);
    case 'ai_agent':
      return oneLine(action.creativeId === undefined ? undefined : library.creatives.get(action.creativeId)?.title);
  }
}

type NodeProblems = { errors: string[]; warnings: string[]; byAction: Map<string, number> };

function groupProblems(problems: readonly Problem[]): Map<string, NodeProblems> {
  const byNode = new Map<string, NodeProblems>();
  for (const problem of problems) {
    if (problem.nodeId === null) continue;
    let entry = byNode.get(problem.nodeId);
    if (!entry) {
      entry = { errors: [], warnings: [], byAction: new Map() };
      byNode.set(problem.nodeId, entry);
    }
    (problem.severity === 'error' ? entry.errors : entry.warnings).push(problem.message);
    if (problem.actionId !== null) entry.byAction.set(problem.actionId, (entry.byAction.get(problem.actionId) ?? 0) + 1);
  }
  return byNode;
}

const NONE: readonly string[] = [];

/** Initial size for nodes not measured yet (the saved one, else the estimate), so culling and fit view have something to go on. */
const sizeHints = (position: { width: number; height: number }, estimate?: { width: number; height: number }) =>
  position.width > 0 && position.height > 0
    ? { initialWidth: position.width, initialHeight: position.height }
    : estimate
      ? { initialWidth: estimate.width, initialHeight: estimate.height }
      : {};

function estimateOf(action: Action, context: EstimateContext): ActionView['estimate'] {
  const found = messageEstimate(action, context);
  return found && { segments: found.segments, costMillicents: found.costMillicents, priced: found.priced };
}

type LiveIndex = { nodes: Map<string, { entered: number; waiting: number }>; actions: Map<string, { sent: number; costMillicents: number }> };

function liveIndex(live: LiveCounts): LiveIndex {
  return {
    nodes: new Map(live.nodes.map((n) => [n.nodeId, { entered: n.entered, waiting: n.waiting }])),
    actions: new Map(live.actions.map((a) => [a.actionId, { sent: a.sent, costMillicents: a.costMillicents }])),
  };
}

/** An edge fired each time its child was entered; its rate is that over what the parent's action sent. */
function edgeLive(live: LiveIndex, nodeId: string, parentActionId: string): { fired: number; rate: number | null } {
  const fired = live.nodes.get(nodeId)?.entered ?? 0;
  const sent = live.actions.get(parentActionId)?.sent ?? 0;
  return { fired, rate: sent > 0 ? fired / sent : null };
}

export function toCanvas(document: ResponderDocument, context: CanvasContext): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  const library = indexLibrary(context.library);
  const estimating: EstimateContext = { ...context.estimate, creatives: context.library.creatives };
  const problems = groupProblems(context.problems);
  const lit = new Set(context.litNodeIds ?? []);
  const live = context.live ? liveIndex(context.live) : null;
  const nodes: CanvasNode[] = [];
  const edges: CanvasEdge[] = [];

  for (const node of document.nodes) {
    const found = problems.get(node.id);
    const estimate = estimateCard(node, triggerParams(node.trigger, englishText) !== null);
    nodes.push({
      id: node.id,
      type: 'flowNode',
      ariaLabel: node.label,
      position: { x: node.position.x, y: node.position.y },
      ...sizeHints(node.position, estimate),
      handles: estimate.handles,
      data: {
        node,
        actions: node.actions.map((action) => ({
          id: action.id,
          type: action.type,
          preview: actionPreview(action, library),
          problemCount: found?.byAction.get(action.id) ?? 0,
          estimate: estimateOf(action, estimating),
          live: live ? (live.actions.get(action.id) ?? { sent: 0, costMillicents: 0 }) : null,
        })),
        errors: found?.errors ?? NONE,
        warnings: found?.warnings ?? NONE,
        lit: lit.has(node.id),
        live: live ? (live.nodes.get(node.id) ?? { entered: 0, waiting: 0 }) : null,
      },
    });
    if (node.parentId !== null && node.parentActionId !== null) {
      edges.push({
        id: `e_${node.id}`,
        type: 'trigger',
        source: node.parentId,
        sourceHandle: node.parentActionId,
        target: node.id,
        targetHandle: null,
        data: { trigger: node.trigger, lit: lit.has(node.id) && lit.has(node.parentId), live: live ? edgeLive(live, node.id, node.parentActionId) : null },
      });
    }
  }
  for (const note of document.notes) {
    nodes.push({ id: note.id, type: 'stickyNote', position: { x: note.position.x, y: note.position.y }, ...sizeHints(note.position), data: { note } });
  }
  return { nodes, edges };
}
