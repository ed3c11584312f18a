// Restoring a revision is an edit like any other: the revision's graph replaces the document as
// one undoable step, and the user saves it (or undoes it) from there. Nothing on the server
// changes until the save, so a restore can be looked at before it is kept.
import type { ResponderDocument } from '@domain/responder-flow';
import type { Command } from '@flows/history';

export function restoreRevision(number: number, document: ResponderDocument): Command {
  return {
    name: `Restore revision ${number}`,
    run: (draft) => {
      draft.nodes = structuredClone(document.nodes);
      draft.notes = structuredClone(document.notes);
    },
  };
}
