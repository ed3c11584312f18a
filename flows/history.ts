// Undo and redo for the responder editor: every edit is a Command (a named recipe over an immer
// draft of the document); applying it records immer's patches and their inverse, so undo replays
// the inverse patches instead of keeping whole copies of a 1,000-node document (issue 8: "editor
// commands as pure functions over the document with immer patches for undo/redo").
import type { ResponderDocument } from '@domain/responder-flow';
import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';

enablePatches();

export interface Command {
  /** What the user did, in words for the undo button's tooltip: 'Add node', 'Delete 3 nodes'. */
  name: string;
  /** Change the draft in place; throw CommandRefused to refuse with a reason (nothing changes). */
  run: (draft: Draft<ResponderDocument>) => void;
}

/** A command that cannot apply, with the sentence the canvas shows. */
export class CommandRefused extends Error {}

export interface HistoryStep {
  name: string;
  patches: Patch[];
  inverse: Patch[];
}

export interface History {
  past: HistoryStep[];
  future: HistoryStep[];
}

/** Steps kept: enough for an afternoon's work, bounded so memory is too. */
export const HISTORY_LIMIT = 200;
export const emptyHistory = (): History => ({ past: [], future: [] });

export type Applied = { ok: true; document: ResponderDocument; history: History } | { ok: false; reason: string };

/** Apply a command: the new document and history, or the reason it was refused. */
export function applyCommand(document: ResponderDocument, history: History, command: Command): Applied {
  try {
    const [next, patches, inverse] = produceWithPatches(document, command.run);
    if (patches.length === 0) return { ok: true, document, history };
    const past = [...history.past, { name: command.name, patches, inverse }].slice(-HISTORY_LIMIT);
    return { ok: true, document: next, history: { past, future: [] } };
  } catch (error) {
    if (error instanceof CommandRefused) return { ok: false, reason: error.message };
    throw error;
  }
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;

export function undo(document: ResponderDocument, history: History): { document: ResponderDocument; history: History } {
  const step = history.past.at(-1);
  if (!step) return { document, history };
  return { document: applyPatches(document, step.inverse), history: { past: history.past.slice(0, -1), future: [step, ...history.future] } };
}

export function redo(document: ResponderDocument, history: History): { document: ResponderDocument; history: History } {
  const step = history.future[0];
  if (!step) return { document, history };
  return { document: applyPatches(document, step.patches), history: { past: [...history.past, step], future: history.future.slice(1) } };
}
