// The DID-group calls (base /api/v1), typed by the zod schemas of src/domain/dids.ts that the
// server validates with. Every answer is parsed, so a server that drifts from the contract fails
// here, not deep in a page. Calls whose failure the page shows itself (under a field, in place of
// the page, as the spec's own message) pass ignoreShowMessage: no toast from the client.
import { z } from 'zod';
import { availableCountriesSchema, type Country } from '@domain/countries';
import {
  didGroupListSchema,
  didGroupSchema,
  didPageSchema,
  didPurchaseProcessAnswerSchema,
  didPurchaseProcessSchema,
  type CreateDidGroup,
  type DidGroup,
  type DidGroupList,
  type DidGroupSetting,
  type DidListQuery,
  type DidPage,
  type DidPurchaseOrder,
  type DidPurchaseProcess,
  type DidPurchaseProcessAnswer,
  type HandleBadDids,
  type MoveDids,
  type ReleaseByRate,
} from '@domain/dids';
import { backgroundTaskSchema, type BackgroundTask } from '@domain/background-tasks';
import { routeSchema, type Route } from '@domain/routes';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

/** didGroupQuerySchema's fields as numbers and strings (axios writes them into the query). */
export type DidGroupListQuery = { limit: number; offset: number; name?: string; routeId?: number; country?: string; search?: string };

export async function listDidGroups(query: DidGroupListQuery, signal?: AbortSignal): Promise<DidGroupList> {
  const params = {
    limit: query.limit,
    offset: query.offset,
    name: query.name || undefined,
    routeId: query.routeId || undefined,
    country: query.country || undefined,
    search: query.search || undefined,
  };
  const { data } = await api.get<unknown>('/did-groups', { params, signal });
  return parseAnswer(didGroupListSchema, data);
}

/** A taken name answers 400 with field name; the form shows it under Name, anything else 'Unexpected error'. */
export async function createDidGroup(body: CreateDidGroup): Promise<DidGroup> {
  const { data } = await api.post<unknown>('/did-groups', body, quiet);
  return parseAnswer(didGroupSchema, data);
}

/** 404 'Group DID is not existed': the detail page says so in place of the group. */
export async function getDidGroup(groupId: number): Promise<DidGroup> {
  const { data } = await api.get<unknown>(`/did-groups/${groupId}`, quiet);
  return parseAnswer(didGroupSchema, data);
}

/**
 * The answer is the group as saved: the server zeroed what a switched-off toggle holds. A refused
 * bad-DID group answers 400 on scrubSetting.badDidGroupId, shown under the field.
 */
export async function saveDidGroupSettings(groupId: number, setting: DidGroupSetting): Promise<DidGroup> {
  const { data } = await api.put<unknown>(`/did-groups/${groupId}/settings`, setting, quiet);
  return parseAnswer(didGroupSchema, data);
}

export async function deleteDidGroup(groupId: number): Promise<void> {
  await api.delete(`/did-groups/${groupId}`);
}

export async function searchDids(groupId: number, query: DidListQuery, signal?: AbortSignal): Promise<DidPage> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/search`, query, { signal });
  return parseAnswer(didPageSchema, data);
}

export async function moveDids(groupId: number, body: MoveDids): Promise<number> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/move`, body);
  return parseAnswer(z.object({ moved: z.number().int() }), data).moved;
}

export async function releaseDids(groupId: number, dids: readonly number[]): Promise<number> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/release`, { dids });
  return parseAnswer(z.object({ released: z.number().int() }), data).released;
}

/**
 * Releases the numbers (that sent at least once) whose delivery or click rate is below `below`
 * percent. The dialog reports a refusal itself (under its field or as a toast): no client toast.
 */
export async function releaseDidsByRate(groupId: number, body: ReleaseByRate): Promise<number> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/release-by-rate`, body, quiet);
  return parseAnswer(z.object({ released: z.number().int() }), data).released;
}

/**
 * Applies the group's auto-release thresholds at once. 400 on field autoRelease while auto release
 * is off: the panel shows the server's message as a toast itself.
 */
export async function releaseDidsNow(groupId: number): Promise<number> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/release-now`, undefined, quiet);
  return parseAnswer(z.object({ released: z.number().int() }), data).released;
}

/** Queues a scrub of the group's numbers (a DID_SCRUB background task). */
export async function scrubDids(groupId: number): Promise<BackgroundTask> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/scrub`);
  return parseAnswer(backgroundTaskSchema, data);
}

/** Moves the numbers a scrub marked bad to another group; answers how many moved. */
export async function handleBadDids(groupId: number, body: HandleBadDids): Promise<number> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/dids/handle-bad`, body);
  return parseAnswer(z.object({ moved: z.number().int() }), data).moved;
}

/** Starts the group's rotation cycle again; answers how many numbers were reset. */
export async function resetDidCycle(groupId: number): Promise<number> {
  const { data } = await api.put<unknown>(`/did-groups/${groupId}/reset-cycle`);
  return parseAnswer(z.object({ reset: z.number().int() }), data).reset;
}

export async function deleteDid(groupId: number, didId: number): Promise<void> {
  await api.delete(`/did-groups/${groupId}/dids/${didId}`);
}

/** The purchase machine reads a refusal itself (its message is shown in the panel): no toast. */
export async function placePurchaseOrder(groupId: number, order: DidPurchaseOrder, signal?: AbortSignal): Promise<DidPurchaseProcess> {
  const { data } = await api.post<unknown>(`/did-groups/${groupId}/purchase`, order, { signal, ...quiet });
  return parseAnswer(didPurchaseProcessSchema, data);
}

export async function getPurchaseProcess(groupId: number, signal?: AbortSignal): Promise<DidPurchaseProcessAnswer> {
  const { data } = await api.get<unknown>(`/did-groups/${groupId}/purchase-process`, { signal, ...quiet });
  return parseAnswer(didPurchaseProcessAnswerSchema, data);
}

export async function listCountries(): Promise<Country[]> {
  const { data } = await api.get<unknown>('/config/countries');
  return parseAnswer(availableCountriesSchema, data).availableCountries;
}

export async function listRoutes(): Promise<Route[]> {
  const { data } = await api.get<unknown>('/config/routes');
  return parseAnswer(z.array(routeSchema), data);
}
