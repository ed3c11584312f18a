// The revenue-tracking calls (base /api/v1, docs/api.md "Revenue tracking"), typed by
// src/domain/revenue-tracking.ts and parsed. Saves pass ignoreShowMessage: their forms show a
// refusal under its field (showFormError); loads fail quietly into the tab's own retry.
import { z } from 'zod';
import {
  conversionListSchema,
  pullAnswerSchema,
  postbackInfoSchema,
  revenueTrackingListSchema,
  revenueTrackingSchema,
  vendorListSchema,
  voluumDataSchema,
  voluumSettingsSchema,
  type Conversion,
  type CredentialInput,
  type MappingInput,
  type PostbackInfo,
  type RevenueTracking,
  type VendorList,
  type VoluumData,
  type VoluumSettings,
} from '@domain/revenue-tracking';
import type { TrackingVendor } from '@domain/revenue-vendors';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listVendors(signal?: AbortSignal): Promise<VendorList['items']> {
  const { data } = await api.get<unknown>('/revenue-tracking/vendors', { signal, ...quiet });
  return parseAnswer(vendorListSchema, data).items;
}

export async function listRevenueTracking(signal?: AbortSignal): Promise<RevenueTracking[]> {
  const { data } = await api.get<unknown>('/revenue-tracking', { signal, ...quiet });
  return parseAnswer(revenueTrackingListSchema, data).items;
}

export async function saveCredential(input: CredentialInput): Promise<RevenueTracking> {
  const { data } = await api.post<unknown>('/revenue-tracking/credential', input, quiet);
  return parseAnswer(revenueTrackingSchema, data);
}

export async function saveMapping(input: MappingInput): Promise<RevenueTracking> {
  const { data } = await api.post<unknown>('/revenue-tracking', input, quiet);
  return parseAnswer(revenueTrackingSchema, data);
}

export async function setVendorActive(vendor: TrackingVendor, active: boolean): Promise<RevenueTracking> {
  const { data } = await api.post<unknown>('/revenue-tracking/enable', undefined, { params: { active, vendor }, ...quiet });
  return parseAnswer(revenueTrackingSchema, data);
}

/** "Update revenue": answers the spec's toast text once the pull is queued. */
export async function pullRevenue(vendor: TrackingVendor): Promise<string> {
  const { data } = await api.post<unknown>('/revenue-tracking/pull', undefined, { params: { vendor }, ...quiet });
  return parseAnswer(pullAnswerSchema, data).message;
}

export async function getPostbackInfo(vendor: TrackingVendor | null, signal?: AbortSignal): Promise<PostbackInfo> {
  const { data } = await api.get<unknown>('/revenue-tracking/postback-url', { params: vendor ? { vendor } : {}, signal, ...quiet });
  return parseAnswer(postbackInfoSchema, data);
}

export async function listConversions(limit: number, signal?: AbortSignal): Promise<Conversion[]> {
  const { data } = await api.get<unknown>('/revenue-tracking/conversions', { params: { limit }, signal, ...quiet });
  return parseAnswer(conversionListSchema, data).items;
}

export async function getVoluumData(signal?: AbortSignal): Promise<VoluumData> {
  const { data } = await api.get<unknown>('/voluum/data', { signal, ...quiet });
  return parseAnswer(voluumDataSchema, data);
}

export async function setVoluumActive(active: boolean): Promise<RevenueTracking> {
  const { data } = await api.post<unknown>('/voluum/enable', undefined, { params: { active }, ...quiet });
  return parseAnswer(revenueTrackingSchema, data);
}

export async function saveVoluumSettings(settings: VoluumSettings): Promise<VoluumSettings> {
  const { data } = await api.post<unknown>('/voluum/settings', settings, quiet);
  return parseAnswer(voluumSettingsSchema, data);
}

export async function saveVoluumCredential(input: Omit<CredentialInput, 'vendor'>): Promise<RevenueTracking> {
  const { data } = await api.post<unknown>('/voluum/credential', input, quiet);
  return parseAnswer(revenueTrackingSchema, data);
}

export const vendorsAndAccounts = async (signal: AbortSignal) => {
  const [vendors, accounts] = await Promise.all([listVendors(signal), listRevenueTracking(signal)]);
  return { vendors, accounts };
};

export type VendorEntry = z.infer<typeof vendorListSchema>['items'][number];
