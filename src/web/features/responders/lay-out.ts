// Auto-layout from the page: ELK in its Web Worker (flows/layout) answers positions, made one
// undoable command (flows/commands applyLayout). The editor machine's layout actor applies the
// command; a revision kept before its graph was ever laid out (every node at 0,0) is laid out the
// same way just for viewing.
import type { ResponderDocument } from '@domain/responder-flow';
import { applyLayout } from '@flows/commands';
import { applyCommand, emptyHistory, type Command } from '@flows/history';
import { layoutInWorker } from '@flows/layout/layout-in-worker';
import { needsLayout } from '@machines/responder-editor.machine';

export async function layoutCommand(document: ResponderDocument): Promise<Command> {
  return applyLayout(await layoutInWorker(document));
}

/** The document laid out when none of its nodes has a place yet; as it is otherwise. */
export async function placedForViewing(document: ResponderDocument): Promise<ResponderDocument> {
  if (!needsLayout(document)) return document;
  const applied = applyCommand(document, emptyHistory(), await layoutCommand(document));
  return applied.ok ? applied.document : document;
}
