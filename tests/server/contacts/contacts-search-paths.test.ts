// The group-detail search takes shortcuts for speed on a million contacts (src/server/modules/contacts/
// contacts-search.ts): on SQLite a sort no index answers, and the count, read the group in table
// order (a raw query with INDEXED BY); a page that is not full gives the total without counting; a
// numeric BETWEEN reads the field once. Whatever road a search takes, its page and total must be the
// ones the plain query gives: every sort, filter and page here is compared with it.
import { sql, type Expression, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_COUNT_CAP, contactSearchSchema, type ContactFilter, type ContactSearch } from '@domain/contacts';
import { fieldExpr } from '@server/modules/contacts/contact-fields';
import { filterCondition } from '@server/modules/contacts/contacts-search';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient } from './contacts-client';

const ROWS = 230;
const cities = ['Oakland', 'San Jose', 'Nashville', 'Louisville', ' Portland ', ''];
const states = ['CA', 'ca', 'TN', 'KY', 'OR', ''];
const zips = ['94601', '95112', ' 37201', '40202', '97201', 'n/a', '', '021 34', '7.5'];

function csv(): string {
  const lines = ['phone,first,last,city,state,zip'];
  for (let i = 0; i < ROWS; i++) {
    const pick = <T>(list: T[], k: number) => list[(i * k + (i >> 3)) % list.length]!;
    lines.push([`415555${String(1000 + i).padStart(4, '0')}`, pick(['Ann', 'Bob', 'Cat', ''], 7), pick(['Lee', 'Ray', 'Doe', 'Zed', ''], 3), pick(cities, 5), pick(states, 11), pick(zips, 13)].map((v) => (v.includes(' ') ? `"${v}"` : v)).join(','));
  }
  return lines.join('\n');
}

/** The page and total as the plain query gives them: every match, sorted, then sliced. */
async function plainSearch(t: TestApp, groupId: number, input: ContactSearch) {
  const search = contactSearchSchema.parse(input);
  const parts: Expression<SqlBool>[] = search.filters.map((f) =>
    f.compareMethod === 'BETWEEN'
      ? sql<SqlBool>`(not ${filterCondition({ ...f, compareMethod: 'LESSER', tagVals: [f.tagVals[0]!] }, t.dialect)} and not ${filterCondition({ ...f, compareMethod: 'GREATER', tagVals: [f.tagVals[1]!] }, t.dialect)})`
      : filterCondition(f, t.dialect),
  );
  let query = t.db.selectFrom('contacts').select('contacts.id').where('contacts.group_id', '=', groupId);
  if (parts.length > 0) query = query.where(sql<SqlBool>`(${sql.join(parts, sql` and `)})`);
  const direction = search.direction === 'ASC' ? 'asc' : 'desc';
  const all = await query.orderBy(fieldExpr(search.sortField, t.dialect), direction).orderBy('contacts.id', direction).execute();
  const offset = (search.page - 1) * search.pageSize;
  return {
    ids: all.slice(offset, offset + search.pageSize).map((r) => Number(r.id)),
    total: parts.length > 0 ? Math.min(all.length, CONTACT_COUNT_CAP) : all.length,
  };
}

describe.each(dialects)('contact search shortcuts agree with the plain query (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let groupId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    const group = await demo.createGroup('Search paths');
    groupId = group.id;
    const task = await demo.importFile(groupId, 'paths.csv', csv(), [
      { field: 'phone' }, { field: 'fName' }, { field: 'lName' }, { field: 'city' }, { field: 'stateCode' }, { field: 'zipCode' },
    ]);
    expect(task.result).toMatchObject({ inserted: ROWS });
  });
  afterAll(async () => t?.close());

  const filters: Array<ContactFilter | null> = [
    null,
    { tag: 'stateCode', compareMethod: 'EQUAL', tagVals: ['ca'] },
    { tag: 'city', compareMethod: 'CONTAINS', tagVals: ['ville'] },
    { tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: ['37201', '94601'] },
    { tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: ['3', '9'] },
    { tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: ['100', 'zzz'] },
    { tag: 'lName', compareMethod: 'NOT_EXISTS', tagVals: [] },
  ];
  const sorts: Array<Pick<ContactSearch, 'sortField' | 'direction'>> = [
    { sortField: 'creation_date', direction: 'DESC' },
    { sortField: 'phone', direction: 'ASC' },
    { sortField: 'lName', direction: 'ASC' },
    { sortField: 'zipCode', direction: 'DESC' },
    { sortField: 'city', direction: 'ASC' },
    { sortField: 'language', direction: 'DESC' },
  ];

  it('every sort, filter and page', async () => {
    for (const filter of filters) {
      for (const sort of sorts) {
        for (const page of [1, 2, 3, 6]) {
          const search: ContactSearch = { ...sort, page, pageSize: 40, filters: filter ? [filter] : [] };
          const [got, want] = await Promise.all([demo.search(groupId, search), plainSearch(t, groupId, search)]);
          const label = JSON.stringify(search);
          expect(got.items.map((c) => c.id), label).toEqual(want.ids);
          expect(got.total, label).toBe(want.total);
          expect(got.totalCapped, label).toBe(false);
        }
      }
    }
  });
});
