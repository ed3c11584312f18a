// The error tracker (000 §2 menu "Error tracker"; issue 11): the user's failed sends over a date
// range, grouped by result code and error message, with how many, their share of the failures,
// when first and last seen, the campaigns they came from, and on demand a few example messages.
// The carrier reports a result code (0-12, delivery-results.ts) and no text of its own, so the
// error message is the code's explanation below. Decision 35.
import { z } from 'zod';
import { queryInt } from './query';
import { DELIVERY_RESULTS, type DeliveryResult } from './sending/delivery-results';

/** The default range: the last 7 days. */
export const ERROR_TRACKER_DEFAULT_DAYS = 7;
export const ERROR_TRACKER_MAX_DAYS = 366;
/** Example messages shown for one error. */
export const ERROR_EXAMPLES_LIMIT = 5;
/** Campaigns listed under one error (the busiest first). */
export const ERROR_CAMPAIGNS_LIMIT = 10;

export const errorTrackerMessages = {
  rangeReversed: 'To must not be before From',
  rangeTooLong: `To must be at most ${ERROR_TRACKER_MAX_DAYS} days after From`,
} as const;

/** What each failed result means, as the sender reads it. */
export const ERROR_MESSAGES: Readonly<Record<Exclude<DeliveryResult, 'DELIVERED'>, string>> = {
  ATTEMPT_FAILED: 'The message never reached the carrier',
  FAILED: 'The carrier could not deliver the message',
  BLOCKED: "Blocked by the recipient's carrier",
  OPTED_OUT: 'The recipient has opted out',
  SEND_TO_SELF: 'The recipient is the sending number',
  INVALID_MESSAGE: 'The route cannot carry this message',
  DID_NOT_WORKING: 'The sending DID is not working',
  REJECTED_BY_VENDOR: 'Rejected by the vendor',
  REJECTED_BY_EXCEED_QUOTA: "Rejected: the vendor's quota is exceeded",
  INVALID_DESTINATION: 'The destination number is invalid',
  EXPIRED: 'Not delivered within its validity period',
  BLOCKED_BY_SPAM: 'Blocked as spam',
};

/** The error message of a failed result code; a code without one (delivered, unknown) reads as its name. */
export function errorMessageOfCode(code: number): string {
  const result = DELIVERY_RESULTS[code];
  if (result === undefined) return `Result ${code}`;
  return result === 'DELIVERED' ? result : ERROR_MESSAGES[result];
}

/**
 * A recipient's number partly hidden, as examples show it: the country code and the first digits
 * and the last four stay, the digits between become '•' ('+15551234567' -> '+1555•••4567').
 * Short numbers keep only their last two digits.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const plus = phone.trim().startsWith('+') ? '+' : '';
  if (digits.length <= 4) return plus + '•'.repeat(Math.max(0, digits.length - 2)) + digits.slice(-2);
  if (digits.length < 8) return plus + '•'.repeat(digits.length - 2) + digits.slice(-2);
  const head = digits.slice(0, 4);
  const tail = digits.slice(-4);
  return `${plus}${head}${'•'.repeat(digits.length - 8)}${tail}`;
}

const DAY_MS = 86_400_000;
const instant = z.iso.datetime({ offset: true });

export const errorTrackerRangeSchema = z
  .object({ from: instant, to: instant })
  .refine((q) => Date.parse(q.to) >= Date.parse(q.from), { message: errorTrackerMessages.rangeReversed, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= ERROR_TRACKER_MAX_DAYS * DAY_MS, { message: errorTrackerMessages.rangeTooLong, path: ['to'] });
export type ErrorTrackerRange = z.input<typeof errorTrackerRangeSchema>;

export const errorCampaignSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type ErrorCampaign = z.infer<typeof errorCampaignSchema>;

export const errorGroupSchema = z.object({
  code: z.number().int(),
  /** The result's name: BLOCKED, EXPIRED ... */
  result: z.string(),
  message: z.string(),
  count: z.number().int(),
  /** count / every failure of the range, in percent with 2 decimals. */
  share: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** The campaigns it came from, the busiest first (at most ERROR_CAMPAIGNS_LIMIT). */
  campaigns: z.array(errorCampaignSchema),
  /** How many campaigns in all. */
  campaignCount: z.number().int(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorTrackerAnswerSchema = z.object({ totalFailed: z.number().int(), groups: z.array(errorGroupSchema) });
export type ErrorTrackerAnswer = z.infer<typeof errorTrackerAnswerSchema>;

export const errorExamplesQuerySchema = z
  .object({
    from: instant,
    to: instant,
    code: queryInt({ min: 1, max: DELIVERY_RESULTS.length - 1 }),
    /** One of the user's campaigns; absent: the campaigns the error came from, the busiest first. */
    campaignId: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  })
  .refine((q) => Date.parse(q.to) >= Date.parse(q.from), { message: errorTrackerMessages.rangeReversed, path: ['to'] });
export type ErrorExamplesQuery = z.input<typeof errorExamplesQuerySchema>;

export const errorExampleSchema = z.object({
  id: z.number().int(),
  /** maskPhone of the recipient. */
  phone: z.string(),
  did: z.string().nullable(),
  routeName: z.string().nullable(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  at: z.string(),
});
export type ErrorExample = z.infer<typeof errorExampleSchema>;
export const errorExamplesAnswerSchema = z.object({ items: z.array(errorExampleSchema) });
export type ErrorExamplesAnswer = z.infer<typeof errorExamplesAnswerSchema>;

/** count / total as a percent with 2 decimals; 0 without failures. */
export function shareOf(count: number, total: number): number {
  return total <= 0 ? 0 : Math.round((count / total) * 10_000) / 100;
}
