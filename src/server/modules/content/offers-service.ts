// Offers: list with the spec's filter (url, title, message), create, read, update, delete. Every
// query is scoped to the acting user: another user's offer answers 404 like a missing one.
// Domains are stored normalised (src/domain/domain-names.ts).
import { normaliseDomains } from '@domain/domain-names';
import { offerMessages, type Offer, type OfferList, type offerInputSchema, type offerQuerySchema } from '@domain/offers';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { OfferRow } from '../../db/database';
import { likeContains } from '../../db/like';
import { notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { readStrings } from './json-list';

type OfferInput = z.output<typeof offerInputSchema>;

const view = (r: OfferRow): Offer => ({
  id: Number(r.id),
  title: r.title,
  url: r.url,
  message: r.message,
  domains: readStrings(r.domains),
  createdAt: r.created_at,
});

async function ownOffer(ctx: AppContext, userId: number, id: number): Promise<OfferRow> {
  const row = await ctx.db.selectFrom('offers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(offerMessages.missing);
  return row;
}

export async function getOffer(ctx: AppContext, userId: number, id: number): Promise<Offer> {
  return view(await ownOffer(ctx, userId, id));
}

export async function listOffers(ctx: AppContext, userId: number, q: z.output<typeof offerQuerySchema>): Promise<OfferList> {
  let base = ctx.db.selectFrom('offers').where('user_id', '=', userId);
  if (q.url) base = base.where(likeContains(sql.ref('url'), q.url));
  if (q.title) base = base.where(likeContains(sql.ref('title'), q.title));
  if (q.message) base = base.where(likeContains(sql.ref('message'), q.message));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(view), total: Number(count.n) };
}

const columns = (input: OfferInput) => ({
  title: input.title,
  url: input.url,
  message: input.message,
  domains: JSON.stringify(normaliseDomains(input.domains)),
});

export async function createOffer(ctx: AppContext, userId: number, input: OfferInput): Promise<Offer> {
  const row = await ctx.db
    .insertInto('offers')
    .values({ user_id: userId, ...columns(input), created_at: iso(ctx.now()) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function updateOffer(ctx: AppContext, userId: number, id: number, input: OfferInput): Promise<Offer> {
  await ownOffer(ctx, userId, id);
  await ctx.db.updateTable('offers').set(columns(input)).where('id', '=', id).where('user_id', '=', userId).execute();
  return getOffer(ctx, userId, id);
}

export async function deleteOffer(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownOffer(ctx, userId, id);
  await ctx.db.deleteFrom('offers').where('id', '=', id).where('user_id', '=', userId).execute();
}
