// The notifications' calls for server tests, as a signed-in user makes them: the one POST with its
// actions, and the settings. Notifications come about the way the server makes them (notify(), a
// task, the engine, a charge); the user's id is read once from /users/me.
import type { NotificationCall, NotificationPage, NotificationSettingsInput } from '@domain/notifications';
import { notify, type NotificationNote } from '@server/modules/notifications/notify';
import { ContactsClient, DEMO } from '../contacts/contacts-client';
import type { TestApp } from '../fixtures/test-app';

export class NotificationsClient {
  constructor(
    readonly user: ContactsClient,
    readonly userId: number,
  ) {}

  static async signIn(t: TestApp, who = DEMO): Promise<NotificationsClient> {
    const user = await ContactsClient.signIn(t, who);
    return new NotificationsClient(user, Number((await user.call('GET', '/users/me')).body.id));
  }

  get t(): TestApp {
    return this.user.t;
  }

  act(body: NotificationCall | Record<string, unknown>) {
    return this.user.call('POST', '/notifications', body);
  }

  async page(query: { limit?: number; offset?: number; status?: 'unread' | 'read' } = {}): Promise<NotificationPage> {
    const res = await this.act({ action: 'get', ...query });
    if (res.status !== 200) throw new Error(`get answered ${res.status}: ${res.raw.body}`);
    return res.body as NotificationPage;
  }

  async unread(): Promise<number> {
    return (await this.act({ action: 'countUnread' })).body.count as number;
  }

  /** The titles of the user's notifications of one event, newest first. */
  async of(event: string): Promise<string[]> {
    return (await this.page({ limit: 100 })).items.filter((n) => n.event === event).map((n) => n.body);
  }

  settings() {
    return this.user.call('GET', '/users/me/notification-settings');
  }

  saveSettings(body: NotificationSettingsInput | Record<string, unknown>) {
    return this.user.call('PUT', '/users/me/notification-settings', body);
  }

  /** Switches one event off (every other on) and sets the emails. */
  async only(off: string[], emails = '') {
    const current = (await this.settings()).body as { events: Record<string, boolean> };
    const events = Object.fromEntries(Object.keys(current.events).map((e) => [e, !off.includes(e)]));
    const res = await this.saveSettings({ events, emails });
    if (res.status !== 200) throw new Error(`settings answered ${res.status}: ${res.raw.body}`);
  }

  notify(note: NotificationNote) {
    return notify(this.t.app.ctx, this.userId, note);
  }

  /** Mails sent so far to an address (the mail queue drained first). */
  async mailsTo(email: string) {
    await this.t.app.ctx.mailJobs.drain();
    return ((await this.t.app.ctx.outbox?.list()) ?? []).filter((m) => m.to === email);
  }
}
