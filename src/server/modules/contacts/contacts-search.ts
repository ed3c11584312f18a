// The group-detail search: paged, in creation order (newest or oldest first), filtered by any
// field with the spec's eight operators joined by AND or OR, plus a free-text value over phone,
// names and email. Creation order is id order within the group, which the (group_id) index walks
// without sorting, so a page costs the rows read until it is full. A filtered search reads its
// matches once, in that order, up to CONTACT_COUNT_CAP (or the end of the page, when further): the
// page and the total come from the same walk, and past it the total says "1,000+"
// (docs/decisions/0019-contact-storage.md).
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
  const limit = search.pageSize;
  const offset = (search.page - 1) * search.pageSize;

  const inGroup = () => ctx.db.selectFrom('contacts').where('contacts.group_id', '=', groupId);
  if (conditions.length === 0) {
    const rows = await inGroup().selectAll('contacts').orderBy('contacts.id', direction).limit(limit).offset(offset).execute();
    return { items: await withOptOuts(ctx, userId, rows), total: Number(group.contacts_count), totalCapped: false };
  }

  // One walk: the ids of every match up to `reach` (one more says there are more), in page order.
  const reach = Math.max(CONTACT_COUNT_CAP, offset + limit);
  let matches = inGroup().select('contacts.id');
  for (const c of conditions) matches = matches.where(c);
  const ids = (await matches.orderBy('contacts.id', direction).limit(reach + 1).execute()).map((r) => Number(r.id));
  const pageIds = ids.slice(offset, offset + limit);
  const rows = pageIds.length === 0 ? [] : await inGroup().selectAll('contacts').where('contacts.id', 'in', pageIds).orderBy('contacts.id', direction).execute();
  return { items: await withOptOuts(ctx, userId, rows), total: Math.min(ids.length, reach), totalCapped: ids.length > reach };
}

async function withOptOuts(ctx: AppContext, userId: number, rows: ContactRow[]) {
  const optedOut = await optedOutPhones(ctx, userId, rows.map((r) => r.phone));
  return rows.map((r) => contactView(r, optedOut.has(r.phone)));
}

export async function optedOutPhones(ctx: AppContext, userId: number, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await ctx.db.selectFrom('opt_outs').select('phone').where('user_id', '=', userId).where('phone', 'in', phones).execute();
  return new Set(rows.map((r) => r.phone));
}
