// searchBySelectedField / totalBySelectedField (001 §7): filters on the spec's field names with the
// spec's operators (001 §9), joined by AND or OR, sorted by the chosen fields, limited to the statuses
// asked for and, for a Management-Agency, to its own agents. One query builder serves the page and
// its total, so they never disagree. Values arrive as text; balance is typed in dollars.
import type { AdminUserRow, SearchOperator, UserSearchField, UserSearchParsed } from '@domain/user-admin';
import { roleSchema, userStatusSchema } from '@domain/user';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/database';
import { likeContains } from '../../db/like';
import type { Reach } from './reach';

type From = ExpressionBuilder<
  Database & { u: Database['users']; ca: Database['credit_accounts']; s: Database['user_admin_settings']; p: Database['user_profiles'] },
  'u' | 'ca' | 's' | 'p'
>;

const COLUMNS = {
  username: 'u.username',
  firstname: 'u.firstname',
  lastname: 'u.lastname',
  email: 'u.email',
  role: 'u.role',
  statusName: 'u.status',
  agentAcc: 's.agent_acc',
  phone: 'p.phone',
  country: 'p.country',
  createDate: 'u.created_at',
  balance: 'ca.balance_cents',
} as const satisfies Record<UserSearchField, string>;

/** The value as the column holds it: balance dollars become cents. */
function typed(field: UserSearchField, value: string): string | number {
  if (field !== 'balance') return value;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

function condition(eb: From, field: UserSearchField, operator: SearchOperator, value: string, valueTo: string): Expression<SqlBool> {
  const column = COLUMNS[field];
  // A missing settings, profile or account row reads as empty: coalesce keeps "not exists" true for it.
  const empty = field === 'balance' ? eb.fn.coalesce(column, eb.lit(0)) : eb.fn.coalesce(column, sql.lit(''));
  switch (operator) {
    case 'EQUAL':
      return field === 'balance' ? eb(empty, '=', typed(field, value)) : eb(eb.fn('lower', [empty]), '=', value.toLowerCase());
    case 'INEQUAL':
      return field === 'balance' ? eb(empty, '<>', typed(field, value)) : eb(eb.fn('lower', [empty]), '<>', value.toLowerCase());
    case 'GREATER':
      return eb(empty, '>', typed(field, value));
    case 'LESSER':
      return eb(empty, '<', typed(field, value));
    case 'BETWEEN':
      return eb.and([eb(empty, '>=', typed(field, value)), eb(empty, '<=', typed(field, valueTo))]);
    case 'CONTAINS':
      return likeContains(empty, value);
    case 'EXISTS':
      return field === 'balance' ? eb(column, 'is not', null) : eb(empty, '<>', '');
    case 'NOT_EXISTS':
      return field === 'balance' ? eb(column, 'is', null) : eb(empty, '=', '');
  }
}

function baseQuery(db: Db, search: UserSearchParsed, reach: Reach) {
  const statuses = search.userStatuses
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return db
    .selectFrom('users as u')
    .leftJoin('credit_accounts as ca', 'ca.user_id', 'u.id')
    .leftJoin('user_admin_settings as s', 's.user_id', 'u.id')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .$if(reach.agencyEmail !== null, (q) => q.where('s.agent_acc', '=', reach.agencyEmail))
    .$if(statuses.length > 0, (q) => q.where('u.status', 'in', statuses))
    .$if(search.searchFilters.length > 0, (q) =>
      q.where((eb) => {
        const parts = search.searchFilters.map((f) => condition(eb, f.field, f.operator, f.value, f.valueTo));
        return search.operator === 'OR' ? eb.or(parts) : eb.and(parts);
      }),
    );
}

export async function countUsers(db: Db, search: UserSearchParsed, reach: Reach): Promise<number> {
  const row = await baseQuery(db, search, reach)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function searchUsers(db: Db, search: UserSearchParsed, reach: Reach): Promise<AdminUserRow[]> {
  let query = baseQuery(db, search, reach).select([
    'u.id', 'u.username', 'u.firstname', 'u.lastname', 'u.email', 'u.role', 'u.status', 'u.created_at', 's.agent_acc',
    'ca.balance_cents',
  ]);
  search.sortFields.forEach((field, i) => {
    query = query.orderBy(COLUMNS[field], search.sortDirections[i] === 'ASC' ? 'asc' : 'desc');
  });
  // Equal sort values keep one order from page to page.
  query = query.orderBy('u.id', 'desc');
  const rows = await query
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  const routes = await routesOf(db, rows.map((r) => Number(r.id)));
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    balanceCents: Number(r.balance_cents ?? 0),
    role: roleSchema.parse(r.role),
    statusName: userStatusSchema.parse(r.status),
    routes: routes.get(Number(r.id)) ?? [],
    agentAcc: r.agent_acc ?? null,
    createDate: r.created_at,
  }));
}

/** The Route column: the routes of each user's DID groups, by name (one query for the page). */
async function routesOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('did_groups as g')
    .innerJoin('routes as r', 'r.id', 'g.route_id')
    .select(['g.user_id', 'r.name'])
    .distinct()
    .where('g.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  for (const row of rows) {
    const list = out.get(Number(row.user_id)) ?? [];
    list.push(row.name);
    out.set(Number(row.user_id), list);
  }
  return out;
}
