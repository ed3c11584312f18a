// Scrub (classification by the simulated lookup and the DNC list, charged through the ledger),
// export (a CSV download), remove, and find-a-phone with opt-out and unblock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import { scrubBlocksSend, scrubChargeCents, type ContactType, type FoundPhone } from '@domain/contacts';
import { simulatedLineType } from '@server/providers/lookup/simulated-phone-lookup';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from './contacts-client';

const phones = Array.from({ length: 300 }, (_, i) => `+1312${String(5550000 + i * 7)}`);
const csv = ['phone,first', ...phones.map((p, i) => `${p},Name${i}`)].join('\n');

describe.each(dialects)('scrub, export, remove, find a phone (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let other: ContactsClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    other = await ContactsClient.signIn(t, OTHER);
  });
  afterAll(async () => t?.close());

  it('scrubs a group: every contact classified, DNC from the list, undeliverable numbers charged', async () => {
    const group = await demo.createGroup('To scrub');
    await demo.importFile(group.id, 's.csv', csv, [{ field: 'phone' }, { field: 'fName' }]);
    expect(scrubBlocksSend(await demo.group(group.id), t.clock.now(), false)).toBe(true);
    await t.db.insertInto('dnc_numbers').values({ phone: phones[0]!, created_at: t.clock.now().toISOString() }).execute();
    const ledgerBefore = await t.app.ctx.ledger.balance((await demo.call('GET', '/users/me')).body.id);

    const started = await demo.call('POST', `/contact-groups/${group.id}/scrub`);
    expect(started.body).toMatchObject({ kind: 'SCRUB_PROCESS', status: 'PENDING' });
    expect((await demo.group(group.id)).isScrubbing).toBe(true);
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task.status).toBe('COMPLETED');

    const expected: Record<ContactType, number> = { RAW: 0, MOBILE: 0, LANDLINE: 0, UNKNOWN: 0, DNC: 1, INVALID: 0 };
    for (const p of phones.slice(1)) expected[simulatedLineType(p).lineType]++;
    expect(task.result).toMatchObject(expected);
    const charge = scrubChargeCents(expected.LANDLINE + expected.INVALID + expected.DNC);
    expect(task.result!.chargedCents).toBe(charge);
    const userId = (await demo.call('GET', '/users/me')).body.id;
    expect(await t.app.ctx.ledger.balance(userId)).toBe(ledgerBefore - charge);

    const after = await demo.group(group.id);
    expect(after).toMatchObject({ isScrubbing: false, scrubDate: t.clock.now().toISOString() });
    expect(after.metadata.dnc).toBe(1);
    expect(scrubBlocksSend(after, t.clock.now(), false)).toBe(false);
    const dnc = await demo.search(group.id, { filters: [{ tag: 'phoneType', compareMethod: 'EQUAL', tagVals: ['DNC'] }] });
    expect(dnc.items.map((c) => c.phone)).toEqual([phones[0]]);
  });

  it('refuses a scrub the balance could not pay for (402), queuing nothing', async () => {
    const poor = await ContactsClient.signIn(t, { email: 'lowbalance@example.com', password: 'LowBalance#2026' });
    const group = await poor.createGroup('Poor scrub');
    await poor.importFile(group.id, 's.csv', csv, [{ field: 'phone' }, { field: 'fName' }]);
    const res = await poor.call('POST', `/contact-groups/${group.id}/scrub`);
    expect(res.status).toBe(402);
    expect((await poor.group(group.id)).isScrubbing).toBe(false);
  });

  it('exports a group to CSV with the chosen columns, downloaded once the task completes', async () => {
    const group = await demo.createGroup('To export');
    await demo.importFile(group.id, 'e.csv', 'phone,first,city\n3125550001,"Ann, Jr.",Chicago\n3125550002,Bob,Evanston\n', [
      { field: 'phone' }, { field: 'fName' }, { field: 'city' },
    ]);
    await demo.call('PUT', '/users/me/contact-group-layout', { columns: ['fName', 'city'] });
    const started = await demo.call('POST', `/contact-groups/${group.id}/export`);
    expect(started.body.hasFile).toBe(false);
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task).toMatchObject({ status: 'COMPLETED', hasFile: true, result: { rows: 2 } });
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/background-tasks/${task.id}/file`, headers: { [SESSION_HEADER]: demo.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('To export.csv');
    const lines = file.body.trim().split('\r\n').sort();
    expect(lines).toEqual(['+13125550001,RAW,"Ann, Jr.",Chicago', '+13125550002,RAW,Bob,Evanston', 'phone,phoneType,fName,city']);
    const stolen = await t.app.inject({ method: 'GET', url: `/api/v1/background-tasks/${task.id}/file`, headers: { [SESSION_HEADER]: other.token } });
    expect(stolen.statusCode).toBe(404);
  });

  it('removes several groups with their contacts', async () => {
    const a = await demo.createGroup('Remove A');
    const b = await demo.createGroup('Remove B');
    await demo.importFile(a.id, 'a.csv', 'phone\n3125550101\n', [{ field: 'phone' }]);
    expect((await other.call('POST', '/contact-groups/remove', { groupIds: [a.id] })).status).toBe(404);
    const started = await demo.call('POST', '/contact-groups/remove', { groupIds: [a.id, b.id] });
    await t.app.ctx.tasks.drain();
    expect(await demo.task(started.body.id)).toMatchObject({ status: 'COMPLETED', result: { groups: 2, contacts: 1 } });
    expect((await demo.call('GET', `/contact-groups/${a.id}`)).status).toBe(404);
  });

  it('finds one number across the user\'s groups, opts it out and unblocks it', async () => {
    const a = await demo.createGroup('Find A');
    const b = await demo.createGroup('Find B');
    await demo.importFile(a.id, 'a.csv', 'phone\n(312) 555-0201\n', [{ field: 'phone' }]);
    await demo.importFile(b.id, 'b.csv', 'phone\n+13125550201\n', [{ field: 'phone' }]);
    const found = await demo.call('GET', '/contacts/find?phone=312.555.0201');
    expect(found.status).toBe(200);
    const body = found.body as FoundPhone;
    expect(body).toMatchObject({ phone: '+13125550201', optedOut: false, blacklisted: false });
    expect(body.groups.map((g) => g.groupName)).toEqual(['Find A', 'Find B']);
    // Another user's groups do not show it.
    expect(((await other.call('GET', '/contacts/find?phone=3125550201')).body as FoundPhone).groups).toEqual([]);

    const opted = await demo.call('POST', '/contacts/opt-out', { phone: '3125550201' });
    expect(opted.body.optedOut).toBe(true);
    // The next import into any group skips it.
    const c = await demo.createGroup('Find C');
    const task = await demo.importFile(c.id, 'c.csv', 'phone\n3125550201\n', [{ field: 'phone' }]);
    expect(task.result).toMatchObject({ inserted: 0, optout: 1 });
    const unblocked = await demo.call('POST', '/contacts/unblock', { phone: '+13125550201' });
    expect(unblocked.body.optedOut).toBe(false);

    const bad = await demo.call('GET', '/contacts/find?phone=12');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'phone', message: 'Phone 12 is not a valid number' });
  });
});
