// The group-detail search takes shortcuts for speed on a million contacts (src/server/modules/contacts/
// contacts-search.ts): one walk in creation (id) order gives a filtered search's page and its count,
// which stops at CONTACT_COUNT_CAP or at the end of the page asked for; a numeric BETWEEN reads the
// field once. Whatever road a search takes, its page and total must be the ones the plain query
// gives (every match, sorted by created_at, then sliced): every order, filter and page here,
// including pages past the count's cap, is compared with it.
import { sql, type Expression, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_COUNT_CAP, contactSearchSchema, type ContactFilter, type ContactSearch } from '@domain/contacts';
import { fieldExpr } from '@server/modules/contacts/contact-fields';
import { filterCondition } from '@server/modules/contacts/contacts-search';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient } from './contacts-client';

/** More than CONTACT_COUNT_CAP, so a filter that matches most of them has its count capped. */
const ROWS = 1_150;
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
  const reach = Math.max(CONTACT_COUNT_CAP, offset + search.pageSize);
  return {
    ids: all.slice(offset, offset + search.pageSize).map((r) => Number(r.id)),
    total: parts.length > 0 ? Math.min(all.length, reach) : all.length,
    totalCapped: parts.length > 0 && all.length > reach,
  };
}

describe.each(dialects)('contact search agrees with the plain query (%s)', (dialect) => {
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
    { tag: 'phone', compareMethod: 'EXISTS', tagVals: [] },
  ];
  const sorts: Array<Pick<ContactSearch, 'sortField' | 'direction'>> = [
    { sortField: 'creation_date', direction: 'DESC' },
    { sortField: 'creation_date', direction: 'ASC' },
  ];

  it('every sort, filter and page', async () => {
    for (const filter of filters) {
      for (const sort of sorts) {
        // Offsets 0, 40, 200, 1000 (the cap), 1080 (past it) and 1120 (the last page).
        for (const page of [1, 2, 6, 26, 28, 29]) {
          const search: ContactSearch = { ...sort, page, pageSize: 40, filters: filter ? [filter] : [] };
          const [got, want] = await Promise.all([demo.search(groupId, search), plainSearch(t, groupId, search)]);
          const label = JSON.stringify(search);
          expect(got.items.map((c) => c.id), label).toEqual(want.ids);
          expect(got.total, label).toBe(want.total);
          expect(got.totalCapped, label).toBe(want.totalCapped);
        }
      }
    }
  });

  it('counts a filter that matches nearly every contact up to 1,000, then as far as the page asked for', async () => {
    const all: ContactFilter[] = [{ tag: 'phone', compareMethod: 'EXISTS', tagVals: [] }];
    expect(await demo.search(groupId, { filters: all })).toMatchObject({ total: CONTACT_COUNT_CAP, totalCapped: true });
    expect(await demo.search(groupId, { filters: all, page: 21 })).toMatchObject({ total: 1_050, totalCapped: true });
    expect(await demo.search(groupId, { filters: all, page: 23 })).toMatchObject({ total: ROWS, totalCapped: false });
    // Without a filter the group's counter is the total.
    expect(await demo.search(groupId, {})).toMatchObject({ total: ROWS, totalCapped: false });
  });
});
