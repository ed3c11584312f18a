// Offers (000 §3 "Offer", 001 §3, §5, §7 "Offers"): the schemas the offer form and the server's
// routes share. An offer is a landing url with the message (its creative text) and the domains
// its links may go out on.
import { z } from 'zod';
import { domainListSchema, messageSchema, titleSchema, urlSchema } from './content-fields';
import { queryInt } from './query';

export const offerMessages = {
  missing: 'Offer is not existed',
} as const;

/** Offers list: 5 a page (001 §9 "offers list 5"). */
export const OFFER_PAGE_SIZE = 5;

/**
 * "Offers need at least one creative value" (000 §5, 001 §5): an offer's message is its creative
 * text, so it is required (messageSchema refuses a blank one). Decision 17.
 */
export const offerInputSchema = z.object({
  title: titleSchema,
  url: urlSchema,
  message: messageSchema,
  domains: domainListSchema.default([]),
});
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  message: z.string(),
  /** Normalised (normaliseDomains). */
  domains: z.array(z.string()),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({ items: z.array(offerSchema), total: z.number().int() });
export type OfferList = z.infer<typeof offerListSchema>;

/** Offer list filter (001 §3): offset, url, title, message. */
export const offerQuerySchema = z.object({
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: OFFER_PAGE_SIZE }),
  url: z.string().trim().max(500).optional(),
  title: z.string().trim().max(200).optional(),
  message: z.string().trim().max(500).optional(),
});
export type OfferQuery = z.input<typeof offerQuerySchema>;
