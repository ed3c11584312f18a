// The inbox (000 §2 "/inbox"; 001 §7 sendThreadMessage, viewThread; 001 §9 inbox filters): the
// calls' schemas, shared by the server's routes and the web page's form. A thread is one contact's
// phone and one of the user's numbers (docs/decisions/0031-inbox-threads.md says what each filter
// means and why).
import { z } from 'zod';
import { DELIVERY_RESULTS } from './sending/delivery-results';
import { messages } from './messages';
import { queryInt } from './query';

/** The spec's filters, in its order; the wire names are camelCase, the labels the spec's words. */
export const INBOX_FILTERS = ['needsResponse', 'unread', 'received', 'read', 'sent', 'error', 'sendApi', 'responder', 'starred'] as const;
export const inboxFilterSchema = z.enum(INBOX_FILTERS);
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const INBOX_FILTER_LABELS: Readonly<Record<InboxFilter, string>> = {
  needsResponse: 'Needs Response',
  unread: 'Unread',
  received: 'Received',
  read: 'Read',
  sent: 'Sent',
  error: 'Error',
  sendApi: 'Send API',
  responder: 'Responder',
  starred: 'Starred',
};

/** 001 §9: default page limit 20. */
export const INBOX_PAGE_SIZE = 20;
/** The open list reloads itself this often (quietly: the rows stay on screen). */
export const INBOX_REFRESH_MS = 5000;
/** 001 §9 "Refresh delays: after a message reply 1 s". */
export const REPLY_REFRESH_MS = 1000;
/** The newest messages a thread view shows. */
export const THREAD_MESSAGES_MAX = 200;
/** What one reply may hold: ten segments of a two-way route. */
export const REPLY_MAX = 1530;

export const inboxMessages = {
  sent: 'Successfully sent!',
  refused: 'Can not send reply to this contact',
  notFound: 'Thread is not existed',
  updated: 'Updated',
} as const;

const ID_MAX = 2_147_483_647;

export const threadQuerySchema = z.object({
  filter: inboxFilterSchema.optional(),
  /** Digits of the contact's phone; anything else typed is ignored. */
  search: z.string().trim().max(40, `Search ${messages.maxChars(40)}`).optional(),
  offset: queryInt({ min: 0, max: ID_MAX, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: INBOX_PAGE_SIZE }),
});
export type ThreadQuery = z.input<typeof threadQuerySchema>;

/** Who wrote a thread's latest message. */
export const threadDirectionSchema = z.enum(['inbound', 'outbound']);

export const threadSummarySchema = z.object({
  threadUUID: z.string(),
  /** The contact. */
  phone: z.string(),
  /** Our number the conversation runs on. */
  did: z.string(),
  starred: z.boolean(),
  /** The contact wrote since the thread was last read. */
  unread: z.boolean(),
  /** The contact had the last word, and it waits for an answer (decision 31). */
  needsResponse: z.boolean(),
  /** A message of ours in the thread failed. */
  failed: z.boolean(),
  /** A responder answered in the thread. */
  responder: z.boolean(),
  lastMessage: z.object({ direction: threadDirectionSchema, text: z.string(), at: z.string() }).nullable(),
  lastActivityAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListSchema = z.object({
  items: z.array(threadSummarySchema),
  total: z.number().int(),
  /** Over all the user's threads, whatever the filter and search: the counts beside the filters. */
  counts: z.object({ needsResponse: z.number().int(), unread: z.number().int() }),
});
export type ThreadList = z.infer<typeof threadListSchema>;

/** Where a message of ours came from, read from its key (inbox-thread.ts). */
export const OUTBOUND_SOURCES = ['campaign', 'responder', 'keyword', 'inbox', 'api', 'test', 'message'] as const;
export const outboundSourceSchema = z.enum(OUTBOUND_SOURCES);
export type OutboundSource = z.infer<typeof outboundSourceSchema>;

export const MESSAGE_STATES = ['held', 'queued', 'submitted', 'reported'] as const;
export const messageStateSchema = z.enum(MESSAGE_STATES);
export type MessageState = z.infer<typeof messageStateSchema>;

export const threadMessageSchema = z.discriminatedUnion('direction', [
  z.object({
    direction: z.literal('inbound'),
    id: z.number().int(),
    text: z.string(),
    /** stop, help, start or text (decision 27). */
    kind: z.enum(['stop', 'help', 'start', 'text']),
    at: z.string(),
  }),
  z.object({
    direction: z.literal('outbound'),
    id: z.number().int(),
    text: z.string(),
    source: outboundSourceSchema,
    /** The campaign's title for a campaign's message. */
    campaign: z.string().nullable(),
    state: messageStateSchema,
    /** The carrier's result once reported. */
    result: z.enum(DELIVERY_RESULTS).nullable(),
    at: z.string(),
  }),
]);
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadViewSchema = z.object({
  thread: threadSummarySchema,
  /** Oldest first; the newest THREAD_MESSAGES_MAX of both directions. */
  messages: z.array(threadMessageSchema),
  /** The contact opted out of the user's messages: a reply would be refused. */
  optedOut: z.boolean(),
});
export type ThreadView = z.infer<typeof threadViewSchema>;

export const threadParamsSchema = z.object({ threadUUID: z.string().min(1).max(100) });

/** sendThreadMessage (001 §7: phoneSelected, threadUUID, message); the thread is in the path. */
export const sendThreadMessageSchema = z.object({
  message: z
    .string({ error: messages.required('Message') })
    .trim()
    .min(1, messages.required('Message'))
    .max(REPLY_MAX, `Message ${messages.maxChars(REPLY_MAX)}`),
  /** The contact the sender had selected: a reply meant for another contact is refused. */
  phoneSelected: z.string().trim().max(20).optional(),
});
export type SendThreadMessage = z.input<typeof sendThreadMessageSchema>;

export const starThreadSchema = z.object({ starred: z.boolean() });

export const inboxAnswerSchema = z.object({ message: z.string() });
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;
