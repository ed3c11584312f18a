// Remove a sticky note.
import type { Command } from '../history';

export function deleteNote(noteId: string): Command {
  return {
    name: 'Delete note',
    run(draft) {
      const index = draft.notes.findIndex((n) => n.id === noteId);
      if (index >= 0) draft.notes.splice(index, 1);
    },
  };
}
