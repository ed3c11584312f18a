// The calls of a Super-Admin's user tools (001 §7 "Users and admin"; docs/api.md): login as user and
// its end, clone user, the three exports and the background-task calls that follow them (the spec's
// checkExport, then the file), and the audit log.
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import {
  auditLogPageSchema,
  cloneUserAnswerSchema,
  loginAsUserAnswerSchema,
  type AuditLogPage,
  type CampaignsExportRequest,
  type CloneUserAnswer,
  type CloneUserRequest,
  type CreditStatsExportRequest,
  type LoginAsUserAnswer,
  type UsersExportRequest,
} from '@domain/user-tools';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function loginAsUser(username: string): Promise<LoginAsUserAnswer> {
  const { data } = await api.post<unknown>('/admin/login-as-user', { username });
  return parseAnswer(loginAsUserAnswerSchema, data);
}

/** Ends the impersonated session this tab runs on (the call is the audit log's last line of it). */
export async function endLoginAsUser(): Promise<void> {
  await api.post('/admin/login-as-user/end', undefined, { ignoreShowMessage: true });
}

/** The form shows a refusal under its field, so no toast. */
export async function cloneUser(body: CloneUserRequest): Promise<CloneUserAnswer> {
  const { data } = await api.post<unknown>('/admin/users/clone', body, { ignoreShowMessage: true });
  return parseAnswer(cloneUserAnswerSchema, data);
}

export type ExportRequest =
  | { kind: 'users'; body: UsersExportRequest }
  | { kind: 'campaigns'; body: CampaignsExportRequest }
  | { kind: 'credit-stats'; body: CreditStatsExportRequest };

export async function startExport(request: ExportRequest): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/admin/exports/${request.kind}`, request.body);
  return parseAnswer(backgroundTaskSchema, data);
}

/** checkExport (polled by the background-task machine; quiet: the machine shows a lost connection). */
export async function fetchTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.get(`/background-tasks/${taskId}`, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

export async function cancelTask(taskId: number, signal?: AbortSignal): Promise<BackgroundTask> {
  const { data } = await api.post(`/background-tasks/${taskId}/cancel`, undefined, { signal, ignoreShowMessage: true });
  return parseAnswer(backgroundTaskSchema, data);
}

/** The export's file: fetched as a blob (the session travels in a header) and handed to the browser. */
export async function downloadTaskFile(task: Pick<BackgroundTask, 'id' | 'title'>): Promise<void> {
  const response = await api.get(`/background-tasks/${task.id}/file`, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : `${task.title || `export-${task.id}`}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface AuditLogFilter {
  rootUser?: string;
  actingUser?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export async function listAuditLog(filter: AuditLogFilter, signal?: AbortSignal): Promise<AuditLogPage> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await api.get<unknown>('/admin/audit-log', { params, signal });
  return parseAnswer(auditLogPageSchema, data);
}
