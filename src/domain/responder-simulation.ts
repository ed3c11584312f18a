// The test-run panel's contract (issue 8, "The simulator"; 001 §7 simulateAction): the browser
// holds where the simulated contact stands (`state`) and sends one thing the contact does
// (`event`); the server's responder runtime (src/server/engine) answers which trigger fired, what
// each action would do, and the new state. Nothing is sent and no credit is charged.
import { z } from 'zod';
import { DTMF_KEYS, HTTP_METHODS, MAX_TIMEOUT_MINUTES, flowIdSchema, triggerTypeSchema } from './responder-flow';

export const simulationStateSchema = z.object({
  /** Minutes since the test run began (let time pass moves it). */
  clock: z.number().min(0).max(1_000_000).default(0),
  /** The nodes whose actions ran last, each with the minute it became active: their children listen. */
  active: z.array(z.object({ nodeId: flowIdSchema, since: z.number().min(0).max(1_000_000) })).max(1000).default([]),
});
export type SimulationState = z.infer<typeof simulationStateSchema>;

export const simulationEventSchema = z.discriminatedUnion('kind', [
  /** Start the run at one root (its trigger id, the spec's responderTriggerId), whatever its trigger. */
  z.object({ kind: z.literal('start'), triggerId: flowIdSchema }),
  z.object({ kind: z.literal('inbound_message'), text: z.string().max(2000) }),
  z.object({ kind: z.literal('voice_command'), text: z.string().max(2000) }),
  z.object({ kind: z.literal('dtmf'), key: z.enum(DTMF_KEYS) }),
  z.object({ kind: z.literal('wait'), minutes: z.number().gt(0).max(MAX_TIMEOUT_MINUTES) }),
  /** Everything else the contact can do that carries nothing: click, answer, miss, machine, ... */
  z.object({
    kind: z.literal('signal'),
    trigger: triggerTypeSchema.extract(['click_link', 'answered_call', 'no_answer', 'amd', 'listen_call', 'forward_call', 'ai_agent_qualify', 'inbound_call', 'live_feed']),
  }),
]);
export type SimulationEvent = z.infer<typeof simulationEventSchema>;

export const simulateRequestSchema = z.object({
  responderId: z.number().int().positive(),
  state: simulationStateSchema.default({ clock: 0, active: [] }),
  event: simulationEventSchema,
});
export type SimulateRequest = z.input<typeof simulateRequestSchema>;

/** What one action would do, rendered for the panel. */
export const actionOutcomeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send_message'),
    actionId: z.string(),
    messageType: z.string(),
    /** The message with variables filled from the test contact and the short link in place. */
    text: z.string(),
    shortLink: z.string().nullable(),
    segments: z.number().int(),
    /** Estimated cost from the user's price table, in millicents. */
    costMillicents: z.number().int(),
    media: z.array(z.string()),
    delayedMinute: z.number(),
  }),
  z.object({
    type: z.literal('fire_request'),
    actionId: z.string(),
    method: z.enum(HTTP_METHODS),
    url: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  z.object({ type: z.literal('send_voice'), actionId: z.string(), audio: z.string(), delayedMinute: z.number(), costMillicents: z.number().int() }),
  z.object({ type: z.literal('play_audio'), actionId: z.string(), audio: z.string() }),
  z.object({ type: z.literal('forward_call'), actionId: z.string(), phone: z.string() }),
  z.object({ type: z.literal('ai_agent'), actionId: z.string(), reply: z.string() }),
]);
export type ActionOutcome = z.infer<typeof actionOutcomeSchema>;

export const simulationStepSchema = z.object({
  nodeId: z.string(),
  label: z.string(),
  triggerId: z.string(),
  trigger: triggerTypeSchema,
  outcomes: z.array(actionOutcomeSchema),
});
export type SimulationStep = z.infer<typeof simulationStepSchema>;

export const simulateAnswerSchema = z.object({
  state: simulationStateSchema,
  /** Nodes entered by this event, in order (a wait can fire several timeouts). Empty: nothing matched. */
  steps: z.array(simulationStepSchema),
  /** When nothing matched: why, in a sentence ('No trigger listens for DTMF 5 here'). */
  note: z.string().nullable(),
});
export type SimulateAnswer = z.infer<typeof simulateAnswerSchema>;
