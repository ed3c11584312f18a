// A real contact's conversation with a responder (issue 10, decision 30): the simulator's rules
// (simulation.ts) on a real clock, so the test-run panel and a live contact take the same path.
// The clock is minutes since the conversation started; each active node keeps the minute it was
// entered, and its timeout children (no reply, no click, no DTMF, no answer) fall due that many
// minutes later. Pure: the engine (src/server/engine/responders) stores the state and runs the
// entered nodes' actions.
import { z } from 'zod';
import type { ResponderDocument } from '@domain/responder-flow';
import { flowIdSchema } from '@domain/responder-flow';
import { childrenIndex } from './model';
import { enterChild, enterRoot, passTime, simulateStep, timeoutOf, type ContactEvent } from './simulation';

export const conversationStateSchema = z.object({
  active: z.array(z.object({ nodeId: flowIdSchema, since: z.number().min(0) })).max(1000),
  /** The roots the contact has entered: without loopback a contact plays each start once. */
  roots: z.array(flowIdSchema).max(1000).default([]),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

export interface ConversationMove {
  state: ConversationState;
  /** Nodes entered, in order, each with the minute it was entered (its actions' delays count from it). */
  entered: { nodeId: string; triggerId: string; at: number }[];
}

/** Minutes from the conversation's start to `now` (both epoch milliseconds). */
export const minutesSince = (startedAt: number, now: number): number => Math.max(0, (now - startedAt) / 60_000);

/**
 * The contact did something: a child of an active node takes it, else (when `start` allows) a root
 * starts afresh, one the contact has not played unless loopback is on.
 */
export function answerEvent(doc: ResponderDocument, state: ConversationState, event: ContactEvent, clock: number, start: { loopback: boolean } | null): ConversationMove | null {
  const current = { clock, active: state.active };
  const moved = enterChild(doc, current, event) ?? (start ? enterRoot(doc, current, event, start.loopback ? new Set() : new Set(state.roots)) : null);
  if (!moved) return null;
  return { state: withRoots(doc, state.roots, moved.state.active, moved.entered), entered: moved.entered.map((e) => ({ ...e, at: clock })) };
}

function withRoots(doc: ResponderDocument, played: readonly string[], active: ConversationState['active'], entered: readonly { nodeId: string }[]): ConversationState {
  const roots = new Set(doc.nodes.filter((n) => n.parentId === null).map((n) => n.id));
  const more = entered.map((e) => e.nodeId).filter((id) => roots.has(id) && !played.includes(id));
  return { active, roots: [...played, ...more] };
}

/**
 * Starts at the root whose trigger has this id (a campaign message's no-click or no-reply start
 * fell due); null when none has, or the contact played it and loopback is off.
 */
export function startAtRoot(doc: ResponderDocument, state: ConversationState, triggerId: string, loopback: boolean): ConversationMove | null {
  const moved = simulateStep(doc, { clock: 0, active: [] }, { kind: 'start', triggerId });
  const root = moved.entered[0];
  if (!root || (!loopback && state.roots.includes(root.nodeId))) return null;
  return { state: withRoots(doc, state.roots, moved.state.active, moved.entered), entered: moved.entered.map((e) => ({ nodeId: e.nodeId, triggerId: e.triggerId, at: 0 })) };
}

/** Fires every timeout due by `clock`, in time order (a node entered by one starts its own timers then). */
export function fireDueTimers(doc: ResponderDocument, state: ConversationState, clock: number): ConversationMove {
  if (clock <= 0) return { state, entered: [] };
  const moved = passTime(doc, { clock: 0, active: state.active }, clock);
  return { state: { active: moved.state.active, roots: state.roots }, entered: moved.entered.map((e) => ({ nodeId: e.nodeId, triggerId: e.triggerId, at: e.at ?? clock })) };
}

/** The minute the next timeout of the active nodes falls due; null when none waits. */
export function nextDueMinute(doc: ResponderDocument, state: ConversationState): number | null {
  const children = childrenIndex(doc.nodes);
  let next: number | null = null;
  for (const parent of state.active) {
    for (const child of children.get(parent.nodeId) ?? []) {
      const timeout = timeoutOf(child.trigger);
      if (timeout !== null && (next === null || parent.since + timeout < next)) next = parent.since + timeout;
    }
  }
  return next;
}

/** Finished: no active node has a child left to enter (the contact reached the ends of the flow). */
export function isFinished(doc: ResponderDocument, state: ConversationState): boolean {
  const children = childrenIndex(doc.nodes);
  return state.active.every((a) => (children.get(a.nodeId) ?? []).length === 0);
}
