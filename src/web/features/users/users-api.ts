// The Users admin calls (base /api/v1, docs/api.md "Users admin"), typed by src/domain/user-admin.ts
// and parsed. Calls whose failure the page words itself pass ignoreShowMessage.
import { routeSchema, type Route } from '@domain/routes';
import {
  adminUserSchema,
  creditAnswerSchema,
  messageAnswerSchema,
  userPhonesSchema,
  userSearchPageSchema,
  type AdminUser,
  type CreateUser,
  type MoveCredit,
  type SendUserBonusTexts,
  type UpdateUserInfo,
  type UserSearch,
  type UserSearchPage,
} from '@domain/user-admin';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';
import { z } from 'zod';

const quiet = { ignoreShowMessage: true };

export async function searchUsers(search: UserSearch, signal?: AbortSignal): Promise<UserSearchPage> {
  const { data } = await api.post<unknown>('/admin/users/searchBySelectedField', search, { signal, ...quiet });
  return parseAnswer(userSearchPageSchema, data);
}

export async function getUser(id: number): Promise<AdminUser> {
  const { data } = await api.get<unknown>(`/admin/users/${id}`);
  return parseAnswer(adminUserSchema, data);
}

export async function createUser(body: CreateUser): Promise<AdminUser> {
  const { data } = await api.post<unknown>('/admin/users/createUser', body, quiet);
  return parseAnswer(adminUserSchema, data);
}

export async function updateUserInfo(body: UpdateUserInfo): Promise<AdminUser> {
  const { data } = await api.post<unknown>('/admin/users/updateUserInfo', body, quiet);
  return parseAnswer(adminUserSchema, data);
}

export async function deleteUsers(emails: string[]): Promise<string> {
  const { data } = await api.post<unknown>('/admin/users/deleteUsers', { emails });
  return parseAnswer(messageAnswerSchema.passthrough(), data).message;
}

export async function sendUserBonusTexts(body: SendUserBonusTexts) {
  const { data } = await api.post<unknown>('/admin/users/sendUserBonusTexts', body, quiet);
  return parseAnswer(creditAnswerSchema, data);
}

export async function moveCredit(body: MoveCredit) {
  const { data } = await api.post<unknown>('/admin/users/move-credit', body, quiet);
  return parseAnswer(creditAnswerSchema, data);
}

export async function fetchPhoneNumbers(useremail: string, offset: number) {
  const { data } = await api.post<unknown>('/admin/users/fetchPhoneNumbers', { useremail, offset });
  return parseAnswer(userPhonesSchema, data);
}

export async function addVirtualPhone(body: { phone: string; type: 'SMS' | 'VOICE'; emailUser: string }): Promise<string> {
  const { data } = await api.post<unknown>('/admin/users/addVirtualPhone', body, quiet);
  return parseAnswer(messageAnswerSchema, data).message;
}

export async function migrateVirtualPhone(body: {
  numberOfPhone: number; phoneType: 'SMS' | 'VOICE'; toEmailUser: string; fromEmailUser: string; chargeFee: boolean;
}): Promise<string> {
  const { data } = await api.post<unknown>('/admin/users/migrateVirtualPhone', body, quiet);
  return parseAnswer(messageAnswerSchema, data).message;
}

export async function deletePhone(phone: string): Promise<string> {
  const { data } = await api.post<unknown>('/admin/users/delete-phone', { phone }, quiet);
  return parseAnswer(messageAnswerSchema, data).message;
}

export async function listRoutes(): Promise<Route[]> {
  const { data } = await api.get<unknown>('/config/routes');
  return parseAnswer(z.array(routeSchema), data);
}
