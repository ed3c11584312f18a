// Campaigns (issue 9): drafts the wizard saves and campaigns it sends, as the API answers them. A
// draft holds any compose, however incomplete; a send holds one that passed every rule
// (campaign-compose, decision 23) and waits, queued or scheduled, for the sending engine.
import { z } from 'zod';
import { COMPOSE_STEPS, composeSchema } from './campaign-compose';
import { queryInt } from './query';
import { CAMPAIGN_STATES, campaignStateSchema, type CampaignState } from './sending/campaign-states';
import { campaignProgressSchema } from './sending/campaign-progress';

export const campaignMessages = {
  missing: 'Campaign is not existed',
  onlyDrafts: 'Only drafts can be changed',
  untitled: 'Untitled campaign',
  copySuffix: ' (copy)',
  hasProblems: 'Fix the problems before sending',
} as const;

/** Every state a campaign can be in: the wizard's and the sending engine's (sending/campaign-states.ts). */
export const CAMPAIGN_STATUSES = CAMPAIGN_STATES;
export const campaignStatusSchema = campaignStateSchema;
export type CampaignStatus = CampaignState;

export const CAMPAIGN_PAGE_SIZE = 20;
/** The largest id any table holds: a bigger one is no one's campaign. */
const ID_MAX = 2_147_483_647;

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: campaignStatusSchema,
  /** Contacts the audience held when it was sent; null for a draft. */
  audience: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The start time as sent ('YYYY-MM-DD HH:mm' in the compose's timeName), null unless scheduled. */
  scheduledAt: z.string().nullable(),
  /** What the sending engine has done with it (the campaign list's progress); null for a draft. */
  progress: campaignProgressSchema.nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({ compose: composeSchema });
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ items: z.array(campaignSummarySchema), total: z.number().int() });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignQuerySchema = z.object({
  offset: queryInt({ min: 0, max: ID_MAX, default: 0 }),
  limit: queryInt({ min: 1, max: 100, default: CAMPAIGN_PAGE_SIZE }),
  status: campaignStatusSchema.optional(),
});
export type CampaignQuery = z.input<typeof campaignQuerySchema>;

/** A draft's body: any compose (the rules run on send, not on save). */
export const draftInputSchema = z.object({ compose: composeSchema });
export type DraftInput = z.input<typeof draftInputSchema>;

/** A send: the compose, and the draft it came from (converted into the sent campaign). */
export const sendInputSchema = z.object({
  compose: composeSchema,
  draftId: z.number().int().min(1).max(ID_MAX).optional(),
});
export type SendInput = z.input<typeof sendInputSchema>;

/** A test send's answer: the messages that went to the seed numbers and what they cost. */
export const testSendAnswerSchema = z.object({ sent: z.number().int(), costCents: z.number().int() });
export type TestSendAnswer = z.infer<typeof testSendAnswerSchema>;

export const audienceAnswerSchema = z.object({ total: z.number().int() });
export type AudienceAnswer = z.infer<typeof audienceAnswerSchema>;

export const campaignProblemSchema = z.object({
  /** The field's path in the compose: 'lap1.testSize', 'routesTwoWays[0].didGroupIds'. */
  path: z.string(),
  message: z.string(),
  /** The wizard step that shows it. */
  step: z.enum(COMPOSE_STEPS),
});
export const checkAnswerSchema = z.object({ problems: z.array(campaignProblemSchema) });
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;
