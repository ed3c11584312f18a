// The calls of the offers, creatives and opt-out link pages (base /api/v1), typed by the zod
// schemas of src/domain the server validates with; every answer is parsed. Calls whose failure the
// page shows itself (under a field, in place of the page) pass ignoreShowMessage.
import { z } from 'zod';
import { deleteReplySchema } from '@domain/content-fields';
import {
  assistantAnswerSchema,
  creativeListSchema,
  creativeSchema,
  spintaxAnswerSchema,
  type ApprovalStatus,
  type AssistantAnswer,
  type AssistantRequest,
  type Creative,
  type CreativeInput,
  type CreativeList,
} from '@domain/creatives';
import { offerListSchema, offerSchema, type Offer, type OfferInput, type OfferList } from '@domain/offers';
import {
  optoutLinkListSchema,
  optoutLinkSchema,
  optoutSignAnswerSchema,
  publicOptoutSchema,
  type OptoutLink,
  type OptoutLinkInput,
  type OptoutLinkList,
  type PublicOptout,
} from '@domain/optout-links';
import { mediaFileSchema, mediaListSchema, type MediaFile, type MediaList } from '@domain/media';
import { routeSchema, type Route } from '@domain/routes';
import { availableCountriesSchema, type Country } from '@domain/countries';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';
import { postFile } from '@web/api/post-file';

const quiet = { ignoreShowMessage: true } as const;

// ---- offers ----

export type OfferListQuery = { offset: number; limit?: number; url?: string; title?: string; message?: string };

export async function listOffers(query: OfferListQuery, signal?: AbortSignal): Promise<OfferList> {
  const params = { offset: query.offset, limit: query.limit, url: query.url || undefined, title: query.title || undefined, message: query.message || undefined };
  const { data } = await api.get<unknown>('/offers', { params, signal });
  return parseAnswer(offerListSchema, data);
}
export async function getOffer(id: number, signal?: AbortSignal): Promise<Offer> {
  const { data } = await api.get<unknown>(`/offers/${id}`, { signal, ...quiet });
  return parseAnswer(offerSchema, data);
}
export async function saveOffer(id: number | null, body: OfferInput): Promise<Offer> {
  const { data } = id === null ? await api.post<unknown>('/offers', body, quiet) : await api.put<unknown>(`/offers/${id}`, body, quiet);
  return parseAnswer(offerSchema, data);
}
/** The reply message of one delete ('ok' when it went through); the caller checks every reply. */
export async function deleteOffer(id: number): Promise<string> {
  const { data } = await api.delete<unknown>(`/offers/${id}`, quiet);
  return parseAnswer(deleteReplySchema, data).message;
}

// ---- creatives ----

export type CreativeListQuery = {
  offset: number;
  limit?: number;
  title?: string;
  message?: string;
  routeId?: number;
  approvalStatus?: ApprovalStatus;
  sortBy?: 'createdAt' | 'title' | 'approvalStatus';
  sortDirection?: 'ASC' | 'DESC';
};

const creativeParams = (q: CreativeListQuery) => ({
  offset: q.offset,
  limit: q.limit,
  title: q.title || undefined,
  message: q.message || undefined,
  routeId: q.routeId || undefined,
  approvalStatus: q.approvalStatus || undefined,
  sortBy: q.sortBy,
  sortDirection: q.sortDirection,
});

/** The user's creatives; a Super-Admin's review (`all`) lists every user's. */
export async function listCreatives(query: CreativeListQuery, all: boolean, signal?: AbortSignal): Promise<CreativeList> {
  const { data } = await api.get<unknown>(all ? '/admin/creatives' : '/creatives', { params: creativeParams(query), signal });
  return parseAnswer(creativeListSchema, data);
}
export async function getCreative(id: number, signal?: AbortSignal): Promise<Creative> {
  const { data } = await api.get<unknown>(`/creatives/${id}`, { signal, ...quiet });
  return parseAnswer(creativeSchema, data);
}
export async function saveCreative(id: number | null, body: CreativeInput): Promise<Creative> {
  const { data } = id === null ? await api.post<unknown>('/creatives', body, quiet) : await api.put<unknown>(`/creatives/${id}`, body, quiet);
  return parseAnswer(creativeSchema, data);
}
export async function deleteCreative(id: number): Promise<string> {
  const { data } = await api.delete<unknown>(`/creatives/${id}`, quiet);
  return parseAnswer(deleteReplySchema, data).message;
}
export async function decideCreative(id: number, approvalStatus: 'APPROVED' | 'REJECTED'): Promise<Creative> {
  const { data } = await api.put<unknown>(`/admin/creatives/${id}/approval`, { approvalStatus });
  return parseAnswer(creativeSchema, data);
}
/** The filtered creatives as a CSV file, saved by the browser. */
export async function exportCreatives(query: CreativeListQuery): Promise<Blob> {
  const { data } = await api.get<Blob>('/creatives/export', { params: creativeParams(query), responseType: 'blob' });
  return data;
}
/** The server's spintax for a message, or "fail" (the caller decides success by isSpinSuccess). */
export async function generateSpintax(message: string): Promise<string> {
  const { data } = await api.post<unknown>('/creatives/spintax/generate', { message });
  return parseAnswer(spintaxAnswerSchema, data).message;
}
export async function previewSpintax(message: string): Promise<string> {
  const { data } = await api.post<unknown>('/creatives/spintax/preview', { message });
  return parseAnswer(spintaxAnswerSchema, data).message;
}
export async function askAssistant(body: AssistantRequest): Promise<AssistantAnswer> {
  const { data } = await api.post<unknown>('/creatives/assistant', body, quiet);
  return parseAnswer(assistantAnswerSchema, data);
}

// ---- creative attachments: files of the media library (features never import each other) ----

/** The user's library for the attachment picker, newest first. */
export async function listLibrary(query: { offset: number; limit: number; search?: string }, signal?: AbortSignal): Promise<MediaList> {
  const { data } = await api.get<unknown>('/media', { params: { ...query, search: query.search || undefined }, signal });
  return parseAnswer(mediaListSchema, data);
}
/** One file into the library; the field shows a refusal under the file's name (no toast). */
export async function uploadToLibrary(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  return parseAnswer(mediaFileSchema, await postFile('/media/uploads', file, {}, onProgress));
}
/** An attached file's bytes for its thumbnail; a failure shows nothing (the row says so). */
export async function fetchAttachmentBlob(mediaId: number, signal?: AbortSignal): Promise<Blob> {
  const { data } = await api.get<Blob>(`/media/${mediaId}/file`, { responseType: 'blob', signal, ...quiet });
  return data;
}

// ---- opt-out links ----

export async function listOptoutLinks(query: { offset: number; limit: number; title?: string }, signal?: AbortSignal): Promise<OptoutLinkList> {
  const { data } = await api.get<unknown>('/optout-links', { params: { ...query, title: query.title || undefined }, signal });
  return parseAnswer(optoutLinkListSchema, data);
}
export async function getOptoutLink(id: number, signal?: AbortSignal): Promise<OptoutLink> {
  const { data } = await api.get<unknown>(`/optout-links/${id}`, { signal, ...quiet });
  return parseAnswer(optoutLinkSchema, data);
}
export async function saveOptoutLink(id: number | null, body: OptoutLinkInput): Promise<OptoutLink> {
  const { data } = id === null ? await api.post<unknown>('/optout-links', body, quiet) : await api.put<unknown>(`/optout-links/${id}`, body, quiet);
  return parseAnswer(optoutLinkSchema, data);
}
export async function deleteOptoutLink(id: number): Promise<string> {
  const { data } = await api.delete<unknown>(`/optout-links/${id}`, quiet);
  return parseAnswer(deleteReplySchema, data).message;
}
/** A test confirmation address for one phone (what a send would put in the message). */
export async function signOptoutLink(id: number, phone: string): Promise<string> {
  const { data } = await api.post<unknown>(`/optout-links/${id}/sign`, { phone });
  return parseAnswer(optoutSignAnswerSchema, data).url;
}

// ---- public opt-out page (no session) ----

export async function readPublicOptout(token: string, signal?: AbortSignal): Promise<PublicOptout> {
  const { data } = await api.get<unknown>('/public/optout', { params: { token }, signal, ...quiet });
  return parseAnswer(publicOptoutSchema, data);
}
export async function confirmPublicOptout(token: string): Promise<PublicOptout> {
  const { data } = await api.post<unknown>('/public/optout/confirm', { token }, quiet);
  return parseAnswer(publicOptoutSchema, data);
}

// ---- lists the forms choose from ----

export async function listRoutes(): Promise<Route[]> {
  const { data } = await api.get<unknown>('/config/routes');
  return parseAnswer(z.array(routeSchema), data);
}
export async function listCountries(): Promise<Country[]> {
  const { data } = await api.get<unknown>('/config/countries');
  return parseAnswer(availableCountriesSchema, data).availableCountries;
}
