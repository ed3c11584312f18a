// The legacy dialog calls (001 §7 "Legacy dialog calls", names under /dialog): the older client's
// words for the same responders. A dialog is a responder; its contents are its nodes. The server
// answers them from the same service as /responder-v2, so both clients always agree.
import { z } from 'zod';
import { titleSchema } from './content-fields';
import { messages } from './messages';
import { queryInt } from './query';
import { flowIdSchema, flowNodeSchema } from './responder-flow';
import { responderStatusSchema } from './responders';
import { sendMethodSchema } from './routes';

const id = z.number().int().positive();
const queryId = queryInt({ min: 1, max: 2_147_483_647 });

/** POST /dialog/loadDialogs: published plus the search filters; page and size page through. */
export const loadDialogsSchema = z.object({
  published: z.boolean().optional(),
  page: z.number().int().min(1, `Page ${messages.atLeast(1)}`).max(1_000_000).default(1),
  size: z.number().int().min(1, `Size ${messages.atLeast(1)}`).max(100, `Size ${messages.atMost(100)}`).default(10),
  status: responderStatusSchema.optional(),
  title: z.string().trim().max(200).optional(),
  contactGroupId: id.optional(),
  didGroupId: id.optional(),
});

/** A dialog in a list (001 §3 "Responder or dialog in lists"); children are its root nodes. */
export const dialogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  status: responderStatusSchema,
  /** 1 one-way, 2 two-way. */
  type: sendMethodSchema,
  contactGroupId: z.number().int().nullable(),
  contactGroupName: z.string().nullable(),
  didGroupId: z.number().int().nullable(),
  didGroupName: z.string().nullable(),
  created: z.string(),
  children: z.array(flowNodeSchema),
});
export type Dialog = z.infer<typeof dialogSchema>;
export const dialogListSchema = z.object({ items: z.array(dialogSchema), total: z.number().int() });

export const dialogIdQuerySchema = z.object({ id: queryId });
/** GET /dialog/loadDialogContent?id: the dialog and all its nodes. */
export const dialogContentSchema = z.object({ dialog: dialogSchema, nodes: z.array(flowNodeSchema), version: z.number().int() });

/**
 * POST /dialog/saveDialog: create (no id), update, switch (status) or set the DID group in one call.
 * userId, contactGroupName, created and cost are the old client's echo of the list; ignored.
 */
export const saveDialogSchema = z.object({
  id: id.optional(),
  title: titleSchema,
  contactGroupId: id.nullable().optional(),
  didGroupId: id.nullable().optional(),
  status: responderStatusSchema.optional(),
  type: sendMethodSchema.optional(),
  published: z.boolean().optional(),
});

/** POST /dialog/saveDialogContent: one node of a dialog. */
export const saveDialogContentSchema = z.object({ dialogId: id, node: flowNodeSchema, version: z.number().int().min(0).optional() });
/** deleteDialogContent (hard) and softDelete: the dialog and the node. */
export const dialogNodeQuerySchema = z.object({ dialogId: queryId, nodeId: flowIdSchema });
export const flushQuerySchema = z.object({ contactGroupId: queryId });
export const flushAnswerSchema = z.object({ flushed: z.number().int() });

/** POST /dialog/getStats: dialogId and a date range (ISO dates or times; to is inclusive of its day). */
const dateText = z
  .string({ error: messages.incorrectFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, messages.incorrectFormat)
  .refine((v) => !Number.isNaN(Date.parse(v)), messages.incorrectFormat);
export const dialogStatsSchema = z.object({ dialogId: id, from: dateText.optional(), to: dateText.optional() });

/** POST /dialog/setDidGroup. */
export const setDidGroupSchema = z.object({ id, didGroupId: id });

/** POST /dialog/aiTest: try a text against the AI (reply) or the user's intents (intent). */
export const aiTestSchema = z.object({
  text: z.string({ error: messages.required('Text') }).trim().min(1, messages.required('Text')).max(2000, `Text ${messages.maxChars(2000)}`),
  type: z.enum(['reply', 'intent']).default('reply'),
});
export const aiTestAnswerSchema = z.object({ reply: z.string(), intent: z.string().nullable() });
