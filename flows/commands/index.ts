// The responder editor's commands: each maker returns a Command for flows/history.ts (applyCommand,
// undo, redo). The canvas and the editor machine import them from here.
export { addRoot } from './add-root';
export { addChild, type AddChildInput } from './add-child';
export { addAction } from './add-action';
export { updateAction } from './update-action';
export { removeAction } from './remove-action';
export { moveAction } from './move-action';
export { updateTrigger } from './update-trigger';
export { connect, type ConnectInput } from './connect';
export { disconnect } from './disconnect';
export { deleteNodes } from './delete-nodes';
export { duplicateNode, DUPLICATE_OFFSET } from './duplicate-node';
export { moveNodes, type Positions } from './move-nodes';
export { pasteClipboard, type PasteCommand } from './paste-clipboard';
export { addNote } from './add-note';
export { updateNote, type NoteChange } from './update-note';
export { deleteNote } from './delete-note';
export { applyLayout } from './apply-layout';
export type { CreatingCommand } from './draft';
