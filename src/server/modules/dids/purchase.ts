// DID purchase orders (001 §7 "bulk purchase", "getPurchaseProcess"; §9 polled every 2 s): an order
// is a DID_PURCHASE background task that holds the DID group while the number vendor fills it, a
// few numbers at a time, each step written at once so the screen sees them arrive. The progress
// record the screen polls is the task plus the numbers it bought. An order the vendor can fill only
// in part ends PARTIAL with the vendor's reason; one it cannot fill at all ends FAILED. A run that
// did not complete (failed, cancelled, or cut by a restart) gives back the numbers it bought.
import { didMessages, didPurchaseOrderSchema, type DidPurchaseProcess } from '@domain/dids';
import type { BackgroundTaskRow } from '../../db/database';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { TaskFailure, type TaskHandler, type TaskResult } from '../../tasks/task-handler';
import { ownDidGroup } from './groups-service';

type Order = z.output<typeof didPurchaseOrderSchema>;

async function processOf(ctx: AppContext, task: BackgroundTaskRow): Promise<DidPurchaseProcess> {
  const order = didPurchaseOrderSchema.parse(JSON.parse(task.payload));
  const numbers = (await ctx.db.selectFrom('dids').select('phone').where('purchase_task_id', '=', task.id).orderBy('id').execute()).map((d) => d.phone);
  const result = task.result ? (JSON.parse(task.result) as { filled?: number; shortfall?: string }) : {};
  const filled = numbers.length;
  const running = task.status === 'PENDING' || task.status === 'RUNNING';
  const status = running ? 'PROCESSING' : task.status !== 'COMPLETED' || filled === 0 ? 'FAILED' : filled < order.bulkPurchaseCount ? 'PARTIAL' : 'COMPLETED';
  const message =
    status === 'PROCESSING'
      ? didMessages.purchaseProcessing
      : status === 'COMPLETED'
        ? `${filled} DIDs were added to the group`
        : status === 'PARTIAL'
          ? (result.shortfall ?? 'Only part of the order was available')
          : (task.error ?? (task.status === 'CANCELED' ? 'The order was canceled' : didMessages.unexpected));
  return {
    id: Number(task.id),
    groupId: Number(task.group_id),
    status,
    ordered: order.bulkPurchaseCount,
    filled,
    progress: running ? Number(task.progress) : 100,
    numbers,
    message,
    createdAt: task.created_at,
  };
}

/** The group's latest order, or null. */
export async function purchaseProcess(ctx: AppContext, userId: number, groupId: number): Promise<DidPurchaseProcess | null> {
  await ownDidGroup(ctx.db, userId, groupId);
  const task = await ctx.db
    .selectFrom('background_tasks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'DID_PURCHASE')
    .where('group_id', '=', groupId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return task ? processOf(ctx, task) : null;
}

export async function startPurchase(ctx: AppContext, userId: number, groupId: number, order: Order): Promise<DidPurchaseProcess> {
  const group = await ownDidGroup(ctx.db, userId, groupId);
  if (order.country !== group.country) throw badRequest('country', `Numbers for this group must be in ${group.country}`);
  if (group.country !== 'US' && group.country !== 'CA') throw badRequest('country', `No numbers are available in ${group.country}`);
  const payload: Order = { ...order, voiceEnabled: order.voiceEnabled ?? group.voice_enabled === 1 };
  const taskId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.tasks.enqueue({ kind: 'DID_PURCHASE', userId, groupId, title: `${group.name}: ${order.bulkPurchaseCount} DIDs`, payload }, trx);
    const held = await trx.updateTable('did_groups').set({ busy_task_id: id }).where('id', '=', groupId).where('busy_task_id', 'is', null).executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) throw new HttpError(409, 'An order is already filling this DID group; wait until it ends', { field: 'groupId' });
    return id;
  });
  const task = await ctx.db.selectFrom('background_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  return processOf(ctx, task);
}

export const didPurchaseTask: TaskHandler = {
  async run(run, ctx) {
    const order = didPurchaseOrderSchema.parse(run.payload);
    const groupId = run.groupId!;
    const taken = async (phone: string) => (await ctx.db.selectFrom('dids').select('id').where('phone', '=', phone).executeTakeFirst()) !== undefined;
    let filled = 0;
    let shortfall: string | null = null;
    while (filled < order.bulkPurchaseCount) {
      const reservation = await ctx.numbers.reserve(order, order.bulkPurchaseCount - filled, taken);
      if (reservation.numbers.length > 0) {
        const res = await ctx.db
          .insertInto('dids')
          .values(
            reservation.numbers.map((phone) => ({
              group_id: groupId, phone, country: order.country, voice_enabled: order.voiceEnabled ? 1 : 0, purchase_task_id: run.id, created_at: iso(ctx.now()),
            })),
          )
          .onConflict((oc) => oc.column('phone').doNothing())
          .executeTakeFirst();
        filled += Number(res.numInsertedOrUpdatedRows ?? 0);
      }
      await run.progress((filled / order.bulkPurchaseCount) * 100);
      if (reservation.shortfall) {
        shortfall = reservation.shortfall;
        break;
      }
    }
    if (filled === 0) throw new TaskFailure(shortfall ?? didMessages.unexpected);
    const result: TaskResult = { ordered: order.bulkPurchaseCount, filled };
    if (shortfall) result.shortfall = shortfall;
    return result;
  },
  async undo(run, ctx) {
    const phones = (await ctx.db.selectFrom('dids').select('phone').where('purchase_task_id', '=', run.id).execute()).map((d) => d.phone);
    await ctx.db.deleteFrom('dids').where('purchase_task_id', '=', run.id).execute();
    await ctx.numbers.release(phones);
  },
  async finish(run, ctx) {
    if (run.groupId !== null) {
      await ctx.db.updateTable('did_groups').set({ busy_task_id: null }).where('id', '=', run.groupId).where('busy_task_id', '=', run.id).execute();
    }
  },
};
