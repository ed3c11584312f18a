// Add a sticky note for the team; notes sit on the canvas and take no part in the flow.
import type { StickyNote } from '@domain/responder-flow';
import { newPosition } from '../defaults';
import { newFlowId } from '../model';
import type { CreatingCommand } from './draft';

export function addNote(position: { x: number; y: number }, text = '', color: StickyNote['color'] = 'yellow'): CreatingCommand {
  const id = newFlowId('s');
  return {
    name: 'Add note',
    createdId: id,
    run(draft) {
      draft.notes.push({ id, text, color, position: newPosition(position) });
    },
  };
}
