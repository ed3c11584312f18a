// A sticky note for the team: free text in one of four colours, edited in place. The text is kept
// locally while typing and becomes one undoable edit (updateNote) when the note loses focus, so
// undo takes back a whole thought, not a letter.
import { memo, useState } from 'react';
import type { NodeProps } from '@xyflow/react';
import { stickyNoteSchema, type StickyNote as Note } from '@domain/responder-flow';
import { deleteNote, updateNote } from '../commands';
import { useCanvasActions } from './canvas-actions';
import { useCanvasText } from './canvas-text';
import type { CanvasNoteNode } from './to-canvas';

const COLORS = stickyNoteSchema.shape.color.unwrap().options;
export const COLOR_NAMES: Record<Note['color'], string> = { yellow: 'Yellow', blue: 'Blue', green: 'Green', pink: 'Pink' };

function StickyNoteCard({ data, selected }: NodeProps<CanvasNoteNode>) {
  const { t } = useCanvasText();
  const { emit, readOnly } = useCanvasActions();
  const { note } = data;
  // The draft follows the document when the note changes from outside (undo, another edit).
  const [draft, setDraft] = useState({ source: note.text, text: note.text });
  if (draft.source !== note.text) setDraft({ source: note.text, text: note.text });

  const save = () => {
    if (draft.text !== note.text) emit(updateNote(note.id, { text: draft.text }));
  };
  return (
    <div className={`rc-note rc-note-${note.color}${selected ? ' rc-selected' : ''}`}>
      <textarea
        className="rc-note-text nodrag nowheel"
        aria-label={t('Note')}
        value={draft.text}
        readOnly={readOnly}
        maxLength={2000}
        placeholder={readOnly ? undefined : t('Write a note for the team')}
        onChange={(event) => setDraft({ source: note.text, text: event.currentTarget.value })}
        onBlur={save}
      />
      {!readOnly && selected && (
        <div className="rc-note-tools nodrag" role="group" aria-label={t('Note colour')}>
          {COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className={`rc-note-swatch rc-note-${color}`}
              aria-label={t(COLOR_NAMES[color])}
              aria-pressed={note.color === color}
              onClick={() => emit(updateNote(note.id, { color }))}
            />
          ))}
          <button type="button" className="rc-note-delete" onClick={() => emit(deleteNote(note.id))}>
            {t('Delete note')}
          </button>
        </div>
      )}
    </div>
  );
}

export const StickyNote = memo(StickyNoteCard);
