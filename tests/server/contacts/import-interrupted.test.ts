// An import that does not run to its end leaves the group as it was: cancelled while running, or
// interrupted by a restart (its lease lapses and another runner takes it: the half-written rows are
// taken back and it runs again, or after MAX_TASK_ATTEMPTS it fails cleanly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskMessages } from '@domain/background-tasks';
import { importContactsTask } from '@server/modules/contacts/import/import-task';
import { MAX_TASK_ATTEMPTS, TASK_LEASE_MS } from '@server/tasks/local-task-runner';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient } from './contacts-client';
import { hookedRunner } from './hooked-runner';

/** Three batches' worth of distinct valid numbers. */
const bigFile = () => ['phone', ...Array.from({ length: 45_000 }, (_, i) => `+1415${String(2000000 + i)}`)].join('\n');

describe.each(dialects)('interrupted imports (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  const contactsOf = async (groupId: number) =>
    Number((await t.db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).where('group_id', '=', groupId).executeTakeFirstOrThrow()).n);

  it('a cancel while running stops after the batch in hand and takes back every row it wrote', async () => {
    const group = await demo.createGroup('Cancel mid-import');
    await demo.importFile(group.id, 'before.csv', 'phone\n4155550901\n', [{ field: 'phone' }]);
    const started = await demo.startImport(group.id, 'big.csv', bigFile(), [{ field: 'phone' }]);
    const taskId = started.body.id as number;
    let batches = 0;
    // A runner whose import asks to stop right after its first batch went in, as a user pressing Cancel would.
    const runner = hookedRunner(t, 'IMPORT_CONTACT', importContactsTask, async (batch) => {
      batches = batch;
      if (batch === 1) {
        expect(await contactsOf(group.id)).toBeGreaterThan(1);
        await demo.call('POST', `/background-tasks/${taskId}/cancel`);
      }
    });
    await runner.drain();
    expect(batches).toBe(1);
    const task = await demo.task(taskId);
    expect(task).toMatchObject({ status: 'CANCELED', canDelete: true });
    expect(await contactsOf(group.id)).toBe(1);
    expect(await demo.group(group.id)).toMatchObject({ contacts: 1, isImporting: false, leadTotal: 1 });
    // The upload went with the task.
    expect(await t.db.selectFrom('uploads').select('id').where('task_id', '=', taskId).execute()).toEqual([]);
  });

  it('a restart mid-import: the next runner takes back the half-written rows and imports again, once', async () => {
    const group = await demo.createGroup('Restart mid-import');
    const started = await demo.startImport(group.id, 'big.csv', bigFile(), [{ field: 'phone' }]);
    const taskId = started.body.id as number;
    // The first process claimed it and wrote part of it, then died: RUNNING, its lease soon lapsed.
    await t.db
      .updateTable('background_tasks')
      .set({ status: 'RUNNING', attempts: 1, claimed_until: new Date(t.clock.now().getTime() + TASK_LEASE_MS).toISOString(), claim_token: 'dead' })
      .where('id', '=', taskId)
      .execute();
    const at = t.clock.now().toISOString();
    await t.db
      .insertInto('contacts')
      .values(['+14152000000', '+14152000001', '+14159999999'].map((phone) => ({ group_id: group.id, phone, import_task_id: taskId, created_at: at })))
      .execute();
    // While the lease holds, no one else takes it.
    expect(await t.app.ctx.tasks.drain()).toBe(0);
    t.clock.advance(TASK_LEASE_MS + 1);
    expect(await t.app.ctx.tasks.drain()).toBe(1);
    const task = await demo.task(taskId);
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ inserted: 45_000, duplicated: 0 });
    expect(await contactsOf(group.id)).toBe(45_000);
    expect(await demo.group(group.id)).toMatchObject({ contacts: 45_000, isImporting: false });
  });

  it(`an import interrupted ${MAX_TASK_ATTEMPTS} times fails cleanly and frees the group`, async () => {
    const group = await demo.createGroup('Keeps crashing');
    const started = await demo.startImport(group.id, 'a.csv', 'phone\n4155550911\n', [{ field: 'phone' }]);
    const taskId = started.body.id as number;
    await t.db
      .updateTable('background_tasks')
      .set({ status: 'RUNNING', attempts: MAX_TASK_ATTEMPTS, claimed_until: t.clock.now().toISOString(), claim_token: 'dead' })
      .where('id', '=', taskId)
      .execute();
    await t.db.insertInto('contacts').values({ group_id: group.id, phone: '+14155550911', import_task_id: taskId, created_at: t.clock.now().toISOString() }).execute();
    t.clock.advance(1);
    await t.app.ctx.tasks.drain();
    expect(await demo.task(taskId)).toMatchObject({ status: 'FAILED', error: taskMessages.restartedInterrupted });
    expect(await contactsOf(group.id)).toBe(0);
    expect(await demo.group(group.id)).toMatchObject({ contacts: 0, isImporting: false });
  });

  it('lists tasks newest first, deletes a finished one, refuses to delete a waiting one', async () => {
    const group = await demo.createGroup('Task list');
    const waiting = await demo.startImport(group.id, 'w.csv', 'phone\n4155550921\n', [{ field: 'phone' }]);
    const list = await demo.call('GET', '/background-tasks?active=true');
    expect(list.body.items[0]).toMatchObject({ id: waiting.body.id, kind: 'IMPORT_CONTACT', status: 'PENDING', canCancel: true, canDelete: false });
    const refused = await demo.call('DELETE', `/background-tasks/${waiting.body.id}`);
    expect(refused.status).toBe(409);
    await t.app.ctx.tasks.drain();
    expect((await demo.call('DELETE', `/background-tasks/${waiting.body.id}`)).status).toBe(200);
    expect((await demo.call('GET', `/background-tasks/${waiting.body.id}`)).status).toBe(404);
    const bad = await demo.call('GET', '/background-tasks/abc');
    expect(bad.status).toBe(400);
  });
});
