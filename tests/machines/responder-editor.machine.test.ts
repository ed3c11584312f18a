// The responder editor machine: every state and transition by model-based paths, with what the
// user must see in each state; then the stories of an editing session (first open laid out, edits
// undone and redone back to clean, a save with edits going on, a conflict, leaving with changes,
// publishing unsaved work).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { responderMessages } from '@domain/responders';
import { messages } from '@domain/messages';
import { LAYOUT_BUSY, responderEditorMachine, type LoadedResponder, type SaveInput } from '@machines/responder-editor.machine';
import type { Command } from '@flows/history';
import type { Responder, SavedDocument } from '@domain/responders';
import type { ResponderDocument } from '@domain/responder-flow';
import {
  addNote,
  failures,
  layoutCommand,
  loadAnswers,
  placedDocument,
  PROBLEMS,
  publishedResponder,
  REFUSAL,
  refusedConnection,
  RESPONDER_ID,
  saved,
  unplacedDocument,
} from './fixtures/responder-editor-answers';
import { scripted, type Answer } from './fixtures/scripted-calls';
import { runModelBasedSuite } from './model-based';

const isSavedPoint = (context: { history: { past: unknown[] }; savedStep: unknown }) => (context.history.past.at(-1) ?? null) === context.savedStep;
/** Every message the editor may show above the canvas. */
const shownErrors: unknown[] = [null, responderMessages.detailFailed, responderMessages.changedElsewhere, messages.network, PROBLEMS, failures.worker.message];

type EditorSnapshot = SnapshotFrom<typeof responderEditorMachine>;
const xs = (document: ResponderDocument) => document.nodes.map((n) => n.position.x);
/** Laid out as the layout answers: each node a column right of its parent, on one row. */
const laidOut = ({ context }: EditorSnapshot) => context.document.nodes.every((n) => n.position.x === (n.level - 1) * 320 && n.position.y === 0);
const lastStepName = ({ history }: EditorSnapshot['context']) => history.past.at(-1)?.name ?? null;
/** The server holds what the editor shows (the history ends at the step last saved). */
const holdsSaved = ({ context }: EditorSnapshot) => isSavedPoint(context);
/** The editor says "unsaved changes" exactly when what it shows is not what the server holds. */
const savednessShown = (snapshot: EditorSnapshot) => expect(snapshot.matches({ editing: 'dirty' })).toBe(!holdsSaved(snapshot));
const opened = (document: ResponderDocument) => ({ context }: EditorSnapshot) =>
  expect([context.responder?.id, context.document, context.history.past, context.error]).toEqual([RESPONDER_ID, document, [], null]);
const accepted = (name: string) => ({ context }: EditorSnapshot) => expect([lastStepName(context), context.refusal]).toEqual([name, null]);
const refused = ({ context }: EditorSnapshot) => expect(context.refusal).toBe(REFUSAL);
const busy = (document?: ResponderDocument) => ({ context }: EditorSnapshot) => {
  expect(context.refusal).toBe(LAYOUT_BUSY);
  if (document) expect(context.document).toEqual(document);
};
const withoutMessage = (snapshot: EditorSnapshot) => {
  expect(snapshot.context.error).toBeNull();
  savednessShown(snapshot);
};
/** What the user asked to follow the save in flight (save, publish, or leave once saved). */
const userAsked = (next: 'edit' | 'publish' | 'leave') => ({ context }: EditorSnapshot) => context.afterSave === next;
const savedAt = (version: number) => (snapshot: EditorSnapshot) => {
  expect([snapshot.context.version, snapshot.context.error]).toEqual([version, null]);
  savednessShown(snapshot);
};

runModelBasedSuite({
  machine: (fake) =>
    responderEditorMachine.provide({
      actors: {
        load: fake.promise({ resolves: loadAnswers, rejects: { 'network failure': failures.network } }),
        layout: fake.promise({ resolves: { 'laid out': layoutCommand }, rejects: { 'worker failed': failures.worker } }),
        save: fake.promise({ resolves: { saved: saved(5) }, rejects: { 'network failure': failures.network, 'changed elsewhere': failures.conflict } }),
        publish: fake.promise({ resolves: { published: publishedResponder }, rejects: { 'has problems': failures.problems } }),
      },
    }),
  input: { responderId: RESPONDER_ID },
  events: { 'doc.command': { 'add a note': { command: addNote }, 'a refused connection': { command: refusedConnection } } },
  // What tells two editor states apart for the user: undo and redo offered, saved or not, a refusal
  // or a message shown, and what follows a save. Counting steps or telling messages apart multiplies
  // the paths (225 instead of 89) without a transition more; the rows check the messages' words.
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      past: context.history.past.length > 0,
      future: context.history.future.length > 0,
      saved: isSavedPoint(context),
      refusal: context.refusal !== null,
      error: context.error !== null,
      afterSave: context.afterSave,
    }),
  // Where the user must be after each step and what the editor shows, from issue 8 and the spec
  // (001 §7 Responders: getNodes, saveNode, publish; the detail message '[GET_RESPONDER_DETAIL]
  // Something went wrong!'): an edit makes the work unsaved, undoing back to what the server holds
  // makes it saved again, a save or publish keeps editing going, leaving with unsaved work asks.
  expectations: [
    // Opening: the graph as saved, laid out first if nothing has a place; or the message and a retry.
    { in: 'loading', on: 'load resolves placed', then: 'editing.clean', sees: opened(placedDocument) },
    { in: 'loading', on: 'load resolves never laid out', then: 'firstLayout', sees: ({ context }) => expect(context.document).toEqual(unplacedDocument) },
    { in: 'loading', on: 'load rejects', then: 'loadFailed', sees: ({ context }) => expect(context.error).toBe(responderMessages.detailFailed) },
    { in: 'loadFailed', on: 'retry', then: 'loading' },
    // The first layout places the graph without making it an edit; a failed one leaves it as loaded.
    { in: 'firstLayout', on: 'firstLayout resolves laid out', then: 'editing.clean', sees: ({ context }) => expect([context.history.past, xs(context.document)]).toEqual([[], [0, 320]]) },
    { in: 'firstLayout', on: 'firstLayout rejects', then: 'editing.clean', sees: ({ context }) => expect([context.error, xs(context.document)]).toEqual([failures.worker.message, [0, 0]]) },
    { in: 'firstLayout', on: 'doc.command', then: 'firstLayout', sees: busy(unplacedDocument) },
    // Edits on the canvas: an accepted one is unsaved work, a refused one changes nothing and says why.
    { in: 'editing', on: 'doc.command(add a note)', then: 'editing.dirty', sees: accepted('Add note') },
    { in: 'editing.clean', on: 'doc.command(a refused connection)', then: 'editing.clean', sees: refused },
    { in: 'editing.dirty', on: 'doc.command(a refused connection)', then: 'editing.dirty', sees: refused },
    { in: 'editing', on: 'doc.undo', then: 'editing', sees: savednessShown },
    { in: 'editing', on: 'doc.redo', then: 'editing', sees: savednessShown },
    { in: 'editing', on: 'layout.request', then: 'layouting', sees: ({ context }) => expect(context.error).toBeNull() },
    { in: 'editing.clean', on: 'dismiss', then: 'editing.clean', sees: ({ context }) => expect(context.error).toBeNull() },
    { in: 'editing.dirty', on: 'dismiss', then: 'editing.dirty', sees: ({ context }) => expect(context.error).toBeNull() },
    // Save, publish, leave: what the editor holds decides.
    { in: 'editing.dirty', on: 'save', then: 'saving' },
    { in: 'editing.dirty', on: 'publish', then: 'saving' },
    { in: 'editing.clean', on: 'publish', then: 'publishing', sees: ({ context }) => expect(context.error).toBeNull() },
    { in: 'editing.clean', on: 'leave.request', then: 'left' },
    { in: 'editing.dirty', on: 'leave.request', then: 'confirmingLeave' },
    // Auto-layout on demand: one undoable step; edits wait for it.
    { in: 'layouting', on: 'layout resolves laid out', when: (s) => !laidOut(s), then: 'editing.dirty', sees: ({ context }) => expect([lastStepName(context), context.error]).toEqual(['Auto-layout', null]) },
    // A graph already laid out does not move: nothing to undo, nothing unsaved.
    { in: 'layouting', on: 'layout resolves laid out', when: laidOut, then: 'editing', sees: withoutMessage },
    { in: 'layouting', on: 'layout rejects', then: 'editing', sees: ({ context }) => expect(context.error).toBe(failures.worker.message) },
    { in: 'layouting', on: 'doc.command', then: 'layouting', sees: busy() },
    // Leaving while a layout runs (or a publish) goes, or asks first when work is unsaved.
    { in: 'layouting', on: 'leave.request', when: holdsSaved, then: 'left' },
    { in: 'layouting', on: 'leave.request', when: (snapshot) => !holdsSaved(snapshot), then: 'confirmingLeave' },
    { in: 'publishing', on: 'leave.request', when: holdsSaved, then: 'left' },
    { in: 'publishing', on: 'leave.request', when: (snapshot) => !holdsSaved(snapshot), then: 'confirmingLeave' },
    { in: 'firstLayout', on: 'leave.request', then: 'left' },
    // Saving: editing goes on; the answer decides what follows.
    { in: 'saving', on: 'doc.command(add a note)', then: 'saving', sees: accepted('Add note') },
    { in: 'saving', on: 'doc.command(a refused connection)', then: 'saving', sees: refused },
    { in: 'saving', on: 'doc.undo', then: 'saving', sees: ({ context }) => expect(context.refusal).toBeNull() },
    { in: 'saving', on: 'doc.redo', then: 'saving', sees: ({ context }) => expect(context.refusal).toBeNull() },
    { in: 'saving', on: 'leave.request', then: 'saving' },
    { in: 'saving', on: 'save resolves', when: userAsked('leave'), then: 'left', sees: ({ context }) => expect(context.version).toBe(5) },
    { in: 'saving', on: 'save resolves', when: userAsked('publish'), then: 'publishing', sees: ({ context }) => expect([context.version, context.error]).toEqual([5, null]) },
    { in: 'saving', on: 'save resolves', when: userAsked('edit'), then: 'editing', sees: savedAt(5) },
    { in: 'saving', on: 'save rejects network failure', then: 'saveFailed', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    { in: 'saving', on: 'save rejects changed elsewhere', then: 'saveConflict', sees: ({ context }) => expect(context.error).toBe(responderMessages.changedElsewhere) },
    // A failed save: retry, or go back to editing without the message.
    { in: 'saveFailed', on: 'retry', then: 'saving' },
    { in: 'saveFailed', on: 'save', then: 'saving' },
    { in: 'saveFailed', on: 'dismiss', then: 'editing', sees: withoutMessage },
    { in: 'saveFailed', on: 'doc.command(add a note)', then: 'editing.dirty', sees: (snapshot) => [accepted('Add note'), withoutMessage].forEach((see) => see(snapshot)) },
    { in: 'saveFailed', on: 'doc.command(a refused connection)', then: 'editing', sees: (snapshot) => [refused, withoutMessage].forEach((see) => see(snapshot)) },
    { in: 'saveFailed', on: 'doc.undo', then: 'editing', sees: withoutMessage },
    { in: 'saveFailed', on: 'doc.redo', then: 'editing', sees: withoutMessage },
    { in: 'saveFailed', on: 'leave.request', when: holdsSaved, then: 'left' },
    { in: 'saveFailed', on: 'leave.request', when: (snapshot) => !holdsSaved(snapshot), then: 'confirmingLeave' },
    // Someone else saved first: reload (dropping the changes), or go back to editing.
    { in: 'saveConflict', on: 'reload', then: 'loading' },
    { in: 'saveConflict', on: 'dismiss', then: 'editing', sees: withoutMessage },
    { in: 'saveConflict', on: 'leave.request', when: holdsSaved, then: 'left' },
    { in: 'saveConflict', on: 'leave.request', when: (snapshot) => !holdsSaved(snapshot), then: 'confirmingLeave' },
    // Publishing: edits go on; the answer is the revision, or the problems to fix.
    { in: 'publishing', on: 'publish resolves', then: 'editing', sees: ({ context }) => expect([context.responder?.revision, context.error]).toEqual([1, null]) },
    { in: 'publishing', on: 'publish rejects', then: 'editing', sees: ({ context }) => expect(context.error).toBe(PROBLEMS) },
    { in: 'publishing', on: 'doc.command(add a note)', then: 'publishing', sees: accepted('Add note') },
    { in: 'publishing', on: 'doc.command(a refused connection)', then: 'publishing', sees: refused },
    { in: 'publishing', on: 'doc.undo', then: 'publishing' },
    { in: 'publishing', on: 'doc.redo', then: 'publishing' },
    // 'changes not saved': stay, leave without saving, or save and leave.
    { in: 'confirmingLeave', on: 'leave.stay', then: 'editing.dirty', sees: withoutMessage },
    { in: 'confirmingLeave', on: 'leave.discard', then: 'left' },
    { in: 'confirmingLeave', on: 'leave.save', then: 'saving' },
  ],
  states: {
    loading: (_, __, fake) => expect(fake.inputs('load').at(-1)).toEqual({ responderId: RESPONDER_ID }),
    // The spec's message, with a retry, in place of the canvas.
    loadFailed: (_, { context }) => expect(context.error).toBe(responderMessages.detailFailed),
    firstLayout: (_, { context }, fake) => {
      expect(context.document).toEqual(unplacedDocument);
      expect(fake.inputs('firstLayout').at(-1)).toEqual({ document: unplacedDocument });
    },
    editing: (_, { context }) => {
      expect(context.responder?.id).toBe(RESPONDER_ID);
      expect(shownErrors).toContain(context.error);
      if (context.refusal !== null) expect([REFUSAL, LAYOUT_BUSY]).toContain(context.refusal);
      // Nothing sits at 0,0 any more once the editor shows the graph laid out (or failed to).
      if (context.error === null && context.history.past.length === 0) expect(context.document.nodes.some((n) => n.position.x !== 0)).toBe(true);
    },
    'editing.clean': (_, { context }) => expect(isSavedPoint(context)).toBe(true),
    'editing.dirty': (_, { context }) => {
      expect(isSavedPoint(context)).toBe(false);
      expect(context.history.past.length + context.history.future.length).toBeGreaterThan(0);
    },
    layouting: (_, { context }, fake) => expect(fake.inputs('layout').at(-1)).toEqual({ document: context.document }),
    saving: (_, { context }, fake) => {
      const sent = fake.inputs('save').at(-1) as SaveInput;
      expect(sent.responderId).toBe(RESPONDER_ID);
      expect(sent.version).toBe(context.version);
      expect(context.error).toBeNull();
    },
    saveFailed: (_, { context }) => expect(context.error).toBe(messages.network),
    saveConflict: (_, { context }) => expect(context.error).toBe(responderMessages.changedElsewhere),
    publishing: (_, { context }, fake) => {
      expect(fake.inputs('publish').at(-1)).toEqual({ responderId: RESPONDER_ID });
      expect(context.error).toBeNull();
    },
    confirmingLeave: (_, { context }) => expect(isSavedPoint(context)).toBe(false),
  },
});

type EditorState = Parameters<SnapshotFrom<typeof responderEditorMachine>['matches']>[0];

function openEditor(script: {
  load?: Array<Answer<LoadedResponder>>;
  layout?: Array<Answer<Command>>;
  save?: Array<Answer<SavedDocument>>;
  publish?: Array<Answer<Responder>>;
}) {
  const load = scripted<LoadedResponder, { responderId: number }>('load', script.load ?? []);
  const layout = scripted<Command, { document: ResponderDocument }>('layout', script.layout ?? []);
  const save = scripted<SavedDocument, SaveInput>('save', script.save ?? []);
  const publish = scripted<Responder, { responderId: number }>('publish', script.publish ?? []);
  const machine = responderEditorMachine.provide({ actors: { load: load.logic, layout: layout.logic, save: save.logic, publish: publish.logic } });
  const actor = createActor(machine, { input: { responderId: RESPONDER_ID } }).start();
  const settled = (state: EditorState) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });
  return { actor, settled, load: load.call, layout: layout.call, save: save.call, publish: publish.call };
}

const notesOf = (actor: { getSnapshot: () => EditorSnapshot }) => actor.getSnapshot().context.document.notes.length;

describe('responder editor stories', () => {
  it('a graph that was never laid out is laid out on first open and the editor stays clean', async () => {
    const { actor, settled, layout } = openEditor({ load: [loadAnswers['never laid out']], layout: [layoutCommand] });
    await settled({ editing: 'clean' });
    expect(layout).toHaveBeenCalledWith({ document: unplacedDocument });
    const { context } = actor.getSnapshot();
    expect(context.document.nodes.map((n) => n.position.x)).toEqual([0, 320]);
    expect(context.history.past).toHaveLength(0);
  });

  it('a placed graph opens as it is, without a layout', async () => {
    const { actor, settled, layout } = openEditor({ load: [loadAnswers.placed] });
    await settled({ editing: 'clean' });
    expect(layout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.document).toBe(placedDocument);
  });

  it('edits are undone and redone; undoing back to the saved point is clean again', async () => {
    const { actor, settled } = openEditor({ load: [loadAnswers.placed] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'doc.command', command: addNote });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    expect(actor.getSnapshot().context.document.notes).toHaveLength(2);
    actor.send({ type: 'doc.undo' });
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
    expect(actor.getSnapshot().context.document.notes).toHaveLength(0);
    actor.send({ type: 'doc.redo' });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    expect(actor.getSnapshot().context.history.past.map((s) => s.name)).toEqual(['Add note']);
  });

  it('a refused command changes nothing and keeps its reason until a command is accepted', async () => {
    const { actor, settled } = openEditor({ load: [loadAnswers.placed] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: refusedConnection });
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ refusal: REFUSAL, document: placedDocument });
    actor.send({ type: 'doc.command', command: addNote });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('auto-layout on demand is one undoable step', async () => {
    const { actor, settled } = openEditor({ load: [{ ...loadAnswers.placed, document: { ...placedDocument, nodes: placedDocument.nodes.map((n) => ({ ...n, position: { ...n.position, y: 99 } })) } }], layout: [layoutCommand] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'layout.request' });
    actor.send({ type: 'doc.command', command: addNote });
    expect(actor.getSnapshot().context.refusal).toBe(LAYOUT_BUSY);
    await settled({ editing: 'dirty' });
    expect(actor.getSnapshot().context.history.past.map((s) => s.name)).toEqual(['Auto-layout']);
    expect(actor.getSnapshot().context.document.nodes.map((n) => n.position.y)).toEqual([0, 0]);
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().context.document.nodes.map((n) => n.position.y)).toEqual([99, 99]);
  });

  it('a save sends the version; edits made while it runs stay unsaved, and the next save names the new version', async () => {
    const { actor, settled, save } = openEditor({ load: [loadAnswers.placed], save: [saved(5), saved(6)] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'save' });
    const firstSent = actor.getSnapshot().context.document;
    actor.send({ type: 'doc.command', command: addNote });
    await settled({ editing: 'dirty' });
    expect(save).toHaveBeenNthCalledWith(1, { responderId: RESPONDER_ID, document: firstSent, version: 4 });
    expect(actor.getSnapshot().context.version).toBe(5);
    actor.send({ type: 'save' });
    await settled({ editing: 'clean' });
    expect(save).toHaveBeenNthCalledWith(2, expect.objectContaining({ version: 5 }));
    expect(actor.getSnapshot().context.document.notes).toHaveLength(2);
  });

  it('a failed save keeps the changes and retries; a conflict asks to reload, which drops them', async () => {
    const { actor, settled, load } = openEditor({ load: [loadAnswers.placed, loadAnswers.placed], save: [failures.network, failures.conflict] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'save' });
    await settled('saveFailed');
    expect(actor.getSnapshot().context.error).toBe(messages.network);
    actor.send({ type: 'retry' });
    await settled('saveConflict');
    expect(actor.getSnapshot().context.error).toBe(responderMessages.changedElsewhere);
    expect(actor.getSnapshot().context.document.notes).toHaveLength(1);
    actor.send({ type: 'reload' });
    await settled({ editing: 'clean' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.document.notes).toHaveLength(0);
  });

  it('leaving with changes asks; save and leave leaves once saved, and a clean editor leaves at once', async () => {
    const { actor, settled, save } = openEditor({ load: [loadAnswers.placed], save: [saved(5)] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().matches('confirmingLeave')).toBe(true);
    actor.send({ type: 'leave.stay' });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    actor.send({ type: 'leave.request' });
    actor.send({ type: 'leave.save' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(save).toHaveBeenCalledTimes(1);

    const clean = openEditor({ load: [loadAnswers.placed] });
    await clean.settled({ editing: 'clean' });
    clean.actor.send({ type: 'leave.request' });
    expect(clean.actor.getSnapshot().status).toBe('done');
  });

  it('while a save runs, edits are undone and redone; what changed meanwhile stays unsaved', async () => {
    const { actor, settled, save } = openEditor({ load: [loadAnswers.placed], save: [saved(5)] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'save' });
    actor.send({ type: 'doc.command', command: addNote });
    expect(notesOf(actor)).toBe(2);
    actor.send({ type: 'doc.undo' });
    expect(notesOf(actor)).toBe(1);
    actor.send({ type: 'doc.redo' });
    expect(notesOf(actor)).toBe(2);
    await settled({ editing: 'dirty' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, error: null });
    // Undoing the edit made during the save is back at what the server holds.
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
  });

  it('leaving while a save runs waits for it, then leaves without asking', async () => {
    const { actor, settled, save } = openEditor({ load: [loadAnswers.placed], save: [saved(5)] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'save' });
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(snapshot.value).toBe('left');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('after a failed save, editing goes on: an edit, undo or redo applies and closes the message', async () => {
    const { actor, settled } = openEditor({ load: [loadAnswers.placed], save: [failures.network, failures.network, failures.network] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'doc.undo' });
    actor.send({ type: 'save' });
    await settled('saveFailed');
    actor.send({ type: 'doc.redo' });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    expect([notesOf(actor), actor.getSnapshot().context.error]).toEqual([2, null]);
    actor.send({ type: 'save' });
    await settled('saveFailed');
    actor.send({ type: 'doc.command', command: addNote });
    expect([notesOf(actor), actor.getSnapshot().context.error]).toEqual([3, null]);
    actor.send({ type: 'save' });
    await settled('saveFailed');
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    expect([notesOf(actor), actor.getSnapshot().context.error]).toEqual([2, null]);
  });

  it('after a failed save, leaving asks; staying goes back to the unsaved work without the message', async () => {
    const { actor, settled } = openEditor({ load: [loadAnswers.placed], save: [failures.network] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'save' });
    await settled('saveFailed');
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().matches('confirmingLeave')).toBe(true);
    actor.send({ type: 'leave.stay' });
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
    expect([notesOf(actor), actor.getSnapshot().context.error]).toEqual([1, null]);
  });

  it('a failed auto-layout says why until the message is closed; the graph stays as it was', async () => {
    const { actor, settled } = openEditor({ load: [loadAnswers.placed], layout: [failures.worker] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'layout.request' });
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 1000 });
    expect(actor.getSnapshot().context).toMatchObject({ error: failures.worker.message, document: placedDocument });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
  });

  it('edits made while publishing are kept, unsaved, with undo and redo', async () => {
    const { actor, settled, publish } = openEditor({ load: [loadAnswers.placed], publish: [publishedResponder] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().matches('publishing')).toBe(true);
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'doc.undo' });
    expect(notesOf(actor)).toBe(1);
    actor.send({ type: 'doc.redo' });
    expect(notesOf(actor)).toBe(2);
    await settled({ editing: 'dirty' });
    expect(publish).toHaveBeenCalledWith({ responderId: RESPONDER_ID });
    expect(actor.getSnapshot().context.responder?.revision).toBe(1);
    expect(notesOf(actor)).toBe(2);
  });

  it('publishing unsaved work saves it first; a refusal shows the server’s reason', async () => {
    const { actor, settled, save, publish } = openEditor({ load: [loadAnswers.placed], save: [saved(5)], publish: [failures.problems, publishedResponder] });
    await settled({ editing: 'clean' });
    actor.send({ type: 'doc.command', command: addNote });
    actor.send({ type: 'publish' });
    await settled('publishing');
    expect(save).toHaveBeenCalledTimes(1);
    await settled({ editing: 'clean' });
    expect(actor.getSnapshot().context.error).toBe(PROBLEMS);
    actor.send({ type: 'publish' });
    await settled('publishing');
    await settled({ editing: 'clean' });
    expect(publish).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.responder?.revision).toBe(1);
  });

  it('a responder that cannot be loaded says the spec’s message and loads again on retry', async () => {
    const { actor, settled } = openEditor({ load: [failures.missing, loadAnswers.placed] });
    await settled('loadFailed');
    expect(actor.getSnapshot().context.error).toBe(responderMessages.detailFailed);
    actor.send({ type: 'retry' });
    await settled({ editing: 'clean' });
  });
});
