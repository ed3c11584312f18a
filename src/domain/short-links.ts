// Short links, their clicks, short-link protection and IP stats (000 §5 "Short link parts", 001 §2
// "Short-link protection", §7 "IP stats", §9 "Risk score"): the schemas the page's forms and the
// server's routes share, the spec's part rules and the protection conditions.
import { z } from 'zod';
import { messages } from './messages';
import { queryInt } from './query';
import { RISK_FACTORS } from './risk-score';

export const shortLinkMessages = {
  linkMissing: 'Short link is not existed',
  domainNotYours: 'Domain is not one of your active domains',
  subDomainNeedsDomain: 'Sub-domains need one of your own domains',
  ipNotBlocked: 'IP is not blocked',
  clickRange: 'Click from must not exceed click to',
  conditionsRequired: 'Choose at least one condition',
} as const;

/** The spec's stand-in for the domain while none is chosen (001 §2). */
export const DOMAIN_PLACEHOLDER = '[Your domain]';
/** Links on the embedded default domain are served under this path of the app's own host. */
export const EMBEDDED_LINK_PREFIX = '/l';
export const MAX_LINK_PARTS = 5;
export const IP_STATS_DEFAULT_LIMIT = 50;
export const IP_STATS_DEFAULT_CLICK_FROM = 0;
export const IP_STATS_DEFAULT_CLICK_TO = 100;

// ---- parts ----------------------------------------------------------------------------------

/** "Short link parts: empty ignored; subdomain split by dot" (000 §5). */
export const splitSubDomainParts = (parts: readonly string[]) =>
  parts.flatMap((p) => p.split('.')).map((p) => p.trim().toLowerCase()).filter((p) => p !== '');
/** "... path by slash" (000 §5). */
export const splitPathParts = (parts: readonly string[]) =>
  parts.flatMap((p) => p.split('/')).map((p) => p.trim()).filter((p) => p !== '');

const SUB_DOMAIN_PART = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const PATH_PART = /^[A-Za-z0-9._~-]{1,64}$/;

/** The link as the spec builds it, the domain shown as the placeholder until one is chosen. */
export function previewShortLink(subDomainParts: readonly string[], pathParts: readonly string[], domain: string | null = null): string {
  const sub = splitSubDomainParts(subDomainParts);
  const path = splitPathParts(pathParts);
  const host = [...sub, domain ?? DOMAIN_PLACEHOLDER].join('.');
  return `${host}/${path.length > 0 ? `${path.join('/')}/` : ''}`;
}

const partList = (split: (p: readonly string[]) => string[], rule: RegExp, label: string) =>
  z
    .array(z.string().max(200), { error: `${label} ${messages.incorrectFormat}` })
    .max(20)
    .default([])
    .transform(split)
    .refine((parts) => parts.length <= MAX_LINK_PARTS, `${label} must have at most ${MAX_LINK_PARTS} parts`)
    .refine((parts) => parts.every((p) => rule.test(p)), `${label} ${messages.incorrectFormat}`);

const httpUrl = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(2000, `${label} ${messages.maxChars(2000)}`)
    .refine((text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, `${label} ${messages.incorrectFormat}`);

const optionalLimit = (label: string) =>
  z
    .number({ error: `${label} ${messages.numberType}` })
    .int(`${label} ${messages.integer}`)
    .min(1, `${label} ${messages.atLeast(1)}`)
    .max(100_000_000, `${label} ${messages.atMost(100_000_000)}`)
    .nullable()
    .default(null);

export const createShortLinkSchema = z.object({
  url: httpUrl('Url'),
  /** One of the user's active domains; null: the embedded default (this app's host, under /l). */
  domain: z.string().trim().toLowerCase().max(253).nullable().default(null),
  subDomainParts: partList(splitSubDomainParts, SUB_DOMAIN_PART, 'Sub-domain'),
  pathParts: partList(splitPathParts, PATH_PART, 'Path'),
  /** Served clicks the link takes in all; the rest are refused. */
  clickLimit: optionalLimit('Click limit'),
  /** Served clicks one IP address may make on the link. */
  ipClickLimit: optionalLimit('IP click limit'),
  expiresAt: z.iso.datetime({ offset: true, error: `Expire time ${messages.incorrectFormat}` }).nullable().default(null),
  /** The offer the link sends to, when a campaign made it (offers come with their own area). */
  offerId: z.number().int().positive().nullable().default(null),
});
export type CreateShortLink = z.input<typeof createShortLinkSchema>;

export const shortLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  domain: z.string().nullable(),
  subDomainParts: z.array(z.string()),
  pathParts: z.array(z.string()),
  /** The path the link answers on: /l/<parts>/<code> on the embedded default, /<parts>/<code> on a domain. */
  path: z.string(),
  /** The host it answers on; null on the embedded default (the app's own host). */
  host: z.string().nullable(),
  /** The whole link, on the server's public URL for the embedded default. */
  shortUrl: z.string(),
  clickLimit: z.number().int().nullable(),
  ipClickLimit: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  offerId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Every recorded click, whatever its outcome. */
  clicks: z.number().int(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

export const shortLinkListQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});
export const shortLinkListSchema = z.object({ items: z.array(shortLinkSchema), total: z.number().int() });
export type ShortLinkList = z.infer<typeof shortLinkListSchema>;

// ---- clicks ---------------------------------------------------------------------------------

/** What the server did with a click. */
export const CLICK_OUTCOMES = ['redirected', 'safe_page', 'preview_page', 'limit_refused', 'expired', 'blocked_ip'] as const;
export type ClickOutcome = (typeof CLICK_OUTCOMES)[number];
/** Outcomes that served the visitor something: these count towards the click limits. */
export const SERVED_OUTCOMES: readonly ClickOutcome[] = ['redirected', 'safe_page', 'preview_page'];
export const clickOutcomeLabels: Record<ClickOutcome, string> = {
  redirected: 'Redirected',
  safe_page: 'Safe page',
  preview_page: 'Preview page',
  limit_refused: 'Refused by limit',
  expired: 'Expired',
  blocked_ip: 'Blocked IP',
};

export const linkClickSchema = z.object({
  id: z.number().int(),
  clickedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.string(),
  riskScore: z.number(),
  /** The weights that made the score (RISK_WEIGHTS keys). */
  riskFactors: z.array(z.enum(RISK_FACTORS as [string, ...string[]])),
  outcome: z.enum(CLICK_OUTCOMES),
});
export type LinkClick = z.infer<typeof linkClickSchema>;

export const linkClicksQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 100, default: 20 }),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
});
export const linkClickPageSchema = z.object({ items: z.array(linkClickSchema), total: z.number().int() });
export type LinkClickPage = z.infer<typeof linkClickPageSchema>;

// ---- protection -----------------------------------------------------------------------------

/**
 * What a protection rule can test on a click (GET user-domain/shortLinkProtection/conditions): the
 * facts behind the risk weights, the device kind, link-preview fetchers and two score thresholds.
 */
export const PROTECTION_CONDITIONS = [
  'VPN', 'PUBLIC_PROXY', 'RESIDENTIAL_PROXY', 'TOR', 'HOSTING', 'SHARED_IP', 'RISKY_USER',
  'BOT', 'UNKNOWN_OS', 'FAKE_IOS', 'DESKTOP_AS_PHONE', 'LINK_PREVIEW', 'DESKTOP', 'MOBILE',
  'RISK_SCORE_50', 'RISK_SCORE_80',
] as const;
export type ProtectionCondition = (typeof PROTECTION_CONDITIONS)[number];
export const protectionConditionLabels: Record<ProtectionCondition, string> = {
  VPN: 'VPN',
  PUBLIC_PROXY: 'Public proxy',
  RESIDENTIAL_PROXY: 'Residential proxy',
  TOR: 'Tor',
  HOSTING: 'Hosting',
  SHARED_IP: 'Shared IP',
  RISKY_USER: 'Risky user type',
  BOT: 'Bot',
  UNKNOWN_OS: 'Unknown OS',
  FAKE_IOS: 'Fake iOS',
  DESKTOP_AS_PHONE: 'Desktop posing as phone',
  LINK_PREVIEW: 'Link preview',
  DESKTOP: 'Desktop',
  MOBILE: 'Mobile',
  RISK_SCORE_50: 'Risk score 50 or more',
  RISK_SCORE_80: 'Risk score 80 or more',
};
export const protectionConditionSchema = z.enum(PROTECTION_CONDITIONS);
export const protectionConditionListSchema = z.array(z.object({ value: protectionConditionSchema, label: z.string() }));

const conditions = z.array(protectionConditionSchema).max(PROTECTION_CONDITIONS.length).default([]);
const optionalUrl = (label: string) => z.union([z.literal(''), httpUrl(label)]).default('');

/**
 * The spec's ten fields (001 §2). A click matching a redirect condition and no whitelist condition
 * goes to that page: the custom URL when the custom mode is on, else the built-in page.
 */
export const shortLinkProtectionSchema = z
  .object({
    enableRedirectSafePage: z.boolean().default(false),
    customPageSafeMode: z.boolean().default(false),
    safeUrl: optionalUrl('Safe url'),
    redirectSafePageCondition: conditions,
    originalPageWhitelistCondition: conditions,
    enableRedirectPreviewPage: z.boolean().default(false),
    customPagePreviewMode: z.boolean().default(false),
    previewUrl: optionalUrl('Preview url'),
    redirectPreviewPageCondition: conditions,
    previewPageWhitelistCondition: conditions,
  })
  .superRefine((s, ctx) => {
    if (s.enableRedirectSafePage && s.customPageSafeMode && s.safeUrl === '') {
      ctx.addIssue({ code: 'custom', path: ['safeUrl'], message: messages.required('Safe url') });
    }
    if (s.enableRedirectSafePage && s.redirectSafePageCondition.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['redirectSafePageCondition'], message: shortLinkMessages.conditionsRequired });
    }
    if (s.enableRedirectPreviewPage && s.customPagePreviewMode && s.previewUrl === '') {
      ctx.addIssue({ code: 'custom', path: ['previewUrl'], message: messages.required('Preview url') });
    }
    if (s.enableRedirectPreviewPage && s.redirectPreviewPageCondition.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['redirectPreviewPageCondition'], message: shortLinkMessages.conditionsRequired });
    }
  });
export type ShortLinkProtection = z.output<typeof shortLinkProtectionSchema>;
export type ShortLinkProtectionInput = z.input<typeof shortLinkProtectionSchema>;
export const defaultShortLinkProtection = (): ShortLinkProtection => shortLinkProtectionSchema.parse({});

// ---- IP stats and blocked IPs ---------------------------------------------------------------

export const ipStatsQuerySchema = z
  .object({
    limit: queryInt({ min: 1, max: 500, default: IP_STATS_DEFAULT_LIMIT }),
    clickFrom: queryInt({ min: 0, max: 2_147_483_647, default: IP_STATS_DEFAULT_CLICK_FROM }),
    clickTo: queryInt({ min: 0, max: 2_147_483_647, default: IP_STATS_DEFAULT_CLICK_TO }),
  })
  .refine((q) => q.clickFrom <= q.clickTo, { path: ['clickFrom'], message: shortLinkMessages.clickRange });

export const ipStatSchema = z.object({
  ip: z.string(),
  clicks: z.number().int(),
  lastClickAt: z.string(),
  maxRiskScore: z.number(),
  blocked: z.boolean(),
});
export type IpStat = z.infer<typeof ipStatSchema>;

export const ipAddressSchema = z
  .string({ error: messages.required('IP') })
  .trim()
  .min(1, messages.required('IP'))
  .pipe(z.union([z.ipv4(), z.ipv6()], { error: `IP ${messages.incorrectFormat}` }));
export const blockIpSchema = z.object({ ip: ipAddressSchema });
export const blockedIpSchema = z.object({ ip: z.string(), createdAt: z.string() });
export type BlockedIp = z.infer<typeof blockedIpSchema>;
