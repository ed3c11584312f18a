// The orders' calls (base /api/v1, docs/api.md "Orders and invoices"), typed by src/domain/orders.ts
// and parsed. The invoice opens in a new window, which cannot send the session header: its URL
// carries the token as ?sessionId (decision 38).
import { API_BASE } from '@domain/api';
import {
  adminOrderPageSchema,
  messageAnswerSchema,
  orderSchema,
  transactionPageSchema,
  type AdminOrderPage,
  type InvoiceKind,
  type Order,
  type OrderStatus,
  type OrderType,
  type TransactionFilter,
  type TransactionPage,
} from '@domain/orders';
import { apiHooks } from '@web/api/api-hooks';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function listTransactions(filter: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  const { data } = await api.post<unknown>('/orders/list', filter, { signal });
  return parseAnswer(transactionPageSchema, data);
}

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const { data } = await api.get<unknown>(`/orders/${id}`, { signal });
  return parseAnswer(orderSchema, data);
}

/** Multipart, as 001 §7 names it; a refusal is the caller's to show. */
export async function uploadProof(orderId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<unknown>('/orders/proof', form, { params: { orderId }, ignoreShowMessage: true });
  return parseAnswer(messageAnswerSchema.passthrough(), data).message;
}

export async function deleteProof(orderId: number, proofId: number): Promise<string> {
  const { data } = await api.get<unknown>('/orders/pop/delete', { params: { orderId, proofId } });
  return parseAnswer(messageAnswerSchema, data).message;
}

/** The proof's bytes (view only), as a blob to open. */
export async function downloadProof(orderId: number, proofId: number, admin = false): Promise<Blob> {
  const { data } = await api.get<Blob>(admin ? '/orders/admin/proof' : '/orders/pop/download', { params: { orderId, proofId }, responseType: 'blob' });
  return data;
}

/** The URL a new window opens for an invoice. */
export function invoiceUrl(id: number, type: OrderType | 'credit card', invoiceType: 'pdf' | 'xml', kind?: InvoiceKind): string {
  const params = new URLSearchParams({ id: String(id), type, invoiceType });
  if (kind) params.set('kind', kind);
  const token = apiHooks().getSessionToken();
  if (token) params.set('sessionId', token);
  return `${API_BASE}/orders/invoice?${params.toString()}`;
}

export async function listForReview(status: OrderStatus | undefined, signal?: AbortSignal): Promise<AdminOrderPage> {
  const { data } = await api.get<unknown>('/orders/admin/list', { params: { status, limit: 100 }, signal });
  return parseAnswer(adminOrderPageSchema, data);
}

export async function reviewOrder(id: number, action: 'receive' | 'release' | 'reject', body: { amountCents?: number; reason?: string } = {}): Promise<Order> {
  const { data } = await api.post<unknown>(`/orders/${id}/${action}`, body);
  return parseAnswer(orderSchema, data);
}
