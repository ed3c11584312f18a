// The homepage dashboard's calls (001 §7 "Dashboard: message stats, stats by time, highlight
// history, campaign stats, each by from and to"; decision 33). They read the same pre-aggregated
// series as the statistics screen, by whole UTC hours.
import { z } from 'zod';
import { CAMPAIGN_STATES } from './sending/campaign-states';
import { statsCountersSchema, statsPointSchema, statsRangeSchema } from './stats';

/** from and to (instants); timezone: the browser's zone, which decides where today starts. */
export const dashboardQuerySchema = statsRangeSchema;
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const messageStatsAnswerSchema = z.object({ totals: statsCountersSchema });
export type MessageStatsAnswer = z.infer<typeof messageStatsAnswerSchema>;

export const statsByTimeAnswerSchema = z.object({ points: z.array(statsPointSchema) });
export type StatsByTimeAnswer = z.infer<typeof statsByTimeAnswerSchema>;

const bestCampaign = z.object({ campaignId: z.number().int(), title: z.string(), value: z.number().int() }).nullable();

export const highlightsAnswerSchema = z.object({
  /** The campaign with the most clicks in the range, and the one with the most revenue (cents). */
  bestByClicks: bestCampaign,
  bestByRevenue: bestCampaign,
  /** Today so far and the whole of yesterday, in the query's timezone. */
  today: statsCountersSchema,
  yesterday: statsCountersSchema,
  /** The range, and the range of the same length just before it. */
  current: statsCountersSchema,
  previous: statsCountersSchema,
});
export type HighlightsAnswer = z.infer<typeof highlightsAnswerSchema>;

export const campaignStatsAnswerSchema = z.object({
  /** The user's campaigns created in the range, by state (every state listed, 0 included). */
  counts: z.array(z.object({ status: z.enum(CAMPAIGN_STATES), count: z.number().int() })),
  total: z.number().int(),
});
export type CampaignStatsAnswer = z.infer<typeof campaignStatsAnswerSchema>;
