// A toll-free verification request (issue 14; decision 49): what a business sends for its toll-free
// numbers, read by the aggregator through the registration vendor (decision 45). It references a
// profile (the business and contact) and carries the messaging fields. Its status is derived from
// its newest registration request: never sent -> Draft, requesting -> Submitted, register pending
// -> In review, registered -> Verified, rejected -> Rejected (with the aggregator's reason).
import { z } from 'zod';
import { messages } from '../messages';
import { registrationViewSchema, type RegistrationView } from '../registrations';
import type { StatusColorMap } from '../status-colors';
import {
  SAMPLE_MESSAGES_MAX,
  TOLL_FREE_MONTHLY_VOLUMES,
  TOLL_FREE_NUMBERS_MAX,
  TOLL_FREE_OPT_IN_TYPES,
  TOLL_FREE_USE_CASES,
  normaliseTollFreeNumber,
} from './toll-free-lists';
import { requiredText, tollFreeProfileInputSchema, tollFreeProfileSchema, webAddress } from './toll-free-profile';

export const TOLL_FREE_STATUSES = ['Draft', 'Submitted', 'In review', 'Verified', 'Rejected'] as const;
export const tollFreeStatusSchema = z.enum(TOLL_FREE_STATUSES);
export type TollFreeStatus = z.infer<typeof tollFreeStatusSchema>;

/** The badge tones: Draft black, Submitted primary, In review pending, Verified success, Rejected danger. */
export const tollFreeStatusColors: StatusColorMap = {
  tones: { draft: 'black', submitted: 'primary', in_review: 'pending', verified: 'success', rejected: 'danger' },
  otherwise: null,
};

/** The status a screen shows for the newest registration request (none: never sent). */
export function tollFreeStatus(registration: Pick<RegistrationView, 'state'> | null | undefined): TollFreeStatus {
  switch (registration?.state) {
    case undefined:
      return 'Draft';
    case 'requesting':
      return 'Submitted';
    case 'register pending':
      return 'In review';
    case 'registered':
      return 'Verified';
    case 'rejected':
      return 'Rejected';
  }
}

/** A request may be edited (and sent) before it is sent and after a rejection; not while the aggregator has it. */
export const isTollFreeEditable = (status: TollFreeStatus) => status === 'Draft' || status === 'Rejected';

export const tollFreeMessages = {
  profileMissing: 'Toll-free profile is not existed',
  requestMissing: 'Toll-free request is not existed',
  profileRequired: 'Profile is required field!',
  profileInUse: 'This profile is used by a toll-free request and cannot be deleted',
  notEditable: 'This request is with the aggregator: it can be edited again if it is rejected',
  alreadySent: 'This request is already with the aggregator',
  numbersRequired: 'Toll-free numbers must have at least one number!',
  numberFormat: (text: string) => `Toll-free number ${text} is incorrect format!`,
  numberDuplicate: (phone: string) => `Toll-free number ${phone} is listed twice`,
  numberNotOwned: (phone: string) => `Toll-free number ${phone} is not one of your DIDs`,
  numberTaken: (phone: string, requestId: number) => `Toll-free number ${phone} is already in toll-free request #${requestId}`,
  noVendor: 'No vendor verifies toll-free numbers right now',
} as const;

const sampleMessage = z
  .string({ error: messages.required('Sample message') })
  .trim()
  .min(1, messages.required('Sample message'))
  .min(20, `Sample message ${messages.minChars(20)}`)
  .max(1024, `Sample message ${messages.maxChars(1024)}`);

const tollFreeNumber = z
  .string({ error: messages.required('Toll-free number') })
  .refine((text) => normaliseTollFreeNumber(text) !== null, { error: (issue) => tollFreeMessages.numberFormat(String(issue.input).trim()) })
  .transform((text) => normaliseTollFreeNumber(text) ?? text);

/** The fields of a request the user types (the business and contact are the profile's). */
export const tollFreeRequestFieldsSchema = z.object({
  useCase: z.enum(TOLL_FREE_USE_CASES, { error: messages.required('Use case') }),
  useCaseSummary: requiredText('Use case summary', 4096, 40),
  expectedMonthlyVolume: z.enum(TOLL_FREE_MONTHLY_VOLUMES, { error: messages.required('Expected monthly volume') }),
  optInType: z.enum(TOLL_FREE_OPT_IN_TYPES, { error: messages.required('Opt-in type') }),
  optInWorkflow: requiredText('Opt-in workflow', 2048, 40),
  optInProofUrl: webAddress('Opt-in proof URL'),
  sampleMessages: z
    .array(sampleMessage, { error: messages.required('Sample messages') })
    .min(1, 'Sample messages must have at least one message!')
    .max(SAMPLE_MESSAGES_MAX, `Sample messages must be at most ${SAMPLE_MESSAGES_MAX}`),
  additionalInformation: z.string().trim().max(4096, `Additional information ${messages.maxChars(4096)}`).default(''),
  tollFreeNumbers: z
    .array(tollFreeNumber, { error: tollFreeMessages.numbersRequired })
    .min(1, tollFreeMessages.numbersRequired)
    .max(TOLL_FREE_NUMBERS_MAX, `Toll-free numbers must be at most ${TOLL_FREE_NUMBERS_MAX}`)
    .superRefine((numbers, ctx) => {
      const seen = new Set<string>();
      for (const [i, phone] of numbers.entries()) {
        if (seen.has(phone)) ctx.addIssue({ code: 'custom', path: [i], message: tollFreeMessages.numberDuplicate(phone) });
        seen.add(phone);
      }
    }),
});

const profileId = z.number({ error: tollFreeMessages.profileRequired }).int().positive(tollFreeMessages.profileRequired);

/**
 * POST /tfn/requests: from a saved profile (profileId) or with a new one (profile), saved together.
 * submit (default true) sends it to the aggregator in the same transaction; false keeps a draft.
 */
export const createTollFreeRequestSchema = tollFreeRequestFieldsSchema
  .extend({
    profileId: profileId.optional(),
    profile: tollFreeProfileInputSchema.optional(),
    submit: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if ((r.profileId === undefined) === (r.profile === undefined)) ctx.addIssue({ code: 'custom', path: ['profileId'], message: tollFreeMessages.profileRequired });
  });
export type CreateTollFreeRequest = z.input<typeof createTollFreeRequestSchema>;

/** PUT /tfn/requests/{id}: a draft's or a rejected request's fields; submit (default false) resends it. */
export const updateTollFreeRequestSchema = tollFreeRequestFieldsSchema.extend({ profileId, submit: z.boolean().default(false) });
export type UpdateTollFreeRequest = z.input<typeof updateTollFreeRequestSchema>;

/** A request as its page shows it. */
export const tollFreeRequestSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  profile: tollFreeProfileSchema,
  useCase: z.enum(TOLL_FREE_USE_CASES),
  useCaseSummary: z.string(),
  expectedMonthlyVolume: z.enum(TOLL_FREE_MONTHLY_VOLUMES),
  optInType: z.enum(TOLL_FREE_OPT_IN_TYPES),
  optInWorkflow: z.string(),
  optInProofUrl: z.string(),
  sampleMessages: z.array(z.string()),
  additionalInformation: z.string(),
  tollFreeNumbers: z.array(z.string()),
  status: tollFreeStatusSchema,
  /** The aggregator's reason (Rejected), or the retry message while the vendor is down (Submitted). */
  reason: z.string().nullable(),
  editable: z.boolean(),
  /** The newest registration request, null for a draft. */
  registration: registrationViewSchema.nullable(),
  /** Every sending, newest first. */
  history: z.array(registrationViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TollFreeRequest = z.infer<typeof tollFreeRequestSchema>;

/** A row of the /tfn list. */
export const tollFreeRequestRowSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  useCase: z.enum(TOLL_FREE_USE_CASES),
  expectedMonthlyVolume: z.enum(TOLL_FREE_MONTHLY_VOLUMES),
  tollFreeNumbers: z.array(z.string()),
  status: tollFreeStatusSchema,
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type TollFreeRequestRow = z.infer<typeof tollFreeRequestRowSchema>;

export const tollFreeRequestListSchema = z.object({ items: z.array(tollFreeRequestRowSchema), total: z.number().int() });
export type TollFreeRequestList = z.infer<typeof tollFreeRequestListSchema>;

/** GET /tfn/requests filters: status and a search over business name, use case and numbers. */
export const tollFreeRequestQuerySchema = z.object({
  status: tollFreeStatusSchema.optional(),
  search: z.string().trim().max(200, `Search ${messages.maxChars(200)}`).optional(),
});
export type TollFreeRequestQuery = z.input<typeof tollFreeRequestQuerySchema>;

/** One of the user's toll-free DIDs, and the request that covers it, if any. */
export const tollFreeNumberSchema = z.object({
  phone: z.string(),
  didGroupName: z.string(),
  requestId: z.number().int().nullable(),
});
export const tollFreeNumberListSchema = z.object({ items: z.array(tollFreeNumberSchema) });
export type TollFreeNumber = z.infer<typeof tollFreeNumberSchema>;
