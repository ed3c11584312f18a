// The Order service tab's calls (001 §7 "Premium endpoints: list-order, create-order, check-credit";
// docs/api.md "Settings tabs"), every answer parsed with the domain's schemas.
import {
  creditCheckSchema,
  volumeOrderListSchema,
  volumeOrderSchema,
  type CreateVolumeOrder,
  type CreditCheck,
  type VolumeOrder,
} from '@domain/volume-orders';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listVolumeOrders(signal?: AbortSignal): Promise<VolumeOrder[]> {
  const { data } = await api.post<unknown>('/premium/list-order', undefined, { signal, ...quiet });
  return parseAnswer(volumeOrderListSchema, data).items;
}

export async function checkCredit(order: CreateVolumeOrder, signal?: AbortSignal): Promise<CreditCheck> {
  const { data } = await api.post<unknown>('/premium/check-credit', order, { signal, ...quiet });
  return parseAnswer(creditCheckSchema, data);
}

export async function createVolumeOrder(order: CreateVolumeOrder): Promise<VolumeOrder> {
  const { data } = await api.post<unknown>('/premium/create-order', order, quiet);
  return parseAnswer(volumeOrderSchema, data);
}
