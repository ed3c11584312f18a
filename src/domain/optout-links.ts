// Opt-out links (000 §3 "Optout link", 001 §3): title, url, domain list, setConfirmed, mode
// product or customer, type optoutLink or no-optoutLink; and the public confirmation page
// (/public/optout/confirm) that records a contact's opt-out from a signed token. Decision 17.
import { z } from 'zod';
import { domainListSchema, titleSchema, urlSchema } from './content-fields';
import { queryInt } from './query';

export const optoutLinkMessages = {
  missing: 'Opt-out link is not existed',
  badToken: 'This opt-out link is not valid. Please use the link from your message.',
  optedOut: 'You have been unsubscribed. You will not receive any more messages from us.',
  optedOutProduct: (title: string) => `You have been unsubscribed from ${title}. You will not receive any more messages about it.`,
  confirmQuestion: 'Do you want to stop receiving messages from us?',
} as const;

export const OPTOUT_MODES = ['product', 'customer'] as const;
export const OPTOUT_TYPES = ['optoutLink', 'no-optoutLink'] as const;
export const OPTOUT_LINK_PAGE_SIZE = 20;

export const optoutLinkInputSchema = z.object({
  title: titleSchema,
  url: urlSchema,
  domains: domainListSchema.default([]),
  /** The contact confirms on the page (a button) before the opt-out is recorded; else at once. */
  setConfirmed: z.boolean().default(false),
  mode: z.enum(OPTOUT_MODES).default('product'),
  type: z.enum(OPTOUT_TYPES).default('optoutLink'),
});
export type OptoutLinkInput = z.input<typeof optoutLinkInputSchema>;

export const optoutLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  domains: z.array(z.string()),
  setConfirmed: z.boolean(),
  mode: z.enum(OPTOUT_MODES),
  type: z.enum(OPTOUT_TYPES),
  createdAt: z.string(),
});
export type OptoutLink = z.infer<typeof optoutLinkSchema>;

export const optoutLinkListSchema = z.object({ items: z.array(optoutLinkSchema), total: z.number().int() });
export type OptoutLinkList = z.infer<typeof optoutLinkListSchema>;

export const optoutLinkQuerySchema = z.object({
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: OPTOUT_LINK_PAGE_SIZE }),
  title: z.string().trim().max(200).optional(),
});
export type OptoutLinkQuery = z.input<typeof optoutLinkQuerySchema>;

/** A confirmation link for one contact's phone (what a send puts in a message). */
export const optoutSignSchema = z.object({ phone: z.string().trim().min(1).max(40), country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).default('US') });
export const optoutSignAnswerSchema = z.object({ url: z.string(), token: z.string() });

/** The signed token the public page carries in its query (?token=). */
export const optoutTokenSchema = z.object({ token: z.string().trim().min(1, 'Token is required field!').max(600) });

/** What the public page shows: whose list, whether it still asks, and the masked phone. */
export const publicOptoutSchema = z.object({
  title: z.string(),
  mode: z.enum(OPTOUT_MODES),
  setConfirmed: z.boolean(),
  /** '+1 ••• ••• 0143': enough for the contact to recognise the number, not to read it. */
  phone: z.string(),
  optedOut: z.boolean(),
  message: z.string(),
});
export type PublicOptout = z.infer<typeof publicOptoutSchema>;
