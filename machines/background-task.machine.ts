// One background task seen from a screen (000 §4, §9; 001 §9): the request that creates it, then a
// poll of GET /background-tasks/:id every pollIntervalFor(kind) (2 s; 1.5 s for export) until the
// task ends, with stop, and a network that may drop in between. Import, scrub, enrichment, refresh,
// consume, certify and export use it, and nothing in it knows which task it follows.
//
// The server calls are the actors the screen provides (`backgroundTaskMachine.provide({ actors })`):
// - startTask: the call that creates the task (the import request, POST .../split ...); it answers
//   the BackgroundTask. Without input.taskId the machine starts there; with it, it polls at once.
// - fetchTask({ taskId }), cancelTask({ taskId }): GET /background-tasks/:id and POST .../cancel.
// Each gets an AbortSignal (fromPromise's `signal`): stopping the actor (the screen unmounts) stops
// the timers and aborts the call in flight, so nothing polls after the user leaves.
//
// How a rejection is read: an error with a numeric `status` (the web client's ApiRequestError) in
// 400-499, except 408 and 429, is a refusal that asking again will not change (404: the task was
// deleted): the machine ends in 'failed' with its message. Anything else (no answer, 5xx, 408, 429)
// is a lost connection: 'retrying' waits 1 s, 2 s, 4 s, 8 s (doubling, at most 15 s) and polls
// again (RETRY skips the wait); the fifth failure in a row goes 'offline', where only RETRY polls
// (one more failure then goes straight back to 'offline'). Any answer resets the count. A failed
// start is never retried: the call may have created the task, so the user decides ('startFailed').
//
// Stop (CANCEL) works once the task id is known (not while 'starting'). Its answer decides the end
// like a poll's: CANCELED ends 'canceled', a task that finished meanwhile ends as it finished, and a
// filter task answers PAUSED: it ends 'paused', since a paused task only moves again when the user
// resumes it (/process), and the screen then follows it with a new actor. A failed stop goes back to
// polling with the message. The output is the last task seen (null when the start failed).
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { messages } from '@domain/messages';
import { pollIntervalFor, taskMessages, TASK_POLL_MS, type BackgroundTask, type TaskStatus } from '@domain/background-tasks';
import { BACKOFF_FIRST_MS, BACKOFF_MAX_MS, backoffMs, isRefusalError, MAX_POLL_FAILURES, messageOf, statusOf } from './call-errors';

// The backoff policy lives with the error reading (./call-errors.ts); re-exported for the screens and tests.
export { BACKOFF_FIRST_MS, BACKOFF_MAX_MS, backoffMs, MAX_POLL_FAILURES };

export interface BackgroundTaskInput {
  /** A task that already exists (a screen reopened, /process): poll it instead of starting one. */
  taskId?: number;
}

/** The input of fetchTask and cancelTask. */
export interface TaskCallInput {
  taskId: number;
}

export type BackgroundTaskEvent =
  /** The user stops the task. */
  | { type: 'CANCEL' }
  /** Poll again now (offline, or skipping a retry's wait). */
  | { type: 'RETRY' };

export interface BackgroundTaskContext {
  /** The last answer about the task: its status and progress for the screen. */
  task: BackgroundTask | null;
  taskId: number | null;
  /** What to tell the user: the failed call's message or why the task failed; null after an answer. */
  error: string | null;
  /** Failed polls in a row. */
  failures: number;
}

const refusalMessage = (error: unknown) =>
  messageOf(error, statusOf(error) === 404 ? taskMessages.notFound : messages.canNotProcess);

/** Why a FAILED task failed; null for any other status. */
const taskError = (task: BackgroundTask) =>
  task.status === 'FAILED' ? task.error || messages.somethingWentWrong : null;

function knownTaskId(context: BackgroundTaskContext): TaskCallInput {
  // 'starting' is the only state without an id, and it calls neither fetchTask nor cancelTask.
  if (context.taskId === null) throw new Error('The background task has no id yet');
  return { taskId: context.taskId };
}

const taskOf = ({ event }: { event: DoneActorEvent<BackgroundTask> }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const withStatus = (status: TaskStatus) => ({ type: 'hasStatus', params: { status } }) as const;

export const backgroundTaskMachine = setup({
  types: {
    input: {} as BackgroundTaskInput,
    context: {} as BackgroundTaskContext,
    events: {} as BackgroundTaskEvent,
    output: {} as BackgroundTask | null,
  },
  actors: {
    startTask: fromPromise<BackgroundTask, void>(() =>
      Promise.reject(new Error('The screen provides the startTask actor')),
    ),
    fetchTask: fromPromise<BackgroundTask, TaskCallInput>(() =>
      Promise.reject(new Error('The screen provides the fetchTask actor')),
    ),
    cancelTask: fromPromise<BackgroundTask, TaskCallInput>(() =>
      Promise.reject(new Error('The screen provides the cancelTask actor')),
    ),
  },
  guards: {
    hasTaskId: ({ context }) => context.taskId !== null,
    hasStatus: ({ context }, params: { status: TaskStatus }) => context.task?.status === params.status,
    isRefusal: (_, params: { error: unknown }) => isRefusalError(params.error),
    isLastTry: ({ context }) => context.failures + 1 >= MAX_POLL_FAILURES,
  },
  actions: {
    keepTask: assign((_, task: BackgroundTask) => ({ task, taskId: task.id, error: taskError(task), failures: 0 })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, messages.network) })),
    showRefusal: assign((_, params: { error: unknown }) => ({ error: refusalMessage(params.error) })),
    countFailure: assign(({ context }, params: { error: unknown }) => ({
      failures: context.failures + 1,
      error: messageOf(params.error, messages.network),
    })),
  },
  delays: {
    pollDelay: ({ context }) => (context.task ? pollIntervalFor(context.task.kind) : TASK_POLL_MS),
    backoffDelay: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'backgroundTask',
  context: ({ input }) => ({ task: null, taskId: input.taskId ?? null, error: null, failures: 0 }),
  initial: 'starting',
  output: ({ context }) => context.task,
  states: {
    starting: {
      always: { guard: 'hasTaskId', target: 'polling.fetching' },
      invoke: {
        id: 'startTask',
        src: 'startTask',
        onDone: { target: 'polling', actions: { type: 'keepTask', params: taskOf } },
        onError: { target: 'startFailed', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    /** Waits a poll interval, asks, and ends as soon as an answer says the task ended. */
    polling: {
      initial: 'waiting',
      always: [
        { guard: withStatus('COMPLETED'), target: 'succeeded' },
        { guard: withStatus('FAILED'), target: 'failed' },
        { guard: withStatus('CANCELED'), target: 'canceled' },
        { guard: withStatus('PAUSED'), target: 'paused' },
      ],
      on: { CANCEL: 'canceling' },
      states: {
        waiting: { after: { pollDelay: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchTask',
            src: 'fetchTask',
            input: ({ context }) => knownTaskId(context),
            onDone: { target: 'waiting', actions: { type: 'keepTask', params: taskOf } },
            onError: [
              {
                guard: { type: 'isRefusal', params: errorOf },
                target: '#backgroundTask.failed',
                actions: { type: 'showRefusal', params: errorOf },
              },
              { guard: 'isLastTry', target: '#backgroundTask.offline', actions: { type: 'countFailure', params: errorOf } },
              { target: '#backgroundTask.retrying', actions: { type: 'countFailure', params: errorOf } },
            ],
          },
        },
      },
    },
    /** The connection dropped: poll again after the backoff, or now on RETRY. */
    retrying: {
      after: { backoffDelay: 'polling.fetching' },
      on: { RETRY: 'polling.fetching', CANCEL: 'canceling' },
    },
    /** Gave up polling on its own; the task may still run on the server. */
    offline: {
      on: { RETRY: 'polling.fetching', CANCEL: 'canceling' },
    },
    canceling: {
      invoke: {
        id: 'cancelTask',
        src: 'cancelTask',
        input: ({ context }) => knownTaskId(context),
        onDone: { target: 'polling', actions: { type: 'keepTask', params: taskOf } },
        onError: { target: 'polling', actions: { type: 'showFailure', params: errorOf } },
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    canceled: { type: 'final' },
    /** A filter task the user stopped: it may be resumed from /process. */
    paused: { type: 'final' },
    /** The start call was refused or never answered: context.error says why. */
    startFailed: { type: 'final' },
  },
});
