// The background-task machine with the browser's calls for one export: start it, poll it (the
// spec's checkExport, every 1.5 s for export kinds), stop it. The screen downloads the file once the
// machine ends 'succeeded'.
import { fromPromise } from 'xstate';
import { backgroundTaskMachine, type TaskCallInput } from '@machines/background-task.machine';
import { cancelTask, fetchTask, startExport, type ExportRequest } from './user-tools-api';

export function exportMachine(request: ExportRequest) {
  return backgroundTaskMachine.provide({
    actors: {
      startTask: fromPromise(() => startExport(request)),
      fetchTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => fetchTask(input.taskId, signal)),
      cancelTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => cancelTask(input.taskId, signal)),
    },
  });
}
