// The statistics screen's calls (000 §3 "Stats", 001 §7 "Stats"; decision 33): a campaign's
// counters per datetime bucket over a from-to range, by CAMPAIGN or by ROUTE, per HOUR or per
// MINUTE, read from the engine's pre-aggregated time series. Ranges are instants (ISO with an
// offset): the browser sends the user's local range, buckets come back as UTC instants, and the
// screen shows them in the browser's zone.
import { z } from 'zod';
import { queryInt } from './query';
import { DELIVERY_STATUSES } from './sending/delivery-results';
import { isTimeZone } from './sending/zone-clock';

export const STATS_GRANULARITIES = ['HOUR', 'MINUTE'] as const;
export const statsGranularitySchema = z.enum(STATS_GRANULARITIES);
export type StatsGranularity = z.infer<typeof statsGranularitySchema>;

export const STATS_VIEW_TYPES = ['CAMPAIGN', 'ROUTE'] as const;
export const statsViewTypeSchema = z.enum(STATS_VIEW_TYPES);
export type StatsViewType = z.infer<typeof statsViewTypeSchema>;

/** The spec names no limit; these keep one answer (and one chart) to at most ~10,000 buckets. */
export const MAX_MINUTE_RANGE_DAYS = 7;
export const MAX_HOUR_RANGE_DAYS = 366;
/** The chart's per-campaign (or per-route) lines: the largest entries by messages sent. */
export const MAX_STATS_SERIES = 10;
/** Carrier stats list at most this many carriers (a grouped query over one campaign's messages). */
export const MAX_CARRIER_ROWS = 50;

export const statsMessages = {
  // Each starts with the field's label, as every 400 does (validation.ts).
  rangeReversed: 'To must not be before From',
  minuteRangeTooLong: `To must be at most ${MAX_MINUTE_RANGE_DAYS} days after From with minute granularity`,
  rangeTooLong: `To must be at most ${MAX_HOUR_RANGE_DAYS} days after From`,
  unknownTimezone: 'Timezone is not a known time zone',
  /** The ROUTE view's entry for the minutes a campaign on several routes sent before the series were split by route (decision 33). */
  severalRoutes: 'Several routes',
} as const;

const DAY_MS = 86_400_000;
const ID_MAX = 2_147_483_647;

const instant = z.iso.datetime({ offset: true });
/** An IANA zone name ('Asia/Ho_Chi_Minh') the runtime's tz database knows; absent or empty: UTC. */
const timezone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => zone === '' || isTimeZone(zone), { message: statsMessages.unknownTimezone })
  .optional();

const inOrder = (q: { from: string; to: string }) => Date.parse(q.to) >= Date.parse(q.from);
const reversed = { message: statsMessages.rangeReversed, path: ['to'] };

/** from and to as instants, the end not before the start, and a timezone (the dashboard's calls). */
export const statsRangeSchema = z.object({ from: instant, to: instant, timezone }).refine(inOrder, reversed);
export type StatsRange = z.input<typeof statsRangeSchema>;

const rangeDays = (q: { from: string; to: string }) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;

export const statsQuerySchema = z
  .object({
    from: instant,
    to: instant,
    granularity: statsGranularitySchema.default('HOUR'),
    viewType: statsViewTypeSchema.default('CAMPAIGN'),
    /** One of the user's campaigns; absent: all of them. */
    cpId: queryInt({ min: 1, max: ID_MAX }).optional(),
    /** The zone the CSV export writes datetimes in; absent: UTC. */
    timezone,
  })
  .refine(inOrder, reversed)
  .refine((q) => q.granularity !== 'MINUTE' || rangeDays(q) <= MAX_MINUTE_RANGE_DAYS, { message: statsMessages.minuteRangeTooLong, path: ['to'] })
  .refine((q) => rangeDays(q) <= MAX_HOUR_RANGE_DAYS, { message: statsMessages.rangeTooLong, path: ['to'] });
export type StatsQuery = z.input<typeof statsQuerySchema>;
/** What a caller sends: the query's fields as values (the query string carries them as text). */
export interface StatsRequest {
  from: string;
  to: string;
  granularity?: StatsGranularity;
  viewType?: StatsViewType;
  cpId?: number;
  timezone?: string;
}
export type StatsQueryParsed = z.output<typeof statsQuerySchema>;

const count = z.number().int();

/** What campaign_minute_stats counts, summed; money as the engine keeps it. */
export const statsCountersSchema = z.object({
  sent: count,
  delivered: count,
  failed: count,
  clicked: count,
  replied: count,
  optout: count,
  convertor: count,
  costMillicents: count,
  revenueCents: count,
});
export type StatsCounters = z.infer<typeof statsCountersSchema>;

/** One bucket: its start as a UTC instant, and the counters summed over it. */
export const statsPointSchema = statsCountersSchema.extend({ datetime: z.string() });
export type StatsPoint = z.infer<typeof statsPointSchema>;

/** A row of the table: a campaign (CAMPAIGN) or a route (ROUTE; id null for 'Several routes', the minutes that predate the split by route). */
export const statsEntrySchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  campaignIds: z.array(z.number().int()),
  totals: statsCountersSchema,
});
export type StatsEntry = z.infer<typeof statsEntrySchema>;

export const statsSeriesSchema = z.object({ id: z.number().int().nullable(), name: z.string(), points: z.array(statsPointSchema) });
export type StatsSeries = z.infer<typeof statsSeriesSchema>;

export const deliveryStatusCountSchema = z.object({ status: z.enum(DELIVERY_STATUSES), count });
export type DeliveryStatusCount = z.infer<typeof deliveryStatusCountSchema>;

export const statsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: statsGranularitySchema,
  viewType: statsViewTypeSchema,
  /** Every bucket with data, summed over the entries shown (the chart's totals). */
  points: z.array(statsPointSchema),
  entries: z.array(statsEntrySchema),
  /** The largest entries' own points (MAX_STATS_SERIES of them), for a line per campaign or route. */
  series: z.array(statsSeriesSchema),
  /** The shown campaigns' messages by delivery status, over their whole send (decision 33). */
  deliveryStatuses: z.array(deliveryStatusCountSchema),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;

/** The campaigns the screen's campaign filter offers: the user's sent ones, newest first. */
export const statsCampaignListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
});
export type StatsCampaignList = z.infer<typeof statsCampaignListSchema>;

export const carrierStatsQuerySchema = z
  .object({ from: instant, to: instant, cpId: queryInt({ min: 1, max: ID_MAX }) })
  .refine(inOrder, reversed);
export type CarrierStatsQuery = z.input<typeof carrierStatsQuerySchema>;

export const carrierStatsAnswerSchema = z.object({
  items: z.array(z.object({ carrier: z.string().nullable(), sent: count, delivered: count, failed: count })),
});
export type CarrierStatsAnswer = z.infer<typeof carrierStatsAnswerSchema>;
