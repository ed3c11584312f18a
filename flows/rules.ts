// Which trigger may follow which action (issue 8; the spec only says "Triggers connect only to
// allowed action types"). The matrix comes from what each action can cause:
// - a sent message (SMS/MMS) can be clicked, replied to, or ignored (no click, no reply);
// - a voice call (send_voice) can be answered, missed, reach a machine (AMD), be listened to the
//   end, get DTMF keys or a spoken command, or get none of them in time;
// - audio played in a call can get DTMF keys, a voice command, be listened to the end, or nothing;
// - a forwarded call is connected (forward_call) or not answered;
// - an AI agent conversation can qualify the contact, get a reply, or go quiet;
// - a webhook (fire_request) is the platform's own side effect: nothing the contact does follows it.
// A root node has no action before it: it starts on an inbound message or call, a live feed, or on
// how the contact answered the campaign's own message or call. docs/decisions/0020-responder-graph.md
// carries the same table.
import type { ActionType, TriggerType } from '@domain/responder-flow';

export const TRIGGERS_AFTER: Readonly<Record<ActionType, readonly TriggerType[]>> = {
  send_message: ['click_link', 'inbound_message', 'no_click', 'no_reply'],
  send_voice: ['answered_call', 'no_answer', 'amd', 'listen_call', 'dtmf', 'no_dtmf', 'voice_command'],
  play_audio: ['dtmf', 'no_dtmf', 'voice_command', 'listen_call'],
  forward_call: ['forward_call', 'no_answer'],
  ai_agent: ['ai_agent_qualify', 'inbound_message', 'no_reply'],
  fire_request: [],
};

/** Triggers a root node may start on. */
export const START_TRIGGERS: readonly TriggerType[] = [
  'inbound_message',
  'inbound_call',
  'live_feed',
  'click_link',
  'no_click',
  'no_reply',
  'answered_call',
  'no_answer',
  'amd',
];

/** What the contact does, in the product's words, for the reasons below and the palette. */
export const TRIGGER_LABELS: Readonly<Record<TriggerType, string>> = {
  click_link: 'Click link',
  inbound_message: 'Inbound message',
  dtmf: 'DTMF',
  listen_call: 'Listen call',
  answered_call: 'Answered call',
  forward_call: 'Forward call',
  inbound_call: 'Inbound call',
  live_feed: 'Live feed',
  no_answer: 'No answer',
  amd: 'AMD',
  ai_agent_qualify: 'AI agent qualify',
  voice_command: 'Voice command',
  no_click: 'No click',
  no_dtmf: 'No DTMF',
  no_reply: 'No reply',
};

export const ACTION_LABELS: Readonly<Record<ActionType, string>> = {
  send_message: 'Send message',
  fire_request: 'Fire request',
  send_voice: 'Send voice',
  play_audio: 'Play audio',
  forward_call: 'Forward call',
  ai_agent: 'AI agent',
};

export const canFollow = (action: ActionType, trigger: TriggerType): boolean => TRIGGERS_AFTER[action].includes(trigger);
export const canStart = (trigger: TriggerType): boolean => START_TRIGGERS.includes(trigger);

/**
 * Why `trigger` may not follow `action` (null when it may): the sentence the canvas shows when it
 * refuses a connection, naming what the action can lead to instead.
 */
export function connectionProblem(action: ActionType | null, trigger: TriggerType): string | null {
  if (action === null) {
    return canStart(trigger) ? null : `${TRIGGER_LABELS[trigger]} cannot start a responder: it can only follow an action`;
  }
  if (canFollow(action, trigger)) return null;
  const allowed = TRIGGERS_AFTER[action];
  if (allowed.length === 0) return `Nothing can follow ${ACTION_LABELS[action]}: the contact never sees it`;
  return `${TRIGGER_LABELS[trigger]} cannot follow ${ACTION_LABELS[action]}; it can lead to ${allowed.map((t) => TRIGGER_LABELS[t]).join(', ')}`;
}
