// The user's domains: the list (search, status, pages), the inactive list, adding own domains,
// the DNS check (verify, verify all) and release (in a few minutes, or now).
import { domainMessages, type Domain, type DomainList, type VerifyResult } from '@domain/domains';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { domainQuerySchema } from '@domain/domains';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { finishDueReleases, viewDomain } from './domain-view';
import { targetDomainGroup } from './groups-service';

/** How long a released domain stays RELEASING. */
export const RELEASE_DELAY_MS = 3 * 60_000;

type Query = z.output<typeof domainQuerySchema>;

function userDomains(ctx: AppContext, userId: number) {
  return ctx.db
    .selectFrom('domains')
    .leftJoin('domain_groups', 'domain_groups.id', 'domains.group_id')
    .where('domains.user_id', '=', userId);
}

async function page(ctx: AppContext, userId: number, query: Query, onlyInactive: boolean): Promise<DomainList> {
  await finishDueReleases(ctx, userId);
  let base = userDomains(ctx, userId);
  if (onlyInactive) base = base.where('domains.active', '=', 0);
  if (query.search) base = base.where(likeContains(sql.ref('domains.name_key'), query.search));
  if (query.status) base = base.where('domains.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base.selectAll('domains').select('domain_groups.name as group_name').orderBy('domains.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(viewDomain), total: Number(count.n) };
}

export const listDomains = (ctx: AppContext, userId: number, query: Query) => page(ctx, userId, query, false);
/** getAllInActiveDomain: not verified yet, failed the DNS check, or being released. */
export const listInactiveDomains = (ctx: AppContext, userId: number, query: Query) => page(ctx, userId, query, true);

/** Adds own domains (PENDING until verified); a name someone already holds here is refused. */
export async function addDomains(ctx: AppContext, userId: number, names: string[], groupId: number | null): Promise<Domain[]> {
  if (groupId !== null) await targetDomainGroup(ctx.db, userId, groupId, 'groupId');
  const held = await ctx.db.selectFrom('domains').select('name_key').where('name_key', 'in', names).execute();
  if (held.length > 0) throw badRequest('domains', `Domains: ${held[0]!.name_key} is already added`);
  const at = iso(ctx.now());
  const rows = await ctx.db
    .insertInto('domains')
    .values(names.map((name) => ({ user_id: userId, group_id: groupId, name, name_key: name, status: 'PENDING', active: 0 as const, source: 'own' as const, price_cents: null, purchase_task_id: null, release_at: null, created_at: at })))
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const added = await userDomains(ctx, userId).where('domains.id', 'in', ids).selectAll('domains').select('domain_groups.name as group_name').orderBy('domains.id').execute();
  return added.map(viewDomain);
}

/** The ids asked for, every one the user's, or 404 (another user's domain answers like a missing one). */
async function ownDomains(ctx: AppContext, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.selectFrom('domains').select(['id', 'name', 'status', 'source']).where('user_id', '=', userId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw notFound(domainMessages.domainMissing);
  return rows;
}

async function check(ctx: AppContext, row: { id: number; name: string }): Promise<VerifyResult> {
  const dns = await ctx.registrar.checkDns(row.name);
  await ctx.db
    .updateTable('domains')
    .set({ status: dns.ok ? 'ACTIVE' : 'FAILED', active: dns.ok ? 1 : 0, setup_errors: JSON.stringify(dns.errors) })
    .where('id', '=', row.id)
    .where('status', '!=', 'RELEASING')
    .execute();
  return { id: Number(row.id), domain: row.name, success: dns.ok, message: dns.ok ? `${row.name} is verified` : `${row.name} is not set up yet`, errors: dns.errors };
}

/** Checks the DNS of the chosen domains now; each result carries its setup errors. */
export async function verifyDomains(ctx: AppContext, userId: number, ids: number[]): Promise<VerifyResult[]> {
  const rows = await ownDomains(ctx, userId, ids);
  if (rows.some((r) => r.status === 'RELEASING')) throw badRequest('domains', 'A domain being released can not be verified');
  const results: VerifyResult[] = [];
  for (const row of rows) results.push(await check(ctx, row));
  return results;
}

/** Checks every own domain not verified yet (PENDING or FAILED). */
export async function verifyAllDomains(ctx: AppContext, userId: number): Promise<{ message: string; checked: number; verified: number }> {
  const rows = await ctx.db.selectFrom('domains').select(['id', 'name']).where('user_id', '=', userId).where('status', 'in', ['PENDING', 'FAILED']).execute();
  let verified = 0;
  for (const row of rows) if ((await check(ctx, row)).success) verified++;
  return { message: domainMessages.verifyAll, checked: rows.length, verified };
}

/** Releases the chosen domains: inactive at once, gone RELEASE_DELAY_MS later. */
export async function releaseDomains(ctx: AppContext, userId: number, ids: number[]): Promise<{ message: string; released: number }> {
  const rows = await ownDomains(ctx, userId, ids);
  const res = await ctx.db
    .updateTable('domains')
    .set({ status: 'RELEASING', active: 0, release_at: iso(new Date(ctx.now().getTime() + RELEASE_DELAY_MS)) })
    .where('user_id', '=', userId)
    .where('id', 'in', rows.map((r) => r.id))
    .executeTakeFirst();
  return { message: domainMessages.releaseSent, released: Number(res.numUpdatedRows) };
}

/** releaseDomainNow: the chosen domains go back to the registrar at once. */
export async function releaseDomainsNow(ctx: AppContext, userId: number, ids: number[]): Promise<{ message: string; released: number }> {
  const rows = await ownDomains(ctx, userId, ids);
  const res = await ctx.db.deleteFrom('domains').where('user_id', '=', userId).where('id', 'in', rows.map((r) => r.id)).executeTakeFirst();
  await ctx.registrar.release(rows.map((r) => r.name));
  return { message: `${Number(res.numDeletedRows)} domain(s) released`, released: Number(res.numDeletedRows) };
}
