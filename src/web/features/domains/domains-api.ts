// The domain calls (base /api/v1), typed by the zod schemas of src/domain/domains.ts that the
// server validates with. Every answer is parsed. Calls whose failure the page shows itself (under a
// field, in place of the page, in the machine's panel) pass ignoreShowMessage: no toast from the client.
import { z } from 'zod';
import {
  domainBuyingAnswerSchema,
  domainBuyingProcessSchema,
  domainGroupListSchema,
  domainGroupSchema,
  domainListSchema,
  domainOffersSchema,
  domainSchema,
  groupDomainPageSchema,
  releaseAnswerSchema,
  verifyAllAnswerSchema,
  verifyAnswerSchema,
  type BuyDomains,
  type DomainBuyingAnswer,
  type DomainBuyingProcess,
  type DomainGroup,
  type DomainGroupList,
  type DomainGroupSetting,
  type DomainList,
  type DomainOffer,
  type DomainSearch,
  type DomainStatus,
  type GroupDomainPage,
  type GroupDomainsQuery,
  type MergeDomainGroups,
  type MigrateDomains,
  type VerifyResult,
  type Domain,
} from '@domain/domains';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export type DomainListQuery = { limit: number; offset: number; search?: string; status?: DomainStatus };

export async function listDomains(query: DomainListQuery, signal?: AbortSignal): Promise<DomainList> {
  const params = { ...query, search: query.search || undefined };
  const { data } = await api.get<unknown>('/domains', { params, signal });
  return parseAnswer(domainListSchema, data);
}

export async function listInactiveDomains(query: DomainListQuery, signal?: AbortSignal): Promise<DomainList> {
  const params = { ...query, search: query.search || undefined };
  const { data } = await api.get<unknown>('/domains/inactive', { params, signal });
  return parseAnswer(domainListSchema, data);
}

/** A refused list (format, accents, duplicates, already added) is a 400 on `domains`, shown under the field. */
export async function addDomains(domains: string[], groupId: number | null): Promise<Domain[]> {
  const { data } = await api.post<unknown>('/domains', { domains, groupId }, quiet);
  return parseAnswer(z.object({ added: z.array(domainSchema) }), data).added;
}

export async function verifyDomains(domains: readonly number[]): Promise<VerifyResult[]> {
  const { data } = await api.post<unknown>('/domains/verify', { domains });
  return parseAnswer(verifyAnswerSchema, data).results;
}

export async function verifyAllDomains(): Promise<z.infer<typeof verifyAllAnswerSchema>> {
  const { data } = await api.post<unknown>('/domains/verify-all');
  return parseAnswer(verifyAllAnswerSchema, data);
}

/** The page shows a failure itself: the server's message or 'Something went wrong' (001 §8). */
export async function releaseDomains(domains: readonly number[], now: boolean): Promise<z.infer<typeof releaseAnswerSchema>> {
  const { data } = await api.post<unknown>(now ? '/domains/release-now' : '/domains/release', { domains }, quiet);
  return parseAnswer(releaseAnswerSchema, data);
}

export async function searchToBuy(search: DomainSearch, signal?: AbortSignal): Promise<DomainOffer[]> {
  const { data } = await api.post<unknown>('/domains/search-to-buy', search, { signal, ...quiet });
  return parseAnswer(domainOffersSchema, data).items;
}

/** The purchase machine reads a refusal itself: no toast. */
export async function buyDomains(order: BuyDomains, signal?: AbortSignal): Promise<DomainBuyingProcess> {
  const { data } = await api.post<unknown>('/domains/buy-by-batch', order, { signal, ...quiet });
  return parseAnswer(domainBuyingProcessSchema, data);
}

export async function getBuyingProcess(signal?: AbortSignal): Promise<DomainBuyingAnswer> {
  const { data } = await api.get<unknown>('/domains/buying-process', { signal, ...quiet });
  return parseAnswer(domainBuyingAnswerSchema, data);
}

export async function dismissBuyingProcess(signal?: AbortSignal): Promise<void> {
  await api.post('/domains/buying-process/dismiss', undefined, { signal, ...quiet });
}

export type DomainGroupListQuery = { limit: number; offset: number; name?: string };

export async function listDomainGroups(query: DomainGroupListQuery, signal?: AbortSignal): Promise<DomainGroupList> {
  const { data } = await api.get<unknown>('/domain-groups', { params: { ...query, name: query.name || undefined }, signal });
  return parseAnswer(domainGroupListSchema, data);
}

/** A taken or too short name is a 400 on `name`, shown under the field; 'create or delete group with 400 shows server message'. */
export async function createDomainGroup(name: string): Promise<DomainGroup> {
  const { data } = await api.post<unknown>('/domain-groups', { name }, quiet);
  return parseAnswer(domainGroupSchema, data);
}

/** 404 'This domain group is not existed': the detail page says so in place of the group. */
export async function getDomainGroup(groupId: number): Promise<DomainGroup> {
  const { data } = await api.get<unknown>(`/domain-groups/${groupId}`, quiet);
  return parseAnswer(domainGroupSchema, data);
}

export async function deleteDomainGroup(groupId: number): Promise<void> {
  await api.delete(`/domain-groups/${groupId}`);
}

export async function saveDomainGroupSettings(groupId: number, setting: DomainGroupSetting): Promise<DomainGroup> {
  const { data } = await api.put<unknown>(`/domain-groups/${groupId}/settings`, setting, quiet);
  return parseAnswer(domainGroupSchema, data);
}

export async function searchGroupDomains(groupId: number, query: GroupDomainsQuery, signal?: AbortSignal): Promise<GroupDomainPage> {
  const { data } = await api.post<unknown>(`/domain-groups/${groupId}/domains/search`, query, { signal });
  return parseAnswer(groupDomainPageSchema, data);
}

export async function migrateDomains(groupId: number, body: MigrateDomains): Promise<number> {
  const { data } = await api.post<unknown>(`/domain-groups/${groupId}/migrate`, body, quiet);
  return parseAnswer(z.object({ migrated: z.number().int() }), data).migrated;
}

export async function mergeDomainGroups(body: MergeDomainGroups): Promise<DomainGroup> {
  const { data } = await api.post<unknown>('/domain-groups/merge', body, quiet);
  return parseAnswer(domainGroupSchema, data);
}

export async function resetDomainsInGroup(groupId: number): Promise<number> {
  const { data } = await api.put<unknown>(`/domain-groups/${groupId}/reset`);
  return parseAnswer(z.object({ reset: z.number().int() }), data).reset;
}
