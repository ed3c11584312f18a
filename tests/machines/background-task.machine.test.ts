// The background-task machine: every state and transition by model-based paths, then the stories a
// screen lives through (progress, stop, a dropped connection), run on a fake clock with scripted
// calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { apiErrorTexts } from '@domain/api-errors';
import { EXPORT_POLL_MS, TASK_POLL_MS, taskMessages, type BackgroundTask } from '@domain/background-tasks';
import { messages } from '@domain/messages';
import {
  backgroundTaskMachine,
  backoffMs,
  MAX_POLL_FAILURES,
  type BackgroundTaskInput,
  type TaskCallInput,
} from '@machines/background-task.machine';
import { aBackgroundTask, TASK_ID, taskAnswers, taskFailures } from './fixtures/background-task-answers';
import { runModelBasedSuite, type FakeActors } from './model-based';

const modelMachine = (fake: FakeActors) =>
  backgroundTaskMachine.provide({
    actors: {
      startTask: fake.promise({
        resolves: { pending: taskAnswers.pending, completed: taskAnswers.completed },
        rejects: { 'credit short': taskFailures.creditShort, 'network failure': taskFailures.network },
      }),
      fetchTask: fake.promise({
        resolves: {
          running: taskAnswers.running,
          completed: taskAnswers.completed,
          failed: taskAnswers.failed,
          canceled: taskAnswers.canceled,
          paused: taskAnswers.paused,
        },
        rejects: { 'network failure': taskFailures.network, 'task deleted': taskFailures.notFound },
      }),
      cancelTask: fake.promise({
        resolves: {
          canceled: taskAnswers.canceled,
          'completed meanwhile': taskAnswers.completed,
          paused: taskAnswers.paused,
          'still running': taskAnswers.running,
        },
        rejects: { 'not cancelable': taskFailures.notCancelable, 'network failure': taskFailures.network },
      }),
    },
  });

type TaskSnapshot = SnapshotFrom<typeof backgroundTaskMachine>;
/** What the screen shows after an answer about an unfinished task: the task, no message, no failed polls. */
const shows = (task: BackgroundTask) => ({ task, error: null, failures: 0 });
/** The wait is over: the screen gets the last task seen, and why it failed if it did. */
const endsWith =
  (task: BackgroundTask, error: string | null = null) =>
  ({ status, output, context }: TaskSnapshot) =>
    expect([status, output, context.error]).toEqual(['done', task, error]);
const failuresBefore = (count: number) => ({ context }: TaskSnapshot) => context.failures === count;
const isUnfinished = (task: BackgroundTask | null) => task === null || task.status === 'PENDING' || task.status === 'RUNNING';
const cancelFailures: unknown[] = [taskFailures.notCancelable.message, taskFailures.network.message];

// The machine's first step depends on its input (a new task is started, a known one polled at
// once), so no single input reaches every transition: paths are planned for each.
runModelBasedSuite({
  machine: modelMachine,
  inputs: { 'a new task': {}, 'a known task': { taskId: TASK_ID } },
  // The count matters up to the last try; after RETRY it only grows.
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      status: context.task?.status ?? null,
      failures: Math.min(context.failures, MAX_POLL_FAILURES),
      error: context.error !== null,
    }),
  // Where the user must be after each step and what the screen shows, from the spec (001 §4, §9:
  // import, scrub, enrichment and refresh are started, polled every 2 s and cancelled) and the
  // machine's documented contract (a dropped connection retried, five failures in a row offline).
  expectations: [
    // The start call: the task shows at once, or the reason it could not start (never retried).
    { in: 'starting', on: 'startTask resolves pending', then: 'polling.waiting', sees: ({ context }) => expect(context).toMatchObject(shows(taskAnswers.pending)) },
    { in: 'starting', on: 'startTask resolves completed', then: 'succeeded', sees: endsWith(taskAnswers.completed) },
    { in: 'starting', on: 'startTask rejects credit short', then: 'startFailed', sees: ({ context, output }) => expect([context.error, output]).toEqual([apiErrorTexts.notEnoughCredits, null]) },
    { in: 'starting', on: 'startTask rejects network failure', then: 'startFailed', sees: ({ context, output }) => expect([context.error, output]).toEqual([messages.network, null]) },
    // Polling: every answer shows the task as it is now; an ended task ends the screen's wait.
    { in: 'polling.waiting', on: 'after pollDelay', then: 'polling.fetching' },
    { in: 'polling.fetching', on: 'fetchTask resolves running', then: 'polling.waiting', sees: ({ context }) => expect(context).toMatchObject(shows(taskAnswers.running)) },
    { in: 'polling.fetching', on: 'fetchTask resolves completed', then: 'succeeded', sees: endsWith(taskAnswers.completed) },
    { in: 'polling.fetching', on: 'fetchTask resolves failed', then: 'failed', sees: endsWith(taskAnswers.failed, taskAnswers.failed.error) },
    { in: 'polling.fetching', on: 'fetchTask resolves canceled', then: 'canceled', sees: endsWith(taskAnswers.canceled) },
    { in: 'polling.fetching', on: 'fetchTask resolves paused', then: 'paused', sees: endsWith(taskAnswers.paused) },
    { in: 'polling.fetching', on: 'fetchTask rejects task deleted', then: 'failed', sees: ({ context }) => expect(context.error).toBe(taskMessages.notFound) },
    // A lost connection: counted, retried after a wait, offline at the fifth failure in a row.
    ...[0, 1, 2, 3].map((before) => ({
      in: 'polling.fetching',
      on: 'fetchTask rejects network failure',
      when: failuresBefore(before),
      then: 'retrying',
      sees: ({ context }: TaskSnapshot) => expect([context.failures, context.error]).toEqual([before + 1, messages.network]),
    })),
    {
      in: 'polling.fetching',
      on: 'fetchTask rejects network failure',
      when: ({ context }) => context.failures + 1 >= MAX_POLL_FAILURES,
      then: 'offline',
      sees: ({ context }) => expect(context.error).toBe(messages.network),
    },
    // The message stays up while the next poll runs; only an answer clears it.
    { in: 'retrying', on: 'after backoffDelay', then: 'polling.fetching', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    { in: 'retrying', on: 'RETRY', then: 'polling.fetching', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    { in: 'offline', on: 'RETRY', then: 'polling.fetching', sees: ({ context }) => expect(context.error).toBe(messages.network) },
    // Stop, wherever the task id is known; its answer decides the end like a poll's.
    { in: 'polling', on: 'CANCEL', then: 'canceling' },
    { in: 'retrying', on: 'CANCEL', then: 'canceling' },
    { in: 'offline', on: 'CANCEL', then: 'canceling' },
    { in: 'canceling', on: 'cancelTask resolves canceled', then: 'canceled', sees: endsWith(taskAnswers.canceled) },
    { in: 'canceling', on: 'cancelTask resolves completed meanwhile', then: 'succeeded', sees: endsWith(taskAnswers.completed) },
    { in: 'canceling', on: 'cancelTask resolves paused', then: 'paused', sees: endsWith(taskAnswers.paused) },
    { in: 'canceling', on: 'cancelTask resolves still running', then: 'polling.waiting', sees: ({ context }) => expect(context).toMatchObject(shows(taskAnswers.running)) },
    { in: 'canceling', on: 'cancelTask rejects not cancelable', then: 'polling.waiting', sees: ({ context }) => expect(context.error).toBe(taskMessages.notCancelable) },
    { in: 'canceling', on: 'cancelTask rejects network failure', then: 'polling.waiting', sees: ({ context }) => expect(context.error).toBe(messages.network) },
  ],
  states: {
    starting: (_, { context }, fake) => {
      expect(fake.inputs('startTask')).toHaveLength(1);
      expect(context.task).toBeNull();
      expect(context.error).toBeNull();
    },
    polling: (_, { context }) => {
      expect(context.taskId).toBe(TASK_ID);
      expect(isUnfinished(context.task)).toBe(true);
    },
    'polling.waiting': (_, { context }) => {
      // Either an answer came (all is well again) or a stop was refused (its message shows).
      if (context.error === null) expect(context.failures).toBe(0);
      else expect(cancelFailures).toContain(context.error);
    },
    'polling.fetching': (_, __, fake) => expect(fake.inputs('fetchTask').at(-1)).toEqual({ taskId: TASK_ID }),
    retrying: (_, { context }) => {
      expect(context.failures).toBeGreaterThan(0);
      expect(context.failures).toBeLessThan(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
    },
    offline: (_, { context }) => {
      expect(context.failures).toBeGreaterThanOrEqual(MAX_POLL_FAILURES);
      expect(context.error).toBe(messages.network);
    },
    canceling: (_, __, fake) => expect(fake.inputs('cancelTask').at(-1)).toEqual({ taskId: TASK_ID }),
    succeeded: (_, snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(taskAnswers.completed);
      expect(snapshot.context.error).toBeNull();
    },
    failed: (_, snapshot) => {
      expect(snapshot.status).toBe('done');
      if (snapshot.output?.status === 'FAILED') expect(snapshot.context.error).toBe(taskAnswers.failed.error);
      else expect(snapshot.context.error).toBe(taskMessages.notFound);
    },
    canceled: (_, snapshot) => {
      expect(snapshot.output).toEqual(taskAnswers.canceled);
      expect(snapshot.context.error).toBeNull();
    },
    paused: (_, snapshot) => {
      expect(snapshot.output).toEqual(taskAnswers.paused);
      expect(snapshot.context.error).toBeNull();
    },
    startFailed: (_, snapshot, fake) => {
      expect(snapshot.output).toBeNull();
      expect([taskFailures.creditShort.message, taskFailures.network.message]).toContain(snapshot.context.error);
      expect(fake.inputs('fetchTask')).toEqual([]);
    },
  },
});

/** A call that never answers: it is still in flight when the story leaves. */
const NO_ANSWER = Symbol('no answer');
type Answer = BackgroundTask | Error | typeof NO_ANSWER;

/** One scripted call: these answers in order (an Error rejects); the AbortSignal of each call kept. */
function scripted<TInput>(name: string, answers: Answer[]) {
  const signals: AbortSignal[] = [];
  const call = vi.fn(async (_input: TInput): Promise<BackgroundTask> => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`${name} was called more often than the story expects`);
    if (answer === NO_ANSWER) return new Promise<BackgroundTask>(() => undefined);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const logic = fromPromise<BackgroundTask, TInput>(({ input, signal }) => {
    signals.push(signal);
    return call(input);
  });
  return { call, logic, signals };
}

/** The machine with scripted calls, started. */
function follow(script: { input?: BackgroundTaskInput; start?: Answer[]; fetch?: Answer[]; cancel?: Answer[] }) {
  const startTask = scripted<void>('startTask', script.start ?? []);
  const fetchTask = scripted<TaskCallInput>('fetchTask', script.fetch ?? []);
  const cancelTask = scripted<TaskCallInput>('cancelTask', script.cancel ?? []);
  const machine = backgroundTaskMachine.provide({
    actors: { startTask: startTask.logic, fetchTask: fetchTask.logic, cancelTask: cancelTask.logic },
  });
  const actor = createActor(machine, { input: script.input ?? {} }).start();
  return { actor, startTask: startTask.call, fetchTask: fetchTask.call, fetchSignals: fetchTask.signals, cancelTask: cancelTask.call };
}

/** Moves the fake clock (and lets settled calls reach the machine). */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** The next poll happens exactly `ms` from now, not a millisecond earlier. */
async function expectPollAfter(fetchTask: ReturnType<typeof vi.fn>, ms: number) {
  const before = fetchTask.mock.calls.length;
  await advance(ms - 1);
  expect(fetchTask).toHaveBeenCalledTimes(before);
  await advance(1);
  expect(fetchTask).toHaveBeenCalledTimes(before + 1);
}

describe('background task stories', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a new task shows its progress every 2 s and ends succeeded with the task', async () => {
    const { actor, startTask, fetchTask } = follow({
      start: [taskAnswers.pending],
      fetch: [taskAnswers.running, aBackgroundTask({ progress: 70 }), taskAnswers.completed],
    });
    await advance(0);
    expect(startTask).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.task?.progress).toBe(0);

    await expectPollAfter(fetchTask, TASK_POLL_MS);
    expect(fetchTask).toHaveBeenLastCalledWith({ taskId: TASK_ID });
    expect(actor.getSnapshot().context.task?.progress).toBe(40);
    await expectPollAfter(fetchTask, TASK_POLL_MS);
    expect(actor.getSnapshot().context.task?.progress).toBe(70);
    await expectPollAfter(fetchTask, TASK_POLL_MS);

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(taskAnswers.completed);
    expect(snapshot.context.error).toBeNull();
    await advance(60_000);
    expect(fetchTask).toHaveBeenCalledTimes(3);
  });

  it('an export is polled every 1.5 s', async () => {
    const exportTask = aBackgroundTask({ kind: 'EXPORT_CONTACT_GROUP', status: 'PENDING', progress: 0 });
    const { fetchTask } = follow({ start: [exportTask], fetch: [{ ...exportTask, status: 'RUNNING', progress: 50 }, exportTask] });
    await advance(0);
    await expectPollAfter(fetchTask, EXPORT_POLL_MS);
    await expectPollAfter(fetchTask, EXPORT_POLL_MS);
  });

  it('a task that finishes at once ends without a poll', async () => {
    const { actor, fetchTask } = follow({ start: [taskAnswers.completed] });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(fetchTask).not.toHaveBeenCalled();
  });

  it('a known task is polled at once, without starting one', async () => {
    const { actor, startTask, fetchTask } = follow({ input: { taskId: TASK_ID }, fetch: [taskAnswers.running] });
    expect(actor.getSnapshot().value).toEqual({ polling: 'fetching' });
    await advance(0);
    expect(startTask).not.toHaveBeenCalled();
    expect(fetchTask).toHaveBeenCalledWith({ taskId: TASK_ID });
    expect(actor.getSnapshot().context.task).toEqual(taskAnswers.running);
  });

  it('a failed task ends failed with its reason', async () => {
    const { actor } = follow({ input: { taskId: TASK_ID }, fetch: [taskAnswers.failed] });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('contacts.csv: Phone is not mapped');
    expect(actor.getSnapshot().output).toEqual(taskAnswers.failed);
  });

  it('a failed task without a reason says something went wrong', async () => {
    const { actor } = follow({ input: { taskId: TASK_ID }, fetch: [{ ...taskAnswers.failed, error: null }] });
    await advance(0);
    expect(actor.getSnapshot().context.error).toBe(messages.somethingWentWrong);
  });

  it('a refused start ends startFailed with the server message and never polls', async () => {
    const { actor, fetchTask } = follow({ start: [taskFailures.creditShort] });
    await advance(60_000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('startFailed');
    expect(snapshot.context.error).toBe(apiErrorTexts.notEnoughCredits);
    expect(snapshot.output).toBeNull();
    expect(fetchTask).not.toHaveBeenCalled();
  });

  it('a start that got no answer is not retried: the user decides', async () => {
    const { actor, startTask } = follow({ start: [taskFailures.network] });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('startFailed');
    expect(actor.getSnapshot().context.error).toBe(messages.network);
    expect(startTask).toHaveBeenCalledTimes(1);
  });

  it('stop is ignored until the task exists', async () => {
    const { actor, cancelTask } = follow({ start: [NO_ANSWER] });
    actor.send({ type: 'CANCEL' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('starting');
    expect(cancelTask).not.toHaveBeenCalled();
  });

  it('stop: the task is canceled and polling ends', async () => {
    const { actor, fetchTask, cancelTask } = follow({
      start: [taskAnswers.pending],
      fetch: [taskAnswers.running],
      cancel: [taskAnswers.canceled],
    });
    await advance(TASK_POLL_MS);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('canceling');
    expect(cancelTask).toHaveBeenCalledWith({ taskId: TASK_ID });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(actor.getSnapshot().output).toEqual(taskAnswers.canceled);
    await advance(60_000);
    expect(fetchTask).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a stopped filter task ends paused', taskAnswers.paused, 'paused'],
    ['a task that completed meanwhile ends succeeded', taskAnswers.completed, 'succeeded'],
    ['a task that failed meanwhile ends failed', taskAnswers.failed, 'failed'],
  ] as const)('stop: %s', async (_, answer, end) => {
    const { actor } = follow({ input: { taskId: TASK_ID }, fetch: [taskAnswers.running], cancel: [answer] });
    await advance(0);
    actor.send({ type: 'CANCEL' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe(end);
    expect(actor.getSnapshot().output).toEqual(answer);
  });

  it('stop: a task still running after the stop call is polled on', async () => {
    const { actor, fetchTask } = follow({
      input: { taskId: TASK_ID },
      fetch: [taskAnswers.running, taskAnswers.canceled],
      cancel: [taskAnswers.running],
    });
    await advance(0);
    actor.send({ type: 'CANCEL' });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await expectPollAfter(fetchTask, TASK_POLL_MS);
    expect(actor.getSnapshot().value).toBe('canceled');
  });

  it('stop: a refused stop shows why and polling goes on; the next answer clears the message', async () => {
    const { actor, fetchTask } = follow({
      input: { taskId: TASK_ID },
      fetch: [taskAnswers.running, taskAnswers.running],
      cancel: [taskFailures.notCancelable],
    });
    await advance(0);
    actor.send({ type: 'CANCEL' });
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.error).toBe(taskMessages.notCancelable);
    await expectPollAfter(fetchTask, TASK_POLL_MS);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('network loss: retries after 1, 2, 4 and 8 s, then offline; RETRY polls at once and an answer clears the error', async () => {
    const { actor, fetchTask } = follow({
      input: { taskId: TASK_ID },
      fetch: [
        taskFailures.network,
        taskFailures.serverError,
        taskFailures.rateLimited,
        taskFailures.network,
        taskFailures.network,
        taskAnswers.running,
      ],
    });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context).toMatchObject({ failures: 1, error: messages.network });
    await expectPollAfter(fetchTask, 1000);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 2, error: messages.somethingWentWrong });
    await expectPollAfter(fetchTask, 2000);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 3, error: apiErrorTexts.tooManyRequests });
    await expectPollAfter(fetchTask, 4000);
    expect(actor.getSnapshot().value).toBe('retrying');
    await expectPollAfter(fetchTask, 8000);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().context).toMatchObject({ failures: MAX_POLL_FAILURES, error: messages.network });

    await advance(10 * 60_000);
    expect(fetchTask).toHaveBeenCalledTimes(5);
    actor.send({ type: 'RETRY' });
    expect(fetchTask).toHaveBeenCalledTimes(6);
    await advance(0);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null, task: taskAnswers.running });
  });

  it('network loss: RETRY skips the wait', async () => {
    const { actor, fetchTask } = follow({ input: { taskId: TASK_ID }, fetch: [taskFailures.network, taskAnswers.running] });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('retrying');
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(fetchTask).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ failures: 0, error: null });
  });

  it('network loss: a failed RETRY goes straight back offline', async () => {
    const { actor, fetchTask } = follow({ input: { taskId: TASK_ID }, fetch: Array(MAX_POLL_FAILURES + 1).fill(taskFailures.network) });
    await advance(60_000);
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'RETRY' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(fetchTask).toHaveBeenCalledTimes(MAX_POLL_FAILURES + 1);
  });

  it('network loss: stop works while offline', async () => {
    const { actor } = follow({
      input: { taskId: TASK_ID },
      fetch: Array(MAX_POLL_FAILURES).fill(taskFailures.network),
      cancel: [taskAnswers.canceled],
    });
    await advance(60_000);
    actor.send({ type: 'CANCEL' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('canceled');
  });

  it('a deleted task (404) ends failed with the message, without retrying', async () => {
    const { actor, fetchTask } = follow({ input: { taskId: TASK_ID }, fetch: [taskAnswers.running, taskFailures.notFound] });
    await advance(TASK_POLL_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe(taskMessages.notFound);
    expect(snapshot.output).toEqual(taskAnswers.running);
    await advance(60_000);
    expect(fetchTask).toHaveBeenCalledTimes(2);
  });

  it('leaving the page stops polling: the call in flight is aborted and none follows', async () => {
    const { actor, fetchTask, fetchSignals } = follow({ input: { taskId: TASK_ID }, fetch: [taskAnswers.running, NO_ANSWER] });
    await advance(TASK_POLL_MS);
    expect(fetchTask).toHaveBeenCalledTimes(2);
    actor.stop();
    expect(fetchSignals[1].aborted).toBe(true);
    await advance(10 * 60_000);
    expect(fetchTask).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['waiting for the next poll', [taskAnswers.running]],
    ['waiting to retry', [taskFailures.network]],
  ])('leaving the page while %s: no poll follows', async (_, answers) => {
    const { actor, fetchTask } = follow({ input: { taskId: TASK_ID }, fetch: [...answers] });
    await advance(0);
    actor.stop();
    await advance(10 * 60_000);
    expect(fetchTask).toHaveBeenCalledTimes(1);
  });

  it('the backoff doubles from 1 s and stops growing at 15 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
