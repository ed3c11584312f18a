// Helpers the commands share while they edit an immer draft of the document: find a node or an
// action (refusing with a sentence when it is gone), the next sibling order, and relabelling the
// tree once at the end of a structural command (labels 'Node #1.2' and levels follow the tree).
import type { Action, FlowNode, ResponderDocument } from '@domain/responder-flow';
import type { Draft } from 'immer';
import { CommandRefused, type Command } from '../history';
import { treeLabels } from '../model';

export type DocumentDraft = Draft<ResponderDocument>;

/**
 * A command that made something; the canvas selects `createdId` after applying it. Most makers
 * choose the id up front; duplicateNode sets it when the command runs (it copies a whole subtree).
 */
export interface CreatingCommand extends Command {
  createdId: string;
}

export function nodeOf(draft: DocumentDraft, nodeId: string): Draft<FlowNode> {
  const node = draft.nodes.find((n) => n.id === nodeId);
  if (!node) throw new CommandRefused('This node no longer exists');
  return node;
}

export function actionOf(node: Draft<FlowNode>, actionId: string): Draft<Action> {
  const action = node.actions.find((a) => a.id === actionId);
  if (!action) throw new CommandRefused(`This action is no longer in ${node.label}`);
  return action;
}

/** One past the largest order among the children of `parentId` (roots under null). */
export function nextOrder(draft: DocumentDraft, parentId: string | null): number {
  let max = -1;
  for (const node of draft.nodes) if (node.parentId === parentId && node.position.order > max) max = node.position.order;
  return max + 1;
}

/** Write the tree's labels and levels onto the nodes whose ones changed (one pass, not per node). */
export function relabel(draft: DocumentDraft): void {
  const labels = treeLabels(draft.nodes);
  for (const node of draft.nodes) {
    const next = labels.get(node.id);
    if (!next) continue;
    if (node.label !== next.label) node.label = next.label;
    if (node.level !== next.level) node.level = next.level;
  }
}

/** "1 node" / "3 nodes": command names read like the undo button's tooltip. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
