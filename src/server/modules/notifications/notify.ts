// notify(): how the rest of the server tells a user something happened (a campaign finished, an
// import ended, the balance fell low ...). It reads the user's settings: an event switched off
// creates nothing; otherwise one notification row, and, when the settings list emails, one mail
// job per address through the mail queue (src/server/mail-jobs), which its worker sends within
// seconds. notifyWithin() does the same inside a transaction the caller holds (the ledger's
// charge), so the notification commits or rolls back with what it tells of.
import { DEFAULT_NOTIFICATION_EVENTS, notificationEventSchema, splitEmails, type NotificationEvent } from '@domain/notifications';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { insertMailJob } from '../../mail-jobs/mail-jobs-repo';
import { findSettings, insertNotification } from './repo';

export interface NotificationNote {
  event: NotificationEvent;
  title: string;
  body: string;
  /** A path in the app the item leads to. */
  link?: string | null;
}

export interface UserNotificationSettings {
  events: Record<NotificationEvent, boolean>;
  emails: string[];
}

const storedEvents = z.record(z.string(), z.unknown());

/** The user's settings; without a row every event is on and nothing is mailed. */
export async function readSettings(db: Db, userId: number): Promise<UserNotificationSettings> {
  const row = await findSettings(db, userId);
  const events = { ...DEFAULT_NOTIFICATION_EVENTS };
  if (!row) return { events, emails: [] };
  const parsed = storedEvents.safeParse(JSON.parse(row.events));
  if (parsed.success) {
    for (const [key, on] of Object.entries(parsed.data)) {
      const event = notificationEventSchema.safeParse(key);
      if (event.success && typeof on === 'boolean') events[event.data] = on;
    }
  }
  return { events, emails: splitEmails(row.emails) };
}

/** The notification's id, or null when the user switched the event off. */
export async function notifyWithin(db: Db, at: Date, userId: number, note: NotificationNote): Promise<number | null> {
  const settings = await readSettings(db, userId);
  if (!settings.events[note.event]) return null;
  const createdAt = at.toISOString();
  const link = note.link ?? null;
  const id = await insertNotification(db, { userId, event: note.event, title: note.title, body: note.body, link, createdAt });
  for (const to of settings.emails) {
    await insertMailJob(db, { kind: 'notification', to, subject: note.title, text: note.body, link }, createdAt);
  }
  return id;
}

export async function notify(ctx: Pick<AppContext, 'db' | 'now'>, userId: number, note: NotificationNote): Promise<number | null> {
  return ctx.db.transaction().execute((trx) => notifyWithin(trx, ctx.now(), userId, note));
}
