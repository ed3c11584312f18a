// The responder graph as data (000 §3 "Responder", 001 §3 "Responder", "Responder node save",
// "Triggers", "Actions", §5): what the canvas edits, the server stores and the runtime plays.
//
// A responder holds a tree of nodes. A node is entered by one trigger (its `trigger`: a keyword
// reply, a click, a DTMF key, a timeout...) and then runs its actions in order. Each action of a node
// can be followed by child nodes: the child's trigger says what the contact did in answer to that
// action. So an edge of the spec ({actionId, triggerId, nodeId, id}) is derived, never stored apart:
// the child holds `parentId`, `parentActionId` and its trigger (see edgesOf in flows/model.ts).
// Root nodes (parentId null) are entered by a start trigger (an inbound message or call, a live
// feed, or how the contact answered the campaign's own message). Which trigger may follow which
// action is flows/rules.ts.
//
// Ids are short strings made by whoever creates the node (the canvas, the server, the seed), unique
// within one responder, so copy/paste and duplicate work without a server round trip.
import { z } from 'zod';
import { messages } from './messages';

export const TRIGGER_TYPES = [
  'click_link',
  'inbound_message',
  'dtmf',
  'listen_call',
  'answered_call',
  'forward_call',
  'inbound_call',
  'live_feed',
  'no_answer',
  'amd',
  'ai_agent_qualify',
  'voice_command',
  'no_click',
  'no_dtmf',
  'no_reply',
] as const;
export const triggerTypeSchema = z.enum(TRIGGER_TYPES);
export type TriggerType = z.infer<typeof triggerTypeSchema>;

export const ACTION_TYPES = ['send_message', 'fire_request', 'send_voice', 'play_audio', 'forward_call', 'ai_agent'] as const;
export const actionTypeSchema = z.enum(ACTION_TYPES);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** Triggers that wait for something not to happen; their timeout is minutes (default 1). */
export const TIMEOUT_TRIGGERS = ['no_answer', 'no_click', 'no_dtmf', 'no_reply'] as const satisfies readonly TriggerType[];
export const DEFAULT_TIMEOUT_MINUTES = 1;
/** A timeout longer than 30 days is a typo, not a plan. */
export const MAX_TIMEOUT_MINUTES = 43_200;
export const DTMF_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#'] as const;
/** 000 §5: keywords max 320 (the whole list as typed). */
export const KEYWORDS_MAX = 320;
export const DELAY_MAX_MINUTES = 43_200;

export const flowIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, `Id ${messages.incorrectFormat}`);

// ---- Triggers ---------------------------------------------------------------------------------

const wordListSchema = (label: string) =>
  z
    .array(z.string().trim().min(1).max(KEYWORDS_MAX, `${label} ${messages.maxChars(KEYWORDS_MAX)}`))
    .max(100, `${label} must be at most 100`)
    .refine((words) => words.join(',').length <= KEYWORDS_MAX, `${label} ${messages.maxChars(KEYWORDS_MAX)}`);

const timeoutSchema = z
  .number({ error: `Timeout ${messages.numberType}` })
  .gt(0, `Timeout ${messages.largerThan(0)}`)
  .max(MAX_TIMEOUT_MINUTES, `Timeout ${messages.atMost(MAX_TIMEOUT_MINUTES)}`);

const triggerBase = { id: flowIdSchema };
export const triggerSchema = z.discriminatedUnion('type', [
  z.object({ ...triggerBase, type: z.literal('inbound_message'), keywords: wordListSchema('Keyword'), intents: wordListSchema('Intent') }),
  z.object({ ...triggerBase, type: z.literal('voice_command'), keywords: wordListSchema('Keyword') }),
  z.object({ ...triggerBase, type: z.literal('dtmf'), button: z.enum(DTMF_KEYS, { error: messages.required('Button') }) }),
  z.object({ ...triggerBase, type: z.literal('no_answer'), timeout: timeoutSchema }),
  z.object({ ...triggerBase, type: z.literal('no_click'), timeout: timeoutSchema }),
  z.object({ ...triggerBase, type: z.literal('no_dtmf'), timeout: timeoutSchema }),
  z.object({ ...triggerBase, type: z.literal('no_reply'), timeout: timeoutSchema }),
  z.object({ ...triggerBase, type: z.literal('click_link') }),
  z.object({ ...triggerBase, type: z.literal('listen_call') }),
  z.object({ ...triggerBase, type: z.literal('answered_call') }),
  z.object({ ...triggerBase, type: z.literal('forward_call') }),
  z.object({ ...triggerBase, type: z.literal('inbound_call') }),
  z.object({ ...triggerBase, type: z.literal('live_feed') }),
  z.object({ ...triggerBase, type: z.literal('amd') }),
  z.object({ ...triggerBase, type: z.literal('ai_agent_qualify') }),
]);
export type Trigger = z.infer<typeof triggerSchema>;
export type TriggerOf<T extends TriggerType> = Extract<Trigger, { type: T }>;

// ---- Actions ----------------------------------------------------------------------------------

/** 001 §5: numeric minutes, 0 or decimal, at most 3 decimals. */
export const delayedMinuteSchema = z
  .number({ error: `Delay ${messages.numberType}` })
  .min(0, `Delay ${messages.atLeast(0)}`)
  .max(DELAY_MAX_MINUTES, `Delay ${messages.atMost(DELAY_MAX_MINUTES)}`)
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Delay must have at most 3 decimals');

export const SEND_METHODS = { oneWay: 1, twoWays: 2 } as const;
export const altRouteSettingSchema = z.object({
  sendMethod: z.union([z.literal(1), z.literal(2)]),
  ani: z.string().trim().max(20).optional(),
  routeId: z.number().int().positive().optional(),
  didGroupId: z.number().int().positive().optional(),
});
export type AltRouteSetting = z.infer<typeof altRouteSettingSchema>;

export const MESSAGE_TYPES = ['SMS', 'MMS'] as const;
/** Where a send_message takes its text: a saved creative, a message typed here, or the AI assistant. */
export const MESSAGE_SOURCES = ['creative', 'onfly', 'ai'] as const;

const optionalUrl = z.string().trim().max(2000).optional();
const refId = z.number().int().positive();
const nameValueSchema = z.object({ name: z.string().max(200), value: z.string().max(2000) });
export type NameValue = z.infer<typeof nameValueSchema>;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const actionBase = { id: flowIdSchema };
export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    ...actionBase,
    type: z.literal('send_message'),
    messageType: z.enum(MESSAGE_TYPES).default('SMS'),
    source: z.enum(MESSAGE_SOURCES).default('creative'),
    creativeId: refId.optional(),
    message: z.string().max(9000, `Message ${messages.maxChars(9000)}`).optional(),
    /** AI assistant settings id (aiAssistantSetting) when source is 'ai'. */
    aiAssistantId: refId.optional(),
    offerId: refId.optional(),
    impressionUrl: optionalUrl,
    /** Media library ids; MMS only (node save clears them otherwise). */
    medias: z.array(refId).max(10).default([]),
    delayedMinute: delayedMinuteSchema.default(0),
    optoutLinkId: refId.optional(),
    altRouteSetting: altRouteSettingSchema.optional(),
    /** Contact group the contacts reached by this action are added to. */
    groupUUID: z.string().max(64).optional(),
  }),
  z.object({
    ...actionBase,
    type: z.literal('fire_request'),
    url: z.string().trim().max(2000),
    method: z.enum(HTTP_METHODS).default('GET'),
    params: z.array(nameValueSchema).max(50).default([]),
    headers: z.array(nameValueSchema).max(50).default([]),
  }),
  z.object({
    ...actionBase,
    type: z.literal('send_voice'),
    impressionUrl: optionalUrl,
    mediaId: refId.optional(),
    audioBuilderConfigId: refId.optional(),
    delayedMinute: delayedMinuteSchema.default(0),
    altRouteSetting: altRouteSettingSchema.optional(),
    groupUUID: z.string().max(64).optional(),
  }),
  z.object({
    ...actionBase,
    type: z.literal('play_audio'),
    mediaId: refId.optional(),
    audioBuilderConfigId: refId.optional(),
  }),
  z.object({
    ...actionBase,
    type: z.literal('forward_call'),
    phone: z.string().trim().max(30).optional(),
    /** A contact variable holding the number, e.g. [agentPhone]. */
    variable: z.string().trim().max(60).optional(),
    alternativeSip: z.string().trim().max(300).optional(),
  }),
  z.object({
    ...actionBase,
    type: z.literal('ai_agent'),
    creativeId: refId.optional(),
    groupUUID: z.string().max(64).optional(),
  }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

// ---- Nodes, notes, the document --------------------------------------------------------------

export const positionSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().min(0).default(0),
  height: z.number().min(0).default(0),
  /** Order among its siblings (the canvas sorts children top to bottom by it). */
  order: z.number().int().default(0),
});
export type Position = z.infer<typeof positionSchema>;

export const NODE_ACTIONS_MAX = 20;
export const flowNodeSchema = z.object({
  id: flowIdSchema,
  /** 'Node #1', 'Node #1.2', 'Node #1.2.1': derived from the tree (flows/model.ts relabel). */
  label: z.string().max(200),
  /** 1 for a root. */
  level: z.number().int().min(1),
  parentId: flowIdSchema.nullable(),
  /** The parent's action this node answers; null for a root. */
  parentActionId: flowIdSchema.nullable(),
  trigger: triggerSchema,
  actions: z.array(actionSchema).max(NODE_ACTIONS_MAX, `Actions must be at most ${NODE_ACTIONS_MAX}`),
  position: positionSchema,
});
export type FlowNode = z.infer<typeof flowNodeSchema>;

export const NOTE_MAX = 2000;
export const stickyNoteSchema = z.object({
  id: flowIdSchema,
  text: z.string().max(NOTE_MAX, `Note ${messages.maxChars(NOTE_MAX)}`),
  color: z.enum(['yellow', 'blue', 'green', 'pink']).default('yellow'),
  position: positionSchema,
});
export type StickyNote = z.infer<typeof stickyNoteSchema>;

/** A responder's whole graph. 5,000 nodes is far past any hand-built flow (the bench uses 1,000). */
export const FLOW_NODES_MAX = 5000;
export const responderDocumentSchema = z.object({
  nodes: z.array(flowNodeSchema).max(FLOW_NODES_MAX, `Nodes must be at most ${FLOW_NODES_MAX}`),
  notes: z.array(stickyNoteSchema).max(500).default([]),
});
export type ResponderDocument = z.infer<typeof responderDocumentSchema>;

/** The spec's edge shape (001 §3 "Responder node save"). */
export interface FlowEdge {
  id: string;
  actionId: string;
  triggerId: string;
  nodeId: string;
}
