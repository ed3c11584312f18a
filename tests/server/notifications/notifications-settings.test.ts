// /users/me/notification-settings: which events notify and where copies are mailed. The emails
// are comma-separated and each valid; they are kept normalised (trimmed, lowercased, empties
// dropped, duplicates removed). An event switched off creates nothing; with emails set, each
// notification is mailed to each address through the mail queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from '@domain/notifications';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { NotificationsClient } from './notifications-client';

const allOn = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, true]));

describe.each(dialects)('notification settings (%s)', (dialect) => {
  let t: TestApp;
  let admin: NotificationsClient;
  let demo: NotificationsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await NotificationsClient.signIn(t, OTHER);
    demo = await NotificationsClient.signIn(t);
  });
  afterAll(async () => t?.close());

  it('answers every event on and no emails for a user who never saved, and the seeded demo settings', async () => {
    expect((await admin.settings()).body).toEqual({ events: allOn, emails: '' });
    expect((await demo.settings()).body).toEqual({ events: allOn, emails: 'demo@example.com' });
  });

  it('keeps the emails normalised: trimmed, lowercased, empties dropped, duplicates removed', async () => {
    const events = { ...allOn, lowBalance: false };
    const res = await admin.saveSettings({ events, emails: ' Ops@Example.com, ,billing@example.com,ops@example.com ,' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ events, emails: 'ops@example.com, billing@example.com' });
    expect((await admin.settings()).body).toEqual({ events, emails: 'ops@example.com, billing@example.com' });
    // No emails at all is allowed: notifications stay in the app.
    expect((await admin.saveSettings({ events, emails: ' , ' })).body.emails).toBe('');
  });

  it('refuses an invalid address, too many, or a missing event with 400 naming the field', async () => {
    const bad = await admin.saveSettings({ events: allOn, emails: 'ops@example.com, not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'emails', message: 'Emails must be valid emails separated by commas: not-an-email is not one' });
    const many = Array.from({ length: 11 }, (_, i) => `u${i}@example.com`).join(',');
    expect((await admin.saveSettings({ events: allOn, emails: many })).body).toMatchObject({ field: 'emails', message: 'Emails must be at most 10 addresses' });
    const { campaignFinished: _dropped, ...missing } = allOn;
    expect((await admin.saveSettings({ events: missing, emails: '' })).status).toBe(400);
  });

  it('creates nothing for an event switched off, and the rest as before', async () => {
    await admin.only(['campaignFinished']);
    const before = (await admin.page()).total;
    expect(await admin.notify({ event: 'campaignFinished', title: 'Campaign finished', body: 'Off' })).toBeNull();
    expect(await admin.notify({ event: 'scrubFinished', title: 'Scrub finished', body: 'On' })).not.toBeNull();
    expect((await admin.page()).total).toBe(before + 1);
    expect(await admin.of('campaignFinished')).toEqual([]);
  });

  it('mails a copy to each address the settings list, and none when they list none', async () => {
    await admin.only([], 'ops@example.com, billing@example.com');
    await admin.notify({ event: 'importFailed', title: 'Contact import failed', body: 'Leads: the file has no phone column.', link: '/contact/groups/7' });
    for (const to of ['ops@example.com', 'billing@example.com']) {
      const [mail] = await admin.mailsTo(to);
      expect(mail).toMatchObject({ subject: 'Contact import failed' });
      expect(mail!.text).toContain('Leads: the file has no phone column.');
      expect(mail!.text).toContain(`${t.config.publicUrl}/contact/groups/7`);
    }
    await admin.only([], '');
    await admin.notify({ event: 'importFailed', title: 'Contact import failed', body: 'Again' });
    expect(await admin.mailsTo('ops@example.com')).toHaveLength(1);
    // A switched-off event mails nothing either.
    await admin.only(['importFailed'], 'ops@example.com');
    await admin.notify({ event: 'importFailed', title: 'Contact import failed', body: 'Off' });
    expect(await admin.mailsTo('ops@example.com')).toHaveLength(1);
  });
});
