// What cards and panels inside the canvas may do to the document: emit a command (the canvas shows
// the reason when the page refuses it) and know whether the canvas is read-only (a revision).
// A context, so memoised cards get a stable function instead of a new prop on every render.
import { createContext, useContext } from 'react';
import type { Command } from '../history';

export type CanvasActions = {
  /** Apply a command; false when it was refused (the canvas already shows why). */
  emit: (command: Command) => boolean;
  readOnly: boolean;
};

export const CanvasActionsContext = createContext<CanvasActions>({ emit: () => false, readOnly: true });

export const useCanvasActions = () => useContext(CanvasActionsContext);
