// Domain buying (001 §7 "search, buy, buyByBatch, getBuyingProcess, dismissBuyingProcessNoti"; §9
// polled every 3 s): an order is a DOMAIN_PURCHASE background task that buys its names one by one
// from the registrar, charging each name's price through the ledger as it is bought, and writing
// each name's result at once so the screen reveals them as they come. The order is refused with
// 402 up front when the balance cannot pay for every name (decision 15). The buying process is the
// user's latest order until it is dismissed. A re-run after a restart goes on with the names not
// yet handled: nothing is bought or charged twice.
import {
  domainMessages,
  type BuyDomains,
  type DomainBuyingProcess,
  type DomainOffer,
} from '@domain/domains';
import type { z } from 'zod';
import type { domainSearchSchema } from '@domain/domains';
import type { AppContext } from '../../context';
import { badRequest, HttpError, InsufficientCreditError } from '../../http/errors';
import { iso } from '../../lib/time';
import { TaskFailure, type TaskHandler } from '../../tasks/task-handler';
import { isUniqueViolation } from '../contacts/groups-service';
import { ownDomainGroup } from './groups-service';

const isTaken = (ctx: AppContext) => async (domain: string) =>
  (await ctx.db.selectFrom('domains').select('id').where('name_key', '=', domain).executeTakeFirst()) !== undefined;

export async function searchToBuy(ctx: AppContext, search: z.output<typeof domainSearchSchema>): Promise<DomainOffer[]> {
  return ctx.registrar.search(
    {
      tld: search.tld,
      keyword: search.domain,
      priceFromCents: Math.round(search.price_from * 100),
      priceToCents: Math.round(search.price_to * 100),
      quantity: search.quantity,
      unicodeIncluded: search.unicodeIncluded,
    },
    isTaken(ctx),
  );
}

async function processOf(ctx: AppContext, orderId: number): Promise<DomainBuyingProcess> {
  const order = await ctx.db.selectFrom('domain_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const [task, items] = await Promise.all([
    ctx.db.selectFrom('background_tasks').select(['status', 'error']).where('id', '=', order.task_id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('domain_order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
  ]);
  const handled = items.filter((i) => i.status !== 'PENDING');
  const bought = handled.filter((i) => i.status === 'BOUGHT');
  const running = task.status === 'PENDING' || task.status === 'RUNNING';
  const status = running ? 'PROCESSING' : bought.length === 0 ? 'FAILED' : bought.length < items.length ? 'PARTIAL' : 'COMPLETED';
  const message = {
    PROCESSING: domainMessages.buying,
    COMPLETED: `${bought.length} domain(s) were added to ${order.group_name}`,
    PARTIAL: `${bought.length} of ${items.length} domains were added to ${order.group_name}`,
    FAILED: task.status === 'FAILED' && task.error ? task.error : 'No domain could be bought',
  }[status];
  return {
    id: Number(order.id),
    groupId: Number(order.group_id),
    groupName: order.group_name,
    status,
    ordered: items.length,
    progress: running ? Math.floor((handled.length / Math.max(1, items.length)) * 100) : 100,
    results: handled.map((i) => ({ domain: i.domain, success: i.status === 'BOUGHT', message: i.message })),
    chargedCents: bought.reduce((sum, i) => sum + Number(i.price_cents), 0),
    message,
    createdAt: order.created_at,
  };
}

/** The user's latest order while it runs, and after it ends until it is dismissed; else null. */
export async function buyingProcess(ctx: AppContext, userId: number): Promise<DomainBuyingProcess | null> {
  const order = await ctx.db.selectFrom('domain_orders').select(['id', 'dismissed', 'task_id']).where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!order) return null;
  const process = await processOf(ctx, Number(order.id));
  return process.status === 'PROCESSING' || order.dismissed === 0 ? process : null;
}

/** dismissBuyingProcessNoti: the ended order's notice goes; a running one shows until it ends. */
export async function dismissBuyingProcess(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.updateTable('domain_orders').set({ dismissed: 1 }).where('user_id', '=', userId).where('dismissed', '=', 0).execute();
}

export async function startBuying(ctx: AppContext, userId: number, input: BuyDomains): Promise<DomainBuyingProcess> {
  const group = await ownDomainGroup(ctx.db, userId, input.groupId);
  const prices: number[] = [];
  for (const domain of input.domains) {
    const price = (await isTaken(ctx)(domain)) ? null : ctx.registrar.quote(domain);
    if (price === null) throw badRequest('domains', `Domains: ${domain} is not available`);
    prices.push(price);
  }
  const total = prices.reduce((a, b) => a + b, 0);
  if ((await ctx.ledger.balance(userId)) < total) throw new InsufficientCreditError(total, userId);
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('domain_orders')
      .innerJoin('background_tasks', 'background_tasks.id', 'domain_orders.task_id')
      .select('domain_orders.id')
      .where('domain_orders.user_id', '=', userId)
      .where('background_tasks.status', 'in', ['PENDING', 'RUNNING'])
      .executeTakeFirst();
    if (running) throw new HttpError(409, domainMessages.buyingBusy, { field: 'domains' });
    const taskId = await ctx.tasks.enqueue({ kind: 'DOMAIN_PURCHASE', userId, groupId: input.groupId, title: `${group.name}: ${input.domains.length} domains`, payload: {} }, trx);
    const held = await trx.updateTable('domain_groups').set({ busy_task_id: taskId }).where('id', '=', input.groupId).where('busy_task_id', 'is', null).executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw new HttpError(409, domainMessages.groupBusy, { field: 'groupId' });
    // The previous order's notice goes when a new order starts.
    await trx.updateTable('domain_orders').set({ dismissed: 1 }).where('user_id', '=', userId).execute();
    const order = await trx
      .insertInto('domain_orders')
      .values({ user_id: userId, group_id: input.groupId, group_name: group.name, task_id: taskId, created_at: iso(ctx.now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('domain_order_items')
      .values(input.domains.map((domain, position) => ({ order_id: order.id, position, domain, status: 'PENDING' as const, price_cents: prices[position]! })))
      .execute();
    return Number(order.id);
  });
  return processOf(ctx, orderId);
}

/** Buys one name: registrar, then the charge (once per order and name), then the domain row. */
async function buyOne(ctx: AppContext, run: { id: number; userId: number; groupId: number }, orderId: number, domain: string): Promise<{ ok: boolean; message: string; priceCents: number }> {
  const outcome = await ctx.registrar.buy(domain);
  if (!outcome.ok) return { ok: false, message: outcome.message, priceCents: 0 };
  const reference = `domain-order:${orderId}:${domain}`;
  const charged = await ctx.db.selectFrom('credit_ledger').select('id').where('user_id', '=', run.userId).where('reference', '=', reference).executeTakeFirst();
  if (!charged) {
    try {
      await ctx.ledger.charge(run.userId, outcome.priceCents, 'domain', reference);
    } catch (err) {
      if (err instanceof InsufficientCreditError) return { ok: false, message: err.message, priceCents: 0 };
      throw err;
    }
  }
  try {
    await ctx.db
      .insertInto('domains')
      .values({
        user_id: run.userId, group_id: run.groupId, name: domain, name_key: domain, status: 'ACTIVE', active: 1, source: 'bought',
        price_cents: outcome.priceCents, purchase_task_id: run.id, release_at: null, created_at: iso(ctx.now()),
      })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await ctx.ledger.credit(run.userId, outcome.priceCents, 'refund', reference);
    return { ok: false, message: `${domain} is not available`, priceCents: 0 };
  }
  return { ok: true, message: `${domain} was bought`, priceCents: outcome.priceCents };
}

export const domainPurchaseTask: TaskHandler = {
  async run(run, ctx) {
    const order = await ctx.db.selectFrom('domain_orders').select(['id', 'group_id']).where('task_id', '=', run.id).executeTakeFirst();
    if (!order) throw new TaskFailure(domainMessages.somethingWrong);
    const group = await ctx.db.selectFrom('domain_groups').select('id').where('id', '=', order.group_id).executeTakeFirst();
    if (!group) throw new TaskFailure(domainMessages.groupMissing);
    const items = await ctx.db.selectFrom('domain_order_items').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
    let bought = items.filter((i) => i.status === 'BOUGHT').length;
    for (const [index, item] of items.entries()) {
      if (item.status !== 'PENDING') continue;
      const result = await buyOne(ctx, { id: run.id, userId: run.userId, groupId: Number(order.group_id) }, Number(order.id), item.domain);
      if (result.ok) bought++;
      await ctx.db
        .updateTable('domain_order_items')
        .set({ status: result.ok ? 'BOUGHT' : 'FAILED', message: result.message, price_cents: result.priceCents })
        .where('order_id', '=', order.id)
        .where('position', '=', item.position)
        .execute();
      await run.progress(((index + 1) / items.length) * 100);
    }
    return { ordered: items.length, bought };
  },
  async finish(run, ctx) {
    if (run.groupId !== null) {
      await ctx.db.updateTable('domain_groups').set({ busy_task_id: null }).where('id', '=', run.groupId).where('busy_task_id', '=', run.id).execute();
    }
  },
};
