// Opt-out links: list, create, read, update, delete, scoped to the acting user (another user's link
// answers 404), and the signed confirmation link for one contact's phone.
import { normaliseDomains } from '@domain/domain-names';
import {
  optoutLinkMessages,
  type OptoutLink,
  type OptoutLinkList,
  type optoutLinkInputSchema,
  type optoutLinkQuerySchema,
} from '@domain/optout-links';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { OptoutLinkRow } from '../../db/database';
import { likeContains } from '../../db/like';
import { notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { normaliseOrRefuse } from '../contacts/find-phone';
import { readStrings } from './json-list';
import { signOptoutToken } from './optout-token';

type Input = z.output<typeof optoutLinkInputSchema>;

export const viewOptoutLink = (r: OptoutLinkRow): OptoutLink => ({
  id: Number(r.id),
  title: r.title,
  url: r.url,
  domains: readStrings(r.domains),
  setConfirmed: r.set_confirmed === 1,
  mode: r.mode === 'customer' ? 'customer' : 'product',
  type: r.type === 'no-optoutLink' ? 'no-optoutLink' : 'optoutLink',
  createdAt: r.created_at,
});

async function ownLink(ctx: AppContext, userId: number, id: number): Promise<OptoutLinkRow> {
  const row = await ctx.db.selectFrom('optout_links').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(optoutLinkMessages.missing);
  return row;
}

export async function getOptoutLink(ctx: AppContext, userId: number, id: number): Promise<OptoutLink> {
  return viewOptoutLink(await ownLink(ctx, userId, id));
}

export async function listOptoutLinks(ctx: AppContext, userId: number, q: z.output<typeof optoutLinkQuerySchema>): Promise<OptoutLinkList> {
  let base = ctx.db.selectFrom('optout_links').where('user_id', '=', userId);
  if (q.title) base = base.where(likeContains(sql.ref('title'), q.title));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(viewOptoutLink), total: Number(count.n) };
}

const columns = (input: Input) => ({
  title: input.title,
  url: input.url,
  domains: JSON.stringify(normaliseDomains(input.domains)),
  set_confirmed: input.setConfirmed ? (1 as const) : (0 as const),
  mode: input.mode,
  type: input.type,
});

export async function createOptoutLink(ctx: AppContext, userId: number, input: Input): Promise<OptoutLink> {
  const row = await ctx.db
    .insertInto('optout_links')
    .values({ user_id: userId, ...columns(input), created_at: iso(ctx.now()) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return viewOptoutLink(row);
}

export async function updateOptoutLink(ctx: AppContext, userId: number, id: number, input: Input): Promise<OptoutLink> {
  await ownLink(ctx, userId, id);
  await ctx.db.updateTable('optout_links').set(columns(input)).where('id', '=', id).where('user_id', '=', userId).execute();
  return getOptoutLink(ctx, userId, id);
}

export async function deleteOptoutLink(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownLink(ctx, userId, id);
  await ctx.db.deleteFrom('optout_links').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The public confirmation address for one contact's phone, as a send would put it in a message. */
export async function signOptoutLink(ctx: AppContext, userId: number, id: number, phone: string, country: string) {
  await ownLink(ctx, userId, id);
  const token = signOptoutToken(await ctx.optoutSecret(), id, normaliseOrRefuse(phone, country));
  return { token, url: `${ctx.config.publicUrl}/public/optout/confirm?token=${token}` };
}
