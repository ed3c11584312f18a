// The background-task calls of /process and of the background-process panel (001 §4, §9). The
// machine's calls (fetch, cancel) are quiet: a lost connection while polling is shown by the
// machine's offline state, not by a toast every 2 s.
import { backgroundTaskListSchema, backgroundTaskSchema, type BackgroundTask, type BackgroundTaskList } from '@domain/background-tasks';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function listTasks(limit: number, offset: number, signal?: AbortSignal): Promise<BackgroundTaskList> {
  const { data } = await api.get('/background-tasks', { params: { limit, offset }, signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskListSchema, data);
}

export async function fetchTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.get(`/background-tasks/${taskId}`, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

/** Stop: CANCELED, or PAUSED for a filter task (which resumes). */
export async function cancelTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/cancel`, undefined, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function resumeTask(taskId: number): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/resume`, undefined, { ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function deleteTask(taskId: number): Promise<void> {
  await api.delete(`/background-tasks/${taskId}`, { ignoreShowMessage: true });
}

/**
 * The file a task made (an export). The session travels in a header, which a plain link cannot
 * send, so the file is fetched as a blob and handed to the browser under its own name.
 */
export async function downloadTaskFile(task: Pick<BackgroundTask, 'id' | 'title'>): Promise<void> {
  const response = await api.get(`/background-tasks/${task.id}/file`, { responseType: 'blob', ignoreShowMessage: true });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : `${task.title || `task-${task.id}`}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
