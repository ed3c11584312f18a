// Copy and paste of nodes, within a responder and across responders (issue 8). A clipboard is plain
// JSON (it goes through the system clipboard or localStorage), so whatever comes back is parsed with
// zod before anything is pasted.
//
// Paste rules (docs/decisions/0020-responder-graph.md):
// - every node, action, trigger and note gets a fresh id, so pasting twice, or into the responder
//   it came from, never clashes; links inside the copied set follow the new ids;
// - the copied "tops" (nodes whose parent was not copied) hang under `target` (an action the user
//   selected) when one is given, checked against the trigger-after-action matrix; without a target
//   each top becomes a root, which only a start trigger may be: otherwise the paste is refused with
//   the reason, and nothing changes. Attaching to a guessed action would hide a wrong flow;
// - the copies keep their layout, moved so the top-left one lands at the pasted point;
// - references to creatives, offers and media travel as ids: the same user's other responders
//   share them, and the checks (flows/validation.ts) flag any the library does not hold.
import { z } from 'zod';
import {
  FLOW_NODES_MAX,
  flowNodeSchema,
  stickyNoteSchema,
  type FlowNode,
  type ResponderDocument,
  type StickyNote,
} from '@domain/responder-flow';
import type { DocumentDraft } from './commands/draft';
import { CommandRefused } from './history';
import { newFlowId } from './model';
import { reidNodes } from './reid';
import { connectionProblem } from './rules';
import { withDescendants } from './subtree';

/** The format name the canvas puts beside text/plain on the system clipboard. */
export const CLIPBOARD_MIME = 'web application/x-responder-nodes+json';
/** Where the canvas keeps the last copy, so it survives going to another responder's page. */
export const CLIPBOARD_STORAGE_KEY = 'responder-clipboard';

export const clipboardSchema = z.object({
  kind: z.literal('responder-clipboard'),
  version: z.literal(1),
  nodes: z.array(flowNodeSchema).max(FLOW_NODES_MAX),
  notes: z.array(stickyNoteSchema).max(500).default([]),
});
export type Clipboard = z.infer<typeof clipboardSchema>;

/** Copy the nodes (and notes) named in `ids`; `withDescendants` takes everything below them too. */
export function copyNodes(doc: ResponderDocument, ids: Iterable<string>, options: { withDescendants?: boolean } = {}): Clipboard {
  const wanted = new Set(ids);
  const nodeIds = options.withDescendants ? withDescendants(doc.nodes, wanted) : wanted;
  return {
    kind: 'responder-clipboard',
    version: 1,
    nodes: doc.nodes.filter((n) => nodeIds.has(n.id)),
    notes: doc.notes.filter((n) => wanted.has(n.id)),
  };
}

export const serialiseClipboard = (clipboard: Clipboard): string => JSON.stringify(clipboard);

/** The clipboard in `text`, or null when it is not one of ours (or was tampered with). */
export function parseClipboard(text: string): Clipboard | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clipboardSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export interface PasteTarget {
  parentId: string;
  actionId: string;
}

/** Paste into a draft (see the rules above); answers the ids of the pasted nodes and notes. */
export function pasteInto(draft: DocumentDraft, clipboard: Clipboard, at: { x: number; y: number }, target?: PasteTarget): string[] {
  if (clipboard.nodes.length === 0 && clipboard.notes.length === 0) return [];
  if (draft.nodes.length + clipboard.nodes.length > FLOW_NODES_MAX) throw new CommandRefused(`Nodes must be at most ${FLOW_NODES_MAX}`);
  const corner = topLeft(clipboard.nodes, clipboard.notes);
  const offset = { x: at.x - corner.x, y: at.y - corner.y };
  const { nodes, tops } = reidNodes(clipboard.nodes, offset);
  if (!reachesTops(nodes, tops)) throw new CommandRefused('The copied nodes form a loop and cannot be pasted');
  attachTops(draft, tops, target);
  const notes: StickyNote[] = clipboard.notes.map((n) => ({
    ...n,
    id: newFlowId('s'),
    position: { ...n.position, x: n.position.x + offset.x, y: n.position.y + offset.y },
  }));
  draft.nodes.push(...nodes);
  draft.notes.push(...notes);
  return [...nodes.map((n) => n.id), ...notes.map((n) => n.id)];
}

function attachTops(draft: DocumentDraft, tops: FlowNode[], target: PasteTarget | undefined): void {
  const parent = target ? draft.nodes.find((n) => n.id === target.parentId) : undefined;
  const action = parent?.actions.find((a) => a.id === target?.actionId);
  if (target && (!parent || !action)) throw new CommandRefused('The action to paste under no longer exists');
  const parentId = parent ? parent.id : null;
  let order = draft.nodes.reduce((max, n) => (n.parentId === parentId ? Math.max(max, n.position.order) : max), -1);
  for (const top of tops) {
    const problem = connectionProblem(action ? action.type : null, top.trigger.type);
    if (problem) throw new CommandRefused(`Cannot paste ${top.label}: ${problem}`);
    top.parentId = parentId;
    top.parentActionId = action ? action.id : null;
    order += 1;
    top.position.order = order;
  }
}

/** Every copy reaches a top by its parent links (a crafted clipboard could hold a loop). */
function reachesTops(nodes: readonly FlowNode[], tops: readonly FlowNode[]): boolean {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const ok = new Set(tops.map((t) => t.id));
  for (const node of nodes) {
    const path: string[] = [];
    let id: string | null | undefined = node.id;
    while (id && !ok.has(id)) {
      if (path.includes(id) || path.length > nodes.length) return false;
      path.push(id);
      id = parentOf.get(id);
    }
    if (!id) return false;
    for (const p of path) ok.add(p);
  }
  return true;
}

function topLeft(nodes: readonly FlowNode[], notes: readonly StickyNote[]): { x: number; y: number } {
  let x = Infinity;
  let y = Infinity;
  for (const item of [...nodes, ...notes]) {
    x = Math.min(x, item.position.x);
    y = Math.min(y, item.position.y);
  }
  return { x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 };
}
