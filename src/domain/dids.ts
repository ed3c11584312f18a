// DID groups and their numbers (000 §3 "DID group", §5; 001 §3, §4, §5, §7 "DIDs", §8): the
// schemas the forms, the purchase machine and the server's routes share, the settings with their
// toggle-zeroing rule, and the spec's messages.
import { z } from 'zod';
import { checkDateHourRange, dateHourRangeFields } from './date-hour';
import { messages } from './messages';
import { queryInt } from './query';

export const didMessages = {
  groupExists: 'You contact group has already EXISTED, please use another name!',
  unexpected: 'Unexpected error',
  groupMissing: 'Group DID is not existed',
  purchaseProcessing: 'System is processing your order. Your DID will be available within few minutes!',
  sleepNeedsTime: 'You must select at least start-end sleep timer or week days',
  sleepWholeWeek: 'You cannot select the whole week to sleep',
  hoursReversed: 'Working hour from must not be after working hour to',
  didMissing: 'DID is not existed',
  targetSame: 'Choose another DID group to move to',
  badDidGroupRequired: 'Choose the DID group bad DIDs move to',
  autoReleaseOff: 'Auto release is off for this group; switch it on in Settings first',
  groupBusy: 'This DID group is busy with another process; wait until it ends',
  scrubCountry: 'DIDs can be scrubbed in the United States and Canada only',
  noBadDids: 'There are no bad DIDs in this group',
} as const;

/** A DID group name is longer than 3 characters (001 §5) and at most 200 (000 §5). */
export const DID_GROUP_NAME_MIN = 4;
export const DID_GROUP_NAME_MAX = 200;
/** The most numbers one purchase order asks for: the spec leaves it open (000 §5); the form says it. */
export const MAX_DID_PURCHASE = 100;
/** DID purchase progress is polled every 2 s while a progress record returns (001 §9). */
export const DID_PURCHASE_POLL_MS = 2000;
export const DID_PAGE_SIZES = [20, 50] as const;
export const DEFAULT_FORWARD_TIMEZONE = 'America/Los_Angeles';

// ---- groups --------------------------------------------------------------------------------

export const didGroupNameSchema = z
  .string({ error: messages.required('Name') })
  .trim()
  .min(1, messages.required('Name'))
  .min(DID_GROUP_NAME_MIN, `Name must be longer than ${DID_GROUP_NAME_MIN - 1} characters`)
  .max(DID_GROUP_NAME_MAX, `Name ${messages.maxChars(DID_GROUP_NAME_MAX)}`);

const countryCode = z
  .string({ error: messages.required('Country') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, `Country ${messages.incorrectFormat}`);

export const createDidGroupSchema = z.object({
  name: didGroupNameSchema,
  country: countryCode,
  routeId: z.number().int().positive().nullable().default(null),
  voiceEnabled: z.boolean().default(false),
});
export type CreateDidGroup = z.input<typeof createDidGroupSchema>;

const percent = (label: string) =>
  z.number({ error: `${label} ${messages.numberType}` }).min(0, `${label} ${messages.atLeast(0)}`).max(100, `${label} must be at most 100`);
const count = (label: string) =>
  z.number({ error: `${label} ${messages.numberType}` }).int(`${label} ${messages.integer}`).min(0, `${label} ${messages.atLeast(0)}`).max(100_000);
/** 'HH:mm', or '' when not set. */
const clock = z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Time ${messages.incorrectFormat}`)]);
/** Weekday numbers, Sunday 1 to Saturday 7 (000 §5); no transform here, since answers are encoded with this schema too. */
const weekDays = z.array(z.number().int().min(1).max(7)).max(7);
const days = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

export const didGroupSettingSchema = z
  .object({
    campaignCheck: z.boolean().default(false),
    deliveredThreshold: percent('Delivered threshold').default(0),
    clickedThreshold: percent('Clicked threshold').default(0),
    autoRelease: z.boolean().default(false),
    deliveredThresholdRelease: percent('Delivered threshold to release').default(0),
    autoReleaseClickRate: percent('Click rate to release').default(0),
    didGroupOptimizationSettings: z
      .object({
        enable: z.boolean().default(false),
        concurrentCheck: z.boolean().default(false),
        rotation: z.boolean().default(false),
        maxConcurrent: count('Max concurrent').default(0),
        messagePerCycle: count('Messages per cycle').default(0),
      })
      .default({ enable: false, concurrentCheck: false, rotation: false, maxConcurrent: 0, messagePerCycle: 0 }),
    forwardCallSetting: z
      .object({
        /** '' for no forwarding; else a number starting with + (000 §5 "Phones"). */
        phone: z.union([z.literal(''), z.string().trim().regex(/^\+\d{6,15}$/, `Phone ${messages.incorrectFormat}`)]).default(''),
        workingWeekDays: weekDays.default([]),
        workingHourFrom: clock.default(''),
        workingHourTo: clock.default(''),
        timezone: z.string().trim().min(1).max(64).default(DEFAULT_FORWARD_TIMEZONE),
      })
      .default({ phone: '', workingWeekDays: [], workingHourFrom: '', workingHourTo: '', timezone: DEFAULT_FORWARD_TIMEZONE }),
    sleepTimerSetting: z
      .object({
        chkSleepTimer: z.boolean().default(false),
        startSleepTime: clock.default(''),
        endSleepTime: clock.default(''),
        weekDays: weekDays.default([]),
      })
      .default({ chkSleepTimer: false, startSleepTime: '', endSleepTime: '', weekDays: [] }),
    scrubSetting: z
      .object({
        autoScrub: z.boolean().default(false),
        autoScrubInterval: z.number().int().min(0).max(365).default(1),
        autoRefillBadDid: z.boolean().default(false),
        autoMoveBadDid: z.boolean().default(false),
        badDidGroupId: z.number().int().positive().nullable().default(null),
      })
      .default({ autoScrub: false, autoScrubInterval: 1, autoRefillBadDid: false, autoMoveBadDid: false, badDidGroupId: null }),
  })
  .superRefine((s, ctx) => {
    const f = s.forwardCallSetting;
    if (f.workingHourFrom && f.workingHourTo && f.workingHourFrom > f.workingHourTo) {
      ctx.addIssue({ code: 'custom', path: ['forwardCallSetting', 'workingHourFrom'], message: didMessages.hoursReversed });
    }
    const sleep = s.sleepTimerSetting;
    if (sleep.chkSleepTimer) {
      const hasTimes = sleep.startSleepTime !== '' && sleep.endSleepTime !== '';
      if (!hasTimes && sleep.weekDays.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['sleepTimerSetting', 'chkSleepTimer'], message: didMessages.sleepNeedsTime });
      }
      if (new Set(sleep.weekDays).size === 7) {
        ctx.addIssue({ code: 'custom', path: ['sleepTimerSetting', 'weekDays'], message: didMessages.sleepWholeWeek });
      }
    }
    if (s.scrubSetting.autoScrub && s.scrubSetting.autoMoveBadDid && s.scrubSetting.badDidGroupId === null) {
      ctx.addIssue({ code: 'custom', path: ['scrubSetting', 'badDidGroupId'], message: didMessages.badDidGroupRequired });
    }
  });
export type DidGroupSetting = z.output<typeof didGroupSettingSchema>;
export type DidGroupSettingInput = z.input<typeof didGroupSettingSchema>;

export const defaultDidGroupSetting = (): DidGroupSetting => didGroupSettingSchema.parse({});

/**
 * "Saving with a toggle off zeroes its dependent fields" (000 §3, 001 §4): the form sends what this
 * answers and the server stores what this answers, so both agree whatever the client sent. Week
 * days come back once each, in order.
 */
export function zeroDisabledSettings(s: DidGroupSetting): DidGroupSetting {
  const out = structuredClone(s);
  out.forwardCallSetting.workingWeekDays = days(out.forwardCallSetting.workingWeekDays);
  out.sleepTimerSetting.weekDays = days(out.sleepTimerSetting.weekDays);
  if (!out.campaignCheck) {
    out.deliveredThreshold = 0;
    out.clickedThreshold = 0;
  }
  if (!out.autoRelease) {
    out.deliveredThresholdRelease = 0;
    out.autoReleaseClickRate = 0;
  }
  if (!out.didGroupOptimizationSettings.enable) {
    out.didGroupOptimizationSettings = { enable: false, concurrentCheck: false, rotation: false, maxConcurrent: 0, messagePerCycle: 0 };
  }
  if (!out.sleepTimerSetting.chkSleepTimer) {
    out.sleepTimerSetting = { chkSleepTimer: false, startSleepTime: '', endSleepTime: '', weekDays: [] };
  }
  if (!out.scrubSetting.autoScrub) {
    out.scrubSetting = { autoScrub: false, autoScrubInterval: 0, autoRefillBadDid: false, autoMoveBadDid: false, badDidGroupId: null };
  } else if (!out.scrubSetting.autoMoveBadDid) {
    out.scrubSetting.badDidGroupId = null;
  }
  return out;
}

export const didGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  countries: z.array(z.string()),
  routeId: z.number().int().nullable(),
  routeName: z.string().nullable(),
  didBuyable: z.boolean(),
  voiceEnabled: z.boolean(),
  /** How many numbers the group holds. */
  dids: z.number().int(),
  createdAt: z.string(),
  setting: didGroupSettingSchema,
  /** A purchase order is filling this group right now. */
  isPurchasing: z.boolean(),
  /** The background task holding the group (a purchase or a scrub), or null. */
  busyTaskId: z.number().int().nullable(),
  /** Numbers the last scrub marked bad that are still in the group. */
  badDids: z.number().int(),
  /** When the last scrub of its numbers ended. */
  scrubbedAt: z.string().nullable(),
  /** When its rotation cycle was last reset. */
  cycleResetAt: z.string().nullable(),
});
export type DidGroup = z.infer<typeof didGroupSchema>;

export const didGroupListSchema = z.object({ items: z.array(didGroupSchema), total: z.number().int() });
export type DidGroupList = z.infer<typeof didGroupListSchema>;

/** DID list filter (001 §4): limit, offset, name, routeId, country, search. */
export const didGroupQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  name: z.string().trim().max(200).optional(),
  routeId: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, `Country ${messages.incorrectFormat}`).optional(),
  /** Matches the group name or a number in it. */
  search: z.string().trim().max(200).optional(),
});
export type DidGroupQuery = z.input<typeof didGroupQuerySchema>;

// ---- numbers in a group --------------------------------------------------------------------

/** ACTIVE, or BAD when a scrub found it not working, flagged as spam or under the delivered threshold. */
export const DID_STATUSES = ['ACTIVE', 'BAD'] as const;
export type DidStatus = (typeof DID_STATUSES)[number];

export const didSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: z.enum(DID_STATUSES),
  /** Why a scrub marked it bad; null for an active number. */
  badReason: z.string().nullable(),
  /** When a scrub last checked it. */
  checkedAt: z.string().nullable(),
  /** Messages sent in the group's current rotation cycle. */
  cycleSent: z.number().int(),
  groupId: z.number().int(),
  country: z.string(),
  voiceEnabled: z.boolean(),
  createdAt: z.string(),
  /** Within the asked date-hour range, or all time without one. */
  sent: z.number().int(),
  delivered: z.number().int(),
  clicked: z.number().int(),
  /** delivered / sent as a percent with 2 decimals; 0 when nothing was sent. */
  deliveryRate: z.number(),
});
export type Did = z.infer<typeof didSchema>;

export const DID_SORT_FIELDS = ['phone', 'createdAt', 'sent', 'delivered', 'clicked', 'deliveryRate'] as const;

export const didListQuerySchema = z
  .object({
    didSearch: z.string().trim().max(40).default(''),
    sortField: z.enum(DID_SORT_FIELDS).default('createdAt'),
    sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
    pageSize: z.number().int().min(1).max(100).default(20),
    pageNumber: z.number().int().min(1).max(1_000_000).default(1),
    ...dateHourRangeFields,
  })
  .superRefine(checkDateHourRange);
export type DidListQuery = z.input<typeof didListQuerySchema>;

export const didPageSchema = z.object({ items: z.array(didSchema), total: z.number().int() });
export type DidPage = z.infer<typeof didPageSchema>;

export const moveDidsSchema = z
  .object({
    /** The numbers to move, by id; or `amount` of the group's numbers (the oldest first). */
    dids: z.array(z.number().int().positive()).max(1000).optional(),
    amount: z.number().int().min(1).max(100_000).optional(),
    targetGroupId: z.number().int().positive(),
  })
  .refine((m) => (m.dids && m.dids.length > 0) || m.amount !== undefined, { path: ['dids'], message: 'Choose the DIDs to move or an amount' });
export type MoveDids = z.input<typeof moveDidsSchema>;

/** Handle bad DIDs (001 §7 handleBadDid): the only action the spec names is MOVE, to another group. */
export const handleBadDidsSchema = z.object({
  action: z.literal('MOVE', { error: 'Action must be MOVE' }),
  targetGroupId: z.number({ error: 'Choose the DID group to move to' }).int().positive(),
});
export type HandleBadDids = z.infer<typeof handleBadDidsSchema>;

/** Countries whose numbers the carrier check can scrub (001 §7 scrubCountries). */
export const DID_SCRUB_COUNTRIES = ['US', 'CA'] as const;

export const releaseDidsSchema = z.object({ dids: z.array(z.number().int().positive()).min(1).max(1000) });

/**
 * Release the numbers that perform below a rate (001 §7 "release by clickRate ... by deliveryRate"):
 * delivery rate = delivered / sent, click rate = clicked / delivered, both in percent over all
 * time. A number that never sent has no rate and is kept.
 */
export const releaseByRateSchema = z.object({
  by: z.enum(['deliveryRate', 'clickRate']),
  below: z.number({ error: `Rate ${messages.numberType}` }).min(0, `Rate ${messages.atLeast(0)}`).max(100, 'Rate must be at most 100'),
});
export type ReleaseByRate = z.infer<typeof releaseByRateSchema>;

/** clicked / delivered in percent with 2 decimals; 0 when nothing was delivered. */
export const clickRate = (delivered: number, clicked: number) => (delivered === 0 ? 0 : Math.round((clicked / delivered) * 10_000) / 100);
/** delivered / sent in percent with 2 decimals; 0 when nothing was sent. */
export const deliveryRate = (sent: number, delivered: number) => (sent === 0 ? 0 : Math.round((delivered / sent) * 10_000) / 100);

// ---- purchase ------------------------------------------------------------------------------

export const AREA_CODE_SELECTION_MODES = ['exact', 'nearby', 'any'] as const;
export const PHONE_CATEGORIES = ['local', 'tollfree', 'mobile'] as const;

export const didPurchaseOrderSchema = z
  .object({
    country: countryCode,
    /** Digits of the area code; '' with mode 'any'. */
    areaCode: z.string().trim().regex(/^\d{0,5}$/, `Area code ${messages.incorrectFormat}`).default(''),
    areaCodeSelectionMode: z.enum(AREA_CODE_SELECTION_MODES).default('exact'),
    phoneCategory: z.enum(PHONE_CATEGORIES).default('local'),
    bulkPurchaseCount: z
      .number({ error: `Quantity ${messages.numberType}` })
      .int(`Quantity ${messages.integer}`)
      .min(1, `Quantity ${messages.atLeast(1)}`)
      .max(MAX_DID_PURCHASE, `Quantity must be at most ${MAX_DID_PURCHASE}`),
    voiceEnabled: z.boolean().optional(),
  })
  .superRefine((o, ctx) => {
    if (o.areaCodeSelectionMode !== 'any' && o.phoneCategory !== 'tollfree' && o.areaCode === '') {
      ctx.addIssue({ code: 'custom', path: ['areaCode'], message: messages.required('Area code') });
    }
  });
export type DidPurchaseOrder = z.input<typeof didPurchaseOrderSchema>;

export const DID_PURCHASE_STATUSES = ['PROCESSING', 'COMPLETED', 'PARTIAL', 'FAILED'] as const;
export type DidPurchaseStatus = (typeof DID_PURCHASE_STATUSES)[number];

/** The progress record of a purchase order (GET .../purchase-process), polled while it is PROCESSING. */
export const didPurchaseProcessSchema = z.object({
  /** The background task that fills the order. */
  id: z.number().int(),
  groupId: z.number().int(),
  status: z.enum(DID_PURCHASE_STATUSES),
  ordered: z.number().int(),
  filled: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  /** The numbers bought so far. */
  numbers: z.array(z.string()),
  /** 'System is processing your order...' while it runs; why it stopped short when PARTIAL or FAILED. */
  message: z.string(),
  createdAt: z.string(),
});
export type DidPurchaseProcess = z.infer<typeof didPurchaseProcessSchema>;
/** The latest order of the group, or null when it never had one. */
export const didPurchaseProcessAnswerSchema = z.object({ process: didPurchaseProcessSchema.nullable() });
export type DidPurchaseProcessAnswer = z.infer<typeof didPurchaseProcessAnswerSchema>;
