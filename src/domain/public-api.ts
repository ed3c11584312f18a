// The public sending API (/api/public/v1; issue 13; decision 42): what an integration sends and
// reads with a Bearer token. The server's routes and its OpenAPI document are built from these.
import { z } from 'zod';
import { DELIVERY_RESULTS } from './sending/delivery-results';
import { isPhone, normalPhone } from './campaign-compose/rules/problem';
import { messages } from './messages';

export const PUBLIC_API_BASE = '/api/public/v1';
export const PUBLIC_DOCS_PATH = '/api/public/docs';
export const PUBLIC_OPENAPI_PATH = '/api/public/openapi.json';
/** The webhook's signature header: hex HMAC-SHA256 of the raw body with the API request key. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
/** At most this many contacts in one add (a bigger list goes through an import). */
export const MAX_CONTACTS_PER_CALL = 1000;
export const MAX_API_MESSAGE = 1600;

export const publicApiMessages = {
  tokenInvalid: 'The API token is missing, invalid, revoked or expired',
  ipRefused: (ip: string) => `Requests from IP address ${ip} are not allowed for this account: add it to the IP allowlist in Settings > API`,
  noSender: 'No number can send this message: give from (one of your numbers) or didGroupId (a DID group with numbers)',
  fromNotYours: 'from is not one of your numbers',
  didGroupEmpty: 'The DID group has no active number',
  routeUnavailable: 'The route is not available',
  optedOut: 'The recipient opted out or is blacklisted',
  groupBusy: 'The contact group is busy (importing, archived or being processed); try again later',
} as const;

const phone = z
  .string()
  .trim()
  .transform(normalPhone)
  .refine(isPhone, 'must be a phone number in international format (+ and 6 to 15 digits)');

export const sendMessageSchema = z
  .object({
    to: phone,
    message: z.string().trim().min(1, messages.required('message')).max(MAX_API_MESSAGE),
    didGroupId: z.number().int().positive().optional(),
    from: phone.optional(),
    routeId: z.number().int().positive().optional(),
  })
  .meta({ example: { to: '+12125550100', message: 'Your order has shipped.', didGroupId: 1 } });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const PUBLIC_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export const publicMessageSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    from: z.string().nullable(),
    message: z.string(),
    status: z.enum(PUBLIC_MESSAGE_STATUSES),
    /** The carrier's result name once reported (DELIVERED, FAILED, BLOCKED ...). */
    result: z.enum(DELIVERY_RESULTS).nullable(),
    segments: z.number().int(),
    costCents: z.number(),
    createdAt: z.string(),
    resultAt: z.string().nullable(),
  })
  .meta({ example: { id: 42, to: '+12125550100', from: '+12125559000', message: 'Your order has shipped.', status: 'delivered', result: 'DELIVERED', segments: 1, costCents: 1, createdAt: '2026-03-03T19:00:00.000Z', resultAt: '2026-03-03T19:00:05.000Z' } });
export type PublicMessage = z.infer<typeof publicMessageSchema>;

export const publicContactSchema = z.object({
  phone: z.string().trim().min(1, messages.required('phone')).max(40),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  email: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  stateCode: z.string().trim().max(10).optional(),
  zipCode: z.string().trim().max(20).optional(),
});
export const addContactsSchema = z
  .object({ contacts: z.array(publicContactSchema).min(1).max(MAX_CONTACTS_PER_CALL) })
  .meta({ example: { contacts: [{ phone: '+12125550100', firstName: 'Pat' }, { phone: '2125550101x' }] } });
export const addContactsAnswerSchema = z
  .object({ added: z.number().int(), duplicates: z.number().int(), invalid: z.array(z.object({ index: z.number().int(), phone: z.string() })) })
  .meta({ example: { added: 1, duplicates: 0, invalid: [{ index: 1, phone: '2125550101x' }] } });
export type AddContactsAnswer = z.infer<typeof addContactsAnswerSchema>;

export const campaignStatsAnswerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    totals: z.object({
      sent: z.number().int(),
      delivered: z.number().int(),
      failed: z.number().int(),
      clicked: z.number().int(),
      replied: z.number().int(),
      optout: z.number().int(),
      convertor: z.number().int(),
      costCents: z.number(),
      revenueCents: z.number(),
    }),
  })
  .meta({ example: { id: 7, title: 'Spring sale', status: 'completed', totals: { sent: 1000, delivered: 950, failed: 50, clicked: 120, replied: 14, optout: 3, convertor: 9, costCents: 1000, revenueCents: 4500 } } });

/** What the delivery and reply URLs receive. */
export const webhookEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message.result'), message: publicMessageSchema }),
  z.object({ event: z.literal('message.reply'), reply: z.object({ id: z.number().int(), from: z.string(), to: z.string(), text: z.string(), receivedAt: z.string(), messageId: z.number().int() }) }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
