// The data tasks besides import and scrub: certify by vertical, enrich, refresh, consume, archive
// and unarchive, each checked by what it changed in the group and its contacts; the DNC list a
// Super-Admin uploads (and a scrub then marks DNC); the skip-scrub rule in the group's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import type { BackgroundTask } from '@domain/background-tasks';
import { simulatedLineType } from '@server/providers/lookup/simulated-phone-lookup';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from './contacts-client';

const phones = Array.from({ length: 120 }, (_, i) => `+1312${String(5560000 + i * 11)}`);
const csv = ['phone,first', ...phones.map((p, i) => `${p},Name${i}`)].join('\n');
const MAPPING = [{ field: 'phone' as const }, { field: 'fName' as const }];

describe.each(dialects)('contact data tasks (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let admin: ContactsClient;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    admin = await ContactsClient.signIn(t, OTHER);
  });
  afterAll(async () => t?.close());

  async function importedGroup(): Promise<number> {
    const group = await demo.createGroup(`Data group ${++n}`);
    const task = await demo.importFile(group.id, 'd.csv', csv, MAPPING);
    expect(task.status).toBe('COMPLETED');
    return group.id;
  }

  /** Starts a task with POST and runs it to its end. */
  async function run(client: ContactsClient, url: string, body?: unknown): Promise<BackgroundTask> {
    const res = await client.call('POST', url, body);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.raw.body}`);
    await t.app.ctx.tasks.drain();
    return client.task((res.body as BackgroundTask).id);
  }

  const userId = async () => (await demo.call('GET', '/users/me')).body.id as number;

  it('certifies a group for a vertical: every deliverable contact gets it, the rest are counted out', async () => {
    const groupId = await importedGroup();
    // Two numbers that will not be certified: one opted out, one a landline after a scrub.
    await demo.call('POST', '/contacts/opt-out', { phone: phones[0] });
    await t.db.updateTable('contacts').set({ type: 'LANDLINE' }).where('phone', '=', phones[1]!).where('group_id', '=', groupId).execute();

    const task = await run(demo, `/contact-groups/${groupId}/certify`, { vertical: 'Solar' });
    expect(task).toMatchObject({ kind: 'DATA_CERTING_CONTACT_GROUP', status: 'COMPLETED', result: { certified: 118, excluded: 2 } });
    expect((await demo.group(groupId)).certedVertical).toBe('Solar');
    const certified = await demo.search(groupId, { filters: [{ tag: 'vertical', compareMethod: 'EQUAL', tagVals: ['Solar'] }] });
    expect(certified.total).toBe(118);
    const notCertified = await demo.search(groupId, { filters: [{ tag: 'vertical', compareMethod: 'NOT_EXISTS', tagVals: [] }] });
    expect(notCertified.items.map((c) => c.phone).sort()).toEqual([phones[0], phones[1]].sort());

    const refused = await demo.call('POST', `/contact-groups/${groupId}/certify`, { vertical: 'Gambling' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'vertical', message: 'Vertical is incorrect format!' });
    await demo.call('POST', '/contacts/unblock', { phone: phones[0] });
  });

  it('enriches carrier and phone type from the lookup without charging or setting a scrub date', async () => {
    const groupId = await importedGroup();
    const before = await t.app.ctx.ledger.balance(await userId());
    const started = await demo.call('POST', `/contact-groups/${groupId}/enrich`);
    expect((await demo.group(groupId)).isEnriching).toBe(true);
    await t.app.ctx.tasks.drain();
    const task = await demo.task((started.body as BackgroundTask).id);
    expect(task).toMatchObject({ kind: 'DATA_ENRICHING', status: 'COMPLETED', result: { enriched: 120 } });

    const group = await demo.group(groupId);
    expect(group).toMatchObject({ isEnriching: false, scrubDate: null, scrubRequired: true });
    expect(await t.app.ctx.ledger.balance(await userId())).toBe(before);
    const mobiles = phones.filter((p) => simulatedLineType(p).lineType === 'MOBILE').length;
    const page = await demo.search(groupId, { filters: [{ tag: 'phoneType', compareMethod: 'EQUAL', tagVals: ['MOBILE'] }] });
    expect(page.total).toBe(mobiles);
    expect(page.items.every((c) => c.carrier !== null)).toBe(true);
    const withCarrier = phones.filter((p) => ['MOBILE', 'LANDLINE'].includes(simulatedLineType(p).lineType)).length;
    expect(Object.values(group.metadata.carrier).reduce((a, b) => a + b, 0)).toBe(withCarrier);
  });

  it('refreshes the counters from the contacts themselves', async () => {
    const groupId = await importedGroup();
    // Counters drift: contacts deleted behind the group's back, a number opted out.
    await t.db.deleteFrom('contacts').where('group_id', '=', groupId).where('phone', 'in', phones.slice(0, 5)).execute();
    await t.db.updateTable('contacts').set({ type: 'DNC' }).where('group_id', '=', groupId).where('phone', '=', phones[10]!).execute();
    await demo.call('POST', '/contacts/opt-out', { phone: phones[11] });
    expect((await demo.group(groupId)).contacts).toBe(120);

    const task = await run(demo, `/contact-groups/${groupId}/refresh`);
    expect(task).toMatchObject({ kind: 'DATA_REFRESHING', status: 'COMPLETED', result: { contacts: 115, optout: 1, dnc: 1 } });
    expect(await demo.group(groupId)).toMatchObject({ contacts: 115, optout: 1, metadata: { dnc: 1 } });
    await demo.call('POST', '/contacts/unblock', { phone: phones[11] });
  });

  it('consumes the lists that changed since the import: opted out, blacklisted, suppressed contacts leave the group', async () => {
    const groupId = await importedGroup();
    const suppression = await demo.createGroup(`Suppression ${++n}`, { isSuppression: true });
    await demo.importFile(suppression.id, 's.csv', ['phone', phones[2], phones[3], phones[4]].join('\n'), [{ field: 'phone' }]);
    await demo.call('POST', '/contacts/opt-out', { phone: phones[0] });
    await t.db.insertInto('system_blacklist').values({ phone: phones[1]!, reason: 'test', created_at: t.clock.now().toISOString() }).execute();

    const task = await run(demo, `/contact-groups/${groupId}/consume`);
    expect(task).toMatchObject({ kind: 'DATA_CONSUMING', status: 'COMPLETED', result: { removed: 5, optout: 1, blacklisted: 1, suppressed: 3 } });
    const group = await demo.group(groupId);
    expect(group).toMatchObject({ contacts: 115, leadOptout: 1, leadSystemBlacklisted: 1, leadFiltered: 3 });
    expect((await demo.search(groupId, { searchValue: phones[2]!.slice(2) })).total).toBe(0);
    await demo.call('POST', '/contacts/unblock', { phone: phones[0] });
    await t.db.deleteFrom('system_blacklist').where('phone', '=', phones[1]!).execute();
    await demo.call('DELETE', `/contact-groups/${suppression.id}`);
  });

  it('archives a group to a file and brings it back whole; an archived group refuses other work', async () => {
    const groupId = await importedGroup();
    const archived = await run(demo, `/contact-groups/${groupId}/archive`);
    expect(archived).toMatchObject({ kind: 'ARCHIVE_CONTACT_GROUP', status: 'COMPLETED', result: { archived: 120 } });
    expect(await demo.group(groupId)).toMatchObject({ isArchived: true, contacts: 120 });
    expect((await demo.search(groupId)).total).toBe(0);
    expect(await t.db.selectFrom('contacts').select('id').where('group_id', '=', groupId).execute()).toHaveLength(0);

    for (const action of ['scrub', 'export', 'enrich', 'archive']) {
      const res = await demo.call('POST', `/contact-groups/${groupId}/${action}`);
      expect(res.status, action).toBe(400);
      expect(res.body).toMatchObject({ field: 'groupId', message: 'This group is archived; unarchive it first' });
    }
    const upload = await demo.upload(groupId, 'late.csv', csv);
    expect(upload.status).toBe(400);

    const back = await run(demo, `/contact-groups/${groupId}/unarchive`);
    expect(back).toMatchObject({ kind: 'UNARCHIVE_CONTACT_GROUP', status: 'COMPLETED', result: { restored: 120 } });
    expect(await demo.group(groupId)).toMatchObject({ isArchived: false, contacts: 120 });
    const page = await demo.search(groupId, { pageSize: 200 });
    expect(page.items.map((c) => c.phone).sort()).toEqual([...phones].sort());
    expect(page.items.find((c) => c.phone === phones[7])?.fields.fName).toBe('Name7');

    const again = await demo.call('POST', `/contact-groups/${groupId}/unarchive`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This group is not archived' });
  });

  it('a cancelled unarchive takes back the rows it wrote and leaves the group archived', async () => {
    const groupId = await importedGroup();
    await run(demo, `/contact-groups/${groupId}/archive`);
    const started = await demo.call('POST', `/contact-groups/${groupId}/unarchive`);
    const taskId = (started.body as BackgroundTask).id;
    await demo.call('POST', `/background-tasks/${taskId}/cancel`);
    await t.app.ctx.tasks.drain();
    expect((await demo.task(taskId)).status).toBe('CANCELED');
    expect(await demo.group(groupId)).toMatchObject({ isArchived: true, contacts: 120 });
    expect(await t.db.selectFrom('contacts').select('id').where('group_id', '=', groupId).execute()).toHaveLength(0);
    // And the archive is still there to unarchive later.
    expect((await run(demo, `/contact-groups/${groupId}/unarchive`)).result).toMatchObject({ restored: 120 });
  });

  it('refuses a second task on a held group (409)', async () => {
    const groupId = await importedGroup();
    const first = await demo.call('POST', `/contact-groups/${groupId}/refresh`);
    expect(first.status).toBe(200);
    const second = await demo.call('POST', `/contact-groups/${groupId}/certify`, { vertical: 'Solar' });
    expect(second.status).toBe(409);
    await t.app.ctx.tasks.drain();
  });

  it("answers 404 to every data task on another user's group", async () => {
    const groupId = await importedGroup();
    for (const [action, body] of [['certify', { vertical: 'Solar' }], ['enrich'], ['refresh'], ['consume'], ['archive'], ['unarchive']] as const) {
      const res = await admin.call('POST', `/contact-groups/${groupId}/${action}`, body);
      expect(res.status, action).toBe(404);
      expect(res.body.message).toBe('Group contacts is not existed or deleted');
    }
    expect((await demo.group(groupId)).busyWith).toBeNull();
  });

  it('says a US group needs a scrub unless the user skips scrubs', async () => {
    const groupId = await importedGroup();
    expect((await demo.group(groupId)).scrubRequired).toBe(true);
    expect((await demo.call('GET', '/users/me')).body.skipScrub).toBe(false);
    await t.db.updateTable('users').set({ skip_scrub: 1 }).where('email', '=', 'demo@example.com').execute();
    expect((await demo.group(groupId)).scrubRequired).toBe(false);
    expect((await demo.call('GET', '/users/me')).body.skipScrub).toBe(true);
    await t.db.updateTable('users').set({ skip_scrub: 0 }).where('email', '=', 'demo@example.com').execute();
  });

  describe('the DNC list', () => {
    const dncUpload = (client: ContactsClient, content: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/dnc-numbers${query}`,
        payload: Buffer.from(content, 'utf8'),
        headers: { 'content-type': 'application/octet-stream', [SESSION_HEADER]: client.token },
      });

    it('a Super-Admin uploads numbers; a scrub then marks them DNC', async () => {
      await admin.call('DELETE', '/admin/dnc-numbers');
      const file = ['phone', '(312) 556-0000', `${phones[1]},x`, '"+13125560022"', 'not a number', '312-556-0000', ''].join('\r\n');
      const res = await dncUpload(admin, `\uFEFF${file}`, '?country=US');
      expect(res.statusCode).toBe(200);
      // phones[0] = +13125560000, phones[1] = +13125560011, phones[2] = +13125560022
      expect(res.json()).toEqual({ added: 3, known: 1, invalid: 2, total: 3 });
      expect((await admin.call('GET', '/admin/dnc-numbers')).body).toMatchObject({ total: 3 });

      const groupId = await importedGroup();
      const scrub = await run(demo, `/contact-groups/${groupId}/scrub`);
      expect(scrub.result).toMatchObject({ DNC: 3 });
      await admin.call('DELETE', '/admin/dnc-numbers');
      expect((await admin.call('GET', '/admin/dnc-numbers')).body).toEqual({ total: 0, updatedAt: null });
    });

    it('is for Super-Admins only', async () => {
      expect((await dncUpload(demo, '+13125560000')).statusCode).toBe(403);
      expect((await demo.call('GET', '/admin/dnc-numbers')).status).toBe(403);
      expect((await demo.call('DELETE', '/admin/dnc-numbers')).status).toBe(403);
    });
  });
});
