// sendUserBonusTexts and move-credit (001 §7; 000 §6 "add credit or bonus texts, move credit"):
// every change goes through the ledger inside one transaction with an admin_credit_actions row
// saying who did it and why, so the balance, its ledger rows and the record land together or not
// at all. Only a Super-Admin adds credit (it is new money); a move takes what the sender has.
import { formatCents } from '@domain/money';
import { userAdminMessages, type MoveCredit, type SendUserBonusTexts } from '@domain/user-admin';
import type { z } from 'zod';
import type { moveCreditSchema, sendUserBonusTextsSchema } from '@domain/user-admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, forbidden, InsufficientCreditError } from '../../http/errors';
import { chargeWithin, creditWithin } from '../credit/ledger';
import { userInReach, type Reach } from './reach';

type Ctx = Pick<AppContext, 'db' | 'now'>;
export type { MoveCredit, SendUserBonusTexts };

/** What one bonus text is worth: the US SMS price (millicents), rounded up to whole cents for the lot. */
async function bonusCents(db: Db, texts: number): Promise<number> {
  const price = await db.selectFrom('prices').select('unit_price_millicents').where('country', '=', 'US').where('message_type', '=', 'SMS').executeTakeFirst();
  const millicents = Number(price?.unit_price_millicents ?? 1000);
  return Math.ceil((Math.round(texts) * millicents) / 1000);
}

/** Who an action's ledger reference names: the admin, and the note if one was given. */
const referenceOf = (actorEmail: string, note: string) => (note ? `by ${actorEmail}: ${note}` : `by ${actorEmail}`).slice(0, 500);

export async function sendUserBonusTexts(
  ctx: Ctx, reach: Reach, input: z.output<typeof sendUserBonusTextsSchema>,
): Promise<{ message: string; balanceCents: number }> {
  if (reach.agencyEmail !== null) throw forbidden();
  const user = await userInReach(ctx.db, reach, { email: input.useremail });
  const cents = input.type === 'bonus' ? await bonusCents(ctx.db, input.noOfTexts) : Math.round(input.noOfTexts * 100);
  if (cents <= 0) throw badRequest('noOfTexts', 'No of texts must be larger than 0');
  const at = ctx.now();
  const kind = input.type === 'bonus' ? 'bonus' : 'admin-credit';
  const result = await ctx.db.transaction().execute(async (trx) => {
    const entry = await creditWithin(trx, Number(user.id), cents, kind, referenceOf(reach.actor.email, input.note), at);
    await trx
      .insertInto('admin_credit_actions')
      .values({
        actor_user_id: reach.actor.id, actor_email: reach.actor.email, kind, from_user_id: null, to_user_id: Number(user.id),
        amount_cents: cents, note: input.note, from_entry_id: null, to_entry_id: entry.entryId, created_at: at.toISOString(),
      })
      .execute();
    return entry;
  });
  return { message: userAdminMessages.creditAdded, balanceCents: result.balanceAfterCents };
}

export async function moveCredit(ctx: Ctx, reach: Reach, input: z.output<typeof moveCreditSchema>): Promise<{ message: string; balanceCents: number }> {
  if (input.fromEmailUser === input.toEmailUser) throw badRequest('toEmailUser', userAdminMessages.sameUser);
  // An agency moves credit between itself and its agents; the agency itself is not its own agent.
  const own = (email: string) => reach.agencyEmail !== null && email === reach.agencyEmail;
  const superReach = { ...reach, agencyEmail: null };
  const from = await userInReach(ctx.db, own(input.fromEmailUser) ? superReach : reach, { email: input.fromEmailUser });
  const to = await userInReach(ctx.db, own(input.toEmailUser) ? superReach : reach, { email: input.toEmailUser });
  const cents = Math.round(input.amount * 100);
  if (cents <= 0) throw badRequest('amount', 'Amount must be larger than 0');
  const at = ctx.now();
  const reference = referenceOf(reach.actor.email, input.note);
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const out = await chargeWithin(trx, Number(from.id), cents, 'move-credit', `to ${to.email} ${reference}`.slice(0, 500), at);
      const into = await creditWithin(trx, Number(to.id), cents, 'move-credit', `from ${from.email} ${reference}`.slice(0, 500), at);
      await trx
        .insertInto('admin_credit_actions')
        .values({
          actor_user_id: reach.actor.id, actor_email: reach.actor.email, kind: 'move-credit', from_user_id: Number(from.id), to_user_id: Number(to.id),
          amount_cents: cents, note: input.note, from_entry_id: out.entryId, to_entry_id: into.entryId, created_at: at.toISOString(),
        })
        .execute();
      return into;
    });
    return { message: userAdminMessages.creditAdded, balanceCents: result.balanceAfterCents };
  } catch (error) {
    // Not the caller's own credit that is short: a 400 naming the amount, not the 402 wall.
    if (error instanceof InsufficientCreditError) {
      const balance = await ctx.db.selectFrom('credit_accounts').select('balance_cents').where('user_id', '=', Number(from.id)).executeTakeFirst();
      throw badRequest(
        'amount',
        `Cannot move ${formatCents(cents)}: ${from.email} has only ${formatCents(Number(balance?.balance_cents ?? 0))}`,
      );
    }
    throw error;
  }
}
