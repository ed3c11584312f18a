// The monitoring screen's calls (issue 11; 000 §2 "/monitoring, /monitoring-v2", "Monitoring
// table", 001 §4 "Campaign"): the list of the user's sent campaigns with every figure of the table,
// the campaign's switchable elements, and the switch itself. Figures are explained in
// sending/monitoring-figures.ts; the columns in monitoring-columns.ts.
import { z } from 'zod';
import { MONITORING_SORT_KEYS } from './monitoring-columns';
import { queryInt } from './query';
import { campaignStateSchema, CAMPAIGN_LIST_FILTERS } from './sending/campaign-states';
import { messageTypeSchema } from './routes';

/** The statuses filter (000 §2 "Campaign list filter statuses"): each stands for the states CAMPAIGN_LIST_FILTERS lists. */
export const MONITORING_STATUSES = ['running', 'scheduled', 'completed', 'paused'] as const satisfies readonly (keyof typeof CAMPAIGN_LIST_FILTERS)[];
export const monitoringStatusSchema = z.enum(MONITORING_STATUSES);
export type MonitoringStatus = z.infer<typeof monitoringStatusSchema>;
export const DEFAULT_MONITORING_STATUSES: readonly MonitoringStatus[] = ['running'];
/** The spec's default page limit (001 §9). */
export const MONITORING_PAGE_SIZE = 20;

const isMonitoringStatus = (value: string): value is MonitoringStatus => (MONITORING_STATUSES as readonly string[]).includes(value);

/** 'running,paused' as a list; every part one of the four (a 400 on the field otherwise), none twice. */
const statusesParam = z
  .string()
  .default(DEFAULT_MONITORING_STATUSES.join(','))
  .transform((text) => [...new Set(text.split(',').map((s) => s.trim()))])
  .refine((list) => list.every(isMonitoringStatus), { error: `must be one of ${MONITORING_STATUSES.join(', ')}` })
  .transform((list) => list.filter(isMonitoringStatus));

export const monitoringQuerySchema = z.object({
  statuses: statusesParam,
  page: queryInt({ min: 1, max: 100_000, default: 1 }),
  size: queryInt({ min: 1, max: 100, default: MONITORING_PAGE_SIZE }),
  sort: z.enum(MONITORING_SORT_KEYS).optional(),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
  /** The link from elsewhere (000 §2: "link takes campaign title and campaign id"): that campaign only, whatever its status. */
  campaignId: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
});
export type MonitoringQuery = z.input<typeof monitoringQuerySchema>;

const nullableNumber = z.number().nullable();

/** A part of the campaign the sender can switch on and off, as a row shows it. */
export const switchableRefSchema = z.object({ id: z.number().int(), name: z.string(), on: z.boolean() });

export const monitoringRouteSchema = switchableRefSchema.extend({
  /** The route's DID groups (two-way) or the compose's ANIs (one-way), as names. */
  senders: z.array(z.string()),
});

export const monitoringRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: campaignStateSchema,
  pauseReason: z.string().nullable(),
  waitReason: z.enum(['numbers_asleep', 'quiet_hours', 'daily_limit']).nullable(),
  messageType: messageTypeSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  contactGroups: z.array(switchableRefSchema),
  routes: z.array(monitoringRouteSchema),
  /** Numbers the campaign can send from: its DID groups' DIDs (two-way) or its ANIs (one-way). */
  totalDid: z.number().int(),
  total: z.number().int(),
  /** The compose's campaign offset (contacts skipped at the start), null when none was typed. */
  campaignOffset: z.number().int().nullable(),
  remainContact: z.number().int(),
  /** Processed (sent, held or skipped) of the total, 0-100, 2 decimals. */
  percent: z.number(),
  timeRemainingSeconds: nullableNumber,
  /** Voice calls placed and not reported yet. */
  activeCalls: z.number().int(),
  /** Messages per hour at the pace of the last minutes. */
  realSpeed: z.number().int(),
  /** The compose's send speed in msg/h; null: the route decides. */
  maxSpeed: nullableNumber,
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  blocked: z.number().int(),
  optout: z.number().int(),
  attemptFailed: z.number().int(),
  rejected: z.number().int(),
  clicked: z.number().int(),
  replied: z.number().int(),
  convertor: z.number().int(),
  callback: z.number().int(),
  /** Calls answered by a person, by a machine (AMD), and their seconds listened. */
  listen: z.number().int(),
  amd: z.number().int(),
  callSeconds: z.number().int(),
  acdSeconds: nullableNumber,
  deliveredRate: nullableNumber,
  clickRate: nullableNumber,
  replyRate: nullableNumber,
  optoutRate: nullableNumber,
  blockRate: nullableNumber,
  conversionRate: nullableNumber,
  costMillicents: z.number().int(),
  costPerClickMillicents: nullableNumber,
  costPerMessageMillicents: nullableNumber,
  amdCostMillicents: z.number().int(),
  revenueCents: z.number().int(),
  profitCents: z.number(),
  roiPercent: nullableNumber,
  revPerMilCents: nullableNumber,
  revPerMilMessageCents: nullableNumber,
  revPerMilMinuteCents: nullableNumber,
  rpcCents: nullableNumber,
  callRatePercent: nullableNumber,
});
export type MonitoringRow = z.infer<typeof monitoringRowSchema>;

export const monitoringListSchema = z.object({ items: z.array(monitoringRowSchema), total: z.number().int() });
export type MonitoringList = z.infer<typeof monitoringListSchema>;

// ---- switches ------------------------------------------------------------------------------

/** What can be switched inside a campaign (001 §4: creatives, offers, domain groups, routes, contact groups). */
export const SWITCHABLE_ELEMENTS = ['route', 'creative', 'offer', 'domainGroup', 'contactGroup'] as const;
export const switchableElementSchema = z.enum(SWITCHABLE_ELEMENTS);
export type SwitchableElement = z.infer<typeof switchableElementSchema>;

/**
 * The toast after a switch. Route and contact group are the spec's words (001 §8); the spec has
 * none for creative, offer and domain group, so these are ours in the route's pattern.
 */
export const switchMessages: Readonly<Record<SwitchableElement, string>> = {
  route: 'Switch status route successfully!',
  contactGroup: 'Switch status of contact group successfully!',
  creative: 'Switch status creative successfully!',
  offer: 'Switch status offer successfully!',
  domainGroup: 'Switch status domain group successfully!',
};

/** Refusals (ours: the spec names none). */
export const switchRefusals = {
  notSent: 'Only a sent campaign has elements to switch',
  notInCampaign: 'This element is not part of the campaign',
  /** A campaign sends with one of each kind it has; the domain group may go (links then use the app's own host). */
  lastOn: {
    route: 'At least one route must stay on',
    contactGroup: 'At least one contact group must stay on',
    creative: 'At least one creative must stay on',
    offer: 'At least one offer must stay on',
  } satisfies Record<Exclude<SwitchableElement, 'domainGroup'>, string>,
} as const;

export const switchInputSchema = z.object({
  element: switchableElementSchema,
  id: z.number().int().min(1).max(2_147_483_647),
  on: z.boolean(),
});
export type SwitchInput = z.infer<typeof switchInputSchema>;

/** One element of a campaign with its state: off by the sender, or paused by auto-optimization until a time. */
export const campaignElementSchema = z.object({
  element: switchableElementSchema,
  id: z.number().int(),
  name: z.string(),
  on: z.boolean(),
  /** 'manual' (the sender switched it off) or auto-optimization's reason; null when on. */
  reason: z.string().nullable(),
  /** Until when an auto-optimization pause lasts; null when on or switched off by the sender. */
  pausedUntil: z.string().nullable(),
});
export type CampaignElement = z.infer<typeof campaignElementSchema>;

export const campaignElementsSchema = z.object({ items: z.array(campaignElementSchema) });
export type CampaignElements = z.infer<typeof campaignElementsSchema>;

export const switchAnswerSchema = z.object({ message: z.string(), items: z.array(campaignElementSchema) });
export type SwitchAnswer = z.infer<typeof switchAnswerSchema>;
