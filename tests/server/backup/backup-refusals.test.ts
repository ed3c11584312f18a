// What a restore refuses, and that a refused or failed restore changes nothing: files that are not
// backups (several kinds), a restore failing midway, another user's backup, a path for a name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { snapshotAccount } from './account-snapshot';
import { BackupClient } from './backup-client';

describe.each(dialects)('backup refusals (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const docOf = (bytes: Buffer) => JSON.parse(gunzipSync(bytes).toString('utf8')) as Record<string, unknown> & { responders: { nodes: unknown[] }[]; contactGroups: { contacts: Record<string, unknown>[] }[] };

  it('a restore that fails midway (after contacts were written) leaves the account unchanged', async () => {
    const demo = await BackupClient.demo(t);
    const bytes = await demo.download(await demo.backupNow());
    const doc = docOf(bytes);
    // Two nodes with one id in the last responder: the database refuses it after everything before is written.
    const last = doc.responders[doc.responders.length - 1]!;
    last.nodes.push({ ...(last.nodes[0] as object) });
    const before = await snapshotAccount(t.db, demo.userId);
    const res = await demo.upload(gzipSync(JSON.stringify(doc)), { contact: true, data: true, del: true });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/^Something went wrong/);
    expect(await snapshotAccount(t.db, demo.userId)).toEqual(before);
  });

  it('refuses files that are not backups, naming what is wrong, and writes nothing', async () => {
    const demo = await BackupClient.demo(t);
    const doc = docOf(await demo.download(await demo.backupNow()));
    const fresh = await BackupClient.bare(t, 'fresh@example.com');
    const badPhone = structuredClone(doc);
    badPhone.contactGroups[0]!.contacts[3]!.phone = 12345;
    const cases: [Buffer | string, RegExp][] = [
      ['this is not json', /not JSON/],
      [Buffer.from([0x1f, 0x8b, 1, 2, 3, 4]), /not JSON/],
      [JSON.stringify([1, 2, 3]), /not JSON/],
      [JSON.stringify({ ...doc, format: 'something-else' }), /format marker/],
      [JSON.stringify({ ...doc, version: 99 }), /version 99, which this server does not read/],
      [JSON.stringify({ ...doc, offers: 'none' }), /damaged backup at offers/],
      [gzipSync(JSON.stringify(badPhone)), /damaged backup at contactGroups\[0\]\.contacts\[3\]\.phone/],
    ];
    for (const [bytes, message] of cases) {
      const res = await fresh.upload(bytes, { contact: true, data: true });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('file');
      expect(String(res.body.message)).toMatch(message);
    }
    const empty = await snapshotAccount(t.db, fresh.userId);
    expect(empty.contactGroups).toEqual([]);
    expect(empty.creatives).toEqual([]);
    expect(empty.responders).toEqual([]);
  });

  it('a restore with neither contacts nor data chosen is refused', async () => {
    const demo = await BackupClient.demo(t);
    const res = await demo.restore(await demo.backupNow(), {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/choose contacts, data or both to restore/);
  });

  it("another user's backup name answers 404 to restore, download and delete", async () => {
    const demo = await BackupClient.demo(t);
    const name = await demo.backupNow();
    const other = await BackupClient.bare(t, 'other@example.com');
    expect((await other.restore(name, { contact: true })).status).toBe(404);
    expect((await other.call('GET', `/settings/exportBackupFile?name=${name}`)).status).toBe(404);
    expect((await other.call('DELETE', `/settings/backupFile?name=${name}`)).status).toBe(404);
    expect((await other.call('GET', '/settings/olderBKFiles')).body.items).toEqual([]);
    // Still there for its owner.
    expect((await demo.call('GET', '/settings/olderBKFiles')).body.items.map((f: { name: string }) => f.name)).toContain(name);
  });

  it('a path in fileName is refused before any file is opened', async () => {
    const demo = await BackupClient.demo(t);
    const name = await demo.backupNow();
    const other = await BackupClient.bare(t, 'other@example.com');
    for (const fileName of [`../${demo.userId}/${name}`, `..%2F${demo.userId}%2F${name}`, '/etc/passwd', `${name}/..`, '..']) {
      const res = await other.restore(fileName, { contact: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('File name is incorrect format!');
      expect((await other.call('GET', `/settings/exportBackupFile?name=${encodeURIComponent(fileName)}`)).status).toBe(400);
    }
    expect(await snapshotAccount(t.db, other.userId)).toMatchObject({ contactGroups: [] });
  });

  it('deleting a backup removes it from the list', async () => {
    const demo = await BackupClient.demo(t);
    const name = await demo.backupNow();
    expect((await demo.call('DELETE', `/settings/backupFile?name=${name}`)).status).toBe(200);
    expect((await demo.call('GET', '/settings/olderBKFiles')).body.items).toEqual([]);
    expect((await demo.restore(name, { contact: true })).status).toBe(404);
  });
});
