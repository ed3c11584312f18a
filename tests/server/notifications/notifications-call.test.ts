// The bell's one call (001 §6): get pages of 5 newest first with the status filter, countUnread,
// update one or several, markAllAsRead; another user's (or a missing) id answers 404 and changes
// nothing; a bad body is 400 naming the field; without a session 401. The admin account starts
// with no notifications; the demo's seeded ones are never another user's to see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { NotificationsClient } from './notifications-client';

describe.each(dialects)('notifications call (%s)', (dialect) => {
  let t: TestApp;
  let admin: NotificationsClient;
  let demo: NotificationsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await NotificationsClient.signIn(t, OTHER);
    demo = await NotificationsClient.signIn(t);
    for (let i = 1; i <= 12; i++) {
      await admin.notify({ event: 'importFinished', title: 'Contact import finished', body: `Import ${i}`, link: `/contact/groups/${i}` });
      t.clock.advance(1000);
    }
  });
  afterAll(async () => t?.close());

  it('seeds the demo user six notifications, three unread', async () => {
    const page = await demo.page();
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(5);
    expect(await demo.unread()).toBe(3);
  });

  it('pages by 5 by default, newest first, with the total', async () => {
    const first = await admin.page();
    expect(first.total).toBe(12);
    expect(first.items.map((n) => n.body)).toEqual(['Import 12', 'Import 11', 'Import 10', 'Import 9', 'Import 8']);
    expect(first.items[0]).toMatchObject({ event: 'importFinished', title: 'Contact import finished', link: '/contact/groups/12', status: 'unread' });
    const third = await admin.page({ offset: 10, limit: 5 });
    expect(third.items.map((n) => n.body)).toEqual(['Import 2', 'Import 1']);
    expect(await admin.unread()).toBe(12);
  });

  it('marks one read (update), filters by status, and counts what is left unread', async () => {
    const [newest] = (await admin.page()).items;
    const res = await admin.act({ action: 'update', notifications: [newest!.id], status: 'read' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated', updated: 1 });
    expect(await admin.unread()).toBe(11);
    expect((await admin.page({ status: 'read' })).items.map((n) => n.id)).toEqual([newest!.id]);
    const unread = await admin.page({ status: 'unread', limit: 100 });
    expect(unread.total).toBe(11);
    expect(unread.items.every((n) => n.status === 'unread')).toBe(true);
    // Back to unread: update takes either status.
    await admin.act({ action: 'update', notifications: [newest!.id], status: 'unread' });
    expect(await admin.unread()).toBe(12);
  });

  it('marks all as read at once', async () => {
    const res = await admin.act({ action: 'markAllAsRead' });
    expect(res.body).toEqual({ message: 'Updated', updated: 12 });
    expect(await admin.unread()).toBe(0);
    expect((await admin.page({ status: 'unread' })).total).toBe(0);
    expect((await admin.act({ action: 'markAllAsRead' })).body).toEqual({ message: 'Updated', updated: 0 });
    // Another user's are untouched.
    expect(await demo.unread()).toBe(3);
  });

  it("answers 404 for another user's notification, or a missing one, and changes nothing", async () => {
    const theirs = (await demo.page({ status: 'unread' })).items[0]!;
    const mine = (await admin.page()).items[0]!;
    for (const ids of [[theirs.id], [mine.id, theirs.id], [2_000_000]]) {
      const res = await admin.act({ action: 'update', notifications: ids, status: 'unread' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Notification is not existed' });
    }
    expect(await demo.unread()).toBe(3);
    expect((await admin.page()).items[0]!.status).toBe('read');
    expect((await admin.page({ limit: 100 })).items.map((n) => n.id)).not.toContain(theirs.id);
  });

  it('refuses a bad body with 400 naming the field, and answers 401 without a session', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'get', limit: 0 }, 'limit'],
      [{ action: 'get', status: 'archived' }, 'status'],
      [{ action: 'update', notifications: [], status: 'read' }, 'notifications'],
      [{ action: 'update', notifications: [1] }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.act(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await admin.act({ action: 'delete' })).status).toBe(400);
    expect((await call(t.app, 'POST', '/notifications', { action: 'countUnread' })).status).toBe(401);
  });
});
