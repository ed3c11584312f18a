// Which actions a task offers, from the flags the server sets on it (001 §4: filter tasks stop,
// resume and delete; any final task deletes; an export with its file ready downloads).
import type { BackgroundTask } from '@domain/background-tasks';

export type TaskAction = 'stop' | 'resume' | 'download' | 'delete';

export function taskActions(task: Pick<BackgroundTask, 'canCancel' | 'canResume' | 'canDelete' | 'hasFile'>): TaskAction[] {
  const actions: TaskAction[] = [];
  if (task.canCancel) actions.push('stop');
  if (task.canResume) actions.push('resume');
  if (task.hasFile) actions.push('download');
  if (task.canDelete) actions.push('delete');
  return actions;
}

/** The list refreshes while any of its tasks may still move. */
export const hasActiveTask = (tasks: readonly Pick<BackgroundTask, 'status'>[]) =>
  tasks.some((t) => t.status === 'PENDING' || t.status === 'RUNNING');
