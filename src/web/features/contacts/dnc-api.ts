// The system-wide do-not-call list a Super-Admin keeps (GET, POST, DELETE /admin/dnc-numbers):
// scrubs mark a contact DNC when its number is on it. The upload sends the file itself as the
// body, like the contact import. Failures are shown by the dialog (413 'file size too big').
import { dncSummarySchema, dncUploadAnswerSchema, type DncSummary, type DncUploadAnswer } from '@domain/contact-data-tasks';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';
import { postFile } from '@web/api/post-file';

const quiet = { ignoreShowMessage: true } as const;

export async function getDncSummary(): Promise<DncSummary> {
  const { data } = await api.get<unknown>('/admin/dnc-numbers', quiet);
  return parseAnswer(dncSummarySchema, data);
}

/** country reads the numbers written without their country code. */
export async function uploadDncNumbers(file: File, country: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<DncUploadAnswer> {
  return parseAnswer(dncUploadAnswerSchema, await postFile('/admin/dnc-numbers', file, { country }, onProgress, signal));
}

export async function clearDncNumbers(): Promise<void> {
  await api.delete('/admin/dnc-numbers', quiet);
}
