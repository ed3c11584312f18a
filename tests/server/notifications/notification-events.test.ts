// The events that create notifications outside the engine: a contact import finished or failed,
// a scrub finished, a DID or domain purchase finished (the task runner's end), and the balance falling
// below the minimum (the ledger's charge: once per crossing, not per charge). Each switched off
// in the settings creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { NotificationsClient } from './notifications-client';

describe.each(dialects)('notification events (%s)', (dialect) => {
  let t: TestApp;
  let demo: NotificationsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await NotificationsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  const importInto = async (name: string, file: string, content: string, columns: { field: 'phone' | 'fName' }[]) => {
    const group = await demo.user.createGroup(name);
    return { group, task: await demo.user.importFile(group.id, file, content, columns) };
  };

  it('tells of a finished import, and of a failed one with its reason, leading to the group', async () => {
    const { group, task } = await importInto('Notified leads', 'leads.csv', 'phone\n4155550151\n', [{ field: 'phone' }]);
    expect(task.status).toBe('COMPLETED');
    const [done] = (await demo.page()).items;
    expect(done).toMatchObject({ event: 'importFinished', title: 'Contact import finished', link: `/contact/groups/${group.id}`, status: 'unread' });
    expect(done!.body).toContain('Notified leads');

    const failed = await importInto('Broken leads', 'short.csv', 'name\nAnn\n', [{ field: 'fName' }, { field: 'phone' }]);
    expect(failed.task.status).toBe('FAILED');
    expect((await demo.page()).items[0]).toMatchObject({ event: 'importFailed', title: 'Contact import failed', link: `/contact/groups/${failed.group.id}` });
    expect(await demo.of('importFailed')).toContainEqual(expect.stringContaining('short.csv: no column 2 to read Phone from'));
  });

  it('creates nothing for an import while its event is switched off', async () => {
    await demo.only(['importFinished']);
    const before = (await demo.page()).total;
    await importInto('Quiet leads', 'quiet.csv', 'phone\n4155550152\n', [{ field: 'phone' }]);
    expect((await demo.page()).total).toBe(before);
    await demo.only([]);
  });

  it('tells of a finished scrub', async () => {
    const { group } = await importInto('To scrub', 's.csv', 'phone\n4155550153\n4155550154\n', [{ field: 'phone' }]);
    const started = await demo.user.call('POST', `/contact-groups/${group.id}/scrub`);
    expect(started.status).toBe(200);
    await t.app.ctx.tasks.drain();
    expect((await demo.page()).items[0]).toMatchObject({ event: 'scrubFinished', title: 'Scrub finished', link: `/contact/groups/${group.id}` });
  });

  it('tells of a finished DID purchase, leading to the pool', async () => {
    const made = await demo.user.call('POST', '/did-groups', { name: 'Notified pool', country: 'US' });
    expect(made.status, made.raw.body).toBe(200);
    const res = await demo.user.call('POST', `/did-groups/${made.body.id}/purchase`, { country: 'US', areaCode: '212', bulkPurchaseCount: 2 });
    expect(res.status, res.raw.body).toBe(200);
    await t.app.ctx.tasks.drain();
    expect((await demo.page()).items[0]).toMatchObject({ event: 'didPurchaseFinished', title: 'DID purchase finished', link: `/dids/${made.body.id}` });
  });

  it('tells of a finished domain purchase, leading to the domain group', async () => {
    const group = await t.db.selectFrom('domain_groups').select('id').where('user_id', '=', demo.userId).where('name', '=', 'Main offers').executeTakeFirstOrThrow();
    const offers = await demo.user.call('POST', '/domains/search-to-buy', { tld: 'xyz', domain: 'told shop', quantity: 2 });
    expect(offers.status, offers.raw.body).toBe(200);
    const domains = (offers.body.items as { domain: string }[]).map((o) => o.domain);
    const res = await demo.user.call('POST', '/domains/buy-by-batch', { domains, groupId: Number(group.id) });
    expect(res.status, res.raw.body).toBe(200);
    await t.app.ctx.tasks.drain();
    expect((await demo.page()).items[0]).toMatchObject({ event: 'domainPurchaseFinished', title: 'Domain purchase finished', link: `/domain/groups/${group.id}` });
  });

  it('tells of a low balance once per crossing below $1.00, not per charge', async () => {
    const ledger = t.app.ctx.ledger;
    const lows = async () => (await demo.of('lowBalance')).length;
    await ledger.charge(demo.userId, (await ledger.balance(demo.userId)) - 150, 'adjustment', 'test: down to $1.50');
    expect(await lows()).toBe(0);
    await ledger.charge(demo.userId, 60, 'campaign', 'test: crosses');
    expect(await lows()).toBe(1);
    expect((await demo.page()).items[0]).toMatchObject({ event: 'lowBalance', title: 'Low balance', body: expect.stringContaining('$0.90') });
    await ledger.charge(demo.userId, 10, 'campaign', 'test: already below');
    await ledger.charge(demo.userId, 5, 'campaign', 'test: already below');
    expect(await lows()).toBe(1);
    // Topped up, then down again: a second crossing, a second notification.
    await ledger.credit(demo.userId, 1000, 'adjustment', 'test: top up');
    await ledger.charge(demo.userId, 1000, 'campaign', 'test: crosses again');
    expect(await lows()).toBe(2);
    // Switched off: a crossing tells nothing.
    await demo.only(['lowBalance']);
    await ledger.credit(demo.userId, 1000, 'adjustment', 'test: top up');
    await ledger.charge(demo.userId, 1000, 'campaign', 'test: crosses, quietly');
    expect(await lows()).toBe(2);
    await demo.only([]);
  });
});
