// Small responder documents for the canvas tests (no React, no DOM: the pure tests use them too).
import type { Action, FlowNode, ResponderDocument, Trigger } from '@domain/responder-flow';

export function node(id: string, over: Partial<FlowNode> & { trigger?: Trigger; actions?: Action[] } = {}): FlowNode {
  return {
    id,
    label: over.label ?? `Node ${id}`,
    level: over.level ?? 1,
    parentId: over.parentId ?? null,
    parentActionId: over.parentActionId ?? null,
    trigger: over.trigger ?? { id: `t_${id}`, type: 'inbound_message', keywords: [], intents: [] },
    actions: over.actions ?? [sms(`a_${id}`)],
    position: over.position ?? { x: 0, y: 0, width: 0, height: 0, order: 0 },
  };
}

export function sms(id: string, over: Partial<Extract<Action, { type: 'send_message' }>> = {}): Action {
  return { id, type: 'send_message', messageType: 'SMS', source: 'onfly', medias: [], delayedMinute: 0, message: 'Hello', ...over };
}

export const at = (x: number, y: number, order = 0) => ({ x, y, width: 0, height: 0, order });

/** Node #1 (inbound 'stop') -> send_message a_1 -> Node #1.1 (no reply after 5 min) -> fire_request a_2. */
export function twoNodes(): ResponderDocument {
  return {
    nodes: [
      node('n1', { label: 'Node #1', trigger: { id: 't1', type: 'inbound_message', keywords: ['stop', 'quit'], intents: [] }, actions: [sms('a1', { message: 'Thanks, {name}!' })], position: at(0, 0) }),
      node('n2', {
        label: 'Node #1.1',
        level: 2,
        parentId: 'n1',
        parentActionId: 'a1',
        trigger: { id: 't2', type: 'no_reply', timeout: 5 },
        actions: [{ id: 'a2', type: 'fire_request', url: 'https://hooks.example.com/x', method: 'POST', params: [], headers: [] }],
        position: at(400, 0),
      }),
    ],
    notes: [],
  };
}


/** A 1,000-node responder: a root, each node answered by three no-reply children, laid out in columns by level. */
export function bigResponder(count = 1000): ResponderDocument {
  const nodes: FlowNode[] = [node('n0', { label: 'Node #1', position: at(0, 0) })];
  const perLevel = new Map<number, number>();
  for (let i = 1; i < count; i++) {
    const parent = nodes[Math.floor((i - 1) / 3)];
    const level = parent.level + 1;
    const row = perLevel.get(level) ?? 0;
    perLevel.set(level, row + 1);
    nodes.push(
      node(`n${i}`, {
        label: `${parent.label}.${((i - 1) % 3) + 1}`,
        level,
        parentId: parent.id,
        parentActionId: parent.actions[0].id,
        trigger: { id: `t${i}`, type: 'no_reply', timeout: 1 },
        position: at(level * 360, row * 180, (i - 1) % 3),
      }),
    );
  }
  return { nodes, notes: [] };
}
