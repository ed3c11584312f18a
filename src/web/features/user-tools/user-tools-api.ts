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
export { cancelTask, downloadTaskFile, fetchTask } from '@web/api/background-task-calls';

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
