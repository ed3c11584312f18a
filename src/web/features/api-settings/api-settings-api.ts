// The api tab's calls (base /api/v1, docs/api.md "API settings"; 001 §7 Settings), typed by
// src/domain/api-settings.ts and parsed. Form calls leave their refusals to the form (shown under
// the field), so they pass ignoreShowMessage.
import { z } from 'zod';
import {
  allowedIpListSchema,
  allowedIpSchema,
  apiSettingSchema,
  apiTokenListSchema,
  apiTokenSchema,
  codeRequestAnswerSchema,
  issuedTokenSchema,
  type AllowedIp,
  type ApiSetting,
  type ApiSettingInput,
  type ApiToken,
  type CodeRequestAnswer,
  type IssuedToken,
} from '@domain/api-settings';
import type { AdminInitToken, AdminRevokeToken } from '@domain/admin-api-tokens';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function getApiSetting(signal?: AbortSignal): Promise<ApiSetting> {
  const { data } = await api.get<unknown>('/settings/api', { signal, ...quiet });
  return parseAnswer(apiSettingSchema, data);
}

export async function updateApiSetting(input: ApiSettingInput): Promise<ApiSetting> {
  const { data } = await api.post<unknown>('/settings/updateApiSetting', input, quiet);
  return parseAnswer(apiSettingSchema, data);
}

export async function updateApiKey(): Promise<ApiSetting> {
  const { data } = await api.post<unknown>('/settings/updateApiKey');
  return parseAnswer(apiSettingSchema, data);
}

export async function listApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const { data } = await api.get<unknown>('/settings/listAPITokens', { signal, ...quiet });
  return parseAnswer(apiTokenListSchema, data).items;
}

export async function requestTokenCode(): Promise<CodeRequestAnswer> {
  const { data } = await api.post<unknown>('/settings/apiTokenCode');
  return parseAnswer(codeRequestAnswerSchema, data);
}

export async function initNewApiToken(input: { name: string; expiresInDays: number; otp: string }): Promise<IssuedToken> {
  const { data } = await api.post<unknown>('/settings/initNewAPIToken', input, quiet);
  return parseAnswer(issuedTokenSchema, data);
}

export async function renewApiToken(input: { id: number; expiresInDays: number; otp: string }): Promise<IssuedToken> {
  const { data } = await api.post<unknown>('/settings/renewAPIToken', input, quiet);
  return parseAnswer(issuedTokenSchema, data);
}

export async function revokeApiToken(input: { id: number; otp: string }): Promise<ApiToken> {
  const { data } = await api.post<unknown>('/settings/revokeAPIToken', input, quiet);
  return parseAnswer(apiTokenSchema, data);
}

export async function listWhitelistedIps(signal?: AbortSignal): Promise<AllowedIp[]> {
  const { data } = await api.get<unknown>('/settings/listWhitelistedIPs', { signal, ...quiet });
  return parseAnswer(allowedIpListSchema, data).items;
}

export async function invokeAccess(input: { ipAddress: string; note?: string }): Promise<AllowedIp> {
  const { data } = await api.post<unknown>('/settings/invokeAccess', input, quiet);
  return parseAnswer(allowedIpSchema, data);
}

export async function revokeIpAddress(id: number): Promise<string> {
  const { data } = await api.post<unknown>('/settings/revokeIPAddress', { id });
  return parseAnswer(z.object({ message: z.string() }), data).message;
}

// A Super-Admin's calls on a user's tokens (docs/api.md "Users admin"; decision 47).
export async function listUserApiTokens(email: string, signal?: AbortSignal): Promise<ApiToken[]> {
  const { data } = await api.get<unknown>('/admin/users/api-tokens', { params: { email }, signal, ...quiet });
  return parseAnswer(apiTokenListSchema, data).items;
}

export async function makeUserApiToken(input: Omit<AdminInitToken, 'expiresInDays'> & { expiresInDays: number }): Promise<IssuedToken> {
  const { data } = await api.post<unknown>('/admin/users/api-token', input, quiet);
  return parseAnswer(issuedTokenSchema, data);
}

export async function revokeUserApiToken(input: AdminRevokeToken): Promise<ApiToken> {
  const { data } = await api.post<unknown>('/admin/users/api-token/revoke', input, quiet);
  return parseAnswer(apiTokenSchema, data);
}
