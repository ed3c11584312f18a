// A Super-Admin's review of orders (decision 38): money received, release all or part, reject.
// A release credits exactly the released cents through the ledger, in the same transaction as the
// order's change, keyed `order:<id>:release:<released total after>`: two racing or repeated calls
// for the same step write one ledger row, and the order's update is conditional on the released
// total it read, so the loser of a race changes nothing. A succeeded order answers a repeated
// release unchanged; the user is notified when the order succeeds or fails.
import { formatCents } from '@domain/money';
import { orderMessages, type Order, type OrderStatus } from '@domain/orders';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { creditWithin } from '../credit/ledger';
import { notifyWithin } from '../notifications/notify';
import { payReferralCommissionWithin } from '../referral/service';
import { findOrder, orderAnswer, proofsOf, toOrder, type OrderRow } from './orders-repo';

type Ctx = Pick<AppContext, 'db' | 'now'>;

const conflict = (message: string) => new HttpError(409, message);
const FINISHED: readonly string[] = ['succeeded', 'failed'];

export const invoiceLink = (row: Pick<OrderRow, 'id' | 'type'>) => `/settings/invoice/${row.id}?type=${row.type}`;

async function tellUser(trx: Db, at: Date, row: OrderRow, status: 'succeeded' | 'failed', reason?: string) {
  const kind = row.type === 'bank' ? 'Bank' : 'Referral';
  const amount = formatCents(Number(row.amount_cents));
  await notifyWithin(trx, at, Number(row.user_id), {
    event: 'orderFinished',
    title: status === 'succeeded' ? `${kind} order succeeded` : `${kind} order failed`,
    body: status === 'succeeded' ? `Order #${row.id} of ${amount}: the credit is in your balance.` : `Order #${row.id} of ${amount} failed: ${reason}`,
    link: invoiceLink(row),
  });
}

/** Admin list, newest first, any user's orders. */
export async function listForReview(ctx: Ctx, status: OrderStatus | undefined, offset: number, limit: number) {
  let query = ctx.db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  if (status) query = query.where('orders.status', '=', status);
  const [rows, count] = await Promise.all([
    query.selectAll('orders').select('users.username').orderBy('orders.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const proofs = await proofsOf(ctx.db, rows.map((r) => Number(r.id)));
  const items = rows.map(({ username, ...row }) => toOrder(row, username, proofs.filter((p) => Number(p.order_id) === Number(row.id))));
  return { items, total: Number(count.n) };
}

/** Money received: a waiting (or open referral) order moves to processing. */
export async function receive(ctx: Ctx, orderId: number): Promise<Order> {
  const row = await findOrder(ctx.db, orderId, null);
  if (FINISHED.includes(row.status)) throw conflict(orderMessages.finished);
  const at = ctx.now().toISOString();
  const status = row.status === 'open' || row.status === 'wait-payment' ? 'processing' : row.status;
  await ctx.db.updateTable('orders').set({ status, received_at: row.received_at ?? at, updated_at: at }).where('id', '=', orderId).execute();
  return orderAnswer(ctx.db, await findOrder(ctx.db, orderId, null));
}

/** Releases amountCents (the rest when absent). */
export async function release(ctx: Ctx, orderId: number, amountCents: number | undefined): Promise<Order> {
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId, null);
    if (row.status === 'succeeded') return;
    if (row.status === 'failed') throw conflict(orderMessages.finished);
    if (row.received_at === null) throw conflict(orderMessages.notReceived);
    const before = Number(row.released_cents);
    const rest = Number(row.amount_cents) - before;
    const cents = amountCents ?? rest;
    if (cents > rest) throw badRequest('amountCents', orderMessages.releaseTooMuch(formatCents(rest)));
    const after = before + cents;
    const status = after === Number(row.amount_cents) ? 'succeeded' : 'part-release';
    const updated = await trx
      .updateTable('orders')
      .set({ released_cents: after, status, succeeded_at: status === 'succeeded' ? at.toISOString() : null, updated_at: at.toISOString() })
      .where('id', '=', orderId)
      .where('released_cents', '=', before)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('The order changed meanwhile; refresh and try again');
    await creditWithin(trx, Number(row.user_id), cents, 'purchase', `order:${orderId}`, at, `order:${orderId}:release:${after}`);
    // Credit bought by bank transfer pays a referrer's commission (decision 52); referral payouts do not.
    if (row.type === 'bank') await payReferralCommissionWithin(trx, Number(row.user_id), cents, `order:${orderId}:release:${after}`, at);
    if (status === 'succeeded') await tellUser(trx, at, row, 'succeeded');
  });
  return orderAnswer(ctx.db, await findOrder(ctx.db, orderId, null));
}

/** Failed with the reason; not once part of it is released (that credit stays, so release the rest). */
export async function reject(ctx: Ctx, orderId: number, reason: string): Promise<Order> {
  const at = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId, null);
    if (FINISHED.includes(row.status)) throw conflict(orderMessages.finished);
    if (Number(row.released_cents) > 0) throw conflict(orderMessages.rejectPartReleased);
    await trx.updateTable('orders').set({ status: 'failed', failure_message: reason, updated_at: at.toISOString() }).where('id', '=', orderId).execute();
    await tellUser(trx, at, row, 'failed', reason);
  });
  return orderAnswer(ctx.db, await findOrder(ctx.db, orderId, null));
}
