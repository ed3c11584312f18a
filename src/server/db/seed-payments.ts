// The demo user's cards and card history (issue 12; decision 37): three saved sandbox cards (the
// one that succeeds is the default; one declines, one lacks funds), and three past charges over
// the last weeks, two succeeded and the latest failed, so the next purchase asks the challenge.
// The past charges are history only: they write no ledger rows, so the demo's balance stays the
// welcome credit seed-logins.ts announces. Auto-recharge is off, with the default amounts.
import { processingFeeCents } from '@domain/payments';
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';

const CARDS = [
  { token: 'tok_sbx_ok_visa_4242_122030_5eed000000000001', brand: 'Visa', last4: '4242', phone: '+12025550123' },
  { token: 'tok_sbx_dc_visa_0002_122030_5eed000000000002', brand: 'Visa', last4: '0002', phone: '+12025550124' },
  { token: 'tok_sbx_nf_visa_9995_122030_5eed000000000003', brand: 'Visa', last4: '9995', phone: '+12025550125' },
];

export async function seedPayments(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const ids: number[] = [];
  for (const [i, card] of CARDS.entries()) {
    const row = await db
      .insertInto('payment_cards')
      .values({
        user_id: userId, provider_token: card.token, brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030,
        name: 'Dana Demo', email: 'demo@example.com', phone: card.phone, postal_code: '10001', is_default: i === 0 ? 1 : 0,
        created_at: new Date(at - (30 - i) * DAY_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  const history = [
    { card: 0, amount: 10_000, daysAgo: 20, status: 'succeeded', failure: null },
    { card: 0, amount: 50_000, daysAgo: 9, status: 'succeeded', failure: null },
    { card: 1, amount: 10_000, daysAgo: 2, status: 'failed', failure: 'Your card was declined.' },
  ];
  for (const [i, h] of history.entries()) {
    const created = new Date(at - h.daysAgo * DAY_MS).toISOString();
    const card = CARDS[h.card];
    await db
      .insertInto('card_charges')
      .values({
        user_id: userId, card_id: ids[h.card], card_brand: card.brand, card_last4: card.last4, package_id: null, source: 'purchase',
        amount_cents: h.amount, fee_cents: h.status === 'succeeded' ? processingFeeCents(h.amount) : 0, status: h.status,
        description: `Package $${(h.amount / 100).toLocaleString('en-US')}.00`, failure_message: h.failure,
        provider_charge_id: `ch_sbx_seed${i}`, idempotency_key: `seed:${i}`, created_at: created, updated_at: created,
      })
      .execute();
  }
}
