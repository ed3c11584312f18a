// The public opt-out page's calls (/public/optout/confirm, no login): read what a signed token
// stands for, and record the opt-out in the link owner's opt_outs, the list every import and send
// skips. A forged or cut token, or one whose link was deleted, answers 400 naming `token`.
import { optoutLinkMessages, type PublicOptout } from '@domain/optout-links';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { iso } from '../../lib/time';
import { readOptoutToken } from './optout-token';
import { viewOptoutLink } from './optout-links-service';

/** '+1•••••••0143': the owner of the number recognises it; a shoulder does not read it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}${'•'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-4)}`;

async function resolve(ctx: AppContext, token: string) {
  const read = readOptoutToken(await ctx.optoutSecret(), token);
  if (!read) throw badRequest('token', optoutLinkMessages.badToken);
  const row = await ctx.db.selectFrom('optout_links').selectAll().where('id', '=', read.linkId).executeTakeFirst();
  if (!row) throw badRequest('token', optoutLinkMessages.badToken);
  return { link: viewOptoutLink(row), userId: Number(row.user_id), phone: read.phone };
}

async function answer(ctx: AppContext, token: string): Promise<PublicOptout> {
  const { link, userId, phone } = await resolve(ctx, token);
  const optedOut = await ctx.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', '=', phone).executeTakeFirst();
  return {
    title: link.title,
    mode: link.mode,
    setConfirmed: link.setConfirmed,
    phone: maskPhone(phone),
    optedOut: optedOut !== undefined,
    message: optedOut
      ? link.mode === 'product'
        ? optoutLinkMessages.optedOutProduct(link.title)
        : optoutLinkMessages.optedOut
      : optoutLinkMessages.confirmQuestion,
  };
}

export const readPublicOptout = answer;

export async function confirmPublicOptout(ctx: AppContext, token: string): Promise<PublicOptout> {
  const { userId, phone } = await resolve(ctx, token);
  await ctx.db
    .insertInto('opt_outs')
    .values({ user_id: userId, phone, created_at: iso(ctx.now()) })
    .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
    .execute();
  return answer(ctx, token);
}
