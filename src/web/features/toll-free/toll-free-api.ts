// The calls of the toll-free pages (base /api/v1/tfn; decision 49), typed by the zod schemas of
// src/domain/toll-free the server validates with; every answer is parsed. Form calls pass
// ignoreShowMessage: the form shows their refusal under the field it names.
import { deleteReplySchema } from '@domain/content-fields';
import { tollFreeProfileListSchema, tollFreeProfileSchema, type TollFreeProfile, type TollFreeProfileInput, type TollFreeProfileList } from '@domain/toll-free/toll-free-profile';
import {
  tollFreeNumberListSchema,
  tollFreeRequestListSchema,
  tollFreeRequestSchema,
  type CreateTollFreeRequest,
  type TollFreeNumber,
  type TollFreeRequest,
  type TollFreeRequestList,
  type TollFreeRequestQuery,
  type UpdateTollFreeRequest,
} from '@domain/toll-free/toll-free-request';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listTollFreeRequests(query: TollFreeRequestQuery, signal?: AbortSignal): Promise<TollFreeRequestList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await api.get<unknown>('/tfn/requests', { params, signal });
  return parseAnswer(tollFreeRequestListSchema, data);
}

export async function getTollFreeRequest(id: number, signal?: AbortSignal): Promise<TollFreeRequest> {
  const { data } = await api.get<unknown>(`/tfn/requests/${id}`, { signal, ...quiet });
  return parseAnswer(tollFreeRequestSchema, data);
}

export async function createTollFreeRequest(body: CreateTollFreeRequest): Promise<TollFreeRequest> {
  const { data } = await api.post<unknown>('/tfn/requests', body, quiet);
  return parseAnswer(tollFreeRequestSchema, data);
}

export async function updateTollFreeRequest(id: number, body: UpdateTollFreeRequest): Promise<TollFreeRequest> {
  const { data } = await api.put<unknown>(`/tfn/requests/${id}`, body, quiet);
  return parseAnswer(tollFreeRequestSchema, data);
}

export async function submitTollFreeRequest(id: number): Promise<TollFreeRequest> {
  const { data } = await api.post<unknown>(`/tfn/requests/${id}/submit`, undefined, quiet);
  return parseAnswer(tollFreeRequestSchema, data);
}

export async function listTollFreeProfiles(signal?: AbortSignal): Promise<TollFreeProfileList> {
  const { data } = await api.get<unknown>('/tfn/profiles', { signal });
  return parseAnswer(tollFreeProfileListSchema, data);
}

export async function saveTollFreeProfile(id: number | null, body: TollFreeProfileInput): Promise<TollFreeProfile> {
  const { data } = id === null ? await api.post<unknown>('/tfn/profiles', body, quiet) : await api.put<unknown>(`/tfn/profiles/${id}`, body, quiet);
  return parseAnswer(tollFreeProfileSchema, data);
}

export async function deleteTollFreeProfile(id: number): Promise<string> {
  const { data } = await api.delete<unknown>(`/tfn/profiles/${id}`, quiet);
  return parseAnswer(deleteReplySchema, data).message;
}

export async function listTollFreeNumbers(signal?: AbortSignal): Promise<TollFreeNumber[]> {
  const { data } = await api.get<unknown>('/tfn/numbers', { signal });
  return parseAnswer(tollFreeNumberListSchema, data).items;
}
