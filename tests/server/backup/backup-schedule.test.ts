// Scheduled backups: a daily schedule writes a backup once a day has passed, once per due time
// (a second sweep at the same moment writes nothing), and off stops them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@server/lib/time';
import { runDueBackups } from '@server/modules/backup/backup-schedule';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { BackupClient } from './backup-client';

describe.each(dialects)('scheduled backups (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  // The clock moves past the session's life: each look signs in again.
  const files = async () => (await (await BackupClient.demo(t)).call('GET', '/settings/olderBKFiles')).body.items as { name: string }[];

  it('daily: nothing before a day, one backup after it, and none twice for one due time', async () => {
    const demo = await BackupClient.demo(t);
    const set = await demo.call('PUT', '/settings/backupSchedule', { frequency: 'daily' });
    expect(set.status).toBe(200);
    expect(set.body.nextRunAt).toBe(new Date(t.clock.now().getTime() + DAY_MS).toISOString());
    t.clock.advance(DAY_MS - 60_000);
    expect(await runDueBackups(t.app.ctx)).toEqual([]);
    expect(await files()).toHaveLength(0);
    t.clock.advance(120_000);
    expect(await runDueBackups(t.app.ctx)).toEqual([demo.userId]);
    expect(await runDueBackups(t.app.ctx)).toEqual([]);
    const again = await BackupClient.demo(t);
    const list = await again.call('GET', '/settings/olderBKFiles');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.frequency).toBe('daily');
    expect(list.body.lastRunAt).toBe(t.clock.now().toISOString());
    // The written file is a backup a restore takes.
    expect((await again.restore(list.body.items[0].name, { data: true })).status).toBe(200);
  });

  it('off stops the schedule; a bad frequency is a 400 naming it', async () => {
    const demo = await BackupClient.demo(t);
    await demo.call('PUT', '/settings/backupSchedule', { frequency: 'weekly' });
    await demo.call('PUT', '/settings/backupSchedule', { frequency: 'off' });
    t.clock.advance(8 * DAY_MS);
    expect(await runDueBackups(t.app.ctx)).toEqual([]);
    const bad = await (await BackupClient.demo(t)).call('PUT', '/settings/backupSchedule', { frequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Frequency must be off, daily or weekly/);
  });
});
