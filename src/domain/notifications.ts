// Notifications (001 §6 "Notifications: POST one endpoint with action get (limit, offset, status),
// countUnread, update (notifications, status), markAllAsRead"; 000 §2 "/notification-setting"):
// the events that create them, the one call's bodies and answers, and the settings form's schema
// with the emails rule (comma-separated, each valid; normalised: trimmed, lowercased, empties
// dropped, duplicates removed). Shared by the server's routes and the web app's bell and form.
// Why one POST with actions, and what each event means: docs/decisions/0034-notifications.md.
import { z } from 'zod';
import { messages } from './messages';

/** What happens to a user's work that tells them, in the settings page's order. */
export const NOTIFICATION_EVENTS = [
  'campaignFinished',
  'campaignPaused',
  'importFinished',
  'importFailed',
  'scrubFinished',
  'lowBalance',
  'didPurchaseFinished',
  'domainPurchaseFinished',
  // A bank or referral order succeeded or failed (issue 12; decision 38).
  'orderFinished',
  // An auto-recharge charged the default card, or could not (issue 12; decision 37).
  'autoRecharge',
  // A 10DLC brand, use case or toll-free request changed state (issue 14; decision 45).
  'registrationChanged',
  // A paid plan renewed for a month, or went back to BASIC when the balance was short (decision 47).
  'planRenewal',
  // Support or the user wrote in a ticket's thread (issue 15; decision 51).
  'ticketReply',
] as const;
export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const NOTIFICATION_EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = {
  campaignFinished: 'Campaign finished',
  campaignPaused: 'Campaign paused for lack of credit',
  importFinished: 'Contact import finished',
  importFailed: 'Contact import failed',
  scrubFinished: 'Scrub finished',
  lowBalance: 'Low balance',
  didPurchaseFinished: 'DID purchase finished',
  domainPurchaseFinished: 'Domain purchase finished',
  orderFinished: 'Bank order finished',
  autoRecharge: 'Auto-recharge',
  registrationChanged: 'Registration status changed',
  planRenewal: 'Plan renewal',
  ticketReply: 'Ticket reply',
};

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** 001 §9 "notification filter offset 5, limit 5": the bell pages by 5. */
export const NOTIFICATION_PAGE_SIZE = 5;
/** The most ids one update names. */
export const NOTIFICATION_UPDATE_MAX = 100;
/** The most addresses a copy is mailed to. */
export const NOTIFICATION_EMAILS_MAX = 10;

export const notificationMessages = {
  updated: 'Updated',
  notFound: 'Notification is not existed',
} as const;

const ID_MAX = 2_147_483_647;
const int = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} ${messages.numberType}` })
    .int(`${field} ${messages.integer}`)
    .min(min, `${field} ${messages.atLeast(min)}`)
    .max(max, `${field} ${messages.atMost(max)}`);

/** The one call's body, by action. */
export const notificationCallSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('get'),
    limit: int('Limit', 1, 100).default(NOTIFICATION_PAGE_SIZE),
    offset: int('Offset', 0, ID_MAX).default(0),
    /** Without it, both. */
    status: notificationStatusSchema.optional(),
  }),
  z.object({ action: z.literal('countUnread') }),
  z.object({
    action: z.literal('update'),
    notifications: z
      .array(int('Notification', 1, ID_MAX))
      .min(1, messages.required('Notifications'))
      .max(NOTIFICATION_UPDATE_MAX, `Notifications ${messages.atMost(NOTIFICATION_UPDATE_MAX)}`),
    status: notificationStatusSchema,
  }),
  z.object({ action: z.literal('markAllAsRead') }),
]);
export type NotificationCall = z.input<typeof notificationCallSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  event: notificationEventSchema,
  title: z.string(),
  body: z.string(),
  /** A path in the app, or null. */
  link: z.string().nullable(),
  status: notificationStatusSchema,
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({ items: z.array(notificationSchema), total: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
/** update and markAllAsRead: how many changed. */
export const notificationUpdatedSchema = z.object({ message: z.string(), updated: z.number().int() });
export type NotificationUpdated = z.infer<typeof notificationUpdatedSchema>;
export const notificationAnswerSchema = z.union([notificationPageSchema, unreadCountSchema, notificationUpdatedSchema]);

/** The addresses typed, normalised (001 §5 "Notification emails normalised"). */
export function splitEmails(text: string): string[] {
  return [...new Set(text.split(',').map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
}

const emailSchema = z.email();

/** Every event on: a user without settings is told of everything, and mailed nothing. */
export const DEFAULT_NOTIFICATION_EVENTS: Readonly<Record<NotificationEvent, boolean>> = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, true]),
) as Record<NotificationEvent, boolean>;

/** The settings form and PUT body: a switch per event, and the emails, comma-separated. */
export const notificationSettingsSchema = z.object({
  events: z.object(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, z.boolean()])) as Record<NotificationEvent, z.ZodBoolean>),
  emails: z
    .string()
    .max(2000, `Emails ${messages.maxChars(2000)}`)
    .superRefine((text, ctx) => {
      const list = splitEmails(text);
      const bad = list.find((e) => !emailSchema.safeParse(e).success);
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `Emails must be valid emails separated by commas: ${bad} is not one` });
      else if (list.length > NOTIFICATION_EMAILS_MAX) ctx.addIssue({ code: 'custom', message: `Emails must be at most ${NOTIFICATION_EMAILS_MAX} addresses` });
    })
    .transform((text) => splitEmails(text).join(', ')),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const notificationSettingsAnswerSchema = z.object({
  events: z.record(notificationEventSchema, z.boolean()),
  emails: z.string(),
});
