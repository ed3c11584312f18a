// The Super-Admin's Volume orders calls (docs/api.md "Settings tabs"; decision 43): every user's
// volume orders and the accept or decline of a pending one, each answer parsed with the domain's schemas.
import {
  adminVolumeOrderPageSchema,
  volumeOrderSchema,
  type AdminVolumeOrderPage,
  type VolumeOrder,
  type VolumeOrderStatus,
} from '@domain/volume-orders';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function listAllVolumeOrders(status: VolumeOrderStatus | undefined, signal?: AbortSignal): Promise<AdminVolumeOrderPage> {
  const { data } = await api.get<unknown>('/admin/premium', { params: { status, limit: 100 }, signal });
  return parseAnswer(adminVolumeOrderPageSchema, data);
}

export async function decideVolumeOrder(id: number, status: 'Accepted' | 'Declined'): Promise<VolumeOrder> {
  const { data } = await api.post<unknown>(`/admin/premium/${id}/decide`, { status });
  return parseAnswer(volumeOrderSchema, data);
}
