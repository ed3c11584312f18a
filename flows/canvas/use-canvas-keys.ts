// The canvas's keyboard: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, Delete, Ctrl+D duplicate,
// Ctrl+F find, Ctrl+S save, '?' help, and copy/paste through the browser's own copy and paste events (Ctrl+C,
// Ctrl+V, the Edit menu). A key counts only when the canvas has the focus (or nothing has it):
// typing in a form field keeps the field's own undo, copy and paste. Cmd works as Ctrl on a Mac.
import { useEffect, useRef, type RefObject } from 'react';

export type CanvasKeyHandlers = {
  undo: () => void;
  redo: () => void;
  save: () => void;
  remove: () => void;
  duplicate: () => void;
  find: () => void;
  help: () => void;
  /** Put the selection on the clipboard; false when nothing was selected (the browser goes on). */
  copy: (data: DataTransfer | null) => boolean;
  paste: (data: DataTransfer | null) => boolean;
};

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().length > 0;
}

export function useCanvasKeys(root: RefObject<HTMLElement | null>, handlers: CanvasKeyHandlers, readOnly: boolean): void {
  // The latest handlers without re-subscribing on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const ours = (target: EventTarget | null) =>
      !isEditable(target) && (target === document.body || (target instanceof Node && root.current?.contains(target) === true));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !ours(event.target)) return;
      const h = latest.current;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let run: (() => void) | null = null;
      if (mod && key === 'z') run = readOnly ? null : event.shiftKey ? h.redo : h.undo;
      else if (mod && key === 'y') run = readOnly ? null : h.redo;
      else if (mod && key === 's') run = readOnly ? null : h.save;
      else if (mod && key === 'd') run = readOnly ? null : h.duplicate;
      else if (mod && key === 'f') run = h.find;
      else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) run = readOnly ? null : h.remove;
      else if (!mod && event.key === '?') run = h.help;
      if (!run) return;
      event.preventDefault();
      run();
    };
    const onCopy = (event: ClipboardEvent) => {
      if (!ours(event.target) || hasTextSelection()) return;
      if (latest.current.copy(event.clipboardData)) event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (readOnly || !ours(event.target)) return;
      if (latest.current.paste(event.clipboardData)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [root, readOnly]);
}
