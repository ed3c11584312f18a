// Paste a clipboard (flows/clipboard.ts has the rules): fresh ids, the copies' tops under `target`
// or as roots, refused with a reason when a top cannot stand there.
import { pasteInto, type Clipboard, type PasteTarget } from '../clipboard';
import type { Command } from '../history';
import { countOf, relabel } from './draft';

export interface PasteCommand extends Command {
  /** The pasted nodes' and notes' ids, known once the command has run (the canvas selects them). */
  createdIds: string[];
}

export function pasteClipboard(clipboard: Clipboard, at: { x: number; y: number }, target?: PasteTarget): PasteCommand {
  const command: PasteCommand = {
    name: `Paste ${countOf(clipboard.nodes.length + clipboard.notes.length, 'item', 'items')}`,
    createdIds: [],
    run(draft) {
      command.createdIds = pasteInto(draft, clipboard, at, target);
      relabel(draft);
    },
  };
  return command;
}
