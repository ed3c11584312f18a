// The responder calls of 001 §7 under /api/v1/responder-v2 (the list, the responder's own fields,
// its graph, publish, duplicate, the simulator, revisions), typed by the schemas of
// src/domain/responders*.ts that the server validates with; every answer is parsed. Calls whose
// failure the page shows in its own words (the spec's responder messages, a form field, the
// editor's load and save states) pass ignoreShowMessage.
import { z } from 'zod';
import {
  responderListSchema,
  responderNodesSchema,
  responderSchema,
  savedDocumentSchema,
  type Responder,
  type ResponderList,
  type ResponderNodes,
  type ResponderSave,
  type ResponderSearch,
  type ResponderStatus,
  type SaveDocument,
  type SavedDocument,
} from '@domain/responders';
import { simulateAnswerSchema, type SimulateAnswer, type SimulateRequest } from '@domain/responder-simulation';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const BASE = '/responder-v2';
const quiet = { ignoreShowMessage: true } as const;

export async function searchResponders(query: ResponderSearch, signal?: AbortSignal): Promise<ResponderList> {
  const { data } = await api.post<unknown>(`${BASE}/search`, query, { signal });
  return parseAnswer(responderListSchema, data);
}

/** Create (no id) or update a responder's title, groups and setting. */
export async function saveResponder(body: ResponderSave): Promise<Responder> {
  const { data } = await api.post<unknown>(`${BASE}/save`, body, quiet);
  return parseAnswer(responderSchema, data);
}

export async function deleteResponder(id: number): Promise<void> {
  await api.delete<unknown>(`${BASE}/delete`, { params: { id }, ...quiet });
}

/**
 * 001 §2: "if the server answers anything but success the user is warned that at least one keyword
 * is required". Success is the responder with the status asked for (or, from older servers, the
 * word success); anything else, a refusal included, is not.
 */
export async function switchResponderStatus(id: number, status: ResponderStatus): Promise<boolean> {
  const { data } = await api.post<unknown>(`${BASE}/switchStatus`, { id, status }, quiet);
  return isSuccessAnswer(data, status);
}

const isSuccessWord = (word: unknown) => typeof word === 'string' && word.trim().toLowerCase() === 'success';
const carriedWord = z.object({ message: z.unknown(), result: z.unknown() }).partial();

export function isSuccessAnswer(data: unknown, status: ResponderStatus): boolean {
  const responder = responderSchema.safeParse(data);
  if (responder.success) return responder.data.status === status;
  if (isSuccessWord(data)) return true;
  const carried = carriedWord.safeParse(data);
  return carried.success && [carried.data.message, carried.data.result].some(isSuccessWord);
}

/** Duplicate and publish answer the responder they made or published, with a message. */
const madeSchema = z.object({ message: z.string(), responder: responderSchema });
export type Made = z.infer<typeof madeSchema>;

/** A copy of a responder (or template) under a new title. */
export async function duplicateResponder(templateId: number, title: string): Promise<Made> {
  const { data } = await api.post<unknown>(`${BASE}/duplicate`, { title, templateId }, quiet);
  return parseAnswer(madeSchema, data);
}

/** A new published responder built from a template (publish?title&templateId). */
export async function buildFromTemplate(templateId: number, title: string): Promise<Made> {
  const { data } = await api.post<unknown>(`${BASE}/publish`, {}, { params: { title, templateId }, ...quiet });
  return parseAnswer(madeSchema, data);
}

/** Publish the saved graph (publish?responderId): the server checks it and keeps a revision. */
export async function publishResponder(responderId: number): Promise<Made> {
  const { data } = await api.post<unknown>(`${BASE}/publish`, {}, { params: { responderId }, ...quiet });
  return parseAnswer(madeSchema, data);
}

export async function getResponderNodes(responderId: number, signal?: AbortSignal): Promise<ResponderNodes> {
  const { data } = await api.post<unknown>(`${BASE}/getNodes`, {}, { params: { responderId }, signal, ...quiet });
  return parseAnswer(responderNodesSchema, data);
}

/** The whole graph at once, naming the version it was loaded at (409 when another save came first). */
export async function saveResponderDocument(responderId: number, body: SaveDocument, signal?: AbortSignal): Promise<SavedDocument> {
  const { data } = await api.put<unknown>(`${BASE}/document`, body, { params: { responderId }, signal, ...quiet });
  return parseAnswer(savedDocumentSchema, data);
}

export async function simulateAction(body: SimulateRequest): Promise<SimulateAnswer> {
  const { data } = await api.post<unknown>(`${BASE}/simulateAction`, body, quiet);
  return parseAnswer(simulateAnswerSchema, data);
}
