// INTERIM, TO BE REPLACED: a minimal stand-in for flows/node-save-rules.ts (helper "flows" writes
// it; issue 8 contract: normaliseNode(node, sendMethod)). When that file is on main, import
// normaliseNode from '@flows/node-save-rules' in prepare-document.ts and delete this file.
import type { Action, FlowNode, NameValue, Trigger } from '@domain/responder-flow';

type SendMethod = 1 | 2;

const words = (list: readonly string[]) => list.flatMap((w) => w.split(',')).map((w) => w.trim()).filter((w) => w !== '');
const pairs = (list: readonly NameValue[]) => list.map((p) => ({ name: p.name.trim(), value: p.value.trim() })).filter((p) => p.name !== '');

function trigger(t: Trigger, sendMethod: SendMethod | undefined): Trigger {
  if (t.type === 'inbound_message') {
    if (sendMethod === 1) return { ...t, keywords: [], intents: [] };
    return { ...t, keywords: words(t.keywords), intents: words(t.intents).map((i) => i.replace(/\s+/g, '_')) };
  }
  if (t.type === 'voice_command') return { ...t, keywords: words(t.keywords) };
  return t;
}

function action(a: Action, sendMethod: SendMethod | undefined): Action {
  if (a.type === 'fire_request') return { ...a, headers: pairs(a.headers), params: pairs(a.params) };
  if (a.type !== 'send_message') return a;
  const route = a.altRouteSetting;
  const keepAni = !route || (route.sendMethod ?? sendMethod) === 1;
  const altRouteSetting = route && !keepAni ? { ...route, ani: undefined } : route;
  return { ...a, medias: a.messageType === 'MMS' ? a.medias : [], ...(altRouteSetting ? { altRouteSetting } : {}) };
}

export function normaliseNode(node: FlowNode, sendMethod?: SendMethod): FlowNode {
  return { ...node, trigger: trigger(node.trigger, sendMethod), actions: node.actions.map((a) => action(a, sendMethod)) };
}
