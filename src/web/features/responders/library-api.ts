// What responders choose from, read through the other areas' existing calls (features never
// import each other, so the few list calls are written again here, each answer parsed by the
// fields it needs of the owning area's schema): contact and DID groups for the list and create dialog; creatives, offers,
// opt-out links, media, audio-builder configs, AI assistants and routes for the canvas inspector.
// Lists are read page by page up to LIBRARY_MAX items: a picker past that wants a search, not a
// longer list.
import { z } from 'zod';
import { contactGroupSchema } from '@domain/contacts';
import { creativeSchema } from '@domain/creatives';
import { didGroupSchema } from '@domain/dids';
import { mediaFileSchema } from '@domain/media';
import { offerSchema } from '@domain/offers';
import { optoutLinkSchema } from '@domain/optout-links';
import { audioBuilderConfigSchema } from '@domain/audio-builder';
import { routeSchema } from '@domain/routes';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export const LIBRARY_MAX = 1000;
const PAGE = 100;

export interface Named {
  id: number;
  name: string;
}

/** Reads pages of `limit` until the total (or LIBRARY_MAX) is reached. */
async function allPages<T>(read: (limit: number, offset: number) => Promise<{ items: T[]; total: number }>, limit = PAGE): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; offset < LIBRARY_MAX; offset += limit) {
    const page = await read(limit, offset);
    items.push(...page.items);
    if (page.items.length < limit || items.length >= page.total) break;
  }
  return items.slice(0, LIBRARY_MAX);
}

async function getList<S extends z.ZodType>(path: string, item: S, limit: number, offset: number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(path, { params: { limit, offset }, signal });
  return parseAnswer(z.object({ items: z.array(item), total: z.number().int() }), data);
}

const contactGroupList = contactGroupSchema.pick({ id: true, name: true });
const didGroupList = didGroupSchema.pick({ id: true, name: true });
const creativeList = creativeSchema.pick({ id: true, title: true, message: true });
const offerList = offerSchema.pick({ id: true, title: true, url: true });
const optoutLinkList = optoutLinkSchema.pick({ id: true, title: true });
const mediaList = mediaFileSchema.pick({ id: true, fileName: true, kind: true });
const audioConfigList = audioBuilderConfigSchema.pick({ id: true, name: true });

export async function listContactGroups(signal?: AbortSignal): Promise<Named[]> {
  const groups = await allPages((limit, offset) => getList('/contact-groups', contactGroupList, limit, offset, signal), LIBRARY_MAX);
  return groups.map((g) => ({ id: g.id, name: g.name }));
}

export async function listDidGroups(signal?: AbortSignal): Promise<Named[]> {
  const groups = await allPages((limit, offset) => getList('/did-groups', didGroupList, limit, offset, signal));
  return groups.map((g) => ({ id: g.id, name: g.name }));
}

export async function listCreatives(signal?: AbortSignal) {
  const creatives = await allPages((limit, offset) => getList('/creatives', creativeList, limit, offset, signal), LIBRARY_MAX);
  return creatives.map((c) => ({ id: c.id, title: c.title, message: c.message }));
}

export async function listOffers(signal?: AbortSignal) {
  const offers = await allPages((limit, offset) => getList('/offers', offerList, limit, offset, signal));
  return offers.map((o) => ({ id: o.id, title: o.title, url: o.url }));
}

export async function listOptoutLinks(signal?: AbortSignal) {
  const links = await allPages((limit, offset) => getList('/optout-links', optoutLinkList, limit, offset, signal));
  return links.map((l) => ({ id: l.id, title: l.title }));
}

export async function listMedia(signal?: AbortSignal) {
  const files = await allPages((limit, offset) => getList('/media', mediaList, limit, offset, signal));
  return files.map((f) => ({ id: f.id, name: f.fileName, kind: f.kind }));
}

export async function listAudioConfigs(signal?: AbortSignal): Promise<Named[]> {
  const configs = await allPages((limit, offset) => getList('/audio-builder/configs', audioConfigList, limit, offset, signal));
  return configs.map((c) => ({ id: c.id, name: c.name }));
}

export async function listRoutes(signal?: AbortSignal): Promise<Named[]> {
  const { data } = await api.get<unknown>('/config/routes', { signal });
  return parseAnswer(z.array(routeSchema), data).map((r) => ({ id: r.id, name: r.name }));
}
