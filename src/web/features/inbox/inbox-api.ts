// The inbox's calls (base /api/v1, docs/api.md "Inbox"), typed by the zod schemas of
// src/domain/inbox.ts that the server validates with; every answer is parsed. The page shows a
// failed load in place (with a retry) and a refused reply itself, so those pass ignoreShowMessage:
// a list reloading every few seconds must not toast each time the network blinks.
import {
  inboxAnswerSchema,
  threadListSchema,
  threadViewSchema,
  type InboxAnswer,
  type InboxFilter,
  type SendThreadMessage,
  type ThreadList,
  type ThreadView,
} from '@domain/inbox';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;
const path = (uuid: string) => `/inbox/threads/${encodeURIComponent(uuid)}`;

export interface ThreadListQuery {
  filter?: InboxFilter;
  search?: string;
  offset: number;
  limit: number;
}

export async function listThreads(query: ThreadListQuery, signal?: AbortSignal): Promise<ThreadList> {
  const { data } = await api.get<unknown>('/inbox/threads', { params: query, signal, ...quiet });
  return parseAnswer(threadListSchema, data);
}

/** viewThread (001 §7). */
export async function getThread(uuid: string, signal?: AbortSignal): Promise<ThreadView> {
  const { data } = await api.get<unknown>(path(uuid), { signal, ...quiet });
  return parseAnswer(threadViewSchema, data);
}

/** sendThreadMessage (001 §7): answers 'Successfully sent!'; a refusal is the caller's to show. */
export async function sendThreadMessage(uuid: string, body: SendThreadMessage): Promise<InboxAnswer> {
  const { data } = await api.post<unknown>(`${path(uuid)}/messages`, body, quiet);
  return parseAnswer(inboxAnswerSchema, data);
}

export async function starThread(uuid: string, starred: boolean): Promise<InboxAnswer> {
  const { data } = await api.put<unknown>(`${path(uuid)}/star`, { starred });
  return parseAnswer(inboxAnswerSchema, data);
}

export async function markThreadRead(uuid: string): Promise<InboxAnswer> {
  const { data } = await api.post<unknown>(`${path(uuid)}/read`, undefined, quiet);
  return parseAnswer(inboxAnswerSchema, data);
}
