// The referral program (000 §2 "/referral, /referral/program, /referral/statistic,
// /referral/{programId}/{referralCode}"; issue 15; decision 52): programs with a code and a
// commission rate, each user's links, the public landing's visit and lead, and the statistics.
// Shared by the server's routes and the web's forms.
import { z } from 'zod';
import { MAX_RATE_BP } from './referral-commission';

export const REFERRAL_PROGRAM_STATUSES = ['active', 'paused'] as const;
export const referralProgramStatusSchema = z.enum(REFERRAL_PROGRAM_STATUSES);

export const referralMessages = {
  codeFormat: 'Code must be 3 to 20 letters, digits or dashes',
  codeTaken: 'This code is already used by another program',
  nameRequired: 'Name is required',
  rateRange: 'Commission must be between 0.01% and 100%',
  rateDecimals: 'Commission has at most 2 decimals',
  paused: 'This program is paused',
  joined: 'Joined',
  leadThanks: 'Thank you! We will contact you soon.',
  unknownLink: 'This referral link is not valid.',
  emailFormat: 'Email is incorrect format!',
  rangeOrder: 'The start date must be before the end date',
  rangeTooLong: 'The date range is at most 366 days',
} as const;

/** Create or edit a program (Super-Admin). commissionPercent is what the form shows, e.g. 12.5. */
export const referralProgramInputSchema = z.object({
  name: z.string().trim().min(1, { error: referralMessages.nameRequired }).max(100),
  code: z.string().trim().regex(/^[A-Za-z0-9-]{3,20}$/, { error: referralMessages.codeFormat }).transform((s) => s.toUpperCase()),
  description: z.string().trim().max(2000).default(''),
  commissionPercent: z
    .number({ error: referralMessages.rateRange })
    .min(0.01, { error: referralMessages.rateRange })
    .max(MAX_RATE_BP / 100, { error: referralMessages.rateRange })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, { error: referralMessages.rateDecimals }),
  status: referralProgramStatusSchema.default('active'),
});
export type ReferralProgramInput = z.input<typeof referralProgramInputSchema>;

export const referralProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  commissionPercent: z.number(),
  commissionBp: z.number().int(),
  status: referralProgramStatusSchema,
  /** The signed-in user's link in this program, if they joined it. */
  myReferralCode: z.string().nullable(),
  created: z.string(),
});
export type ReferralProgram = z.infer<typeof referralProgramSchema>;
export const referralProgramListSchema = z.object({ items: z.array(referralProgramSchema) });

/** One of the user's referral links with its all-time counts. */
export const referralLinkSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  programCode: z.string(),
  commissionPercent: z.number(),
  referralCode: z.string(),
  /** The public landing's path: /referral/{programId}/{referralCode}. */
  path: z.string(),
  visits: z.number().int(),
  leads: z.number().int(),
  signups: z.number().int(),
  revenueCents: z.number().int(),
  commissionCents: z.number().int(),
  created: z.string(),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;
export const referralLinkListSchema = z.object({ items: z.array(referralLinkSchema) });

export const referralLandingPath = (programId: number, referralCode: string) => `/referral/${programId}/${encodeURIComponent(referralCode)}`;

/** What the public landing shows (no login): the program, never the referrer's account. */
export const referralLandingSchema = z.object({
  programId: z.number().int(),
  programName: z.string(),
  description: z.string(),
  referralCode: z.string(),
});
export type ReferralLanding = z.infer<typeof referralLandingSchema>;

/** The landing's lead form. */
export const referralLeadInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(100),
  email: z.email({ error: referralMessages.emailFormat }).max(200).transform((s) => s.toLowerCase()),
  phone: z.string().trim().max(30).default(''),
  company: z.string().trim().max(100).default(''),
});
export type ReferralLeadInput = z.input<typeof referralLeadInputSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'is incorrect format!' });

/** GET /referral/statistic: a range of whole days (YYYY-MM-DD, both included, UTC). */
export const referralStatisticQuerySchema = z
  .object({ from: isoDate, to: isoDate, linkId: z.string().regex(/^\d{1,10}$/).transform(Number).optional() })
  .refine((q) => q.from <= q.to, { error: referralMessages.rangeOrder, path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { error: referralMessages.rangeTooLong, path: ['to'] });
export type ReferralStatisticQuery = z.input<typeof referralStatisticQuerySchema>;

export const referralTotalsSchema = z.object({
  visits: z.number().int(),
  leads: z.number().int(),
  signups: z.number().int(),
  revenueCents: z.number().int(),
  commissionCents: z.number().int(),
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

export const referralStatisticSchema = z.object({
  totals: referralTotalsSchema,
  days: z.array(referralTotalsSchema.extend({ date: z.string() })),
});
export type ReferralStatistic = z.infer<typeof referralStatisticSchema>;

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
