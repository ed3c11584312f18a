// The profile's and billing verification's calls (docs/api.md "Billing profile"), typed by the zod
// schemas of src/domain/billing-profile.ts the server validates with; every answer is parsed. The
// billing check answers null for "nothing needs updating": HTTP 204, 304 or an empty 200 (000 §4).
import {
  billingCheckAnswerSchema,
  billingRequestPageSchema,
  billingRequestSchema,
  profileAnswerSchema,
  profileSavedSchema,
  type BillingCheckAnswer,
  type BillingCheckStatus,
  type BillingRequest,
  type BillingRequestPage,
  type ProfileAnswer,
  type ProfileSaved,
  type ProfileSaveInput,
} from '@domain/billing-profile';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function getProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  const { data } = await api.get<unknown>('/profile', { signal });
  return parseAnswer(profileAnswerSchema, data);
}

/** The form shows a refusal itself (under its field or as a toast). */
export async function saveProfile(values: ProfileSaveInput): Promise<ProfileSaved> {
  const { data } = await api.put<unknown>('/profile', values, { ignoreShowMessage: true });
  return parseAnswer(profileSavedSchema, data);
}

export async function checkBillingInformation(signal?: AbortSignal): Promise<BillingCheckAnswer | null> {
  const response = await api.get<unknown>('/billing/check-billing-information', {
    signal,
    ignoreShowMessage: true,
    validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
  });
  if (response.status === 204 || response.status === 304 || response.data === '' || response.data === null || response.data === undefined) return null;
  return parseAnswer(billingCheckAnswerSchema, response.data);
}

export async function getBillingRequests(query: { status: BillingCheckStatus; page: number; size: number }, signal?: AbortSignal): Promise<BillingRequestPage> {
  const { data } = await api.get<unknown>('/billing/requests', { params: query, signal });
  return parseAnswer(billingRequestPageSchema, data);
}

export async function approveBillingRequest(id: number): Promise<BillingRequest> {
  const { data } = await api.post<unknown>(`/billing/requests/${id}/approve`);
  return parseAnswer(billingRequestSchema, data);
}

export async function rejectBillingRequest(id: number, reason: string): Promise<BillingRequest> {
  const { data } = await api.post<unknown>(`/billing/requests/${id}/reject`, { reason }, { ignoreShowMessage: true });
  return parseAnswer(billingRequestSchema, data);
}
