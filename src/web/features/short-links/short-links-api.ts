// The short-link calls (base /api/v1), typed by the zod schemas of src/domain/short-links.ts that
// the server validates with; every answer is parsed. Calls whose refusal a form shows under its
// field pass ignoreShowMessage.
import { z } from 'zod';
import {
  blockedIpSchema,
  ipStatSchema,
  linkClickPageSchema,
  protectionConditionListSchema,
  shortLinkListSchema,
  shortLinkProtectionSchema,
  shortLinkSchema,
  type CreateShortLink,
  type IpStat,
  type LinkClickPage,
  type ShortLink,
  type ShortLinkList,
  type ShortLinkProtection,
  type ShortLinkProtectionInput,
} from '@domain/short-links';
import { domainListSchema } from '@domain/domains';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listShortLinks(page: { limit: number; offset: number }, signal?: AbortSignal): Promise<ShortLinkList> {
  const { data } = await api.get<unknown>('/short-links', { params: page, signal });
  return parseAnswer(shortLinkListSchema, data);
}

export async function createShortLink(body: CreateShortLink): Promise<ShortLink> {
  const { data } = await api.post<unknown>('/short-links', body, quiet);
  return parseAnswer(shortLinkSchema, data);
}

export async function deleteShortLink(linkId: number): Promise<void> {
  await api.delete(`/short-links/${linkId}`);
}

export async function listLinkClicks(linkId: number, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<LinkClickPage> {
  const { data } = await api.get<unknown>(`/short-links/${linkId}/clicks`, { params: page, signal });
  return parseAnswer(linkClickPageSchema, data);
}

export async function getProtection(signal?: AbortSignal): Promise<ShortLinkProtection> {
  const { data } = await api.get<unknown>('/user-domain/shortLinkProtection', { signal });
  return parseAnswer(shortLinkProtectionSchema, data);
}

export async function saveProtection(body: ShortLinkProtectionInput): Promise<ShortLinkProtection> {
  const { data } = await api.put<unknown>('/user-domain/shortLinkProtection', body, quiet);
  return parseAnswer(shortLinkProtectionSchema, data);
}

export async function listProtectionConditions(signal?: AbortSignal) {
  const { data } = await api.get<unknown>('/user-domain/shortLinkProtection/conditions', { signal });
  return parseAnswer(protectionConditionListSchema, data);
}

export async function getIpStats(query: { limit: number; clickFrom: number; clickTo: number }, signal?: AbortSignal): Promise<IpStat[]> {
  const { data } = await api.get<unknown>('/traffic/ip_stats', { params: query, signal, ...quiet });
  return parseAnswer(z.array(ipStatSchema), data);
}

export async function blockIp(ip: string) {
  const { data } = await api.post<unknown>('/user/addBlockedIp', { ip });
  return parseAnswer(blockedIpSchema, data);
}

export async function unblockIp(ip: string): Promise<void> {
  await api.post('/user/removeBlockedIp', { ip });
}

/** The user's active domains (verified or bought) a link may be put on: the first 100 by name. */
export async function listActiveDomains(): Promise<string[]> {
  const { data } = await api.get<unknown>('/domains', { params: { status: 'ACTIVE', limit: 100, offset: 0 } });
  return parseAnswer(domainListSchema, data)
    .items.filter((d) => d.active)
    .map((d) => d.name)
    .sort();
}
