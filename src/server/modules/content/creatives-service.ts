// Creatives: search, create, read, update (updateAndResubmit), delete, CSV export, and a
// Super-Admin's approval. A creative on a route that requires creative approval must name its
// countries and starts PENDING (again after every edit); on other routes it is APPROVED at once.
// Owner-scoped like every user call; the admin calls reach every user's creatives.
import { creativeMessages, type ApprovalStatus, type Creative, type CreativeList, type creativeInputSchema, type creativeQuerySchema } from '@domain/creatives';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { CreativeRow } from '../../db/database';
import { likeContains } from '../../db/like';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../lib/time';
import { attachmentsOf, checkAttachments, saveAttachments } from './creative-attachments';
import { readJson, readStrings } from './json-list';

type Input = z.output<typeof creativeInputSchema>;
type Query = z.output<typeof creativeQuerySchema>;
/** A user id, or 'all' for a Super-Admin's review. */
type Scope = number | 'all';

const variablesSchema = z.array(z.object({ name: z.string(), value: z.string() }));
const readVariables = (text: string) => readJson(text, variablesSchema, []);
const approval = (s: string): ApprovalStatus => (s === 'PENDING' || s === 'REJECTED' ? s : 'APPROVED');

async function views(ctx: AppContext, rows: CreativeRow[]): Promise<Creative[]> {
  if (rows.length === 0) return [];
  const [routes, owners, attachments] = await Promise.all([
    ctx.db.selectFrom('routes').select(['id', 'name']).execute(),
    ctx.db.selectFrom('users').select(['id', 'email']).where('id', 'in', [...new Set(rows.map((r) => Number(r.user_id)))]).execute(),
    attachmentsOf(ctx.db, rows.map((r) => Number(r.id))),
  ]);
  const routeName = new Map(routes.map((r) => [Number(r.id), r.name]));
  const owner = new Map(owners.map((u) => [Number(u.id), u.email]));
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    message: r.message,
    routeId: r.route_id === null ? null : Number(r.route_id),
    routeName: r.route_id === null ? null : (routeName.get(Number(r.route_id)) ?? null),
    countries: readStrings(r.countries),
    voice: r.voice === 1,
    variables: readVariables(r.variables),
    attachments: attachments.get(Number(r.id)) ?? [],
    approvalStatus: approval(r.approval_status),
    owner: owner.get(Number(r.user_id)) ?? '',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

async function findCreative(ctx: AppContext, scope: Scope, id: number): Promise<CreativeRow> {
  let q = ctx.db.selectFrom('creatives').selectAll().where('id', '=', id);
  if (scope !== 'all') q = q.where('user_id', '=', scope);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(creativeMessages.missing);
  return row;
}

export async function getCreative(ctx: AppContext, scope: Scope, id: number): Promise<Creative> {
  const [view] = await views(ctx, [await findCreative(ctx, scope, id)]);
  return view!;
}

function filtered(ctx: AppContext, scope: Scope, q: Omit<Query, 'offset' | 'limit' | 'sortBy' | 'sortDirection'>) {
  let base = ctx.db.selectFrom('creatives');
  if (scope !== 'all') base = base.where('user_id', '=', scope);
  if (q.message) base = base.where(likeContains(sql.ref('message'), q.message));
  if (q.title) base = base.where(likeContains(sql.ref('title'), q.title));
  if (q.routeId !== undefined) base = base.where('route_id', '=', q.routeId);
  if (q.approvalStatus) base = base.where('approval_status', '=', q.approvalStatus);
  return base;
}

const SORT_COLUMNS = { createdAt: 'id', title: 'title', approvalStatus: 'approval_status' } as const;

export async function searchCreatives(ctx: AppContext, scope: Scope, q: Query): Promise<CreativeList> {
  const base = filtered(ctx, scope, q);
  const direction = q.sortDirection === 'ASC' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(SORT_COLUMNS[q.sortBy], direction).orderBy('id', direction).limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await views(ctx, rows), total: Number(count.n) };
}

/** The most rows one export writes. */
const EXPORT_MAX = 50_000;

/** The filtered creatives as CSV (001 §7 exportCSV): the search's filters and sort, without paging. */
export async function exportCreatives(ctx: AppContext, userId: number, q: Query): Promise<string> {
  const { items } = await searchCreatives(ctx, userId, { ...q, offset: 0, limit: EXPORT_MAX });
  return Papa.unparse({
    fields: ['id', 'title', 'message', 'route', 'countries', 'attachments', 'approvalStatus', 'createdAt'],
    data: items.map((c) => [
      c.id,
      c.title,
      c.message,
      c.routeName ?? '',
      c.countries.join(' '),
      c.attachments.map((a) => a.fileName).join(' | '),
      c.approvalStatus,
      c.createdAt,
    ]),
  });
}

/** Checks the route (active) and the countries it may require; answers the approval status to store. */
async function approvalFor(ctx: AppContext, input: Input): Promise<ApprovalStatus> {
  if (input.routeId === null) return 'APPROVED';
  const route = await ctx.db
    .selectFrom('routes')
    .select(['id', 'creative_approval_required'])
    .where('id', '=', input.routeId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!route) throw badRequest('routeId', creativeMessages.routeMissing);
  if (route.creative_approval_required !== 1) return 'APPROVED';
  if (input.countries.length === 0) throw badRequest('countries', creativeMessages.countriesRequired);
  const known = await ctx.db.selectFrom('countries').select('code').where('code', 'in', input.countries).execute();
  const unknown = input.countries.find((c) => !known.some((k) => k.code === c));
  if (unknown) throw badRequest('countries', creativeMessages.countriesUnknown);
  return 'PENDING';
}

const columns = (input: Input) => ({
  title: input.title,
  message: input.message,
  route_id: input.routeId,
  countries: JSON.stringify([...new Set(input.countries)]),
  voice: input.voice ? (1 as const) : (0 as const),
  variables: JSON.stringify(input.variables.map((v) => ({ name: v.name.trim(), value: v.value }))),
});

export async function createCreative(ctx: AppContext, userId: number, input: Input): Promise<Creative> {
  const status = await approvalFor(ctx, input);
  await checkAttachments(ctx.db, userId, input.attachmentIds);
  const at = iso(ctx.now());
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('creatives')
      .values({ user_id: userId, ...columns(input), approval_status: status, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveAttachments(trx, Number(row.id), input.attachmentIds);
    return Number(row.id);
  });
  return getCreative(ctx, userId, id);
}

/** updateAndResubmit: an edited creative on an approval route waits for approval again. */
export async function updateCreative(ctx: AppContext, userId: number, id: number, input: Input): Promise<Creative> {
  await findCreative(ctx, userId, id);
  const status = await approvalFor(ctx, input);
  await checkAttachments(ctx.db, userId, input.attachmentIds);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('creatives')
      .set({ ...columns(input), approval_status: status, updated_at: iso(ctx.now()) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    await saveAttachments(trx, id, input.attachmentIds);
  });
  return getCreative(ctx, userId, id);
}

export async function deleteCreative(ctx: AppContext, userId: number, id: number): Promise<void> {
  await findCreative(ctx, userId, id);
  await ctx.db.deleteFrom('creatives').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** A Super-Admin approves or rejects any user's creative. */
export async function decideCreative(ctx: AppContext, id: number, status: 'APPROVED' | 'REJECTED'): Promise<Creative> {
  await findCreative(ctx, 'all', id);
  await ctx.db.updateTable('creatives').set({ approval_status: status, updated_at: iso(ctx.now()) }).where('id', '=', id).execute();
  return getCreative(ctx, 'all', id);
}
