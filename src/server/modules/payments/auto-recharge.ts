// Auto-recharge (000 §3 Payment setting, §4; decision 37): when a debit takes the balance from at or
// above the user's threshold to below it, the ledger calls queueAutoRechargeWithin in the debit's
// own transaction, which queues an AUTO_RECHARGE task naming that ledger row. The balance update is
// one atomic row update, so of several debits racing over the line exactly one sees the crossing;
// further debits below the line cross nothing. The task charges the default card with the key
// `auto-recharge:<crossing entry id>` (a card_charges row per key: a rerun finds it) and records the
// entry in payment_settings.last_crossing_entry_id. One crossing, one recharge; a credit that
// lifts the balance back over the threshold lets the next fall cross again.
import { formatCents } from '@domain/money';
import { DEFAULT_RECHARGE, DEFAULT_THRESHOLD, type PaymentSettings } from '@domain/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { iso } from '../../lib/time';
import type { TaskHandler, TaskResult } from '../../tasks/task-handler';
import { chargeableCard } from './cards';
import { recordCharge, runCharge } from './charges';

export async function getPaymentSettings(db: Db, userId: number): Promise<PaymentSettings> {
  const row = await db.selectFrom('payment_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { autoRecharge: false, rechargeVolume: DEFAULT_RECHARGE, threshold: DEFAULT_THRESHOLD };
  return { autoRecharge: row.auto_recharge === 1, rechargeVolume: Number(row.recharge_cents) / 100, threshold: Number(row.threshold_cents) / 100 };
}

export async function savePaymentSettings(ctx: AppContext, userId: number, on: boolean, volume: number, threshold: number): Promise<PaymentSettings> {
  const values = { auto_recharge: on ? (1 as const) : (0 as const), recharge_cents: volume * 100, threshold_cents: threshold * 100, updated_at: iso(ctx.now()) };
  await ctx.db
    .insertInto('payment_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return getPaymentSettings(ctx.db, userId);
}

/** In the debit's transaction: queues a recharge when this debit crossed the user's threshold. */
export async function queueAutoRechargeWithin(trx: Db, userId: number, beforeCents: number, afterCents: number, entryId: number, at: string): Promise<void> {
  const settings = await trx
    .selectFrom('payment_settings')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('auto_recharge', '=', 1)
    .where('threshold_cents', '<=', beforeCents)
    .where('threshold_cents', '>', afterCents)
    .executeTakeFirst();
  if (!settings) return;
  // The runner's own insert, written here so the task commits (or not) with the debit.
  await trx
    .insertInto('background_tasks')
    .values({
      user_id: userId, kind: 'AUTO_RECHARGE', status: 'PENDING', title: 'Auto-recharge', group_id: null,
      payload: JSON.stringify({ entryId }), created_at: at, updated_at: at,
    })
    .execute();
}

export const autoRechargeTask: TaskHandler = {
  async run(run, ctx): Promise<TaskResult> {
    const { entryId } = run.payload as { entryId: number };
    const settings = await ctx.db.selectFrom('payment_settings').selectAll().where('user_id', '=', run.userId).executeTakeFirst();
    if (!settings || settings.auto_recharge !== 1) return { skipped: 'auto-recharge is off' };
    if (settings.last_crossing_entry_id !== null && Number(settings.last_crossing_entry_id) >= entryId) return { skipped: 'crossing already answered' };
    const card = await chargeableCard(ctx.db, run.userId);
    const answered = () =>
      ctx.db.updateTable('payment_settings').set({ last_crossing_entry_id: entryId, updated_at: iso(ctx.now()) }).where('user_id', '=', run.userId).execute();
    // Bought back over the line meanwhile (a package): this crossing needs nothing any more.
    if ((await ctx.ledger.balance(run.userId)) >= Number(settings.threshold_cents) || !card) {
      await answered();
      return { skipped: card ? 'balance back above the threshold' : 'no card' };
    }
    const amount = Number(settings.recharge_cents);
    const { row, created } = await recordCharge(ctx, {
      userId: run.userId, card: { ...card, id: Number(card.id) }, amountCents: amount, bonusCents: 0, packageId: null,
      source: 'auto-recharge', description: `Auto-recharge ${formatCents(amount)}`, idempotencyKey: `auto-recharge:${entryId}`,
    });
    await answered();
    const settled = created || row.status === 'pending' ? await runCharge(ctx, row, card.provider_token, 0) : row;
    return { chargeId: Number(settled.id), status: settled.status };
  },
};
