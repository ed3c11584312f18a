// Account info and subscription plan calls (docs/api.md "Account and plan"), typed by
// src/domain/account.ts and parsed.
import { accountInfoSchema, subscriptionSchema, type AccountInfo, type Plan, type Subscription } from '@domain/account';
import { z } from 'zod';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  const { data } = await api.get<unknown>('/settings/account-info', { signal });
  return parseAnswer(accountInfoSchema, data);
}

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  const { data } = await api.get<unknown>('/settings/subscription-plan', { signal });
  return parseAnswer(subscriptionSchema, data);
}

/** The refusal (402 short of credit, 400) is the caller's to show. */
export async function changePlan(plan: Plan): Promise<Subscription & { message: string }> {
  const { data } = await api.post<unknown>('/settings/subscription-plan', { plan }, { ignoreShowMessage: true });
  return parseAnswer(subscriptionSchema.extend({ message: z.string() }), data);
}
