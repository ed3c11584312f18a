// The credit ledger: the only code that changes a balance. Every change is one ledger row written in
// the same transaction as the balance update, and a charge is a single conditional UPDATE
// (balance >= amount), so concurrent charges can never take a balance below zero on either dialect.
import type { LedgerEntry, LedgerKind } from '@domain/credit';
import { ledgerKindSchema } from '@domain/credit';
import { crossedLowBalance, notifyLowBalance } from '../notifications/low-balance';
import { queueAutoRechargeWithin } from '../payments/auto-recharge';
import type { Db } from '../../db/database';
import { InsufficientCreditError } from '../../http/errors';
import type { Clock } from '../../lib/time';

export interface LedgerResult {
  entryId: number;
  balanceAfterCents: number;
  /** True when an earlier change with the same idempotency key answered: nothing was written now. */
  replayed?: boolean;
}

export interface CreditLedger {
  /** Takes cents from the balance or throws InsufficientCreditError (HTTP 402); nothing is written then. */
  charge(userId: number, cents: number, kind: LedgerKind, reference?: string | null, idempotencyKey?: string): Promise<LedgerResult>;
  /** Adds cents to the balance. */
  credit(userId: number, cents: number, kind: LedgerKind, reference?: string | null, idempotencyKey?: string): Promise<LedgerResult>;
  balance(userId: number): Promise<number>;
  /** The user's rows, newest first. */
  entries(userId: number, limit: number, offset: number): Promise<LedgerEntry[]>;
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`Amount must be a positive integer of cents, got ${cents}`);
}

/**
 * Takes cents from a balance inside a transaction the caller already holds, so the charge lands or
 * rolls back with what it pays for (the sending engine's batch of messages). Throws
 * InsufficientCreditError when the balance is short; the caller's transaction then rolls back.
 */
export async function chargeWithin(
  trx: Db, userId: number, cents: number, kind: LedgerKind, reference: string | null, at: Date, idempotencyKey: string | null = null,
): Promise<LedgerResult> {
  assertCents(cents);
  return applyWithin(trx, userId, -cents, kind, reference, at.toISOString(), idempotencyKey);
}

/** Adds cents inside the caller's transaction (an order released with its status change). */
export async function creditWithin(
  trx: Db, userId: number, cents: number, kind: LedgerKind, reference: string | null, at: Date, idempotencyKey: string | null = null,
): Promise<LedgerResult> {
  assertCents(cents);
  return applyWithin(trx, userId, cents, kind, reference, at.toISOString(), idempotencyKey);
}

/** The row an earlier change with this key wrote, if any. */
async function findKeyed(db: Db, userId: number, idempotencyKey: string): Promise<LedgerResult | undefined> {
  const row = await db
    .selectFrom('credit_ledger')
    .select(['id', 'balance_after_cents'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && { entryId: row.id, balanceAfterCents: row.balance_after_cents, replayed: true };
}

async function applyWithin(
  trx: Db, userId: number, delta: number, kind: LedgerKind, reference: string | null, at: string, idempotencyKey: string | null,
): Promise<LedgerResult> {
  if (idempotencyKey !== null) {
    const earlier = await findKeyed(trx, userId, idempotencyKey);
    if (earlier) return earlier;
  }
  if (delta > 0) {
    await trx
      .insertInto('credit_accounts')
      .values({ user_id: userId, balance_cents: 0, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  let update = trx
    .updateTable('credit_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', delta), updated_at: at }))
    .where('user_id', '=', userId);
  if (delta < 0) update = update.where('balance_cents', '>=', -delta);
  const row = await update.returning('balance_cents').executeTakeFirst();
  if (!row) throw new InsufficientCreditError(-delta, userId);
  const entry = await trx
    .insertInto('credit_ledger')
    .values({
      user_id: userId, amount_cents: delta, balance_after_cents: row.balance_cents, kind, reference,
      idempotency_key: idempotencyKey, created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Arithmetic only on every charge; a row is written only by the charge that crosses the threshold.
  if (crossedLowBalance(row.balance_cents - delta, row.balance_cents)) await notifyLowBalance(trx, userId, row.balance_cents, at);
  // Auto-recharge (decision 37): one primary-key lookup per debit; a task only on the crossing one.
  // A recharge's own processing fee never starts another recharge.
  if (delta < 0 && kind !== 'processing-fee') await queueAutoRechargeWithin(trx, userId, row.balance_cents - delta, row.balance_cents, entry.id, at);
  return { entryId: entry.id, balanceAfterCents: row.balance_cents };
}

export function createLedger(db: Db, now: Clock): CreditLedger {
  const apply = async (userId: number, delta: number, kind: LedgerKind, reference: string | null, key: string | null) => {
    try {
      return await db.transaction().execute((trx) => applyWithin(trx, userId, delta, kind, reference, now().toISOString(), key));
    } catch (error) {
      // Two requests with one key raced past the lookup: the unique index refused the second
      // insert and rolled its balance change back; it answers with the first one's row.
      const earlier = key === null ? undefined : await findKeyed(db, userId, key);
      if (earlier) return earlier;
      throw error;
    }
  };

  return {
    async charge(userId, cents, kind, reference = null, idempotencyKey) {
      assertCents(cents);
      return apply(userId, -cents, kind, reference, idempotencyKey ?? null);
    },
    async credit(userId, cents, kind, reference = null, idempotencyKey) {
      assertCents(cents);
      return apply(userId, cents, kind, reference, idempotencyKey ?? null);
    },
    async balance(userId) {
      const row = await db
        .selectFrom('credit_accounts')
        .select('balance_cents')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.balance_cents ?? 0;
    },
    async entries(userId, limit, offset) {
      const rows = await db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        amountCents: r.amount_cents,
        balanceAfterCents: r.balance_after_cents,
        kind: ledgerKindSchema.parse(r.kind),
        reference: r.reference,
        createdAt: r.created_at,
      }));
    },
  };
}
