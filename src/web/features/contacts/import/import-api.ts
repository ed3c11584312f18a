// The import's calls: the raw upload of each file, the import request that starts the task, and
// the task calls its background-task machine polls with. Failures are shown by the dialog itself
// (ignoreShowMessage), not as toasts: a lost connection while polling would toast every 2 s.
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import { uploadAnswerSchema, type ImportRequest, type UploadAnswer } from '@domain/contacts';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export type UploadProgress = (loaded: number, total: number) => void;

/** Sends the File itself as the body: the server streams it to disk, the browser never reads it whole. */
export async function uploadContactFile(groupId: number, file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<UploadAnswer> {
  const { data } = await api.post(`/contact-groups/${groupId}/uploads`, file, {
    params: { fileName: file.name },
    headers: { 'Content-Type': 'application/octet-stream' },
    onUploadProgress: (event) => onProgress(event.loaded, event.total ?? file.size),
    signal,
    ignoreShowMessage: true,
  });
  return parseAnswer(uploadAnswerSchema, data);
}

export async function startImport(groupId: number, request: ImportRequest, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.post(`/contact-groups/${groupId}/imports`, request, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function fetchTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.get(`/background-tasks/${taskId}`, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function cancelTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/cancel`, undefined, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}
