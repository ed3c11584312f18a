// Responders (000 §3 "Responder", 001 §3, §4, §7 "Responders", §8): the schemas the pages and the
// server's /responder-v2 routes share. The graph itself is responder-flow.ts; playing it is
// responder-simulation.ts.
import { z } from 'zod';
import { titleSchema } from './content-fields';
import { messages } from './messages';
import { responderDocumentSchema, flowNodeSchema, stickyNoteSchema } from './responder-flow';

export const responderMessages = {
  sameContactGroup: 'Can not create another dialog for same contact group!',
  deleteFailed: 'Something went wrong!',
  detailFailed: '[GET_RESPONDER_DETAIL] Something went wrong!',
  keywordRequired: 'Required atleast one keyword',
  built: 'Build new responder successfully!',
  missing: 'Responder is not existed',
  /** Optimistic concurrency: another tab or teammate saved first. */
  changedElsewhere: 'This responder was changed elsewhere; reload to see the latest version',
  /** Publish refused while the checks find errors; the answer lists them. */
  hasProblems: 'Fix the problems before publishing',
  notSaved: 'changes not saved',
} as const;

/** 000 §4: Pending -1, Disabled 0, Enabled 1. */
export const RESPONDER_STATUSES = { pending: -1, disabled: 0, enabled: 1 } as const;
export const responderStatusSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export type ResponderStatus = z.infer<typeof responderStatusSchema>;

/** 000 §9: responder lists are 10 a page. */
export const RESPONDER_PAGE_SIZE = 10;
export const PRIORITY_MAX = 1000;

export const responderSettingSchema = z.object({
  enableSleep: z.boolean().default(false),
  enableLoopback: z.boolean().default(false),
  /** Smaller is higher (001 §5). */
  priority: z
    .number({ error: `Priority ${messages.numberType}` })
    .int(`Priority ${messages.integer}`)
    .min(0, `Priority ${messages.atLeast(0)}`)
    .max(PRIORITY_MAX, `Priority ${messages.atMost(PRIORITY_MAX)}`)
    .default(0),
});
export type ResponderSetting = z.infer<typeof responderSettingSchema>;

const idList = z.array(z.number().int().positive()).max(500).default([]);

/** POST /responder-v2/save: create (no id) or update a responder's own fields (not its nodes). */
export const responderSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  title: titleSchema,
  /** false makes a template (001 §3: "published (false means a template)"). */
  published: z.boolean().default(true),
  setting: responderSettingSchema.default({ enableSleep: false, enableLoopback: false, priority: 0 }),
  contactGroupIds: idList,
  didGroupIds: idList,
});
export type ResponderSave = z.input<typeof responderSaveSchema>;

export const responderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: responderStatusSchema,
  published: z.boolean(),
  responderTemplate: z.boolean(),
  setting: z.object({ enableSleep: z.boolean(), enableLoopback: z.boolean(), priority: z.number().int() }),
  contactGroups: z.array(z.object({ contactGroupId: z.number().int(), name: z.string() })),
  didGroups: z.array(z.object({ didGroupId: z.number().int(), name: z.string() })),
  nodeCount: z.number().int(),
  /** Bumped by every save of the graph; a save names the version it started from. */
  version: z.number().int(),
  /** The latest revision kept by publish, or null before the first publish. */
  revision: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Responder = z.infer<typeof responderSchema>;

/** POST /responder-v2/search (001 §7): published, page, size, status, title, contact and DID group. */
export const responderSearchSchema = z.object({
  published: z.boolean().optional(),
  page: z.number().int().min(1, `Page ${messages.atLeast(1)}`).max(1_000_000).default(1),
  size: z.number().int().min(1, `Size ${messages.atLeast(1)}`).max(100, `Size ${messages.atMost(100)}`).default(RESPONDER_PAGE_SIZE),
  status: responderStatusSchema.optional(),
  title: z.string().trim().max(200).optional(),
  contactGroupId: z.number().int().positive().optional(),
  didGroupId: z.number().int().positive().optional(),
});
export type ResponderSearch = z.input<typeof responderSearchSchema>;
export const responderListSchema = z.object({ items: z.array(responderSchema), total: z.number().int() });
export type ResponderList = z.infer<typeof responderListSchema>;

export const switchStatusSchema = z.object({ id: z.number().int().positive(), status: responderStatusSchema });

const edgeSchema = z.object({ id: z.string(), actionId: z.string(), triggerId: z.string(), nodeId: z.string() });
/** POST /responder-v2/getNodes?responderId: the graph with the spec's edges alongside. */
export const responderNodesSchema = z.object({
  responder: responderSchema,
  nodes: z.array(flowNodeSchema),
  edges: z.array(edgeSchema),
  notes: z.array(stickyNoteSchema),
  version: z.number().int(),
});
export type ResponderNodes = z.infer<typeof responderNodesSchema>;

/** PUT /responder-v2/document?responderId: the editor saves the whole graph at once. */
export const saveDocumentSchema = responderDocumentSchema.extend({ version: z.number().int().min(0) });
export type SaveDocument = z.input<typeof saveDocumentSchema>;
export const savedDocumentSchema = z.object({ version: z.number().int(), updatedAt: z.string() });
export type SavedDocument = z.infer<typeof savedDocumentSchema>;

/** POST /responder-v2/duplicate (001 §7): title, templateId. */
export const duplicateSchema = z.object({ title: titleSchema, templateId: z.number().int().positive() });
