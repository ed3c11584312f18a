// What the engine reports of a sent campaign (001 §7 campaign history and actions; 000 §3 "Campaign
// stats"): its counters and progress as the campaign list and, later, the monitoring screens read
// them; its history; and the resend request.
import { z } from 'zod';
import { campaignStateSchema } from './campaign-states';

export const campaignProgressSchema = z.object({
  status: campaignStateSchema,
  /** Contacts the audience held when it was sent (plus resends). */
  total: z.number().int(),
  /** Messages handed to the carrier. */
  sent: z.number().int(),
  /** Waiting for the recipient's quiet hours to end. */
  held: z.number().int(),
  /** Not sent to: opted out, blacklisted, on the DNC list or suppressed when their turn came. */
  skipped: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  blocked: z.number().int(),
  optout: z.number().int(),
  attemptFailed: z.number().int(),
  rejected: z.number().int(),
  clicked: z.number().int(),
  replied: z.number().int(),
  convertor: z.number().int(),
  /** What the messages cost, in millicents (a thousandth of a cent), and the cents charged for them. */
  costMillicents: z.number().int(),
  chargedCents: z.number().int(),
  revenueCents: z.number().int(),
  /** Contacts processed (sent, held or skipped) of the total, 0-100 with 2 decimals. */
  percent: z.number(),
  /** Why the engine paused it: 'credit' or 'number_unavailable'; null when the sender did, or it is not paused. */
  pauseReason: z.string().nullable(),
  /** Why a campaign that is not paused sends nothing now: 'numbers_asleep' (its DID groups' sleep timers), 'quiet_hours' (only contacts in their quiet hours are left), 'daily_limit' (the two-way daily limit is reached until the user's next day); null otherwise. */
  waitReason: z.enum(['numbers_asleep', 'quiet_hours', 'daily_limit']).nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The send round: 0 the first send, n after n resends. */
  round: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** Contacts processed of the total as a percent with 2 decimals (100 when there is nothing to send). */
export function progressPercent(total: number, processed: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((processed / total) * 10_000) / 100);
}

export const campaignEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type CampaignEvent = z.infer<typeof campaignEventSchema>;
export const campaignHistorySchema = z.object({ items: z.array(campaignEventSchema) });

export const resendMessages = {
  noCondition: 'Choose at least one condition: failed, non-replying or non-clicking contacts',
  nothingToResend: 'No contact matches the conditions',
} as const;

/** Resend to failed, non-replying or non-clicking contacts (001 §7 resendToTargetInteraction). */
export const resendInputSchema = z
  .object({
    failed: z.boolean().default(false),
    nonReply: z.boolean().default(false),
    nonClicked: z.boolean().default(false),
  })
  .refine((r) => r.failed || r.nonReply || r.nonClicked, { message: resendMessages.noCondition, path: ['failed'] });
export type ResendInput = z.input<typeof resendInputSchema>;

export const actionAnswerSchema = z.object({ message: z.string(), progress: campaignProgressSchema });
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/** Pull revenue answers before the recount ends, so with no progress: the figures are about to change. */
export const pullRevenueAnswerSchema = z.object({ message: z.string() });
export type PullRevenueAnswer = z.infer<typeof pullRevenueAnswerSchema>;

/** Running campaigns are watched every 2 s (001 §9 refresh delays). */
export const RUNNING_REFRESH_MS = 2000;

/** How long failed contacts stay available for "resend to failed" (000 §9: 48 h by default). */
export const FAILED_KEPT_HOURS = 48;
