// The low-balance notification (decision 34): told once per crossing, not per charge. A charge
// crosses when the balance was at or above MIN_BALANCE_CENTS (the minimum-balance wall) before it
// and is below after; further charges below stay quiet until a credit lifts the balance back and
// a charge takes it down again. The update of credit_accounts is one atomic row update, so of two
// charges racing over the line exactly one sees itself cross.
import { MIN_BALANCE_CENTS } from '@domain/credit';
import { formatCents } from '@domain/money';
import type { Db } from '../../db/database';
import { notifyWithin } from './notify';

export function crossedLowBalance(beforeCents: number, afterCents: number): boolean {
  return beforeCents >= MIN_BALANCE_CENTS && afterCents < MIN_BALANCE_CENTS;
}

/** In the charge's transaction. */
export async function notifyLowBalance(trx: Db, userId: number, balanceCents: number, at: string): Promise<void> {
  await notifyWithin(trx, new Date(at), userId, {
    event: 'lowBalance',
    title: 'Low balance',
    body: `Your balance is ${formatCents(balanceCents)}, below ${formatCents(MIN_BALANCE_CENTS)}: add credit so your campaigns keep sending.`,
    // The payment page belongs to the billing issue; until it lands the item leads nowhere.
    link: null,
  });
}
