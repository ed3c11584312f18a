// The harness itself, on a small import-polling machine of the kind later machines will be: a
// promise actor started on entry, a callback poller whose events the paths send, a guarded
// event, a named delay (run on the manual clock) and input.
import { expect } from 'vitest';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { runModelBasedSuite } from './model-based';

const importMachine = setup({
  types: {
    context: {} as { fileName: string; percent: number },
    events: {} as { type: 'import.progress'; percent: number } | { type: 'import.cancel' },
    input: {} as { fileName: string },
  },
  actors: {
    startImport: fromPromise<{ taskId: string }, { fileName: string }>(() => Promise.reject(new Error('provided by the app'))),
    pollImport: fromCallback(() => undefined),
  },
  guards: { isComplete: (_, params: { percent: number }) => params.percent >= 100 },
  delays: { pollTimeout: 30_000 },
}).createMachine({
  id: 'importPolling',
  context: ({ input }) => ({ fileName: input.fileName, percent: 0 }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => ({ fileName: context.fileName }),
        onDone: 'polling',
        onError: 'failed',
      },
    },
    polling: {
      invoke: { id: 'pollImport', src: 'pollImport' },
      after: { pollTimeout: 'failed' },
      on: {
        'import.progress': [
          { guard: { type: 'isComplete', params: ({ event }) => event }, target: 'imported' },
          { actions: assign({ percent: ({ event }) => event.percent }) },
        ],
        'import.cancel': 'cancelled',
      },
    },
    imported: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

runModelBasedSuite({
  machine: (fake) =>
    importMachine.provide({
      actors: {
        startImport: fake.promise({ resolves: { started: { taskId: 'task-1' } }, rejects: { refused: new Error('Can not process') } }),
        pollImport: fake.callback(),
      },
    }),
  input: { fileName: 'contacts.csv' },
  events: { 'import.progress': { halfway: { percent: 50 }, complete: { percent: 100 } } },
  serializeState: ({ value, context }) => JSON.stringify({ value, started: context.percent > 0 }),
  states: {
    starting: (_, __, fake) => expect(fake.inputs('startImport')).toEqual([{ fileName: 'contacts.csv' }]),
    imported: (_, snapshot) => expect(snapshot.status).toBe('done'),
  },
});
