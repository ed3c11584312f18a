// The group-detail search: paged, sorted, filtered by any field with the spec's eight operators
// joined by AND or OR, plus a free-text value over phone, names and email. Counting every match of
// a filtered search over a million rows costs more than the page itself, so the count stops at
// CONTACT_COUNT_CAP and says so (totalCapped): docs/decisions/0012-background-tasks.md.
import {
  CONTACT_COUNT_CAP,
  type ContactFilter,
  type ContactPage,
  type ContactSearchParsed,
} from '@domain/contacts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import type { DialectName } from '../../db/open-db';
import type { ContactRow } from '../../db/database';
import { contactView, fieldExpr } from './contact-fields';
import { ownGroupRow } from './groups-service';

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;
/** Sorts an index of contacts answers in order, so the page query stops at the page. */
const INDEXED_SORTS: ReadonlySet<string> = new Set(['creation_date', 'phone']);

/** A text field compared as a number when the value is one; PostgreSQL must not cast non-numbers. */
function asNumber(expr: RawBuilder<string | null>, dialect: DialectName): RawBuilder<number | null> {
  return dialect === 'sqlite'
    ? sql<number | null>`(case when trim(${expr}) <> '' and trim(${expr}) not glob '*[^0-9.-]*' then cast(trim(${expr}) as real) end)`
    : sql<number | null>`(case when ${expr} ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' then (${expr})::numeric end)`;
}

function compare(expr: RawBuilder<string | null>, op: '>' | '<' | '>=' | '<=', value: string, dialect: DialectName) {
  if (NUMBER.test(value)) return sql<SqlBool>`${asNumber(expr, dialect)} ${sql.raw(op)} ${Number(value)}`;
  return sql<SqlBool>`${expr} ${sql.raw(op)} ${value}`;
}

const present = (expr: RawBuilder<string | null>) => sql<SqlBool>`(${expr} is not null and ${expr} <> '')`;

export function filterCondition(filter: ContactFilter, dialect: DialectName): Expression<SqlBool> {
  const expr = fieldExpr(filter.tag, dialect);
  const values = filter.tagVals.filter((v) => v !== '');
  const lowered = values.map((v) => v.toLowerCase());
  switch (filter.compareMethod) {
    case 'EQUAL':
      return sql<SqlBool>`lower(${expr}) in (${sql.join(lowered)})`;
    case 'INEQUAL':
      return sql<SqlBool>`(${expr} is null or lower(${expr}) not in (${sql.join(lowered)}))`;
    case 'GREATER':
      return compare(expr, '>', values[0]!, dialect);
    case 'LESSER':
      return compare(expr, '<', values[0]!, dialect);
    case 'BETWEEN':
      // Two numbers: one BETWEEN, which reads the field as a number once per row instead of twice.
      if (NUMBER.test(values[0]!) && NUMBER.test(values[1]!)) {
        return sql<SqlBool>`(${asNumber(expr, dialect)} between ${Number(values[0])} and ${Number(values[1])})`;
      }
      return sql<SqlBool>`(${compare(expr, '>=', values[0]!, dialect)} and ${compare(expr, '<=', values[1]!, dialect)})`;
    case 'CONTAINS':
      return sql<SqlBool>`(${sql.join(values.map((v) => likeContains(expr, v)), sql` or `)})`;
    case 'EXISTS':
      return present(expr);
    case 'NOT_EXISTS':
      return sql<SqlBool>`not ${present(expr)}`;
  }
}

function searchCondition(text: string): Expression<SqlBool> {
  const digits = text.replace(/\D/g, '');
  const parts = [
    likeContains(sql.ref('contacts.first_name'), text),
    likeContains(sql.ref('contacts.last_name'), text),
    likeContains(sql.ref('contacts.email'), text),
  ];
  if (digits.length > 0) parts.push(likeContains(sql.ref('contacts.phone'), digits));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export async function searchContacts(
  ctx: AppContext,
  userId: number,
  groupId: number,
  search: ContactSearchParsed,
): Promise<ContactPage> {
  const group = await ownGroupRow(ctx.db, userId, groupId);
  // An archived group's contacts are in its archive file; its counter still says how many.
  if (group.archived_at !== null) return { items: [], total: 0, totalCapped: false };
  const conditions: Expression<SqlBool>[] = [];
  if (search.filters.length > 0) {
    const parts = search.filters.map((f) => filterCondition(f, ctx.dialect));
    conditions.push(sql<SqlBool>`(${sql.join(parts, search.operator === 'AND' ? sql` and ` : sql` or `)})`);
  }
  if (search.searchValue !== '') conditions.push(searchCondition(search.searchValue));
  const direction = search.direction === 'ASC' ? 'asc' : 'desc';
  const sortExpr = fieldExpr(search.sortField, ctx.dialect);
  const limit = search.pageSize;
  const offset = (search.page - 1) * search.pageSize;
  let rows: ContactRow[];
  if (ctx.dialect === 'sqlite' && !INDEXED_SORTS.has(search.sortField)) {
    // A sort no index answers reads every matching row of the group. Left alone, SQLite's planner
    // reads them through contacts_group_phone, one random table lookup per row (3 s on a million
    // contacts); through contacts_group_created they come in table order (0.3 s). Kysely has no
    // INDEXED BY, hence the one raw query.
    const page = await sql<ContactRow>`select contacts.* from contacts indexed by contacts_group_created where ${matching(groupId, conditions)}
      order by ${sortExpr} ${sql.raw(direction)}, contacts.id ${sql.raw(direction)} limit ${limit} offset ${offset}`.execute(ctx.db);
    rows = page.rows;
  } else {
    let page = ctx.db.selectFrom('contacts').selectAll('contacts').where('contacts.group_id', '=', groupId);
    for (const c of conditions) page = page.where(c);
    rows = await page.orderBy(sortExpr, direction).orderBy('contacts.id', direction).limit(limit).offset(offset).execute();
  }

  let total = Number(group.contacts_count);
  let totalCapped = false;
  if (conditions.length > 0) {
    // A page that is not full is the end of the matches: they number exactly offset + its rows, and
    // counting them again would read every row of the group a second time.
    const counted = rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : await countMatches(ctx, groupId, conditions);
    total = Math.min(counted, CONTACT_COUNT_CAP);
    totalCapped = counted > CONTACT_COUNT_CAP;
  }

  const optedOut = await optedOutPhones(ctx, userId, rows.map((r) => r.phone));
  return { items: rows.map((r) => contactView(r, optedOut.has(r.phone))), total, totalCapped };
}

/** The WHERE of a search, for the raw SQLite queries. */
const matching = (groupId: number, conditions: Expression<SqlBool>[]) =>
  sql.join([sql`contacts.group_id = ${groupId}`, ...conditions], sql` and `);

/** How many contacts of the group match, counted up to CONTACT_COUNT_CAP + 1. */
async function countMatches(ctx: AppContext, groupId: number, conditions: Expression<SqlBool>[]): Promise<number> {
  if (ctx.dialect === 'sqlite') {
    // In table order too (see searchContacts): the planner may take any (group_id, ...) index.
    const counted = await sql<{ n: number }>`select count(*) as n from
      (select 1 from contacts indexed by contacts_group_created where ${matching(groupId, conditions)} limit ${CONTACT_COUNT_CAP + 1})`.execute(ctx.db);
    return Number(counted.rows[0]?.n ?? 0);
  }
  let capped = ctx.db.selectFrom('contacts').select(sql<number>`1`.as('one')).where('contacts.group_id', '=', groupId);
  for (const c of conditions) capped = capped.where(c);
  const counted = await ctx.db
    .selectFrom(capped.limit(CONTACT_COUNT_CAP + 1).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

export async function optedOutPhones(ctx: AppContext, userId: number, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await ctx.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', 'in', phones).execute();
  return new Set(rows.map((r) => r.phone));
}
