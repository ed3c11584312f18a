// The notifications' calls (base /api/v1, docs/api.md "Notifications"): the one POST with its
// actions (001 §6) and the settings, typed by the zod schemas of src/domain/notifications.ts the
// server validates with; every answer is parsed. The bell loads quietly (a failed count is no
// reason to toast on every page); the panel shows a failed list in place with a retry.
import {
  notificationPageSchema,
  notificationSettingsAnswerSchema,
  notificationUpdatedSchema,
  unreadCountSchema,
  type NotificationCall,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationStatus,
  type NotificationUpdated,
} from '@domain/notifications';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

async function act(body: NotificationCall, signal?: AbortSignal, options = {}): Promise<unknown> {
  const { data } = await api.post<unknown>('/notifications', body, { signal, ...options });
  return data;
}

export async function getNotifications(query: { status?: NotificationStatus; offset: number; limit: number }, signal?: AbortSignal): Promise<NotificationPage> {
  return parseAnswer(notificationPageSchema, await act({ action: 'get', ...query }, signal, quiet));
}

export async function countUnread(signal?: AbortSignal): Promise<number> {
  return parseAnswer(unreadCountSchema, await act({ action: 'countUnread' }, signal, quiet)).count;
}

export async function markRead(ids: number[]): Promise<NotificationUpdated> {
  return parseAnswer(notificationUpdatedSchema, await act({ action: 'update', notifications: ids, status: 'read' }));
}

export async function markAllAsRead(): Promise<NotificationUpdated> {
  return parseAnswer(notificationUpdatedSchema, await act({ action: 'markAllAsRead' }));
}

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { data } = await api.get<unknown>('/users/me/notification-settings', { signal, ...quiet });
  return parseAnswer(notificationSettingsAnswerSchema, data);
}

export async function saveNotificationSettings(settings: NotificationSettingsInput): Promise<NotificationSettings> {
  const { data } = await api.put<unknown>('/users/me/notification-settings', settings);
  return parseAnswer(notificationSettingsAnswerSchema, data);
}

