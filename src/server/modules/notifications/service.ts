// The bell's call (001 §6: one POST, action get, countUnread, update, markAllAsRead) and the
// settings of /notification-setting. An update naming another user's notification (or one that
// does not exist) is 404 and changes nothing.
import type { z } from 'zod';
import {
  notificationEventSchema,
  notificationMessages,
  notificationStatusSchema,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type notificationCallSchema,
  type NotificationUpdated,
  type UnreadCount,
} from '@domain/notifications';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readSettings } from './notify';
import { countOwned, countUnread, listNotifications, saveSettings, setStatus } from './repo';

type Call = z.output<typeof notificationCallSchema>;
type Row = Awaited<ReturnType<typeof listNotifications>>['rows'][number];

function toNotification(r: Row): Notification | null {
  const event = notificationEventSchema.safeParse(r.event);
  if (!event.success) return null;
  return {
    id: Number(r.id),
    event: event.data,
    title: r.title,
    body: r.body,
    link: r.link,
    status: notificationStatusSchema.catch('unread').parse(r.status),
    createdAt: r.created_at,
  };
}

export async function notificationCall(ctx: AppContext, userId: number, call: Call): Promise<NotificationPage | UnreadCount | NotificationUpdated> {
  switch (call.action) {
    case 'get': {
      const { rows, total } = await listNotifications(ctx.db, userId, call);
      return { items: rows.flatMap((r) => toNotification(r) ?? []), total };
    }
    case 'countUnread':
      return { count: await countUnread(ctx.db, userId) };
    case 'update': {
      const ids = [...new Set(call.notifications)];
      return ctx.db.transaction().execute(async (trx) => {
        if ((await countOwned(trx, userId, ids)) !== ids.length) throw notFound(notificationMessages.notFound);
        return { message: notificationMessages.updated, updated: await setStatus(trx, userId, call.status, ids) };
      });
    }
    case 'markAllAsRead':
      return { message: notificationMessages.updated, updated: await setStatus(ctx.db, userId, 'read') };
  }
}

export async function getSettings(ctx: AppContext, userId: number): Promise<NotificationSettings> {
  const { events, emails } = await readSettings(ctx.db, userId);
  return { events, emails: emails.join(', ') };
}

export async function putSettings(ctx: AppContext, userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  await saveSettings(ctx.db, userId, JSON.stringify(settings.events), settings.emails.replace(/ /g, ''), ctx.now().toISOString());
  return getSettings(ctx, userId);
}
