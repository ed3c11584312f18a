// The calls every poller of a background task makes (001 §9: import, scrub, exports ...): read it,
// cancel it, download the file it made. The background-task machine polls with the quiet ones: a
// lost connection shows as the machine's offline state, not as a toast every poll.
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import { api } from './client';
import { parseAnswer } from './parse-answer';

export async function fetchTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.get(`/background-tasks/${taskId}`, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

/** Stop: CANCELED, or PAUSED for a filter task (which resumes). */
export async function cancelTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/cancel`, undefined, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

/**
 * The file a task made (an export). The session travels in a header, which a plain link cannot
 * send, so the file is fetched as a blob and handed to the browser under its own name. `quiet`
 * leaves a failure to the caller instead of the api client's toast.
 */
export async function downloadTaskFile(task: Pick<BackgroundTask, 'id' | 'title'>, { quiet = false } = {}): Promise<void> {
  const response = await api.get(`/background-tasks/${task.id}/file`, { responseType: 'blob', ignoreShowMessage: quiet });
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
