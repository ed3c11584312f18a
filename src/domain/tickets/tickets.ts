// Tickets (000 §2 "/tickets, /tickets/{id}, /tickets/create"; 000 §4 "Ticket: all, open, processing,
// done, cancelled"; 001 §9 "tickets 5"; decision 51): a user's question to support and its thread of
// replies. A Super-Admin is support: sees every user's ticket and answers in the thread. The rules a
// status follows (who may set which, what a reply does to it) are here, shared by server and pages.
import { z } from 'zod';
import { messages } from '../messages';
import { queryInt } from '../query';
import type { StatusColorMap } from '../status-colors';

export const TICKET_STATUSES = ['open', 'processing', 'done', 'cancelled'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: 'Status must be one of open, processing, done, cancelled' });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
/** The list's filter: the statuses and 'all'. */
export const TICKET_FILTERS = ['all', ...TICKET_STATUSES] as const;
export const ticketFilterSchema = z.enum(TICKET_FILTERS, { error: 'Status must be one of all, open, processing, done, cancelled' });
export type TicketFilter = z.infer<typeof ticketFilterSchema>;

/** 001 §9 "tickets 5". */
export const TICKET_PAGE_SIZE = 5;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 10_000;

/** Open primary, processing pending, done success, cancelled black. */
export const ticketStatusColors: StatusColorMap = {
  tones: { open: 'primary', processing: 'pending', done: 'success', cancelled: 'black' },
  otherwise: null,
};

export const ticketMessages = {
  created: 'Created',
  updated: 'Updated',
  replied: 'Sent',
  cancelledNoReply: 'A cancelled ticket takes no more replies',
  ownerMayOnlyCancel: 'Only support can set this status',
  notCancellable: 'Only an open or processing ticket can be cancelled',
} as const;

/**
 * The status a reply leaves: support answering an open ticket starts processing it; the user
 * writing again on a done ticket opens it again. A cancelled ticket takes no replies.
 */
export function statusAfterReply(status: TicketStatus, fromSupport: boolean): TicketStatus {
  if (fromSupport) return status === 'open' ? 'processing' : status;
  return status === 'done' ? 'open' : status;
}

/** Support sets any status; the ticket's owner only cancels an open or processing ticket. */
export function mayChangeStatus(from: TicketStatus, to: TicketStatus, asSupport: boolean): true | string {
  if (asSupport) return true;
  if (to !== 'cancelled') return ticketMessages.ownerMayOnlyCancel;
  return from === 'open' || from === 'processing' ? true : ticketMessages.notCancellable;
}

const text = (label: string, max: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, `${label} ${messages.maxChars(max)}`);

/** POST /tickets (multipart: these as text parts, files as `files`). */
export const createTicketSchema = z.object({
  subject: text('Subject', TICKET_SUBJECT_MAX),
  message: text('Message', TICKET_MESSAGE_MAX),
});
export type CreateTicket = z.input<typeof createTicketSchema>;

/** POST /tickets/{id}/replies (multipart: message as a text part, files as `files`). */
export const ticketReplyInputSchema = z.object({ message: text('Message', TICKET_MESSAGE_MAX) });
export type TicketReplyInput = z.input<typeof ticketReplyInputSchema>;

/** PUT /tickets/{id}/status. */
export const ticketStatusInputSchema = z.object({ status: ticketStatusSchema });

/** GET /tickets. */
export const ticketQuerySchema = z.object({
  status: ticketFilterSchema.default('all'),
  search: z.string().trim().max(200, `Search ${messages.maxChars(200)}`).optional(),
  page: queryInt({ min: 1, max: 100_000, default: 1 }),
  limit: queryInt({ min: 1, max: 50, default: TICKET_PAGE_SIZE }),
});
export type TicketQuery = z.input<typeof ticketQuerySchema>;

const person = z.object({ id: z.number().int(), email: z.string() });

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  author: person,
  /** Written by support (a Super-Admin answering someone else's ticket). */
  fromSupport: z.boolean(),
  message: z.string(),
  attachments: z.array(ticketAttachmentSchema),
  createdAt: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: ticketStatusSchema,
  owner: person,
  replies: z.number().int(),
  /** Who wrote last: the user, or support. */
  lastFromSupport: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

export const ticketListSchema = z.object({
  items: z.array(ticketRowSchema),
  total: z.number().int(),
  /** How many tickets each filter holds (before the search), for the filter's labels. */
  counts: z.object({ all: z.number().int(), open: z.number().int(), processing: z.number().int(), done: z.number().int(), cancelled: z.number().int() }),
});
export type TicketList = z.infer<typeof ticketListSchema>;

export const ticketSchema = ticketRowSchema.extend({
  thread: z.array(ticketReplySchema),
  /** The caller answers as support (a Super-Admin on someone else's ticket). */
  asSupport: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;
