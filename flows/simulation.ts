// Playing a contact through a responder, one event at a time (issue 8 "The simulator"; the state
// and events are src/domain/responder-simulation.ts). Pure: the server's responder runtime calls it
// for the test-run panel and renders each entered node's actions; the same rules pick the path for
// real contacts. What it decides:
// - `start` enters the root whose trigger has the given id, whatever that trigger is;
// - the active nodes' children listen. An inbound message enters the first child (by sibling order,
//   active nodes in their order) whose keywords or intents appear in the text as whole words,
//   ignoring case (an intent's underscores read as spaces); a voice command likewise by keywords; a
//   DTMF key enters the child waiting for that button; a signal (click, answer, machine, ...) the
//   first child with that trigger;
// - when no active node listens, a root with that trigger may start a new conversation, as a real
//   inbound message or call would;
// - `wait` moves the clock and fires, in time order, every timeout trigger (no reply, no click, no
//   DTMF, no answer) whose minutes have passed since its parent became active; a node entered that
//   way starts its own timers at the minute it fired, so chains of timeouts play out in one wait;
// - the entered node replaces its parent among the active ones (the contact has moved on there);
// - nothing matched: the state stays and `note` says why in a sentence.
import type { FlowNode, ResponderDocument, Trigger, TriggerType } from '@domain/responder-flow';
import type { SimulationEvent, SimulationState } from '@domain/responder-simulation';
import { childrenIndex } from './model';
import { TRIGGER_LABELS } from './rules';

export interface SimulationResult {
  state: SimulationState;
  /** Nodes entered by this event, in order, with the trigger that let them in (and, for a timeout, the minute it fell due). */
  entered: { nodeId: string; triggerId: string; at?: number }[];
  note: string | null;
}

type Active = SimulationState['active'][number];

export function simulateStep(doc: ResponderDocument, state: SimulationState, event: SimulationEvent): SimulationResult {
  const unchanged = (note: string): SimulationResult => ({ state, entered: [], note });
  if (event.kind === 'start') {
    const root = (childrenIndex(doc.nodes).get(null) ?? []).find((n) => n.trigger.id === event.triggerId);
    if (!root) return unchanged('No start of this responder has that trigger');
    return enter(state, [], root);
  }
  if (event.kind === 'wait') return passTime(doc, state, event.minutes);
  return enterChild(doc, state, event) ?? enterRoot(doc, state, event) ?? unchanged(nothingNote(event));
}

/** What the contact did, as an event a trigger can answer (a start or a wait is not one). */
export type ContactEvent = Exclude<SimulationEvent, { kind: 'start' | 'wait' }>;

/** The first child of an active node (active nodes in order, children by sibling order) whose trigger answers the event; null when none does. */
export function enterChild(doc: ResponderDocument, state: SimulationState, event: ContactEvent): SimulationResult | null {
  const children = childrenIndex(doc.nodes);
  const accepts = acceptor(event);
  for (const active of state.active) {
    const child = (children.get(active.nodeId) ?? []).find((n) => accepts(n.trigger));
    if (child) return enter(state, state.active.filter((a) => a !== active), child);
  }
  return null;
}

/** A root whose trigger answers the event starts a new conversation there (roots in `skip` may not); null when none does. */
export function enterRoot(doc: ResponderDocument, state: SimulationState, event: ContactEvent, skip: ReadonlySet<string> = new Set()): SimulationResult | null {
  const accepts = acceptor(event);
  const root = (childrenIndex(doc.nodes).get(null) ?? []).find((n) => !skip.has(n.id) && accepts(n.trigger));
  return root ? enter(state, [], root) : null;
}

function enter(state: SimulationState, keep: Active[], node: FlowNode): SimulationResult {
  return {
    state: { clock: state.clock, active: [...keep, { nodeId: node.id, since: state.clock }] },
    entered: [{ nodeId: node.id, triggerId: node.trigger.id }],
    note: null,
  };
}

type Acceptor = (trigger: Trigger) => boolean;

function acceptor(event: ContactEvent): Acceptor {
  switch (event.kind) {
    case 'inbound_message': {
      const words = wordsOf(event.text);
      return (t) => t.type === 'inbound_message' && [...t.keywords, ...t.intents.map((i) => i.replaceAll('_', ' '))].some((k) => containsPhrase(words, k));
    }
    case 'voice_command': {
      const words = wordsOf(event.text);
      return (t) => t.type === 'voice_command' && t.keywords.some((k) => containsPhrase(words, k));
    }
    case 'dtmf':
      return (t) => t.type === 'dtmf' && t.button === event.key;
    case 'signal':
      return (t) => t.type === event.trigger;
  }
}

function nothingNote(event: ContactEvent): string {
  switch (event.kind) {
    case 'inbound_message':
      return `No keyword or intent here matches "${event.text}"`;
    case 'voice_command':
      return `No voice command here matches "${event.text}"`;
    case 'dtmf':
      return `No trigger listens for DTMF ${event.key} here`;
    case 'signal':
      return `No trigger listens for ${TRIGGER_LABELS[event.trigger]} here`;
  }
}

const TIMEOUT_TYPES: ReadonlySet<TriggerType> = new Set(['no_answer', 'no_click', 'no_dtmf', 'no_reply']);
/** A timeout trigger's minutes; null for a trigger that waits for something to happen. */
export const timeoutOf = (t: Trigger): number | null => ('timeout' in t && TIMEOUT_TYPES.has(t.type) ? t.timeout : null);

/** Moves the clock by `minutes`, firing every timeout due on the way, in time order. */
export function passTime(doc: ResponderDocument, state: SimulationState, minutes: number): SimulationResult {
  const children = childrenIndex(doc.nodes);
  const clock = state.clock + minutes;
  let active = [...state.active];
  const entered: SimulationResult['entered'] = [];
  // Each round fires the earliest due timeout among the active nodes; a chain is bounded by the
  // tree's depth, and the guard by the document's size.
  for (let round = 0; round <= doc.nodes.length; round += 1) {
    let next: { parent: Active; child: FlowNode; due: number } | null = null;
    for (const parent of active) {
      for (const child of children.get(parent.nodeId) ?? []) {
        const timeout = timeoutOf(child.trigger);
        if (timeout === null) continue;
        const due = parent.since + timeout;
        if (due <= clock && (next === null || due < next.due)) next = { parent, child, due };
      }
    }
    if (!next) break;
    const fired = next;
    active = [...active.filter((a) => a !== fired.parent), { nodeId: fired.child.id, since: fired.due }];
    entered.push({ nodeId: fired.child.id, triggerId: fired.child.trigger.id, at: fired.due });
  }
  const note = entered.length === 0 ? `Nothing here times out within ${minutes} minute${minutes === 1 ? '' : 's'}` : null;
  return { state: { clock, active }, entered, note };
}

/** Lower-case words of a text: letters and digits in any script, everything else separates. */
export const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether the words of `phrase` appear together, in order, among `words`. */
export function containsPhrase(words: readonly string[], phrase: string): boolean {
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return false;
  for (let i = 0; i + wanted.length <= words.length; i += 1) {
    if (wanted.every((w, j) => words[i + j] === w)) return true;
  }
  return false;
}
