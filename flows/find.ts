// Find a node (Ctrl+F): by its label, a keyword or intent of its trigger, or the text of a message
// it sends (typed on the fly, or the chosen creative's when the library is given). Case-insensitive
// substring match; one result per node, in the tree's order, saying what matched.
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { childrenIndex } from './model';

export type FindField = 'label' | 'keyword' | 'intent' | 'message';

export interface FoundNode {
  nodeId: string;
  label: string;
  field: FindField;
  /** The text that matched (the keyword, or the message cut around the match). */
  match: string;
}

export interface FindContext {
  creatives?: readonly { id: number; message: string }[];
}

/** Characters of message kept either side of the match. */
const AROUND = 30;

export function findNodes(doc: ResponderDocument, query: string, context: FindContext = {}): FoundNode[] {
  const needle = query.trim().toLowerCase();
  if (needle.length === 0) return [];
  const creatives = new Map((context.creatives ?? []).map((c) => [c.id, c.message]));
  const found: FoundNode[] = [];
  for (const node of inTreeOrder(doc.nodes)) {
    const hit = matchIn(node, needle, creatives);
    if (hit) found.push({ nodeId: node.id, label: node.label, ...hit });
  }
  return found;
}

function matchIn(node: FlowNode, needle: string, creatives: Map<number, string>): { field: FindField; match: string } | null {
  if (node.label.toLowerCase().includes(needle)) return { field: 'label', match: node.label };
  const t = node.trigger;
  const keywords = t.type === 'inbound_message' || t.type === 'voice_command' ? t.keywords : [];
  const keyword = keywords.find((k) => k.toLowerCase().includes(needle));
  if (keyword) return { field: 'keyword', match: keyword };
  const intent = t.type === 'inbound_message' ? t.intents.find((i) => i.replaceAll('_', ' ').toLowerCase().includes(needle.replaceAll('_', ' '))) : undefined;
  if (intent) return { field: 'intent', match: intent };
  for (const action of node.actions) {
    const texts: string[] = [];
    if (action.type === 'send_message' && action.message) texts.push(action.message);
    if ((action.type === 'send_message' || action.type === 'ai_agent') && action.creativeId !== undefined) {
      const text = creatives.get(action.creativeId);
      if (text) texts.push(text);
    }
    for (const text of texts) {
      const at = text.toLowerCase().indexOf(needle);
      if (at >= 0) return { field: 'message', match: excerpt(text, at, needle.length) };
    }
  }
  return null;
}

function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - AROUND);
  const end = Math.min(text.length, at + length + AROUND);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Roots first, each followed by its subtree (what a reader scanning the labels expects). */
function inTreeOrder(nodes: readonly FlowNode[]): FlowNode[] {
  const index = childrenIndex(nodes);
  const ordered: FlowNode[] = [];
  const seen = new Set<string>();
  const stack = [...(index.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || seen.has(node.id)) continue;
    seen.add(node.id);
    ordered.push(node);
    stack.push(...[...(index.get(node.id) ?? [])].reverse());
  }
  for (const node of nodes) if (!seen.has(node.id)) ordered.push(node);
  return ordered;
}
