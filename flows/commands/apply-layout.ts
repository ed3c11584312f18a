// Put the nodes where the auto-layout (flows/layout) placed them: one undo step for the whole
// layout. Sticky notes keep their place; the team put them there on purpose.
import type { Command } from '../history';
import { placeAt, type Positions } from './move-nodes';

export function applyLayout(positions: Positions): Command {
  return { name: 'Auto-layout', run: (draft) => placeAt(draft, positions, false) };
}
