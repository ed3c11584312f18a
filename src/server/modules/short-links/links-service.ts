// Short links of the signed-in user: create, list (with click counts), read, delete, and the
// clicks of one link. Another user's link answers 404 'Short link is not existed' like a missing
// one. Reads flush the click writer first, so a click made a moment ago is counted.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  shortLinkMessages,
  type createShortLinkSchema,
  type LinkClickPage,
  type linkClicksQuerySchema,
  type ShortLink,
  type ShortLinkList,
  type shortLinkListQuerySchema,
} from '@domain/short-links';
import { RISK_FACTORS, type RiskFactor } from '@domain/risk-score';
import { CLICK_OUTCOMES, type ClickOutcome } from '@domain/short-links';
import type { AppContext } from '../../context';
import type { ShortLinkRow } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { isUniqueViolation } from '../contacts/groups-service';
import { assertLinkDomainAllowed } from './link-domain';
import { linkHost, linkPath, shortUrl } from './link-paths';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 7;

export const linkMissing = () => notFound(shortLinkMessages.linkMissing);

const isRiskFactor = (text: string): text is RiskFactor => RISK_FACTORS.some((f) => f === text);
/** Rows are written by the redirect with a ClickOutcome; anything else reads as redirected. */
const outcomeOf = (text: string): ClickOutcome => CLICK_OUTCOMES.find((o) => o === text) ?? 'redirected';

/** 7 random letters and digits (62^7, about 3.5e12 codes); a collision retries. */
export function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  for (const b of bytes) {
    if (b >= 248) continue; // 248 = 4 * 62: keeps the letters equally likely
    code += CODE_ALPHABET[b % 62];
    if (code.length === CODE_LENGTH) return code;
  }
  return newCode();
}

function view(ctx: AppContext, row: ShortLinkRow, clicks: number): ShortLink {
  const place = { code: row.code, domain: row.domain, subDomain: row.sub_domain, path: row.path };
  return {
    id: Number(row.id),
    code: row.code,
    url: row.target_url,
    domain: row.domain,
    subDomainParts: row.sub_domain ? row.sub_domain.split('.') : [],
    pathParts: row.path ? row.path.split('/') : [],
    path: linkPath(place),
    host: linkHost(place),
    shortUrl: shortUrl(place, ctx.config.publicUrl),
    clickLimit: row.click_limit === null ? null : Number(row.click_limit),
    ipClickLimit: row.ip_click_limit === null ? null : Number(row.ip_click_limit),
    expiresAt: row.expires_at,
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    createdAt: row.created_at,
    clicks,
  };
}

async function clickCounts(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('link_clicks')
    .select(['link_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('link_id', 'in', ids)
    .groupBy('link_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.link_id), Number(r.n)]));
}

export async function ownLink(ctx: AppContext, userId: number, linkId: number): Promise<ShortLinkRow> {
  const row = await ctx.db.selectFrom('short_links').selectAll().where('id', '=', linkId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw linkMissing();
  return row;
}

export async function getShortLink(ctx: AppContext, userId: number, linkId: number): Promise<ShortLink> {
  const row = await ownLink(ctx, userId, linkId);
  await ctx.shortLinks.writer.flush();
  return view(ctx, row, (await clickCounts(ctx, [linkId])).get(linkId) ?? 0);
}

export async function listShortLinks(ctx: AppContext, userId: number, query: z.output<typeof shortLinkListQuerySchema>): Promise<ShortLinkList> {
  await ctx.shortLinks.writer.flush();
  const base = ctx.db.selectFrom('short_links').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await clickCounts(ctx, rows.map((r) => Number(r.id)));
  return { items: rows.map((r) => view(ctx, r, counts.get(Number(r.id)) ?? 0)), total: Number(total.n) };
}

export async function createShortLink(ctx: AppContext, userId: number, input: z.output<typeof createShortLinkSchema>): Promise<ShortLink> {
  await assertLinkDomainAllowed(ctx, userId, input.domain);
  if (input.domain === null && input.subDomainParts.length > 0) throw badRequest('subDomainParts', shortLinkMessages.subDomainNeedsDomain);
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      const row = await ctx.db
        .insertInto('short_links')
        .values({
          user_id: userId,
          code,
          domain: input.domain,
          sub_domain: input.subDomainParts.join('.'),
          path: input.pathParts.join('/'),
          target_url: input.url,
          offer_id: input.offerId,
          click_limit: input.clickLimit,
          ip_click_limit: input.ipClickLimit,
          expires_at: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
          created_at: iso(ctx.now()),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // A request for this code before it existed may have cached "no such link".
      ctx.shortLinks.links.invalidate(code);
      return view(ctx, row, 0);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

export async function deleteShortLink(ctx: AppContext, userId: number, linkId: number): Promise<void> {
  const row = await ownLink(ctx, userId, linkId);
  ctx.shortLinks.links.invalidate(row.code);
  // Between flushes, so the clicks still queued for it are written first and deleted with the rest.
  await ctx.shortLinks.writer.flush();
  await ctx.shortLinks.writer.exclusive(() =>
    ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('link_clicks').where('link_id', '=', linkId).execute();
      await trx.deleteFrom('short_links').where('id', '=', linkId).execute();
    }),
  );
  ctx.shortLinks.links.invalidate(row.code);
  ctx.shortLinks.limits.forget(linkId);
}

export async function listLinkClicks(ctx: AppContext, userId: number, linkId: number, query: z.output<typeof linkClicksQuerySchema>): Promise<LinkClickPage> {
  await ownLink(ctx, userId, linkId);
  await ctx.shortLinks.writer.flush();
  const base = ctx.db.selectFrom('link_clicks').where('link_id', '=', linkId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      clickedAt: r.clicked_at,
      ip: r.ip,
      userAgent: r.user_agent,
      browser: r.browser,
      os: r.os,
      device: r.device,
      riskScore: Number(r.risk_score_x100) / 100,
      riskFactors: r.risk_factors.split(',').filter(isRiskFactor),
      outcome: outcomeOf(r.outcome),
    })),
    total: Number(total.n),
  };
}
