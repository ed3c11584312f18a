// Saved cards (001 §7 "Cards: GET cards; POST add card; DELETE card; POST make default"): the
// provider's token and what may be shown, never a number. The first card saved becomes the default
// (000 §4 "First card is auto-selected"); removing the default hands it to the oldest card left.
// Another user's card answers 404.
import { paymentMessages, type AddCard, type Card } from '@domain/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';

type CardRow = { id: number; brand: string; last4: string; exp_month: number; exp_year: number; name: string; email: string; phone: string; postal_code: string; is_default: 0 | 1 };

function toCard(r: CardRow): Card {
  return {
    id: Number(r.id), brand: r.brand, last4: r.last4, expMonth: r.exp_month, expYear: r.exp_year, name: r.name,
    isDefault: r.is_default === 1, metadata: { phone: r.phone, email: r.email, postalCode: r.postal_code },
  };
}

export async function listCards(db: Db, userId: number): Promise<Card[]> {
  const rows = await db.selectFrom('payment_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toCard);
}

export async function ownCard(db: Db, userId: number, cardId: number) {
  const row = await db.selectFrom('payment_cards').selectAll().where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(paymentMessages.cardNotFound);
  return row;
}

/** The card a charge without a choice goes to: the default, else the oldest. */
export async function chargeableCard(db: Db, userId: number) {
  return db.selectFrom('payment_cards').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
}

export async function addCard(ctx: AppContext, userId: number, input: AddCard): Promise<Card> {
  // The token is read back from the processor: the browser's word for brand and digits is not taken.
  const token = await ctx.payments.describe(input.token);
  if (!token) throw badRequest('token', paymentMessages.tokenUnknown);
  return ctx.db.transaction().execute(async (trx) => {
    const first = !(await trx.selectFrom('payment_cards').select('id').where('user_id', '=', userId).executeTakeFirst());
    const row = await trx
      .insertInto('payment_cards')
      .values({
        user_id: userId, provider_token: token.token, brand: token.brand, last4: token.last4, exp_month: token.expMonth,
        exp_year: token.expYear, name: input.name, email: input.email, phone: input.phone, postal_code: input.zip,
        is_default: first ? 1 : 0, created_at: iso(ctx.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCard(row);
  });
}

export async function setDefaultCard(ctx: AppContext, userId: number, cardId: number): Promise<Card[]> {
  await ctx.db.transaction().execute(async (trx) => {
    await ownCard(trx, userId, cardId);
    await trx.updateTable('payment_cards').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', cardId).execute();
    await trx.updateTable('payment_cards').set({ is_default: 1 }).where('id', '=', cardId).execute();
  });
  return listCards(ctx.db, userId);
}

export async function deleteCard(ctx: AppContext, userId: number, cardId: number): Promise<Card[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const card = await ownCard(trx, userId, cardId);
    await trx.deleteFrom('payment_cards').where('id', '=', cardId).execute();
    if (card.is_default === 1) {
      const next = await trx.selectFrom('payment_cards').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
      if (next) await trx.updateTable('payment_cards').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
  });
  return listCards(ctx.db, userId);
}
