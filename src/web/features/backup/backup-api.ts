// The backup calls of Settings (001 §7: backupNow, olderBKFiles, doRestore, restoreLocalFile,
// exportBackupFile&name; docs/api.md "Backups"), typed by src/domain/backups.ts and parsed.
// Restores report their refusal to the caller (no toast), which shows it with the file's problem.
import {
  backupFileSchema,
  backupListSchema,
  restoreResultSchema,
  type BackupFile,
  type BackupFrequency,
  type BackupList,
  type RestoreResult,
} from '@domain/backups';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export interface RestoreChoice {
  isRestoreContact: boolean;
  isRestoreData: boolean;
  isRestoreDelete: boolean;
}

export async function listBackups(signal?: AbortSignal): Promise<BackupList> {
  const { data } = await api.get<unknown>('/settings/olderBKFiles', { signal });
  return parseAnswer(backupListSchema, data);
}

export async function backupNow(): Promise<BackupFile> {
  const { data } = await api.post<unknown>('/settings/backupNow');
  return parseAnswer(backupFileSchema, data);
}

export async function setBackupSchedule(frequency: BackupFrequency): Promise<void> {
  await api.put<unknown>('/settings/backupSchedule', { frequency });
}

export async function downloadBackup(name: string): Promise<Blob> {
  const { data } = await api.get<Blob>('/settings/exportBackupFile', { params: { name }, responseType: 'blob' });
  return data;
}

export async function deleteBackup(name: string): Promise<void> {
  await api.delete<unknown>('/settings/backupFile', { params: { name } });
}

export async function restoreListed(fileName: string, choice: RestoreChoice): Promise<RestoreResult> {
  const { data } = await api.post<unknown>('/settings/doRestore', { fileName, ...choice }, { ignoreShowMessage: true });
  return parseAnswer(restoreResultSchema, data);
}

/** Multipart, the file in files[] as 001 §7 names it, the choices in the query. */
export async function restoreFile(file: File, choice: RestoreChoice): Promise<RestoreResult> {
  const form = new FormData();
  form.append('files[]', file, file.name);
  const { data } = await api.post<unknown>('/settings/restoreLocalFile', form, { params: choice, ignoreShowMessage: true });
  return parseAnswer(restoreResultSchema, data);
}

