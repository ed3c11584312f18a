// The spec's node-save rules (001 §3 "Responder node save", §5 "Validation rules"), applied by the
// server to every node it stores and by the editor before it sends a node:
// - one way keeps ani; two way keeps intent and keyword: an action's alternative route drops its ani
//   unless it sends one way, and a node answering a one-way send (no replies can come back) drops
//   its trigger's keywords and intents;
// - MMS keeps creative media and voice keeps media; otherwise they are cleared: a send_message that
//   is not MMS loses its medias (send_voice and play_audio keep their media);
// - keyword and intent lists: comma separated, trimmed, empties dropped; an intent's spaces become
//   underscores on save and revert on load (intentForDisplay, nodeForEditing);
// - webhook headers with empty keys are dropped, names and values trimmed (params alike: a
//   parameter without a name cannot be sent).
import type { Action, AltRouteSetting, FlowNode, NameValue, ResponderDocument, Trigger } from '@domain/responder-flow';

export type SendMethod = 1 | 2;

/** "yes, ok ,, sure" as typed, or a list whose entries hold commas: the clean list. */
export function splitWordList(words: readonly string[] | string): string[] {
  const raw = typeof words === 'string' ? [words] : words;
  return raw.flatMap((w) => w.split(',')).map((w) => w.trim()).filter((w) => w.length > 0);
}

export const intentForSave = (intent: string): string => intent.trim().replace(/\s+/g, '_');
export const intentForDisplay = (intent: string): string => intent.replaceAll('_', ' ');

function cleanPairs(pairs: readonly NameValue[]): NameValue[] {
  return pairs.map((p) => ({ name: p.name.trim(), value: p.value.trim() })).filter((p) => p.name.length > 0);
}

/** An alternative route sends one way (keeps its ani) or two ways (the DID group's numbers send). */
function cleanRoute(route: AltRouteSetting): AltRouteSetting {
  if (route.sendMethod === 1 || route.ani === undefined) return route;
  const { ani: _ani, ...rest } = route;
  return rest;
}

function cleanAction(action: Action): Action {
  switch (action.type) {
    case 'send_message': {
      const medias = action.messageType === 'MMS' ? action.medias : [];
      return { ...action, medias, ...(action.altRouteSetting ? { altRouteSetting: cleanRoute(action.altRouteSetting) } : {}) };
    }
    case 'send_voice':
      return action.altRouteSetting ? { ...action, altRouteSetting: cleanRoute(action.altRouteSetting) } : action;
    case 'fire_request':
      return { ...action, headers: cleanPairs(action.headers), params: cleanPairs(action.params) };
    default:
      return action;
  }
}

function cleanTrigger(trigger: Trigger, sendMethod: SendMethod | undefined): Trigger {
  switch (trigger.type) {
    case 'inbound_message':
      if (sendMethod === 1) return { ...trigger, keywords: [], intents: [] };
      return { ...trigger, keywords: splitWordList(trigger.keywords), intents: splitWordList(trigger.intents).map(intentForSave) };
    case 'voice_command':
      return { ...trigger, keywords: splitWordList(trigger.keywords) };
    default:
      return trigger;
  }
}

/**
 * The node as it is stored. `sendMethod` is how the action this node answers was sent (1 one way,
 * 2 two ways; left out when not known, which keeps the keywords). Each action's alternative route
 * says its own send method for its ani.
 */
export function normaliseNode(node: FlowNode, sendMethod?: SendMethod): FlowNode {
  return {
    ...node,
    trigger: cleanTrigger(node.trigger, sendMethod),
    actions: node.actions.map(cleanAction),
  };
}

/**
 * Every node of a document, each with the send method of the action it answers (that action's
 * alternative route; `fallback`, e.g. the responder's, when it has none). PUT document uses it.
 */
export function normaliseDocument(doc: ResponderDocument, fallback?: SendMethod): ResponderDocument {
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const methodOf = (node: FlowNode): SendMethod | undefined => {
    const action = node.parentId === null ? undefined : byId.get(node.parentId)?.actions.find((a) => a.id === node.parentActionId);
    const route = action && (action.type === 'send_message' || action.type === 'send_voice') ? action.altRouteSetting : undefined;
    return route ? route.sendMethod : fallback;
  };
  return { ...doc, nodes: doc.nodes.map((n) => normaliseNode(n, methodOf(n))) };
}

/** The node as the inspector shows it: intents with spaces again. */
export function nodeForEditing(node: FlowNode): FlowNode {
  if (node.trigger.type !== 'inbound_message') return node;
  return { ...node, trigger: { ...node.trigger, intents: node.trigger.intents.map(intentForDisplay) } };
}
