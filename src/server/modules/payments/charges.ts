// Card charges (001 §7 "POST purchase with packageId query", "GET charge history (optionally
// afterId)"). A charge is a card_charges row before the processor is asked (pending), so a
// double-clicked Submit or a retried request with the same idempotency key finds it instead of
// charging again. Settling is idempotent too: only the first answer moves a pending row, and its
// ledger rows are keyed by the charge (`card-charge:<id>` for the credit, `:bonus`, `:fee`), so a
// replayed processor answer credits once. The processing fee (src/domain/payments.ts) is its own
// ledger row, taken from the credit just bought (001 §9).
//
// A charge stays pending when the processor answers `pending` (the card needs authentication; its
// charge id is kept so the callback finds the row) or cannot be asked (unreachable, timed out: it
// may have charged, so the charge is not failed). The processor's signed callback
// (webhook-routes.ts, applyPaymentEvent) or a retry with the same key settles it later.
import { formatCents } from '@domain/money';
import { paymentMessages, processingFeeCents, type Charge, type PaymentEvent, type PurchaseAnswer, type PurchaseBody } from '@domain/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { chargeWithin, creditWithin } from '../credit/ledger';
import { notifyWithin, type NotificationNote } from '../notifications/notify';
import type { ProcessorCharge, SettledCharge } from '../../providers/payments/payment-processor';
import { chargeableCard, ownCard } from './cards';
import { payReferralCommissionWithin } from '../referral/service';
import { consumeChallenge } from './challenge';

type ChargeRow = Awaited<ReturnType<typeof chargeById>>;

async function chargeById(db: Db, id: number) {
  return db.selectFrom('card_charges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function toCharge(r: ChargeRow): Charge {
  return {
    id: Number(r.id), amountCents: Number(r.amount_cents), feeCents: Number(r.fee_cents), currency: r.currency, source: r.source,
    status: r.status as Charge['status'], description: r.description, failureMessage: r.failure_message, cardBrand: r.card_brand,
    cardLast4: r.card_last4, createdAt: r.created_at,
  };
}

export interface NewCharge {
  userId: number;
  card: { id: number; brand: string; last4: string; provider_token: string };
  amountCents: number;
  bonusCents: number;
  packageId: number | null;
  source: 'purchase' | 'auto-recharge';
  description: string;
  idempotencyKey: string;
}

/**
 * Writes the pending row (with `within`, e.g. using up the challenge, in the same transaction), or
 * answers the row an earlier request with the key wrote: { row, created }.
 */
export async function recordCharge(ctx: AppContext, charge: NewCharge, within?: (trx: Db) => Promise<void>) {
  const at = iso(ctx.now());
  const earlier = () =>
    ctx.db.selectFrom('card_charges').selectAll().where('user_id', '=', charge.userId).where('idempotency_key', '=', charge.idempotencyKey).executeTakeFirst();
  const found = await earlier();
  if (found) return { row: found, created: false };
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('card_charges')
      .values({
        user_id: charge.userId, card_id: charge.card.id, card_brand: charge.card.brand, card_last4: charge.card.last4,
        package_id: charge.packageId, source: charge.source, amount_cents: charge.amountCents, status: 'pending',
        description: charge.description, idempotency_key: charge.idempotencyKey, created_at: at, updated_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row && within) await within(trx);
    return row;
  });
  if (inserted) return { row: inserted, created: true };
  return { row: (await earlier())!, created: false };
}

/** Records the processor's final answer once: true when this call moved the pending row. */
function autoRechargeNote(row: ChargeRow, result: SettledCharge): NotificationNote {
  const amount = formatCents(Number(row.amount_cents));
  const card = `${row.card_brand} card ending in ${row.card_last4}`;
  return result.status === 'succeeded'
    ? { event: 'autoRecharge', title: 'Auto-recharge', body: `${amount} was charged to your ${card} and added to your credit.`, link: TRANSACTIONS_LINK }
    : { event: 'autoRecharge', title: 'Auto-recharge failed', body: `${amount} could not be charged to your ${card}: ${result.message ?? 'declined'}`, link: TRANSACTIONS_LINK };
}

const TRANSACTIONS_LINK = '/settings?tab=payment&paymentTab=Transactions&type=credit%20card';

async function settleOnce(ctx: AppContext, chargeId: number, bonusCents: number, result: SettledCharge): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('card_charges')
      .set({ status: result.status === 'succeeded' ? 'succeeded' : 'failed', failure_message: result.message, provider_charge_id: result.chargeId, updated_at: iso(now) })
      .where('id', '=', chargeId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    const userId = Number(row.user_id);
    const amount = Number(row.amount_cents);
    // An auto-recharge happens while nobody watches: the user is told either way, with the charge.
    if (row.source === 'auto-recharge') await notifyWithin(trx, now, userId, autoRechargeNote(row, result));
    if (result.status !== 'succeeded') return true;
    const key = `card-charge:${chargeId}`;
    const credit = await creditWithin(trx, userId, amount, 'purchase', row.description, now, key);
    if (bonusCents > 0) await creditWithin(trx, userId, bonusCents, 'bonus', row.description, now, `${key}:bonus`);
    const fee = processingFeeCents(amount);
    const feeEntry = await chargeWithin(trx, userId, fee, 'processing-fee', `Processing fee of ${row.description}`, now, `${key}:fee`);
    await trx.updateTable('card_charges').set({ fee_cents: fee, credit_entry_id: credit.entryId, fee_entry_id: feeEntry.entryId }).where('id', '=', chargeId).execute();
    // A referred account's purchase pays its referrer's commission (decision 52).
    await payReferralCommissionWithin(trx, userId, amount, key, now);
    return true;
  });
}

/** Records the processor's answer once; later answers for the same charge change nothing. */
export async function settleCharge(ctx: AppContext, chargeId: number, bonusCents: number, result: SettledCharge): Promise<ChargeRow> {
  await settleOnce(ctx, chargeId, bonusCents, result);
  return chargeById(ctx.db, chargeId);
}

/** Asks the processor for a pending charge and settles it, or leaves it pending (see the top). */
export async function runCharge(ctx: AppContext, row: ChargeRow, token: string, bonusCents: number): Promise<ChargeRow> {
  let result: ProcessorCharge;
  try {
    result = await ctx.payments.charge(token, Number(row.amount_cents), `card-charge:${row.id}`);
  } catch {
    // No answer: the processor may have charged. The callback, or a retry with the same key (the
    // processor's charge is keyed by the charge too), tells.
    return chargeById(ctx.db, Number(row.id));
  }
  if (result.status === 'pending') {
    await ctx.db
      .updateTable('card_charges')
      .set({ provider_charge_id: result.chargeId, updated_at: iso(ctx.now()) })
      .where('id', '=', Number(row.id))
      .where('status', '=', 'pending')
      .execute();
    return chargeById(ctx.db, Number(row.id));
  }
  return settleCharge(ctx, Number(row.id), bonusCents, { ...result, status: result.status });
}

/** A package's bonus goes with its charge, however late the charge succeeds. */
async function bonusOf(db: Db, row: ChargeRow): Promise<number> {
  if (row.package_id === null) return 0;
  const pkg = await db.selectFrom('credit_packages').select('bonus_cents').where('id', '=', Number(row.package_id)).executeTakeFirst();
  return pkg ? Number(pkg.bonus_cents) : 0;
}

const REFERENCE = /^card-charge:(\d{1,15})$/;

/**
 * POST /payments/webhook: the processor's signed event for one of its charges. The row is found by
 * the processor's charge id, or, when its answer never reached us (no id kept), by the key we gave
 * it. Only a pending row moves (settleOnce), so a replayed event, a duplicate, or an event for a
 * charge already answered changes nothing and still answers 200.
 */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<{ applied: boolean; status: Charge['status'] }> {
  let row = await ctx.db.selectFrom('card_charges').selectAll().where('provider_charge_id', '=', event.chargeId).executeTakeFirst();
  const ref = event.reference === undefined ? null : REFERENCE.exec(event.reference);
  if (!row && ref) {
    row = await ctx.db
      .selectFrom('card_charges')
      .selectAll()
      .where('id', '=', Number(ref[1]))
      .where('provider_charge_id', 'is', null)
      .executeTakeFirst();
  }
  if (!row) throw notFound(paymentMessages.chargeNotFound);
  if (row.status !== 'pending') return { applied: false, status: row.status as Charge['status'] };
  const succeeded = event.type === 'charge.succeeded';
  const applied = await settleOnce(ctx, Number(row.id), succeeded ? await bonusOf(ctx.db, row) : 0, {
    status: succeeded ? 'succeeded' : 'declined',
    chargeId: event.chargeId,
    message: succeeded ? null : (event.message ?? paymentMessages.purchaseFailed),
  });
  const after = await chargeById(ctx.db, Number(row.id));
  return { applied, status: after.status as Charge['status'] };
}

export async function purchase(ctx: AppContext, userId: number, packageId: number, body: PurchaseBody, challengeNeeded: boolean): Promise<PurchaseAnswer> {
  const pkg = await ctx.db.selectFrom('credit_packages').selectAll().where('id', '=', packageId).where('active', '=', 1).executeTakeFirst();
  if (!pkg) throw notFound(paymentMessages.packageNotFound);
  const card = body.cardId === undefined ? await chargeableCard(ctx.db, userId) : await ownCard(ctx.db, userId, body.cardId);
  if (!card) throw badRequest('cardId', paymentMessages.noCardNotice);
  const bonus = Number(pkg.bonus_cents);
  const { row, created } = await recordCharge(
    ctx,
    {
      userId, card: { ...card, id: Number(card.id) }, amountCents: Number(pkg.amount_cents), bonusCents: bonus, packageId: Number(pkg.id),
      source: 'purchase', description: `Package ${formatCents(Number(pkg.amount_cents))}`, idempotencyKey: body.idempotencyKey,
    },
    challengeNeeded ? (trx) => consumeChallenge(trx, userId, body.challengeId, ctx.now()) : undefined,
  );
  // A retry of a charge whose answer never came asks again (same key: the processor's same charge).
  const unanswered = row.status === 'pending' && row.provider_charge_id === null;
  const settled = created || unanswered ? await runCharge(ctx, row, card.provider_token, bonus) : row;
  return { charge: toCharge(settled), balanceCents: await ctx.ledger.balance(userId) };
}

export async function listCharges(db: Db, userId: number, afterId: number | undefined, limit: number): Promise<Charge[]> {
  let query = db.selectFrom('card_charges').selectAll().where('user_id', '=', userId);
  // Newest first; afterId is the last row of the page before (001 §7 "pages by afterId").
  if (afterId !== undefined) query = query.where('id', '<', afterId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toCharge);
}
