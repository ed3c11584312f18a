// The toll-free tables' queries (decision 49), every one scoped to the acting user.
import type { Selectable } from 'kysely';
import type { Db, TollFreeProfilesTable, TollFreeRequestsTable } from '../../db/database';
import { TOLL_FREE_PREFIXES } from '@domain/toll-free/toll-free-lists';

export type ProfileRow = Selectable<TollFreeProfilesTable>;
export type RequestRow = Selectable<TollFreeRequestsTable>;

export function findProfile(db: Db, userId: number, profileId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('toll_free_profiles').selectAll().where('user_id', '=', userId).where('id', '=', profileId).executeTakeFirst();
}

export function listProfileRows(db: Db, userId: number): Promise<ProfileRow[]> {
  return db.selectFrom('toll_free_profiles').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(500).execute();
}

/** How many requests use each profile, by profile id. */
export async function requestCounts(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('toll_free_requests')
    .select(['profile_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('profile_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.profile_id), Number(r.n)]));
}

export function findRequest(db: Db, userId: number, requestId: number): Promise<RequestRow | undefined> {
  return db.selectFrom('toll_free_requests').selectAll().where('user_id', '=', userId).where('id', '=', requestId).executeTakeFirst();
}

export function listRequestRows(db: Db, userId: number): Promise<RequestRow[]> {
  return db.selectFrom('toll_free_requests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1000).execute();
}

/** The numbers of each request, in their order, by request id. */
export async function numbersOf(db: Db, userId: number, requestIds: readonly number[]): Promise<Map<number, string[]>> {
  const byRequest = new Map<number, string[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .selectFrom('toll_free_request_numbers')
    .select(['request_id', 'phone'])
    .where('user_id', '=', userId)
    .where('request_id', 'in', [...requestIds])
    .orderBy('request_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byRequest.set(Number(row.request_id), [...(byRequest.get(Number(row.request_id)) ?? []), row.phone]);
  return byRequest;
}

/** The user's DIDs with a toll-free prefix, with their group's name. */
export function tollFreeDids(db: Db, userId: number): Promise<{ phone: string; groupName: string }[]> {
  return db
    .selectFrom('dids')
    .innerJoin('did_groups', 'did_groups.id', 'dids.group_id')
    .select(['dids.phone as phone', 'did_groups.name as groupName'])
    .where('did_groups.user_id', '=', userId)
    .where((eb) => eb.or(TOLL_FREE_PREFIXES.map((p) => eb('dids.phone', 'like', `+1${p}%`))))
    .orderBy('dids.phone')
    .execute();
}

/** Which request (of the user's) covers each phone, for the given phones. */
export async function coveringRequests(db: Db, userId: number, phones: readonly string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('toll_free_request_numbers')
    .select(['phone', 'request_id'])
    .where('user_id', '=', userId)
    .where('phone', 'in', [...phones])
    .execute();
  return new Map(rows.map((r) => [r.phone, Number(r.request_id)]));
}

/** Replaces a request's numbers. */
export async function setNumbers(db: Db, userId: number, requestId: number, phones: readonly string[]): Promise<void> {
  await db.deleteFrom('toll_free_request_numbers').where('request_id', '=', requestId).execute();
  if (phones.length === 0) return;
  await db
    .insertInto('toll_free_request_numbers')
    .values(phones.map((phone, position) => ({ request_id: requestId, user_id: userId, phone, position })))
    .execute();
}
