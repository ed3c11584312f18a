// The Click request tab (000 §2 "click-request"; 001 §7 "updateClickFilter", "IP stats", §9 "Risk
// score"): which clicks count in the campaign figures. A click scoring above the maximum risk score,
// a bot's click when bots are not counted, and a click from a blocked address (an IP or a CIDR range)
// is still recorded with its short link, but is not a campaign click. Shared by the tab's form and
// the server. See docs/decisions/0043-settings-tabs.md.
import { z } from 'zod';
import { messages } from './messages';
import { RISK_SCORE_MAX } from './risk-score';

export const BLOCKED_IPS_MAX = 500;

const ip = z.union([z.ipv4(), z.ipv6()]);
const cidr = z.union([z.cidrv4(), z.cidrv6()]);
/** An address or a range: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32. */
export const isIpOrCidr = (text: string) => ip.safeParse(text).success || cidr.safeParse(text).success;

/** Blocked addresses as typed: one per line or comma-separated; trimmed, empties and repeats dropped. */
export function splitIps(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s !== ''))];
}

export const clickFilterSchema = z.object({
  /** Clicks scoring above this are not counted (0-99.99; 99.99 counts every score). */
  maxRiskScore: z
    .number({ error: `Maximum risk score ${messages.numberType}` })
    .min(0, `Maximum risk score ${messages.atLeast(0)}`)
    .max(RISK_SCORE_MAX, `Maximum risk score ${messages.atMost(RISK_SCORE_MAX)}`)
    .transform((n) => Math.round(n * 100) / 100),
  countBots: z.boolean(),
  blockedIps: z
    .array(z.string().trim().max(64), { error: `Blocked IPs ${messages.incorrectFormat}` })
    .max(BLOCKED_IPS_MAX, `Blocked IPs must be at most ${BLOCKED_IPS_MAX} addresses`)
    .transform((list) => [...new Set(list.filter((s) => s !== ''))])
    .superRefine((list, ctx) => {
      const bad = list.find((s) => !isIpOrCidr(s));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `Blocked IPs must be valid IPs or ranges: ${bad} is not one` });
    }),
});
export type ClickFilterInput = z.input<typeof clickFilterSchema>;
export type ClickFilter = z.output<typeof clickFilterSchema>;

export const defaultClickFilter = (): ClickFilter => ({ maxRiskScore: RISK_SCORE_MAX, countBots: true, blockedIps: [] });

/** The tab's form: the blocked addresses typed as text, one per line (or comma-separated). */
export const clickFilterFormSchema = clickFilterSchema.extend({
  blockedIps: z.string().max(40_000).transform(splitIps).pipe(clickFilterSchema.shape.blockedIps),
});
export type ClickFilterForm = z.input<typeof clickFilterFormSchema>;

/** IP stats over a date range (001 §7 "traffic/ip_stats"): top addresses by clicks. */
export const clickIpStatsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: `From ${messages.incorrectFormat}` }),
    to: z.iso.datetime({ offset: true, error: `To ${messages.incorrectFormat}` }),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .refine((q) => Date.parse(q.to) >= Date.parse(q.from), { message: 'To must be after From', path: ['to'] });

export const clickIpStatSchema = z.object({
  ip: z.string(),
  clicks: z.number().int(),
  /** The highest risk score among its clicks in the range. */
  maxRiskScore: z.number(),
  lastClickAt: z.string(),
  blocked: z.boolean(),
});
export type ClickIpStat = z.infer<typeof clickIpStatSchema>;
