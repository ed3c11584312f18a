// The server's side of the /responder-v2 calls beyond the contract in responders.ts (issue 8,
// 001 §7 "Responders"): the responder as the server answers it (with its send method), the
// builder's config, one node's save and delete, publish in both forms, revisions, and the paid
// action stats. Additive: every answer here is a superset of the contract's, so a page parsing
// with responders.ts keeps working.
import { z } from 'zod';
import { titleSchema } from './content-fields';
import { priceEntrySchema } from './pricing';
import { queryInt } from './query';
import { ACTION_TYPES, actionTypeSchema, flowIdSchema, flowNodeSchema, responderDocumentSchema, triggerTypeSchema } from './responder-flow';
import { responderNodesSchema, responderSaveSchema, responderSchema, responderSettingSchema } from './responders';
import { sendMethodSchema } from './routes';

export const responderApiMessages = {
  published: (revision: number) => `Published: revision ${revision} kept`,
  revisionMissing: 'Revision is not existed',
  nodeMissing: 'Node is not existed',
  aiSettingMissing: 'AI assistant setting is not existed',
  didGroupSet: 'Set DID Group Successfully!',
  /** publish needs either a responder or a template and a title. */
  publishWhat: 'Responder is required field!',
  notTemplate: 'Template is not one of your templates',
  nothingToPublish: 'Add at least one node before publishing',
  dialogFileRequired: 'Dialog file is required field!',
} as const;

const id = z.number().int().positive();
const queryId = queryInt({ min: 1, max: 2_147_483_647 });

/** POST /save: the contract's fields plus the send method (1 one-way, 2 two-way; new ones default to two-way). */
export const responderSaveRequestSchema = responderSaveSchema.extend({ sendMethod: sendMethodSchema.optional() });
export type ResponderSaveRequest = z.input<typeof responderSaveRequestSchema>;

/** A responder as the server answers it: the contract's fields, its send method and where it came from. */
export const responderViewSchema = responderSchema.extend({
  sendMethod: sendMethodSchema,
  templateId: z.number().int().nullable(),
});
export type ResponderView = z.infer<typeof responderViewSchema>;
export const responderViewListSchema = z.object({ items: z.array(responderViewSchema), total: z.number().int() });
export const responderNodesViewSchema = responderNodesSchema.extend({ responder: responderViewSchema });
export type ResponderNodesView = z.infer<typeof responderNodesViewSchema>;

export const responderIdQuerySchema = z.object({ responderId: queryId });
export const deleteResponderQuerySchema = z.object({ id: queryId });
export const okSchema = z.object({ message: z.string() });

// ---- config -------------------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() });
/** GET /config: what the builder's pickers offer (the canvas's ResponderLibrary) and the rules. */
export const responderConfigSchema = z.object({
  library: z.object({
    creatives: z.array(z.object({ id: z.number().int(), title: z.string(), message: z.string() })),
    offers: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
    optoutLinks: z.array(z.object({ id: z.number().int(), title: z.string() })),
    media: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['image', 'audio']) })),
    audioConfigs: z.array(named),
    aiAssistants: z.array(named),
    routes: z.array(named),
    didGroups: z.array(named),
    contactGroups: z.array(named),
  }),
  prices: z.array(priceEntrySchema),
  triggerTypes: z.array(triggerTypeSchema),
  actionTypes: z.array(actionTypeSchema),
  /** Which triggers may follow each action (flows/rules.ts TRIGGERS_AFTER). */
  triggersAfter: z.record(z.enum(ACTION_TYPES), z.array(triggerTypeSchema)),
  startTriggers: z.array(triggerTypeSchema),
  pageSize: z.number().int(),
});
export type ResponderConfig = z.infer<typeof responderConfigSchema>;

// ---- one node ---------------------------------------------------------------------------------

/** POST /saveNode: one node added or changed (moved to a new parent too); version optional. */
export const saveNodeSchema = z.object({
  responderId: id,
  node: flowNodeSchema,
  version: z.number().int().min(0).optional(),
});
export type SaveNode = z.input<typeof saveNodeSchema>;
export const savedNodeSchema = z.object({ node: flowNodeSchema, version: z.number().int() });

/** DELETE /deleteNode?responderId&id: the node and its descendants are soft-deleted. */
export const deleteNodeQuerySchema = z.object({ responderId: queryId, id: flowIdSchema });
export const deletedNodesSchema = z.object({ deleted: z.array(z.string()), version: z.number().int() });

// ---- publish, duplicate, revisions ---------------------------------------------------------------

/** POST /publish?responderId, or POST /publish?title&templateId (a new responder from a template). */
export const publishQuerySchema = z.object({
  responderId: queryId.optional(),
  title: titleSchema.optional(),
  templateId: queryId.optional(),
});
export const publishAnswerSchema = z.object({ message: z.string(), responder: responderViewSchema });
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  nodeCount: z.number().int(),
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export const revisionListSchema = z.object({ items: z.array(revisionSummarySchema) });
export const revisionQuerySchema = z.object({ responderId: queryId, revisionId: queryId });
/** One revision, read-only: the graph as it was published. */
export const revisionSchema = revisionSummarySchema.extend({
  setting: responderSettingSchema,
  document: responderDocumentSchema,
});
export type Revision = z.infer<typeof revisionSchema>;
export const restoreRevisionSchema = z.object({
  responderId: id,
  revisionId: id,
  /** The draft's version the editor holds; a different one answers 409. */
  version: z.number().int().min(0).optional(),
});

// ---- paid action stats ---------------------------------------------------------------------------

/** What the sending engine records per action (responder_action_events.outcome). */
export const ACTION_EVENT_OUTCOMES = ['sent', 'delivered', 'failed', 'clicked', 'replied', 'answered', 'converted'] as const;
export type ActionEventOutcome = (typeof ACTION_EVENT_OUTCOMES)[number];
const count = z.number().int();
const counts = { sent: count, delivered: count, failed: count, clicked: count, replied: count, answered: count, converted: count } satisfies Record<ActionEventOutcome, z.ZodNumber>;

export const paidActionRowSchema = z.object({
  nodeId: z.string(),
  label: z.string(),
  actionId: z.string(),
  actionType: z.string(),
  ...counts,
  costMillicents: z.number().int(),
});
export type PaidActionRow = z.infer<typeof paidActionRowSchema>;
export const paidActionStatsSchema = z.object({
  responderId: z.number().int(),
  items: z.array(paidActionRowSchema),
  totals: z.object({ ...counts, costMillicents: z.number().int() }),
});
export type PaidActionStats = z.infer<typeof paidActionStatsSchema>;

// ---- live counts (the canvas's overlay, decision 30) ----------------------------------------------

export const liveCountsSchema = z.object({
  responderId: z.number().int(),
  /** Per node: how many times contacts entered it, and how many wait on one of its timers now. */
  nodes: z.array(z.object({ nodeId: z.string(), entered: count, waiting: count })),
  /** Per action: what it did (paidActionStats' figures) and what it cost. */
  actions: z.array(paidActionRowSchema),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;
