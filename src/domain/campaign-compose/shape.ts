// The campaign compose (000 §3 "Campaign compose", "Auto-optimization"): what the wizard edits, a
// draft stores and a send submits. This schema is only the shape, with every field's default: a
// draft may be incomplete, so the spec's rules live apart (rules/*.ts) and run against the shape
// with the facts they need (facts.ts). Sizes are bounded here so that a draft stays a draft-sized
// thing; ranges and the spec's messages are the rules' business.
import { z } from 'zod';
import { messageTypeSchema, sendMethodSchema } from '../routes';

const id = z.number().int().positive();
const ids = z.array(id).max(200).default([]);
const text = (max: number) => z.string().max(max).default('');
/** A number field a person types: null while empty, any finite number otherwise (the rules say what is wrong with it). */
const typed = z.number().finite().nullable().default(null);

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 9000;
export const DEFAULT_TIMEZONE = 'Etc/GMT';

export const FILTER_TYPES = ['INCLUDE', 'EXCLUDE'] as const;
export const targetFilterSchema = z.object({
  contactField: text(60),
  filterType: z.enum(FILTER_TYPES).default('INCLUDE'),
  valueContactField: text(500),
});
export type TargetFilter = z.infer<typeof targetFilterSchema>;

/** The default target (000 §5): mobile numbers only. */
export const DEFAULT_TARGET: TargetFilter[] = [{ contactField: 'phoneType', filterType: 'INCLUDE', valueContactField: 'MOBILE' }];

export const OFFER_OPTIONS = ['offer', 'prefill', 'no', 'onfly'] as const;
export const CREATIVE_MODES = ['creatives', 'onfly'] as const;
export const OPTOUT_LINK_TYPES = ['optoutLink', 'none'] as const;
export const RESPONDER_MODES = ['noResponder', 'onfly', 'responder', 'template'] as const;
export const SANITIZING_MODES = ['none', 'entireMessage', 'tagOnly'] as const;
/** What auto-optimization may switch off in a running campaign (000 §3 evaluatedElements). */
export const EVALUATED_ELEMENTS = ['creative', 'offer', 'domainGroup', 'route', 'didGroup'] as const;
export const TRACKING_VENDORS = ['none', 'voluum'] as const;
export const VOLUUM_MAPPINGS = ['uuid', 'campaignName', 'name', 'no_mapping'] as const;

export const twoWayRouteSchema = z.object({ routeId: id, didGroupIds: ids });
export const oneWayRouteSchema = z.object({ routeId: id });

/** One lap of auto-optimization (000 §3): percentages are whole numbers 0-99, revenues and ROI plain numbers. */
export const autoOptimizationLapSchema = z.object({
  testSize: typed,
  pausedMin: typed,
  threshold: typed,
  thresholdPerReply: typed,
  thresholdPerBlock: typed,
  thresholdPerOptout: typed,
  thresholdPerConvertor: typed,
  thresholdRevenuePerMilMessage: typed,
  thresholdRevenuePerMilMinute: typed,
  thresholdRevenuePerDeliveredCall: typed,
  thresholdCallRate: typed,
  thresholdRoi: typed,
});
export type AutoOptimizationLap = z.infer<typeof autoOptimizationLapSchema>;
export const emptyLap = (): AutoOptimizationLap => autoOptimizationLapSchema.parse({});

export const sleepTimerSchema = z.object({
  enabled: z.boolean().default(false),
  /** 'HH:mm' or ''. */
  start: text(5),
  end: text(5),
  /** Sunday 1 to Saturday 7 (000 §5). */
  weekDays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
});

export const composeSchema = z.object({
  // audience
  campaignTitle: text(TITLE_MAX + 100),
  country: text(2),
  contactGroups: ids,
  target: z.array(targetFilterSchema).max(50).default(DEFAULT_TARGET),
  suppressionContactEnabled: z.boolean().default(false),
  suppressionGroupIds: ids,
  // route and numbers
  messageType: messageTypeSchema.default('SMS'),
  sendMethod: sendMethodSchema.default(2),
  routesTwoWays: z.array(twoWayRouteSchema).max(20).default([]),
  routesOneWay: z.array(oneWayRouteSchema).max(20).default([]),
  /** Sender numbers for one-way routes, comma separated as typed. */
  anis: text(2000),
  vertical: text(100),
  /** Messages per hour; null lets the route decide. */
  sendSpeed: typed,
  // content
  creativeMode: z.enum(CREATIVE_MODES).default('creatives'),
  creativeIds: ids,
  onflyMessage: text(MESSAGE_MAX + 1000),
  offerOption: z.enum(OFFER_OPTIONS).default('offer'),
  offerIds: ids,
  onflyOfferUrl: text(2000),
  urlShortened: z.boolean().default(true),
  /** The domain group short links are made on. */
  domain: id.nullable().default(null),
  optoutLinkType: z.enum(OPTOUT_LINK_TYPES).default('optoutLink'),
  optoutLink: id.nullable().default(null),
  qrEnabled: z.boolean().default(false),
  impressionUrl: text(2000),
  media: ids,
  attachmentEnabled: z.boolean().default(false),
  numberOfAttachmentInMessage: typed,
  bccOn: z.boolean().default(false),
  bccSize: typed,
  sanitizing: z
    .object({ mode: z.enum(SANITIZING_MODES).default('none'), messageUnicode: z.boolean().default(false), tagUnicode: z.boolean().default(false) })
    .default({ mode: 'none', messageUnicode: false, tagUnicode: false }),
  audioBuilderSettings: id.nullable().default(null),
  /** An AI-agent setting that answers voice calls (voice only). */
  agent: id.nullable().default(null),
  dtmfTimeout: typed,
  amdEventEnabled: z.boolean().default(false),
  // responder
  modeResponder: z.enum(RESPONDER_MODES).default('noResponder'),
  responderId: id.nullable().default(null),
  responderTemplate: id.nullable().default(null),
  responderOnFly: z
    .object({ inboundForwardNumber: text(40), outboundForwardNumber: text(40), inboundPlayAudio: id.nullable().default(null) })
    .default({ inboundForwardNumber: '', outboundForwardNumber: '', inboundPlayAudio: null }),
  responderForwardPhones: z.array(z.object({ variable: text(60), phone: text(40) })).max(20).default([]),
  // schedule and speed
  activeScheduling: z.boolean().default(false),
  scheduling: text(16),
  schedulingStopTime: text(16),
  timeName: z.string().max(60).default(DEFAULT_TIMEZONE),
  sleepTimer: sleepTimerSchema.default({ enabled: false, start: '', end: '', weekDays: [] }),
  /** Typed as text: the spec parses it as an integer (000 §5). */
  campaignOffset: text(20),
  autoStopThreshold: typed,
  seedNumbers: text(1000),
  resendFailedContactEnabled: z.boolean().default(false),
  // optimization and tracking
  autoOp: z.boolean().default(false),
  lap1: autoOptimizationLapSchema.default(emptyLap),
  autoOpLap2: z.boolean().default(false),
  autoOpLap2CreativeSize: typed,
  lap2: autoOptimizationLapSchema.default(emptyLap),
  evaluatedElements: z.array(z.enum(EVALUATED_ELEMENTS)).max(EVALUATED_ELEMENTS.length).default([]),
  trackingVendor: z.enum(TRACKING_VENDORS).default('none'),
  voluumMapping: z.enum(VOLUUM_MAPPINGS).default('no_mapping'),
  debug: z.boolean().default(false),
});
export type Compose = z.infer<typeof composeSchema>;
export type ComposeInput = z.input<typeof composeSchema>;

export const emptyCompose = (): Compose => composeSchema.parse({});
