// How a trigger reads on a card and on its edge: its name, then what it waits for (the keywords,
// the key, the timeout). Shared by the node card, the edge label and the connection menu.
import type { Trigger } from '@domain/responder-flow';
import { TRIGGER_LABELS } from '../rules';
import type { CanvasText } from './canvas-text';

/** The trigger's parameters in a few words, or null when it has none. */
export function triggerParams(trigger: Trigger, t: CanvasText): string | null {
  switch (trigger.type) {
    case 'inbound_message': {
      const parts = [
        trigger.keywords.length > 0 ? t('Keywords: {{list}}', { list: trigger.keywords.join(', ') }) : null,
        trigger.intents.length > 0 ? t('Intents: {{list}}', { list: trigger.intents.join(', ') }) : null,
      ].filter((part) => part !== null);
      return parts.length > 0 ? parts.join(' · ') : t('Any reply');
    }
    case 'voice_command':
      return trigger.keywords.length > 0 ? t('Keywords: {{list}}', { list: trigger.keywords.join(', ') }) : null;
    case 'dtmf':
      return t('Key {{key}}', { key: trigger.button });
    case 'no_answer':
    case 'no_click':
    case 'no_dtmf':
    case 'no_reply':
      return t('after {{minutes}} min', { minutes: trigger.timeout });
    default:
      return null;
  }
}

/** 'Inbound message · Keywords: stop, quit' */
export function triggerCaption(trigger: Trigger, t: CanvasText): string {
  const name = t(TRIGGER_LABELS[trigger.type]);
  const params = triggerParams(trigger, t);
  return params ? `${name} · ${params}` : name;
}
