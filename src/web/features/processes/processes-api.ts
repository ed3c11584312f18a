// The background-task calls of /process and of the background-process panel (001 §4, §9). The
// machine's calls (fetch, cancel) are quiet: a lost connection while polling is shown by the
// machine's offline state, not by a toast every 2 s.
import { backgroundTaskListSchema, backgroundTaskSchema, type BackgroundTask, type BackgroundTaskList } from '@domain/background-tasks';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';
export { cancelTask, downloadTaskFile, fetchTask } from '@web/api/background-task-calls';

export async function listTasks(limit: number, offset: number, signal?: AbortSignal): Promise<BackgroundTaskList> {
  const { data } = await api.get('/background-tasks', { params: { limit, offset }, signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskListSchema, data);
}

export async function resumeTask(taskId: number): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/resume`, undefined, { ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function deleteTask(taskId: number): Promise<void> {
  await api.delete(`/background-tasks/${taskId}`, { ignoreShowMessage: true });
}
