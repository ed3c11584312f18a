// What a freshly added trigger or action holds before the user fills it in: the spec's defaults
// (001 §3 "Triggers": timeouts of 1 minute; "Actions": fire_request method GET) and empty lists.
// The palette, the commands and the clipboard all start new pieces here, so a new node is the same
// wherever it was made.
import {
  DEFAULT_TIMEOUT_MINUTES,
  type Action,
  type ActionType,
  type Position,
  type Trigger,
  type TriggerType,
} from '@domain/responder-flow';
import { newFlowId } from './model';

/** A trigger of `type` with its parameters at their defaults: timeout 1 minute, no keywords, key 1. */
export function defaultTrigger(type: TriggerType, id: string = newFlowId('t')): Trigger {
  switch (type) {
    case 'inbound_message':
      return { id, type, keywords: [], intents: [] };
    case 'voice_command':
      return { id, type, keywords: [] };
    case 'dtmf':
      return { id, type, button: '1' };
    case 'no_answer':
    case 'no_click':
    case 'no_dtmf':
    case 'no_reply':
      return { id, type, timeout: DEFAULT_TIMEOUT_MINUTES };
    default:
      return { id, type };
  }
}

/** An action of `type` with nothing chosen yet (the checks then say what is missing). */
export function defaultAction(type: ActionType, id: string = newFlowId('a')): Action {
  switch (type) {
    case 'send_message':
      return { id, type, messageType: 'SMS', source: 'creative', medias: [], delayedMinute: 0 };
    case 'fire_request':
      return { id, type, url: '', method: 'GET', params: [], headers: [] };
    case 'send_voice':
      return { id, type, delayedMinute: 0 };
    default:
      return { id, type };
  }
}

/** A node's position before it is measured: the canvas fills width/height once it has drawn it. */
export const newPosition = (at: { x: number; y: number }, order = 0): Position => ({ x: at.x, y: at.y, width: 0, height: 0, order });
