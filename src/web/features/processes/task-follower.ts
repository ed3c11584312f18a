// The background-task machine with the browser's calls, following a task that already exists
// (input { taskId }): the panel runs one per listed task. Stopping the actor (the row unmounts)
// aborts the call in flight and stops the polling.
import { fromPromise } from 'xstate';
import { backgroundTaskMachine, type TaskCallInput } from '@machines/background-task.machine';
import { cancelTask, fetchTask } from './processes-api';

export const taskFollowerMachine = backgroundTaskMachine.provide({
  actors: {
    fetchTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => fetchTask(input.taskId, signal)),
    cancelTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => cancelTask(input.taskId, signal)),
  },
});
