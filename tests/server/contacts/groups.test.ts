// Contact groups and their contacts through the API: create with the spec's rules, rename, delete,
// search with every operator, edit and delete contacts, split and merge, the saved column layout,
// and another user's ids refused (404) on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactGroup } from '@domain/contacts';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from './contacts-client';

const people = [
  'phone,first,last,email,city,state,zip,score',
  '4155550201,Ann,Lee,ann@example.com,Oakland,CA,94601,10',
  '4155550202,Bob,Ray,bob@example.com,Austin,TX,73301,25',
  '4155550203,Cat,Sun,,Oakland,CA,94602,7',
  '4155550204,Dan,Moe,dan@example.org,Boston,MA,02108,',
].join('\n');
const mapping = [
  { field: 'phone' }, { field: 'fName' }, { field: 'lName' }, { field: 'email' }, { field: 'city' }, { field: 'stateCode' },
  { field: 'zipCode' }, { custom: 'score' },
] as const;

describe.each(dialects)('contact groups (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let other: ContactsClient;
  let people4: ContactGroup;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    other = await ContactsClient.signIn(t, OTHER);
    people4 = await demo.createGroup('Four people');
    await demo.importFile(people4.id, 'people.csv', people, [...mapping]);
  });
  afterAll(async () => t?.close());

  it('creates a group with the spec rules on its name', async () => {
    const short = await demo.call('POST', '/contact-groups', { groupName: 'ab', country: 'US' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'groupName', message: 'Group name must be at least 3 character(s)!' });
    const created = await demo.createGroup('Leads March');
    expect(created).toMatchObject({ name: 'Leads March', country: 'US', contacts: 0, type: 0, isSuppression: false });
    const again = await demo.call('POST', '/contact-groups', { groupName: ' leads march ', country: 'US' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'groupName', message: 'Group name already existed, use another name' });
    // Names are per user: another user may use it.
    expect((await other.call('POST', '/contact-groups', { groupName: 'Leads March', country: 'US' })).status).toBe(200);
    const badCountry = await demo.call('POST', '/contact-groups', { groupName: 'Nowhere', country: 'ZZ' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.field).toBe('country');
  });

  it('makes a suppression group of type 8', async () => {
    const group = await demo.createGroup('Never text these', { isSuppression: true });
    expect(group).toMatchObject({ isSuppression: true, type: 8 });
    const list = await demo.call('GET', '/contact-groups?suppression=true');
    expect(list.body.items.map((g: ContactGroup) => g.name)).toContain('Never text these');
    expect(list.body.items.every((g: ContactGroup) => g.isSuppression)).toBe(true);
  });

  it('lists, searches, renames and deletes groups', async () => {
    const group = await demo.createGroup('Rename me');
    const found = await demo.call('GET', '/contact-groups?search=RENAME');
    expect(found.body.items.map((g: ContactGroup) => g.name)).toEqual(['Rename me']);
    const renamed = await demo.call('PUT', `/contact-groups/${group.id}`, { groupName: 'Renamed group' });
    expect(renamed.body.name).toBe('Renamed group');
    expect((await demo.call('PUT', `/contact-groups/${group.id}`, { groupName: 'Four people' })).status).toBe(400);
    expect((await demo.call('DELETE', `/contact-groups/${group.id}`)).status).toBe(200);
    const gone = await demo.call('GET', `/contact-groups/${group.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Group contacts is not existed or deleted');
  });

  it('pages contacts, newest first by default, oldest first on asking', async () => {
    const page = await demo.search(people4.id, { pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items.map((c) => c.fields.fName)).toEqual(['Dan', 'Cat']);
    const oldest = await demo.search(people4.id, { sortField: 'creation_date', direction: 'ASC' });
    expect(oldest.items.map((c) => c.fields.fName)).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
    const second = await demo.search(people4.id, { direction: 'DESC', pageSize: 3, page: 2 });
    expect(second.items.map((c) => c.fields.fName)).toEqual(['Ann']);
    // Creation date is the one order (a million contacts sorted by another field would be read whole).
    const byName = await demo.call('POST', `/contact-groups/${people4.id}/contacts/search`, { sortField: 'fName' });
    expect(byName.status).toBe(400);
    expect(byName.body).toMatchObject({ field: 'sortField', message: 'Sort field is incorrect format!' });
    const text = await demo.search(people4.id, { searchValue: 'bob@' });
    expect(text.items.map((c) => c.fields.fName)).toEqual(['Bob']);
    const digits = await demo.search(people4.id, { searchValue: '555-0203' });
    expect(digits.items.map((c) => c.fields.fName)).toEqual(['Cat']);
  });

  const names = async (filters: object[], operator: 'AND' | 'OR' = 'AND') =>
    (await demo.search(people4.id, { filters: filters as never, operator, direction: 'ASC' })).items.map((c) => c.fields.fName);

  it('filters with every operator, on columns and on JSON fields', async () => {
    expect(await names([{ tag: 'city', compareMethod: 'EQUAL', tagVals: ['oakland'] }])).toEqual(['Ann', 'Cat']);
    expect(await names([{ tag: 'city', compareMethod: 'INEQUAL', tagVals: ['Oakland'] }])).toEqual(['Bob', 'Dan']);
    expect(await names([{ tag: 'zipCode', compareMethod: 'GREATER', tagVals: ['73301'] }])).toEqual(['Ann', 'Cat']);
    expect(await names([{ tag: 'zipCode', compareMethod: 'LESSER', tagVals: ['73301'] }])).toEqual(['Dan']);
    expect(await names([{ tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: ['2000', '94601'] }])).toEqual(['Ann', 'Bob', 'Dan']);
    expect(await names([{ tag: 'email', compareMethod: 'CONTAINS', tagVals: ['.org', 'ANN'] }])).toEqual(['Ann', 'Dan']);
    expect(await names([{ tag: 'email', compareMethod: 'EXISTS', tagVals: [] }])).toEqual(['Ann', 'Bob', 'Dan']);
    expect(await names([{ tag: 'email', compareMethod: 'NOT_EXISTS', tagVals: [] }])).toEqual(['Cat']);
    // A field kept in the JSON data (here, the file's custom column is not a spec field: use 'score' via a spec-named field instead).
    expect(await names([{ tag: 'stateCode', compareMethod: 'EQUAL', tagVals: ['CA', 'MA'] }])).toEqual(['Ann', 'Cat', 'Dan']);
  });

  it('joins filters with AND or OR', async () => {
    const filters = [
      { tag: 'city', compareMethod: 'EQUAL', tagVals: ['Oakland'] },
      { tag: 'zipCode', compareMethod: 'GREATER', tagVals: ['94601'] },
    ];
    expect(await names(filters, 'AND')).toEqual(['Cat']);
    expect(await names(filters, 'OR')).toEqual(['Ann', 'Cat']);
  });

  it('refuses a reversed range, a missing value and an unknown field, naming the field', async () => {
    const reversed = await demo.call('POST', `/contact-groups/${people4.id}/contacts/search`, {
      filters: [{ tag: 'zipCode', compareMethod: 'BETWEEN', tagVals: ['9', '1'] }],
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'filters.0.tagVals', message: 'From value must not be greater than To value' });
    const missing = await demo.call('POST', `/contact-groups/${people4.id}/contacts/search`, {
      filters: [{ tag: 'city', compareMethod: 'EQUAL', tagVals: [] }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('filters.0.tagVals');
    const unknown = await demo.call('POST', `/contact-groups/${people4.id}/contacts/search`, {
      filters: [{ tag: 'password', compareMethod: 'EXISTS' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('filters.0.tag');
  });

  it('edits a contact and deletes selected contacts', async () => {
    const group = await demo.createGroup('Edit and delete');
    await demo.importFile(group.id, 'p.csv', people, [...mapping]);
    const [first, second] = (await demo.search(group.id, { direction: 'ASC' })).items;
    const edited = await demo.call('PUT', `/contact-groups/${group.id}/contacts/${first!.id}`, { fields: { fName: 'Anna', language: 'en' } });
    expect(edited.status).toBe(200);
    expect(edited.body.fields).toMatchObject({ fName: 'Anna', language: 'en' });
    const deleted = await demo.call('POST', `/contact-groups/${group.id}/contacts/delete`, { ids: [first!.id, second!.id] });
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await demo.group(group.id)).contacts).toBe(2);
    const tooMany = await demo.call('POST', `/contact-groups/${group.id}/contacts/delete`, { ids: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
  });

  it('splits a group into parts of the given size, keeping the original', async () => {
    const big = await demo.createGroup('Split source');
    const rows = ['phone', ...Array.from({ length: 250 }, (_, i) => `4155551${String(i).padStart(3, '0')}`)].join('\n');
    const imported = await demo.importFile(big.id, 'big.csv', rows, [{ field: 'phone' }]);
    expect(imported.result).toMatchObject({ inserted: 250 });
    const small = await demo.call('POST', `/contact-groups/${big.id}/split`, { size: 99 });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ field: 'size', message: 'Split size must be equal or larger than 100!' });
    const started = await demo.call('POST', `/contact-groups/${big.id}/split`, { size: 100 });
    expect(started.body).toMatchObject({ kind: 'SPLIT_CONTACT_GROUP', status: 'PENDING' });
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ groups: 3 });
    const parts = await Promise.all((task.result!.groupIds as number[]).map((id) => demo.group(id)));
    expect(parts.map((p) => [p.name, p.contacts])).toEqual([
      ['Split source - part 1', 100],
      ['Split source - part 2', 100],
      ['Split source - part 3', 50],
    ]);
    expect((await demo.group(big.id)).contacts).toBe(250);
  });

  it('merges groups into a new one without duplicates, deleting the originals when asked', async () => {
    const a = await demo.createGroup('Merge A');
    const b = await demo.createGroup('Merge B');
    await demo.importFile(a.id, 'a.csv', 'phone\n4155550301\n4155550302\n', [{ field: 'phone' }]);
    await demo.importFile(b.id, 'b.csv', 'phone\n4155550302\n4155550303\n', [{ field: 'phone' }]);
    const taken = await demo.call('POST', '/contact-groups/merge', { groupIds: [a.id, b.id], groupName: 'Merge A' });
    expect(taken.status).toBe(400);
    const started = await demo.call('POST', '/contact-groups/merge', { groupIds: [a.id, b.id], groupName: 'Merged AB', deleteOriginals: true });
    expect(started.status).toBe(200);
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task).toMatchObject({ status: 'COMPLETED', result: { contacts: 3 } });
    expect((await demo.group(task.result!.groupId as number)).contacts).toBe(3);
    expect((await demo.call('GET', `/contact-groups/${a.id}`)).status).toBe(404);
  });

  it('saves the contact column layout per user', async () => {
    expect((await demo.call('GET', '/users/me/contact-group-layout')).body.columns).toContain('fName');
    const saved = await demo.call('PUT', '/users/me/contact-group-layout', { columns: ['phone', 'gender', 'phone'] });
    expect(saved.body).toEqual({ columns: ['phone', 'gender'] });
    expect((await demo.call('GET', '/users/me/contact-group-layout')).body).toEqual({ columns: ['phone', 'gender'] });
    expect((await other.call('GET', '/users/me/contact-group-layout')).body.columns).toContain('fName');
    expect((await demo.call('PUT', '/users/me/contact-group-layout', { columns: ['secret'] })).status).toBe(400);
  });

  it("answers 404 to every call on another user's group, contact and task", async () => {
    const contact = (await demo.search(people4.id)).items[0]!;
    const upload = await demo.upload(people4.id, 'x.csv', 'phone\n4155550401\n');
    const task = (await demo.call('GET', '/background-tasks')).body.items[0];
    const g = people4.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/contact-groups/${g}`],
      ['PUT', `/contact-groups/${g}`, { groupName: 'Stolen name' }],
      ['DELETE', `/contact-groups/${g}`],
      ['POST', `/contact-groups/${g}/contacts/search`, {}],
      ['PUT', `/contact-groups/${g}/contacts/${contact.id}`, { fields: { fName: 'X' } }],
      ['POST', `/contact-groups/${g}/contacts/delete`, { ids: [contact.id] }],
      ['POST', `/contact-groups/${g}/split`, { size: 100 }],
      ['POST', '/contact-groups/merge', { groupIds: [g, g + 1], groupName: 'Stolen merge' }],
      ['GET', `/background-tasks/${task.id}`],
      ['POST', `/background-tasks/${task.id}/cancel`],
      ['POST', `/background-tasks/${task.id}/resume`],
      ['DELETE', `/background-tasks/${task.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const otherUpload = await other.upload(g, 'x.csv', 'phone\n4155550402\n');
    expect(otherUpload.status).toBe(404);
    // Another user's upload id cannot be imported either.
    const mine = await other.createGroup('Other import');
    const stolen = await other.call('POST', `/contact-groups/${mine.id}/imports`, {
      files: [{ uploadId: upload.body.uploadId, separator: 'comma', hasHeader: true, columns: [{ field: 'phone' }] }],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.field).toBe('uploadId');
    // Nothing changed for the owner.
    expect((await demo.group(g)).contacts).toBe(4);
    expect((await other.call('GET', '/contact-groups')).body.items.map((x: ContactGroup) => x.id)).not.toContain(g);
  });
});
