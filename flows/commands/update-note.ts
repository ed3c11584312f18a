// Edit a sticky note's text, colour or size.
import type { StickyNote } from '@domain/responder-flow';
import { CommandRefused, type Command } from '../history';

export interface NoteChange {
  text?: string;
  color?: StickyNote['color'];
  width?: number;
  height?: number;
}

export function updateNote(noteId: string, change: NoteChange): Command {
  return {
    name: 'Edit note',
    run(draft) {
      const note = draft.notes.find((n) => n.id === noteId);
      if (!note) throw new CommandRefused('This note no longer exists');
      if (change.text !== undefined && change.text !== note.text) note.text = change.text;
      if (change.color !== undefined && change.color !== note.color) note.color = change.color;
      if (change.width !== undefined && change.width !== note.position.width) note.position.width = change.width;
      if (change.height !== undefined && change.height !== note.position.height) note.position.height = change.height;
    },
  };
}
