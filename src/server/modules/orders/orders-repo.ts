// Reading orders and proofs, and turning rows into the answers of 000 §3 Order/invoice. Every read
// that takes a user id refuses another user's order with 404.
import { invoicesOf, orderStatusSchema, orderTypeSchema, type Order, type Proof } from '@domain/orders';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderProofsTable, OrdersTable } from '../../db/tables/billing';
import { notFound } from '../../http/errors';

export type OrderRow = Selectable<OrdersTable>;
export type ProofRow = Selectable<OrderProofsTable>;

export const dollars = (cents: number) => cents / 100;

export function toProof(row: ProofRow): Proof {
  return { id: Number(row.id), fileName: row.file_name, orderId: Number(row.order_id), size: Number(row.size_bytes), created: row.created_at };
}

export function toOrder(row: OrderRow, username: string, proofs: ProofRow[]): Order {
  const type = orderTypeSchema.parse(row.type);
  const status = orderStatusSchema.parse(row.status);
  return {
    id: Number(row.id),
    username,
    amount: dollars(Number(row.amount_cents)),
    amountCents: Number(row.amount_cents),
    created: row.created_at,
    released: dollars(Number(row.released_cents)),
    releasedCents: Number(row.released_cents),
    status,
    failureMessage: row.failure_message,
    processingFee: dollars(Number(row.processing_fee_cents)),
    received: row.received_at !== null,
    proofs: proofs.map(toProof),
    type,
    invoices: invoicesOf(type, status),
  };
}

/** The order if it is the user's (null userId: any user's, for a Super-Admin), else 404. */
export async function findOrder(db: Db, orderId: number, userId: number | null): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function proofsOf(db: Db, orderIds: number[]): Promise<ProofRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_proofs').selectAll().where('order_id', 'in', orderIds).orderBy('id', 'asc').execute();
}

export async function usernameOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? '';
}

/** The order's answer with its proofs and owner's username. */
export async function orderAnswer(db: Db, row: OrderRow): Promise<Order> {
  const [proofs, username] = await Promise.all([proofsOf(db, [Number(row.id)]), usernameOf(db, Number(row.user_id))]);
  return toOrder(row, username, proofs);
}
