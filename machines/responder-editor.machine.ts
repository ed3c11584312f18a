// Editing one responder's graph on the canvas (issue 8): load it, edit it with undoable commands,
// lay it out, save it whole with optimistic versioning, publish it, and never lose changes on the
// way out ('changes not saved').
//
// - loading: getNodes. A failure shows the spec's '[GET_RESPONDER_DETAIL] Something went wrong!'
//   with a retry ('loadFailed'). A graph whose nodes all sit at 0,0 (made by the API, a template,
//   the legacy dialog calls) is laid out at once ('firstLayout'); that layout is not a step of the
//   history and leaves the editor clean, since the user changed nothing.
// - editing.clean / editing.dirty: every edit is a Command of flows/history.ts applied with immer
//   patches; a refused command changes nothing and keeps its reason in `refusal` for the canvas to
//   show. Undo and redo walk the history. Dirty means the history's last step is not the one that
//   was saved, so undoing back to the saved step is clean again.
// - layouting: the `layout` actor (ELK in a Web Worker) answers the layout as a Command, applied as
//   one undoable step ('Auto-layout'). Edits wait for it.
// - saving: the whole document with the version it was loaded or last saved at. Editing goes on
//   meanwhile; what changed during the save stays dirty. A 409 is 'saveConflict' (someone else
//   saved first: reload), any other failure 'saveFailed' with retry.
// - publishing: the server checks the saved graph and keeps a revision; unsaved changes are saved
//   first. A refusal (the problems) is shown in `error`.
// - confirmingLeave: leaving with unsaved changes asks: stay, leave without saving, or save and
//   leave. 'left' is final: the page lets the held navigation through.
//
// The server calls and the layout are actors the page provides (`responderEditorMachine.provide`):
// load({ responderId }), layout({ document }), save({ responderId, document, version }),
// publish({ responderId }) answering the responder as published. Failed calls are read with machines/call-errors.ts.
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { ResponderDocument } from '@domain/responder-flow';
import { responderMessages, type Responder, type SavedDocument } from '@domain/responders';
import { messages } from '@domain/messages';
import { applyCommand, canRedo, canUndo, emptyHistory, redo, undo, type Command, type History, type HistoryStep } from '@flows/history';
import { messageOf, statusOf } from './call-errors';

export interface ResponderEditorInput {
  responderId: number;
}

/** What `load` answers: the responder's own fields, its graph and the version to save against. */
export interface LoadedResponder {
  responder: Responder;
  document: ResponderDocument;
  version: number;
}

export interface SaveInput {
  responderId: number;
  document: ResponderDocument;
  version: number;
}

export type ResponderEditorEvent =
  /** An edit from the canvas, the inspector, the palette or a panel. */
  | { type: 'doc.command'; command: Command }
  | { type: 'doc.undo' }
  | { type: 'doc.redo' }
  | { type: 'layout.request' }
  | { type: 'save' }
  | { type: 'publish' }
  /** Try the failed load or save again. */
  | { type: 'retry' }
  /** Load the responder again, dropping unsaved changes (after a conflict). */
  | { type: 'reload' }
  /** Close the message of a failed save, layout or publish. */
  | { type: 'dismiss' }
  /** The user navigates away. */
  | { type: 'leave.request' }
  | { type: 'leave.stay' }
  | { type: 'leave.discard' }
  | { type: 'leave.save' };

export interface ResponderEditorContext {
  responderId: number;
  responder: Responder | null;
  document: ResponderDocument;
  history: History;
  /** The version the server holds the saved document at; a save names it. */
  version: number;
  /** The history step the server's copy ends with (null: the loaded document itself). */
  savedStep: HistoryStep | null;
  /** The step a save in flight is saving. */
  savingStep: HistoryStep | null;
  /** Why the last command was refused; null once one is accepted. */
  refusal: string | null;
  /** The failed load, save, layout or publish, in words for the user. */
  error: string | null;
  /** What follows the save in flight. */
  afterSave: 'edit' | 'publish' | 'leave';
}

export const LAYOUT_BUSY = 'Wait for the auto-layout to finish';
export const LAYOUT_FAILED = 'Auto-layout failed';

const emptyDocument = (): ResponderDocument => ({ nodes: [], notes: [] });
const lastStep = (history: History): HistoryStep | null => history.past.at(-1) ?? null;

/** The server holds what the editor shows: the history ends at the step last saved. */
export const isSaved = (context: Pick<ResponderEditorContext, 'history' | 'savedStep'>): boolean => lastStep(context.history) === context.savedStep;

/** Nodes made without a place (all at 0,0): the editor lays them out when it opens. */
export const needsLayout = (document: ResponderDocument): boolean =>
  document.nodes.length > 0 && document.nodes.every((n) => n.position.x === 0 && n.position.y === 0);

const loadedOf = ({ event }: { event: DoneActorEvent<LoadedResponder> }) => event.output;
const commandOf = ({ event }: { event: DoneActorEvent<Command> }) => event.output;
const savedOf = ({ event }: { event: DoneActorEvent<SavedDocument> }) => event.output;
const publishedOf = ({ event }: { event: DoneActorEvent<Responder> }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Apply an edit: the new document and history, or the refusal. */
function runCommand(context: ResponderEditorContext, command: Command): Partial<ResponderEditorContext> {
  const applied = applyCommand(context.document, context.history, command);
  if (!applied.ok) return { refusal: applied.reason };
  return { document: applied.document, history: applied.history, refusal: null };
}

const edits = {
  'doc.command': { actions: 'edit' },
  'doc.undo': { guard: 'canUndo', actions: 'undo' },
  'doc.redo': { guard: 'canRedo', actions: 'redo' },
} as const;

export const responderEditorMachine = setup({
  types: {
    input: {} as ResponderEditorInput,
    context: {} as ResponderEditorContext,
    events: {} as ResponderEditorEvent,
  },
  actors: {
    load: fromPromise<LoadedResponder, { responderId: number }>(() => Promise.reject(new Error('The page provides the load actor'))),
    layout: fromPromise<Command, { document: ResponderDocument }>(() => Promise.reject(new Error('The page provides the layout actor'))),
    save: fromPromise<SavedDocument, SaveInput>(() => Promise.reject(new Error('The page provides the save actor'))),
    publish: fromPromise<Responder, { responderId: number }>(() => Promise.reject(new Error('The page provides the publish actor'))),
  },
  guards: {
    isSaved: ({ context }) => isSaved(context),
    canUndo: ({ context }) => canUndo(context.history),
    canRedo: ({ context }) => canRedo(context.history),
    needsLayout: (_, loaded: LoadedResponder) => needsLayout(loaded.document),
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    leavesAfterSave: ({ context }) => context.afterSave === 'leave',
    publishesAfterSave: ({ context }) => context.afterSave === 'publish',
  },
  actions: {
    keepLoaded: assign((_, loaded: LoadedResponder) => ({
      responder: loaded.responder,
      document: loaded.document,
      version: loaded.version,
      history: emptyHistory(),
      savedStep: null,
      savingStep: null,
      refusal: null,
      error: null,
      afterSave: 'edit' as const,
    })),
    showLoadFailure: assign({ error: responderMessages.detailFailed }),
    edit: assign(({ context, event }) => (event.type === 'doc.command' ? runCommand(context, event.command) : {})),
    undo: assign(({ context }) => ({ ...undo(context.document, context.history), refusal: null })),
    redo: assign(({ context }) => ({ ...redo(context.document, context.history), refusal: null })),
    refuseWhileLayouting: assign({ refusal: LAYOUT_BUSY }),
    /** The first layout: the document as it should have come, not an edit. */
    placeQuietly: assign(({ context }, command: Command) => {
      const applied = applyCommand(context.document, emptyHistory(), command);
      return applied.ok ? { document: applied.document } : {};
    }),
    applyLayout: assign(({ context }, command: Command) => ({ ...runCommand(context, command), error: null })),
    showLayoutFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, LAYOUT_FAILED) })),
    startSave: assign(({ context }) => ({ savingStep: lastStep(context.history), error: null })),
    saveThen: assign((_, afterSave: ResponderEditorContext['afterSave']) => ({ afterSave })),
    keepSaved: assign(({ context }, saved: SavedDocument) => ({ version: saved.version, savedStep: context.savingStep, error: null })),
    showSaveFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, messages.network), afterSave: 'edit' as const })),
    showConflict: assign({ error: responderMessages.changedElsewhere, afterSave: 'edit' as const }),
    showPublishFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, messages.somethingWentWrong), afterSave: 'edit' as const })),
    /** The responder as published: its revision number. */
    keepPublished: assign((_, responder: Responder) => ({ responder })),
    clearError: assign({ error: null, afterSave: 'edit' as const }),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'responderEditor',
  context: ({ input }) => ({
    responderId: input.responderId,
    responder: null,
    document: emptyDocument(),
    history: emptyHistory(),
    version: 0,
    savedStep: null,
    savingStep: null,
    refusal: null,
    error: null,
    afterSave: 'edit',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ responderId: context.responderId }),
        onDone: [
          { guard: { type: 'needsLayout', params: loadedOf }, target: 'firstLayout', actions: { type: 'keepLoaded', params: loadedOf } },
          { target: 'editing', actions: { type: 'keepLoaded', params: loadedOf } },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    firstLayout: {
      invoke: {
        id: 'firstLayout',
        src: 'layout',
        input: ({ context }) => ({ document: context.document }),
        onDone: { target: 'editing', actions: { type: 'placeQuietly', params: commandOf } },
        onError: { target: 'editing', actions: { type: 'showLayoutFailure', params: errorOf } },
      },
      on: {
        'doc.command': { actions: 'refuseWhileLayouting' },
        // Nothing was changed yet: leaving just drops the layout.
        'leave.request': 'left',
      },
    },
    editing: {
      initial: 'deciding',
      on: {
        'doc.command': { target: '.deciding', actions: 'edit' },
        'doc.undo': { guard: 'canUndo', target: '.deciding', actions: 'undo' },
        'doc.redo': { guard: 'canRedo', target: '.deciding', actions: 'redo' },
        'layout.request': 'layouting',
        dismiss: { actions: 'clearError' },
      },
      states: {
        deciding: {
          always: [{ guard: 'isSaved', target: 'clean' }, { target: 'dirty' }],
        },
        clean: {
          on: {
            publish: '#responderEditor.publishing',
            'leave.request': '#responderEditor.left',
          },
        },
        dirty: {
          on: {
            save: { target: '#responderEditor.saving', actions: { type: 'saveThen', params: 'edit' } },
            publish: { target: '#responderEditor.saving', actions: { type: 'saveThen', params: 'publish' } },
            'leave.request': '#responderEditor.confirmingLeave',
          },
        },
      },
    },
    layouting: {
      entry: 'forgetError',
      invoke: {
        id: 'layout',
        src: 'layout',
        input: ({ context }) => ({ document: context.document }),
        onDone: { target: 'editing', actions: { type: 'applyLayout', params: commandOf } },
        onError: { target: 'editing', actions: { type: 'showLayoutFailure', params: errorOf } },
      },
      on: {
        'doc.command': { actions: 'refuseWhileLayouting' },
        // Leaving drops the layout, not applied yet; unsaved work is asked about as ever.
        'leave.request': [{ guard: 'isSaved', target: 'left' }, { target: 'confirmingLeave' }],
      },
    },
    saving: {
      entry: 'startSave',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ responderId: context.responderId, document: context.document, version: context.version }),
        onDone: [
          { guard: 'leavesAfterSave', target: 'left', actions: { type: 'keepSaved', params: savedOf } },
          { guard: 'publishesAfterSave', target: 'publishing', actions: { type: 'keepSaved', params: savedOf } },
          { target: 'editing', actions: { type: 'keepSaved', params: savedOf } },
        ],
        onError: [
          { guard: { type: 'isConflict', params: errorOf }, target: 'saveConflict', actions: 'showConflict' },
          { target: 'saveFailed', actions: { type: 'showSaveFailure', params: errorOf } },
        ],
      },
      on: {
        ...edits,
        // Leaving during a save waits for it, then goes.
        'leave.request': { actions: { type: 'saveThen', params: 'leave' } },
      },
    },
    saveFailed: {
      on: {
        retry: 'saving',
        save: 'saving',
        dismiss: { target: 'editing', actions: 'clearError' },
        'doc.command': { target: 'editing', actions: ['clearError', 'edit'] },
        'doc.undo': { guard: 'canUndo', target: 'editing', actions: ['clearError', 'undo'] },
        'doc.redo': { guard: 'canRedo', target: 'editing', actions: ['clearError', 'redo'] },
        'leave.request': [{ guard: 'isSaved', target: 'left' }, { target: 'confirmingLeave' }],
      },
    },
    /** Someone else saved first: saving again would overwrite their work. */
    saveConflict: {
      on: {
        reload: 'loading',
        dismiss: { target: 'editing', actions: 'clearError' },
        'leave.request': [{ guard: 'isSaved', target: 'left' }, { target: 'confirmingLeave' }],
      },
    },
    publishing: {
      entry: 'forgetError',
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ responderId: context.responderId }),
        onDone: { target: 'editing', actions: ['clearError', { type: 'keepPublished', params: publishedOf }] },
        onError: { target: 'editing', actions: { type: 'showPublishFailure', params: errorOf } },
      },
      on: {
        ...edits,
        // The server publishes what was saved whether or not the page waits for its answer.
        'leave.request': [{ guard: 'isSaved', target: 'left' }, { target: 'confirmingLeave' }],
      },
    },
    /** 'changes not saved': stay, leave without saving, or save and leave. */
    confirmingLeave: {
      on: {
        'leave.stay': { target: 'editing', actions: 'clearError' },
        'leave.discard': 'left',
        'leave.save': { target: 'saving', actions: { type: 'saveThen', params: 'leave' } },
      },
    },
    left: { type: 'final' },
  },
});
