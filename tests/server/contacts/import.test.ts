// Importing contacts through the real endpoints: upload, map, run the task, and the counts and rows
// a user would see afterwards; messy files; errors naming the file; cancel and restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, PHONE_NAME_EMAIL } from './contacts-client';

describe.each(dialects)('contact import (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  it('imports a clean file: phones normalised to E.164, names and email kept, counts recorded', async () => {
    const group = await demo.createGroup('Clean import');
    const csv = 'phone,first,last,email\n(415) 555-0101,Ann,Lee,ann@example.com\n+1 415 555 0102,Bob,Ray,bob@example.com\n';
    const task = await demo.importFile(group.id, 'clean.csv', csv, PHONE_NAME_EMAIL);
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ total: 2, inserted: 2, invalid: 0, duplicated: 0 });
    const after = await demo.group(group.id);
    expect(after.contacts).toBe(2);
    expect(after.isImporting).toBe(false);
    expect(after.metadata.imported[0]).toMatchObject({ files: ['clean.csv'], inserted: 2 });
    const page = await demo.search(group.id, { direction: 'ASC' });
    expect(page.items.map((c) => c.phone)).toEqual(['+14155550101', '+14155550102']);
    expect(page.items[0]!.fields).toMatchObject({ fName: 'Ann', lName: 'Lee', email: 'ann@example.com' });
  });

  it('reads a messy file: BOM, CRLF, quoted separators and newlines, blank lines, extra and missing columns', async () => {
    const group = await demo.createGroup('Messy import');
    const csv =
      '\uFEFFphone,first,last,email\r\n' +
      '"415-555-0111","Smith, Jr.",Doe,a@example.com\r\n' +
      '\r\n' +
      '4155550112,"Multi\nLine",X,b@example.com,extra,cells\r\n' +
      '4155550113,OnlyFirst\r\n' +
      '   \r\n';
    const task = await demo.importFile(group.id, 'messy.csv', csv, PHONE_NAME_EMAIL);
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ inserted: 3, invalid: 0 });
    const page = await demo.search(group.id, { direction: 'ASC' });
    expect(page.items.map((c) => c.fields.fName)).toEqual(['Smith, Jr.', 'Multi\nLine', 'OnlyFirst']);
  });

  it('counts invalid rows and duplicates within the file and against the group', async () => {
    const group = await demo.createGroup('Dedupe import');
    await demo.importFile(group.id, 'first.csv', 'phone\n4155550121\n', [{ field: 'phone' }]);
    const csv = 'phone\n4155550121\n415-555-0122\n(415) 555 0122\nnot a phone\n123\n';
    const task = await demo.importFile(group.id, 'second.csv', csv, [{ field: 'phone' }]);
    expect(task.result).toMatchObject({ total: 5, inserted: 1, duplicated: 2, invalid: 2 });
    const after = await demo.group(group.id);
    expect(after.contacts).toBe(2);
    expect(after.leadDuplicated).toBe(2);
    expect(after.leadTotal).toBe(6);
  });

  it('imports a file of several chunks: each number once, in file order, repeats across chunks counted', async () => {
    // The reader hands rows over CHUNK_ROWS (1,000) at a time: 2,600 rows make three chunks, with
    // the repeats and the invalid rows in a later chunk than the numbers they repeat.
    const group = await demo.createGroup('Several chunks');
    const phone = (i: number) => `41555${String(10_000 + i).padStart(5, '0')}`;
    const rows = Array.from({ length: 2_000 }, (_, i) => `${phone(i)},N${i}`);
    for (let i = 0; i < 500; i++) rows.push(`${phone(i * 4)},Repeat${i}`);
    for (let i = 0; i < 100; i++) rows.push(`12${i},Bad${i}`);
    const task = await demo.importFile(group.id, 'chunks.csv', ['phone,first', ...rows].join('\n'), [{ field: 'phone' }, { field: 'fName' }]);
    expect(task.result).toMatchObject({ total: 2_600, inserted: 2_000, duplicated: 500, invalid: 100 });
    const oldest = await demo.search(group.id, { direction: 'ASC', pageSize: 1000, page: 2 });
    expect(oldest.items.map((c) => c.fields.fName)).toEqual(Array.from({ length: 1000 }, (_, i) => `N${1000 + i}`));
    const newest = await demo.search(group.id, { pageSize: 1 });
    expect(newest.items[0]).toMatchObject({ phone: `+1${phone(1999)}`, fields: { fName: 'N1999' } });
    // A number's first row is the one kept.
    const first = await demo.search(group.id, { filters: [{ tag: 'phone', compareMethod: 'EQUAL', tagVals: [`+1${phone(4)}`] }] });
    expect(first.items.map((c) => c.fields.fName)).toEqual(['N4']);
  });

  it('skips opted-out, system-blacklisted and suppressed numbers and counts each', async () => {
    const suppression = await demo.createGroup('Suppress these', { isSuppression: true });
    await demo.importFile(suppression.id, 'sup.csv', 'phone\n4155550133\n', [{ field: 'phone' }]);
    const me = await demo.call('GET', '/users/me');
    const at = new Date().toISOString();
    await t.db.insertInto('opt_outs').values({ user_id: me.body.id, phone: '+14155550131', created_at: at }).execute();
    await t.db.insertInto('system_blacklist').values({ phone: '+14155550132', reason: 'test', created_at: at }).execute();
    const group = await demo.createGroup('Filtered import');
    const task = await demo.importFile(group.id, 'f.csv', 'phone\n4155550130\n4155550131\n4155550132\n4155550133\n', [{ field: 'phone' }]);
    expect(task.result).toMatchObject({ inserted: 1, optout: 1, blacklisted: 1, suppressed: 1 });
    const after = await demo.group(group.id);
    expect(after).toMatchObject({ contacts: 1, leadOptout: 1, leadSystemBlacklisted: 1 });
  });

  it('keeps custom columns and maps other spec fields', async () => {
    const group = await demo.createGroup('Custom columns');
    const csv = 'mobile,City,Favourite\n4155550141,Oakland,blue\n';
    await demo.importFile(group.id, 'c.csv', csv, [{ field: 'phone' }, { field: 'city' }, { custom: 'Favourite' }]);
    const page = await demo.search(group.id);
    expect(page.items[0]!.fields).toMatchObject({ city: 'Oakland', Favourite: 'blue' });
  });

  it('refuses a mapping without Phone, an empty file and a binary file, naming the file', async () => {
    const group = await demo.createGroup('Refused imports');
    const noPhone = await demo.startImport(group.id, 'nophone.csv', 'a,b\n1,2\n', [{ field: 'fName' }, { skip: true }]);
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('Phone must be mapped in nophone.csv');
    const empty = await demo.startImport(group.id, 'empty.csv', '', [{ field: 'phone' }]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('empty.csv');
    const binary = await demo.startImport(group.id, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]), [{ field: 'phone' }]);
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe('photo.png: not a CSV or TXT file');
    expect((await demo.group(group.id)).isImporting).toBe(false);
  });

  it('fails an import whose Phone column is not in the file, naming it, and leaves the group as it was', async () => {
    const group = await demo.createGroup('Phone column missing');
    await demo.importFile(group.id, 'ok.csv', 'phone\n4155550151\n', [{ field: 'phone' }]);
    const task = await demo.importFile(group.id, 'short.csv', 'name\nAnn\nBob\n', [{ field: 'fName' }, { field: 'phone' }]);
    expect(task.status).toBe('FAILED');
    expect(task.error).toBe('short.csv: no column 2 to read Phone from');
    const after = await demo.group(group.id);
    expect(after.contacts).toBe(1);
    expect((await demo.search(group.id)).items).toHaveLength(1);
  });

  it('refuses a second task on a busy group', async () => {
    const group = await demo.createGroup('Busy group');
    const first = await demo.startImport(group.id, 'a.csv', 'phone\n4155550161\n', [{ field: 'phone' }]);
    expect(first.status).toBe(200);
    expect((await demo.group(group.id)).isImporting).toBe(true);
    const second = await demo.startImport(group.id, 'b.csv', 'phone\n4155550162\n', [{ field: 'phone' }]);
    expect(second.status).toBe(409);
    await t.app.ctx.tasks.drain();
    expect((await demo.group(group.id)).isImporting).toBe(false);
  });

  it('cancels a waiting import: nothing imported, the group free again', async () => {
    const group = await demo.createGroup('Cancelled import');
    const started = await demo.startImport(group.id, 'a.csv', 'phone\n4155550171\n', [{ field: 'phone' }]);
    const cancel = await demo.call('POST', `/background-tasks/${started.body.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.canCancel).toBe(false);
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task.status).toBe('CANCELED');
    expect(await demo.group(group.id)).toMatchObject({ contacts: 0, isImporting: false });
    expect((await demo.search(group.id)).items).toHaveLength(0);
  });

  it('refuses a file over 300 MB with file size too big', async () => {
    const group = await demo.createGroup('Too big');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contact-groups/${group.id}/uploads?fileName=big.csv`,
      payload: 'phone\n',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(301 * 1024 * 1024), 'x-session-id': demo.token },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('file size too big');
  });
});
