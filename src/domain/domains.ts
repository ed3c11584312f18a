// Domains and domain groups (000 §3 "Domain group", §5 "Domains", §9; 001 §3, §7 "Domains", §8):
// the schemas the forms, the buying machine and the server's routes share, the spec's messages,
// the add-own-domains list rules and the delivery-rate rule.
import { z } from 'zod';
import { checkDateHourRange, dateHourRangeFields } from './date-hour';
import { messages } from './messages';
import { queryInt } from './query';

export const domainMessages = {
  groupMissing: 'This domain group is not existed',
  /** Told after the field's label: 'Name already existed, use another name' (000 §5). */
  groupExists: 'already existed, use another name',
  domainMissing: 'This domain is not existed',
  verifyAll: 'Request verify all domain, the checking process is running',
  releaseSent: 'Release request sent! The domain(s) will be released in few minutes!',
  somethingWrong: 'Something went wrong',
  priceRange: 'Price from must not be greater than price to',
  buying: 'Your domains are being bought; they will be available within few minutes!',
  buyingBusy: 'Domains are being bought already; wait until the order ends',
  groupBusy: 'Domains are being bought into this group; wait until the order ends',
  targetSame: 'Choose another domain group to migrate to',
  migrateWhat: 'Choose the domains, a delivery threshold or an amount to migrate',
  mergeTwo: 'must be at least two to merge',
  domainsRequired: 'Domains is required field!',
} as const;

/** The spec's TLD options (000 §9, 001 §9). */
export const DOMAIN_TLDS = ['xyz', 'site', 'club', 'com', 'top', 'vip', 'fit', 'loan', 'live', 'fun', 'space', 'today'] as const;
export type DomainTld = (typeof DOMAIN_TLDS)[number];
/** Domain buying progress is polled every 3 s while a non-empty process returns (001 §9). */
export const DOMAIN_BUYING_POLL_MS = 3000;
/** Per-domain results are revealed 500 ms apart (001 §8, §9). */
export const DOMAIN_RESULT_SPACING_MS = 500;
/** The most names one search answers and one order buys: the spec leaves it open; the form says it. */
export const MAX_DOMAIN_ORDER = 20;
/** The most own domains one add takes. */
export const MAX_DOMAINS_ADDED = 500;
export const DOMAIN_PAGE_SIZE = 20;
export const DOMAIN_GROUP_NAME_MIN = 3;
export const DOMAIN_GROUP_NAME_MAX = 200;

/** Delivery rate = (used - failed) / used as a rounded percent; 100 when never used (000 §9, 001 §9). */
export function domainDeliveryRate(used: number, failed: number): number {
  if (used <= 0) return 100;
  return Math.round(((used - failed) / used) * 100);
}

// ---- own domains: the add list -------------------------------------------------------------

/** Comma, semicolon or newline separated (000 §5); blanks dropped, each trimmed and lower-cased. */
export function splitDomainList(text: string): string[] {
  return text
    .split(/[,;\r\n]+/)
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Anything outside ASCII: accented letters and every other script. */
export const hasAccent = (name: string) => /[\u0080-\uffff]/.test(name);

/** A host name of ASCII labels with a letter TLD: 'example.com', 'go.my-offer.site'. */
export function isDomainName(name: string): boolean {
  if (name.length > 253 || hasAccent(name)) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return /^[a-z]{2,63}$/.test(labels[labels.length - 1]!) || /^xn--[a-z0-9-]+$/.test(labels[labels.length - 1]!);
}

/** The first problem of an add list, in words naming the domain; null when every name is fine. */
export function domainListProblem(list: readonly string[]): string | null {
  if (list.length === 0) return domainMessages.domainsRequired;
  if (list.length > MAX_DOMAINS_ADDED) return `At most ${MAX_DOMAINS_ADDED} domains at once`;
  const seen = new Set<string>();
  for (const name of list) {
    if (hasAccent(name)) return `Domains: ${name} must not contain accents`;
    if (!isDomainName(name)) return `Domains: ${name} ${messages.incorrectFormat}`;
    if (seen.has(name)) return `Domains: ${name} is duplicated`;
    seen.add(name);
  }
  return null;
}

/** The add-own-domains form: the text as typed. */
export const addDomainsFormSchema = z.object({
  domains: z.string().superRefine((text, ctx) => {
    const problem = domainListProblem(splitDomainList(text));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  groupId: z.number().int().positive().nullish(),
});
export type AddDomainsForm = z.infer<typeof addDomainsFormSchema>;

/** The add call: names already split (splitDomainList), lower-cased. */
export const addDomainsSchema = z.object({
  domains: z
    .array(z.string().trim().toLowerCase().max(253))
    .superRefine((list, ctx) => {
      const problem = domainListProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  groupId: z.number().int().positive().nullable().default(null),
});
export type AddDomains = z.input<typeof addDomainsSchema>;

// ---- domains ---------------------------------------------------------------------------------

/**
 * PENDING: added, not yet verified; ACTIVE: verified (or bought), usable by campaigns and short
 * links; FAILED: the DNS check found setup errors; RELEASING: released, gone in a few minutes.
 */
export const DOMAIN_STATUSES = ['PENDING', 'ACTIVE', 'FAILED', 'RELEASING'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const domainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(DOMAIN_STATUSES),
  /** Verified and not being released: campaigns and short links may use it. */
  active: z.boolean(),
  /** Bought through the registrar, or the user's own. */
  source: z.enum(['bought', 'own']),
  /** What the registration cost, in cents; null for an own domain. */
  priceCents: z.number().int().nullable(),
  /** The DNS check's setup errors (FAILED). */
  errors: z.array(z.string()),
  createdAt: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainListSchema = z.object({ items: z.array(domainSchema), total: z.number().int() });
export type DomainList = z.infer<typeof domainListSchema>;

export const domainQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: DOMAIN_PAGE_SIZE }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  search: z.string().trim().max(253).optional(),
  status: z.enum(DOMAIN_STATUSES).optional(),
});
export type DomainQuery = z.input<typeof domainQuerySchema>;

export const domainIdsSchema = z.object({ domains: z.array(z.number().int().positive()).min(1, domainMessages.domainsRequired).max(1000) });
export type DomainIds = z.infer<typeof domainIdsSchema>;

export const verifyResultSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  success: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;
export const verifyAnswerSchema = z.object({ results: z.array(verifyResultSchema) });
export const verifyAllAnswerSchema = z.object({ message: z.string(), checked: z.number().int(), verified: z.number().int() });
export const releaseAnswerSchema = z.object({ message: z.string(), released: z.number().int() });

// ---- groups ----------------------------------------------------------------------------------

export const domainGroupNameSchema = z
  .string({ error: messages.required('Name') })
  .trim()
  .min(1, messages.required('Name'))
  .min(DOMAIN_GROUP_NAME_MIN, `Name ${messages.minChars(DOMAIN_GROUP_NAME_MIN)}`)
  .max(DOMAIN_GROUP_NAME_MAX, `Name ${messages.maxChars(DOMAIN_GROUP_NAME_MAX)}`);

export const createDomainGroupSchema = z.object({ name: domainGroupNameSchema });
export type CreateDomainGroup = z.infer<typeof createDomainGroupSchema>;

const threshold = (label: string) =>
  z
    .number({ error: `${label} ${messages.numberType}` })
    .int(`${label} ${messages.integer}`)
    .min(0, `${label} ${messages.atLeast(0)}`)
    .max(99, `${label} ${messages.atMost(99)}`);

/** Group settings with the spec's defaults (000 §3, 001 §3); thresholds 0-99 (000 §5). */
export const domainGroupSettingSchema = z.object({
  campaignCheck: z.boolean().default(false),
  deliveredThreshold: threshold('Delivered threshold').default(0),
  autoRenew: z.boolean().default(false),
  deliveredThresholdRenew: threshold('Delivered threshold to renew').default(0),
  domainRotation: z.boolean().default(false),
  domainUsageThreshold: z
    .number({ error: `Domain usage threshold ${messages.numberType}` })
    .int(`Domain usage threshold ${messages.integer}`)
    .min(0, `Domain usage threshold ${messages.atLeast(0)}`)
    .max(1_000_000, `Domain usage threshold ${messages.atMost(1_000_000)}`)
    .default(0),
});
export type DomainGroupSetting = z.output<typeof domainGroupSettingSchema>;
export type DomainGroupSettingInput = z.input<typeof domainGroupSettingSchema>;
export const defaultDomainGroupSetting = (): DomainGroupSetting => domainGroupSettingSchema.parse({});

/** A switched-off toggle keeps no threshold (as DID groups do): the form and the server both apply it. */
export function zeroDisabledDomainSettings(s: DomainGroupSetting): DomainGroupSetting {
  return {
    ...s,
    deliveredThreshold: s.campaignCheck ? s.deliveredThreshold : 0,
    deliveredThresholdRenew: s.autoRenew ? s.deliveredThresholdRenew : 0,
    domainUsageThreshold: s.domainRotation ? s.domainUsageThreshold : 0,
  };
}

export const domainGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** At least one of its domains is active. */
  active: z.boolean(),
  setting: domainGroupSettingSchema,
  /** Domains in the group, and how many of them are active. */
  totalDomain: z.number().int(),
  activeDomain: z.number().int(),
  /** Domains are being bought into it. */
  isBuying: z.boolean(),
  createdAt: z.string(),
});
export type DomainGroup = z.infer<typeof domainGroupSchema>;
export const domainGroupListSchema = z.object({ items: z.array(domainGroupSchema), total: z.number().int() });
export type DomainGroupList = z.infer<typeof domainGroupListSchema>;

export const domainGroupQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: DOMAIN_PAGE_SIZE }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  name: z.string().trim().max(200).optional(),
});
export type DomainGroupQuery = z.input<typeof domainGroupQuerySchema>;

export const GROUP_DOMAIN_SORT_FIELDS = ['name', 'createdAt', 'used', 'failed', 'clicked', 'deliveryRate'] as const;

/** loadDomainsInGroup (001 §7): the group's domains with their performance over a date-hour range. */
export const groupDomainsQuerySchema = z
  .object({
    search: z.string().trim().max(253).default(''),
    sortField: z.enum(GROUP_DOMAIN_SORT_FIELDS).default('createdAt'),
    sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
    pageSize: z.number().int().min(1).max(100).default(DOMAIN_PAGE_SIZE),
    pageNumber: z.number().int().min(1).max(1_000_000).default(1),
    ...dateHourRangeFields,
  })
  .superRefine(checkDateHourRange);
export type GroupDomainsQuery = z.input<typeof groupDomainsQuerySchema>;

const performance = {
  used: z.number().int(),
  failed: z.number().int(),
  clicked: z.number().int(),
  /** domainDeliveryRate(used, failed). */
  deliveryRate: z.number().int(),
};
export const groupDomainSchema = domainSchema.extend(performance);
export type GroupDomain = z.infer<typeof groupDomainSchema>;
export const groupDomainPageSchema = z.object({ items: z.array(groupDomainSchema), total: z.number().int(), summary: z.object(performance) });
export type GroupDomainPage = z.infer<typeof groupDomainPageSchema>;

/** migrate (001 §7): to a target group, by selected domains, by delivery threshold, or an amount. */
export const migrateDomainsSchema = z
  .object({
    targetGroupId: z.number().int().positive(),
    domains: z.array(z.number().int().positive()).max(1000).optional(),
    /** The domains whose delivery rate (all time) is below this percent. */
    deliveryThreshold: z.number().int().min(0).max(100).optional(),
    /** This many of the group's domains, the oldest first. */
    amount: z.number().int().min(1).max(100_000).optional(),
  })
  .refine((m) => [m.domains && m.domains.length > 0, m.deliveryThreshold !== undefined, m.amount !== undefined].filter(Boolean).length === 1, {
    path: ['domains'],
    message: domainMessages.migrateWhat,
  });
export type MigrateDomains = z.input<typeof migrateDomainsSchema>;

export const mergeDomainGroupsSchema = z.object({
  domainGroupIds: z.array(z.number().int().positive()).min(2, domainMessages.mergeTwo).max(50),
  newDomainGroupName: domainGroupNameSchema,
  deleteOriginalGroup: z.boolean().default(false),
});
export type MergeDomainGroups = z.input<typeof mergeDomainGroupsSchema>;

// ---- buying ----------------------------------------------------------------------------------

/** Search to buy (001 §3, §5): numbers are numbers; prices in dollars; price_from not above price_to. */
export const domainSearchSchema = z
  .object({
    tld: z.enum(DOMAIN_TLDS, { error: `Tld ${messages.incorrectFormat}` }),
    domain: z
      .string({ error: messages.required('Domain') })
      .trim()
      .min(1, messages.required('Domain'))
      .max(40, `Domain ${messages.maxChars(40)}`),
    price_from: z.number({ error: `Price from ${messages.numberType}` }).min(0, `Price from ${messages.atLeast(0)}`).max(10_000).default(0),
    price_to: z.number({ error: `Price to ${messages.numberType}` }).min(0, `Price to ${messages.atLeast(0)}`).max(10_000).default(100),
    quantity: z
      .number({ error: `Quantity ${messages.numberType}` })
      .int(`Quantity ${messages.integer}`)
      .min(1, `Quantity ${messages.atLeast(1)}`)
      .max(MAX_DOMAIN_ORDER, `Quantity ${messages.atMost(MAX_DOMAIN_ORDER)}`)
      .default(5),
    unicodeIncluded: z.boolean().default(false),
  })
  .refine((s) => s.price_from <= s.price_to, { path: ['price_from'], message: domainMessages.priceRange });
export type DomainSearch = z.input<typeof domainSearchSchema>;

export const domainOfferSchema = z.object({ domain: z.string(), tld: z.string(), priceCents: z.number().int(), unicode: z.boolean() });
export type DomainOffer = z.infer<typeof domainOfferSchema>;
export const domainOffersSchema = z.object({ items: z.array(domainOfferSchema) });

const nameToBuy = z.string().trim().toLowerCase().min(3).max(253);
export const buyDomainSchema = z.object({ domain: nameToBuy, groupId: z.number().int().positive() });
export const buyDomainsSchema = z.object({
  domains: z
    .array(nameToBuy)
    .min(1, domainMessages.domainsRequired)
    .max(MAX_DOMAIN_ORDER, `Domains ${messages.atMost(MAX_DOMAIN_ORDER)}`)
    .refine((list) => new Set(list).size === list.length, 'Domains must not repeat'),
  groupId: z.number().int().positive(),
});
export type BuyDomains = z.infer<typeof buyDomainsSchema>;

export const DOMAIN_BUYING_STATUSES = ['PROCESSING', 'COMPLETED', 'PARTIAL', 'FAILED'] as const;
export type DomainBuyingStatus = (typeof DOMAIN_BUYING_STATUSES)[number];

/** Per domain (001 §3 "Domain: domain name, success flag and message per result"). */
export const domainBuyingResultSchema = z.object({ domain: z.string(), success: z.boolean(), message: z.string() });
export type DomainBuyingResult = z.infer<typeof domainBuyingResultSchema>;

/** The buying process (getBuyingProcess): the user's latest order until it is dismissed. */
export const domainBuyingProcessSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  status: z.enum(DOMAIN_BUYING_STATUSES),
  ordered: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  /** The domains handled so far, in order. */
  results: z.array(domainBuyingResultSchema),
  chargedCents: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type DomainBuyingProcess = z.infer<typeof domainBuyingProcessSchema>;
export const domainBuyingAnswerSchema = z.object({ process: domainBuyingProcessSchema.nullable() });
export type DomainBuyingAnswer = z.infer<typeof domainBuyingAnswerSchema>;
