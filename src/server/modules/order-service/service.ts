// The Order service tab (001 §7 "Premium endpoints: list-order, create-order, check-credit"): the
// price of a volume order from the price table, the check that the balance covers it, and the
// orders themselves. An order charges and reserves nothing: it is a request an admin accepts or
// declines (docs/decisions/0043-settings-tabs.md); the balance is checked when it is made.
import { formatCents } from '@domain/money';
import {
  volumeOrderMessages,
  volumeOrderPriceCents,
  volumeOrderSchema,
  type AdminVolumeOrderPage,
  type CreditCheck,
  type VolumeOrder,
  type VolumeOrderStatus,
} from '@domain/volume-orders';
import type { MessageType } from '@domain/routes';
import type { AppContext } from '../../context';
import type { Selectable } from 'kysely';
import type { VolumeOrdersTable } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { listPrices } from '../config/repo';

type Asked = { duration: number; volume: number; messageType: MessageType };

const toOrder = (r: Selectable<VolumeOrdersTable>): VolumeOrder =>
  volumeOrderSchema.parse({
    id: Number(r.id),
    duration: Number(r.duration),
    volume: Number(r.volume),
    messageType: r.message_type,
    priceCents: Number(r.price_cents),
    status: r.status,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  });

export async function checkCredit(ctx: AppContext, userId: number, asked: Asked): Promise<CreditCheck> {
  const priceCents = volumeOrderPriceCents(await listPrices(ctx.db), asked.messageType, asked.volume);
  if (priceCents === null) throw badRequest('messageType', volumeOrderMessages.notPriced);
  const balanceCents = await ctx.ledger.balance(userId);
  return { priceCents, balanceCents, enough: balanceCents >= priceCents };
}

export async function createVolumeOrder(ctx: AppContext, userId: number, asked: Asked): Promise<VolumeOrder> {
  const check = await checkCredit(ctx, userId, asked);
  if (!check.enough) throw badRequest('volume', volumeOrderMessages.short(formatCents(check.priceCents), formatCents(check.balanceCents)));
  const row = await ctx.db
    .insertInto('volume_orders')
    .values({ user_id: userId, duration: asked.duration, volume: asked.volume, message_type: asked.messageType, price_cents: check.priceCents, status: 'Pending', created_at: ctx.now().toISOString(), decided_at: null, decided_by: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrder(row);
}

export async function listVolumeOrders(ctx: AppContext, userId: number): Promise<{ items: VolumeOrder[] }> {
  const rows = await ctx.db.selectFrom('volume_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
  return { items: rows.map(toOrder) };
}

/** Every user's orders, newest first, for the Super-Admin's Volume orders page. */
export async function listAllVolumeOrders(ctx: AppContext, status: VolumeOrderStatus | undefined, offset: number, limit: number): Promise<AdminVolumeOrderPage> {
  let query = ctx.db.selectFrom('volume_orders').innerJoin('users', 'users.id', 'volume_orders.user_id');
  if (status) query = query.where('volume_orders.status', '=', status);
  const [rows, count] = await Promise.all([
    query.selectAll('volume_orders').select(['users.username', 'users.email']).orderBy('volume_orders.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(({ username, email, ...row }) => ({ ...toOrder(row), username, email })), total: Number(count.n) };
}

/** An admin's answer to a pending order; a decided one stays as it was. */
export async function decideVolumeOrder(ctx: AppContext, adminId: number, orderId: number, status: 'Accepted' | 'Declined'): Promise<VolumeOrder> {
  const result = await ctx.db
    .updateTable('volume_orders')
    .set({ status, decided_at: ctx.now().toISOString(), decided_by: adminId })
    .where('id', '=', orderId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  const row = await ctx.db.selectFrom('volume_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw notFound(volumeOrderMessages.notFound);
  if (Number(result.numUpdatedRows) === 0) throw badRequest('status', volumeOrderMessages.notPending);
  return toOrder(row);
}
