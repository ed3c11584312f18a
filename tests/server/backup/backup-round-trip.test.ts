// A backup restored into an empty account reproduces it; restored into its own account with
// delete-first it reproduces it including numbers, domains and media references; each flag
// restores only its kinds; merging adds alongside what is there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { snapshotAccount } from './account-snapshot';
import { BackupClient } from './backup-client';

describe.each(dialects)('backup round trip (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it('the demo account backed up and restored into a fresh empty account gives the same data', async () => {
    const demo = await BackupClient.demo(t);
    const name = await demo.backupNow();
    const list = await demo.call('GET', '/settings/olderBKFiles');
    expect(list.body.items.map((f: { name: string }) => f.name)).toContain(name);
    const file = list.body.items.find((f: { name: string }) => f.name === name);
    expect(file.size).toBeGreaterThan(1000);
    expect(file.createdAt).toBe(t.clock.now().toISOString().replace(/\.\d{3}Z$/, '.000Z'));

    const bytes = await demo.download(name);
    const doc = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(doc.format).toBe('campaign-platform-backup');
    expect(doc.version).toBe(1);

    const fresh = await BackupClient.bare(t, 'fresh@example.com');
    const res = await fresh.upload(bytes, { contact: true, data: true });
    expect(res.status).toBe(200);
    const expected = await snapshotAccount(t.db, demo.userId, { portable: true });
    expect(expected.contactGroups.length).toBeGreaterThan(2);
    expect(expected.responders.length).toBeGreaterThan(1);
    expect(expected.creatives.length).toBeGreaterThan(0);
    expect(res.body.contacts).toBe(expected.contactGroups.reduce((n, g) => n + g.contacts.length, 0));
    expect(await snapshotAccount(t.db, fresh.userId, { portable: true })).toEqual(expected);
  });

  it('restored into its own account with delete-first, the account is as it was, numbers and domains included', async () => {
    const demo = await BackupClient.demo(t);
    const before = await snapshotAccount(t.db, demo.userId);
    expect(before.didGroups.some((g) => g.numbers.length > 0)).toBe(true);
    const name = await demo.backupNow();
    const res = await demo.restore(name, { contact: true, data: true, del: true });
    expect(res.status).toBe(200);
    expect(res.body.numbers).toBe(before.didGroups.reduce((n, g) => n + g.numbers.length, 0));
    expect(await snapshotAccount(t.db, demo.userId)).toEqual(before);
  });

  it('isRestoreContact alone brings contacts and groups only; isRestoreData alone the rest, linking responders to groups by name', async () => {
    const demo = await BackupClient.demo(t);
    const bytes = await demo.download(await demo.backupNow());
    const fresh = await BackupClient.bare(t, 'fresh@example.com');
    expect((await fresh.upload(bytes, { contact: true })).status).toBe(200);
    let snap = await snapshotAccount(t.db, fresh.userId, { portable: true });
    const demoSnap = await snapshotAccount(t.db, demo.userId, { portable: true });
    expect(snap.contactGroups).toEqual(demoSnap.contactGroups);
    expect(snap.creatives).toEqual([]);
    expect(snap.responders).toEqual([]);
    expect(snap.didGroups).toEqual([]);

    expect((await fresh.upload(bytes, { data: true })).status).toBe(200);
    snap = await snapshotAccount(t.db, fresh.userId, { portable: true });
    expect(snap).toEqual(demoSnap);
  });

  it('without delete-first a restore adds alongside (names made unique); with it, replaces', async () => {
    const demo = await BackupClient.demo(t);
    const bytes = await demo.download(await demo.backupNow());
    const fresh = await BackupClient.bare(t, 'fresh@example.com');
    await fresh.upload(bytes, { contact: true, data: true });
    const once = await snapshotAccount(t.db, fresh.userId, { portable: true });
    await fresh.upload(bytes, { contact: true, data: true });
    const twice = await snapshotAccount(t.db, fresh.userId, { portable: true });
    expect(twice.contactGroups).toHaveLength(once.contactGroups.length * 2);
    const names = (snap: typeof once) => snap.contactGroups.map((g): unknown => (g as Record<string, unknown>).name);
    expect(names(twice)).toContain(`${String(names(once)[0])} (restored)`);
    expect(twice.creatives).toHaveLength(once.creatives.length * 2);
    expect(twice.responders).toHaveLength(once.responders.length * 2);

    expect((await fresh.upload(bytes, { contact: true, data: true, del: true })).status).toBe(200);
    expect(await snapshotAccount(t.db, fresh.userId, { portable: true })).toEqual(once);
  });
});
