// The contact groups and DID groups the responder list filters by and the create dialog ties a
// responder to, read through their areas' existing calls (features never import each other, so
// the two list calls are written again here, each answer parsed by the fields it needs of the
// owning area's schema). The editor's library comes with the builder's config instead.
// Lists are read page by page up to LIBRARY_MAX items: a picker past that wants a search, not a
// longer list.
import { z } from 'zod';
import { contactGroupSchema } from '@domain/contacts';
import { didGroupSchema } from '@domain/dids';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export const LIBRARY_MAX = 1000;
/** The most /did-groups gives in one page. */
const DID_GROUP_PAGE = 100;

export interface Named {
  id: number;
  name: string;
}

const namedList = (item: z.ZodType<Named>) => z.object({ items: z.array(item), total: z.number().int() });
const contactGroupList = namedList(contactGroupSchema.pick({ id: true, name: true }));
const didGroupList = namedList(didGroupSchema.pick({ id: true, name: true }));

/** Reads pages of `limit` until the total (or LIBRARY_MAX) is reached. */
async function allPages(read: (limit: number, offset: number) => Promise<{ items: Named[]; total: number }>, limit: number): Promise<Named[]> {
  const items: Named[] = [];
  for (let offset = 0; offset < LIBRARY_MAX; offset += limit) {
    const page = await read(limit, offset);
    items.push(...page.items);
    if (page.items.length < limit || items.length >= page.total) break;
  }
  return items.slice(0, LIBRARY_MAX);
}

export function listContactGroups(signal?: AbortSignal): Promise<Named[]> {
  return allPages(async (limit, offset) => parseAnswer(contactGroupList, (await api.get<unknown>('/contact-groups', { params: { limit, offset }, signal })).data), LIBRARY_MAX);
}

export function listDidGroups(signal?: AbortSignal): Promise<Named[]> {
  return allPages(async (limit, offset) => parseAnswer(didGroupList, (await api.get<unknown>('/did-groups', { params: { limit, offset }, signal })).data), DID_GROUP_PAGE);
}
