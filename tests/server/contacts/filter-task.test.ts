// Filter tasks: the matching contacts of a group copied into a new 'Filter task' group; stopped
// mid-way they pause with what they copied, resumed they finish without copying anything twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTask } from '@domain/background-tasks';
import { filterTask } from '@server/modules/contacts/data-tasks/filter-task';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ContactsClient, OTHER } from './contacts-client';
import { hookedRunner } from './hooked-runner';

/** 25,000 contacts (three ranges of the task), every fifth in Chicago. */
const file = () =>
  ['phone,city', ...Array.from({ length: 25_000 }, (_, i) => `+1415${String(3000000 + i)},${i % 5 === 0 ? 'Chicago' : 'Denver'}`)].join('\n');
const CITY_IS_CHICAGO = [{ tag: 'city' as const, compareMethod: 'EQUAL' as const, tagVals: ['chicago'] }];

describe.each(dialects)('filter tasks (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let sourceId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    const source = await demo.createGroup('Filter source');
    await demo.importFile(source.id, 'f.csv', file(), [{ field: 'phone' }, { field: 'city' }]);
    sourceId = source.id;
  });
  afterAll(async () => t?.close());

  it('copies the matching contacts into a new Filter task group', async () => {
    const res = await demo.call('POST', `/contact-groups/${sourceId}/filter`, { groupName: 'Chicago only', filters: CITY_IS_CHICAGO });
    expect(res.status).toBe(200);
    const task = res.body as BackgroundTask;
    expect(task).toMatchObject({ kind: 'FILTER_CONTACT', status: 'PENDING', title: 'Chicago only (from Filter source)' });
    await t.app.ctx.tasks.drain();
    const done = await demo.task(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', result: { contacts: 5000 } });
    const target = await demo.group(task.groupId!);
    expect(target).toMatchObject({ name: 'Chicago only', type: 9, contacts: 5000, busyWith: null });
    expect((await demo.search(target.id, { filters: [{ tag: 'city', compareMethod: 'INEQUAL', tagVals: ['Chicago'] }] })).total).toBe(0);
    // The source is as it was.
    expect((await demo.group(sourceId)).contacts).toBe(25_000);
  });

  it('stopped after its first range it pauses with what it copied; resumed it finishes, nothing twice', async () => {
    const res = await demo.call('POST', `/contact-groups/${sourceId}/filter`, { groupName: 'Chicago paused', filters: CITY_IS_CHICAGO });
    const task = res.body as BackgroundTask;
    const runner = hookedRunner(t, 'FILTER_CONTACT', filterTask, async (range) => {
      if (range === 1) await demo.call('POST', `/background-tasks/${task.id}/cancel`);
    });
    await runner.drain();
    const paused = await demo.task(task.id);
    expect(paused).toMatchObject({ status: 'PAUSED', canResume: true, canDelete: true });
    // The first range of 10,000 held 2,000 Chicago contacts, and the paused group says so.
    expect((await demo.group(task.groupId!)).contacts).toBe(2000);
    expect((await demo.search(task.groupId!, { pageSize: 1000 })).items).toHaveLength(1000);

    expect((await demo.call('POST', `/background-tasks/${task.id}/resume`)).status).toBe(200);
    await t.app.ctx.tasks.drain();
    expect(await demo.task(task.id)).toMatchObject({ status: 'COMPLETED', result: { contacts: 5000 } });
    expect((await demo.group(task.groupId!)).contacts).toBe(5000);
  });

  it('refuses a filter without a condition, a taken name, and another user\'s group', async () => {
    const empty = await demo.call('POST', `/contact-groups/${sourceId}/filter`, { groupName: 'No filters', filters: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'filters' });
    const taken = await demo.call('POST', `/contact-groups/${sourceId}/filter`, { groupName: 'Filter source', filters: CITY_IS_CHICAGO });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ field: 'groupName', message: 'Group name already existed, use another name' });
    const other = await ContactsClient.signIn(t, OTHER);
    const res = await other.call('POST', `/contact-groups/${sourceId}/filter`, { groupName: 'Stolen', filters: CITY_IS_CHICAGO });
    expect(res.status).toBe(404);
  });
});
