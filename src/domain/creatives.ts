// Creatives (000 §3 "Creative", §4 "Approval", §5; 001 §3, §5, §7 "Creatives", §8): the schemas
// the compose form and the server's routes share. A creative on a route that requires creative
// approval names its countries and waits (PENDING) until a Super-Admin approves or rejects it;
// on any other route it is APPROVED at once. Attachments are the user's media-library files, in order.
import { z } from 'zod';
import { messageSchema, titleSchema } from './content-fields';
import { mediaKindSchema } from './media';
import { customVariableProblem } from './message-variables';
import { messages } from './messages';
import { queryInt } from './query';

export const creativeMessages = {
  missing: 'Creative is not existed',
  countriesRequired: 'Countries is required field!',
  routeMissing: 'Route is incorrect format!',
  countriesUnknown: 'Countries is incorrect format!',
  /** An attachment id that is not one of the user's media files (missing or another user's). */
  attachmentsUnknown: 'Attachments is incorrect format!',
  attachmentsRepeated: 'Attachments must not hold the same file twice!',
  spinned: 'Successfully spinned!',
  spinFailed: "Can't generate SpinTax. Please contact us for support!",
  /** The server's spintax answer when it found nothing to vary (001 §4: success only if not "fail"). */
  spinFail: 'fail',
} as const;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** Creative search: 50 a page (000 §9, 001 §9). */
export const CREATIVE_PAGE_SIZE = 50;
export const CUSTOM_VARIABLES_MAX = 20;
/** Files one creative may carry; an MMS rarely has more than a few (decision 17). */
export const CREATIVE_ATTACHMENTS_MAX = 10;

const customVariable = z.object({
  name: z.string().trim().max(52, 'Name must be in square brackets, like [promo]'),
  value: z.string().trim().max(500, `Value ${messages.maxChars(500)}`),
});

export const creativeInputSchema = z
  .object({
    title: titleSchema,
    message: messageSchema,
    routeId: z.number().int().positive().nullable().default(null),
    /** ISO codes; required when the route requires creative approval (checked by the server against the route). */
    countries: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, `Countries ${messages.incorrectFormat}`)).max(50).default([]),
    voice: z.boolean().default(false),
    /** The creative's own variables; names in square brackets, not a system variable. */
    variables: z.array(customVariable).max(CUSTOM_VARIABLES_MAX).default([]),
    /** Media-library file ids in the order they are sent; each one of the user's own files (checked by the server). */
    attachmentIds: z
      .array(z.number().int().positive())
      .max(CREATIVE_ATTACHMENTS_MAX, `Attachments ${messages.atMost(CREATIVE_ATTACHMENTS_MAX)}`)
      .refine((ids) => new Set(ids).size === ids.length, creativeMessages.attachmentsRepeated)
      .default([]),
  })
  .superRefine((c, ctx) => {
    c.variables.forEach((v, i) => {
      const problem = customVariableProblem(v.name, c.variables.slice(0, i).map((o) => o.name));
      if (problem) ctx.addIssue({ code: 'custom', path: ['variables', i, 'name'], message: problem });
    });
  });
export type CreativeInput = z.input<typeof creativeInputSchema>;

/** An attached media file as the creative shows it. */
export const creativeAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  kind: mediaKindSchema,
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Audio only, measured on upload. */
  durationMs: z.number().int().nullable(),
});
export type CreativeAttachment = z.infer<typeof creativeAttachmentSchema>;

export const creativeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  routeId: z.number().int().nullable(),
  routeName: z.string().nullable(),
  countries: z.array(z.string()),
  voice: z.boolean(),
  variables: z.array(z.object({ name: z.string(), value: z.string() })),
  attachments: z.array(creativeAttachmentSchema),
  approvalStatus: approvalStatusSchema,
  /** The owner's email: shown to a Super-Admin reviewing every user's creatives. */
  owner: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Creative = z.infer<typeof creativeSchema>;

export const creativeListSchema = z.object({ items: z.array(creativeSchema), total: z.number().int() });
export type CreativeList = z.infer<typeof creativeListSchema>;

export const CREATIVE_SORT_FIELDS = ['createdAt', 'title', 'approvalStatus'] as const;

/** Creative search (001 §3): message, title, offset (0), limit (50), sortBy, sortDirection, routeId, approvalStatus. */
export const creativeQuerySchema = z.object({
  message: z.string().trim().max(500).optional(),
  title: z.string().trim().max(200).optional(),
  offset: queryInt({ min: 0, max: 2_147_483_647, default: 0 }),
  limit: queryInt({ min: 1, max: 1000, default: CREATIVE_PAGE_SIZE }),
  sortBy: z.enum(CREATIVE_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
  routeId: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  approvalStatus: approvalStatusSchema.optional(),
});
export type CreativeQuery = z.input<typeof creativeQuerySchema>;

/** A Super-Admin's decision on a creative. */
export const creativeApprovalSchema = z.object({ approvalStatus: z.enum(['APPROVED', 'REJECTED']) });

/** Spintax calls (001 §7 generateSpinTax, previewSpinTax): the message in, the text out. */
export const spintaxRequestSchema = z.object({ message: messageSchema });
export const spintaxAnswerSchema = z.object({ message: z.string() });

/** Success only if the result differs from the input and is not "fail" (001 §4). */
export const isSpinSuccess = (input: string, result: string) => result.trim() !== input.trim() && result.trim().toLowerCase() !== creativeMessages.spinFail;

/** The creative assistant's request: what the messages are about, how many, how long at most. */
export const assistantRequestSchema = z.object({
  prompt: z.string({ error: messages.required('Prompt') }).trim().min(1, messages.required('Prompt')).max(2000, `Prompt ${messages.maxChars(2000)}`),
  count: z.number({ error: `Count ${messages.numberType}` }).int(`Count ${messages.integer}`).min(1, `Count ${messages.atLeast(1)}`).max(10, `Count ${messages.atMost(10)}`).default(3),
  maxCharCount: z.number().int().min(20).max(1000).default(160),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;
export const ASSISTANT_PROVIDERS = ['template', 'openai'] as const;
export const assistantAnswerSchema = z.object({ provider: z.enum(ASSISTANT_PROVIDERS), answer: z.string() });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
