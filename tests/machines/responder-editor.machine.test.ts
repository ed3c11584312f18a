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
const cap = (n: number) => Math.min(n, 2);
/** Every message the editor may show above the canvas. */
const shownErrors: unknown[] = [null, responderMessages.detailFailed, responderMessages.changedElsewhere, messages.network, PROBLEMS, failures.worker.message];

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
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      past: cap(context.history.past.length),
      future: cap(context.history.future.length),
      saved: isSavedPoint(context),
      refusal: context.refusal,
      error: context.error,
      afterSave: context.afterSave,
    }),
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
    await waitFor(actor, (s) => s.status === 'done');
    expect(save).toHaveBeenCalledTimes(1);

    const clean = openEditor({ load: [loadAnswers.placed] });
    await clean.settled({ editing: 'clean' });
    clean.actor.send({ type: 'leave.request' });
    expect(clean.actor.getSnapshot().status).toBe('done');
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
