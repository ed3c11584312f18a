// Documents for the flows tests: a small hand-made responder whose shape every test can read, and a
// generated large one (the 1,000-node case the bench uses).
import type { Action, ActionOf, FlowNode, ResponderDocument, Trigger } from '@domain/responder-flow';
import { treeLabels } from '@flows/model';

interface NodeSpec {
  id: string;
  parent?: [string, string];
  trigger: Trigger;
  actions: Action[];
  order?: number;
  x?: number;
  y?: number;
}

/** Nodes with labels and levels filled from the tree, as the commands keep them. */
export function documentOf(specs: NodeSpec[]): ResponderDocument {
  const nodes: FlowNode[] = specs.map((s, i) => ({
    id: s.id,
    label: '',
    level: 1,
    parentId: s.parent ? s.parent[0] : null,
    parentActionId: s.parent ? s.parent[1] : null,
    trigger: s.trigger,
    actions: s.actions,
    position: { x: s.x ?? 0, y: s.y ?? i * 100, width: 0, height: 0, order: s.order ?? i },
  }));
  const labels = treeLabels(nodes);
  return { nodes: nodes.map((n) => ({ ...n, ...(labels.get(n.id) ?? {}) })), notes: [] };
}

export const sms = (id: string, message = 'Hi [firstName], reply YES or NO'): ActionOf<'send_message'> => ({
  id,
  type: 'send_message',
  messageType: 'SMS',
  source: 'onfly',
  message,
  medias: [],
  delayedMinute: 0,
});

/**
 * A two-way responder: Node #1 (inbound 'start') sends a question; 'yes' -> #1.1, 'no' -> #1.2,
 * no reply after 5 minutes -> #1.3 (a reminder; its own no reply after 10 -> #1.3.1). Root #2 is an
 * inbound call playing audio with DTMF 1 -> #2.1 and no DTMF -> #2.2.
 */
export function sampleDocument(): ResponderDocument {
  return documentOf([
    { id: 'n1', trigger: { id: 't1', type: 'inbound_message', keywords: ['start'], intents: [] }, actions: [sms('a1')], x: 0, y: 0 },
    { id: 'n11', parent: ['n1', 'a1'], trigger: { id: 't11', type: 'inbound_message', keywords: ['yes', 'sure thing'], intents: [] }, actions: [sms('a11', 'Great!')] },
    { id: 'n12', parent: ['n1', 'a1'], trigger: { id: 't12', type: 'inbound_message', keywords: ['no'], intents: ['not_interested'] }, actions: [sms('a12', 'Sorry to hear')] },
    { id: 'n13', parent: ['n1', 'a1'], trigger: { id: 't13', type: 'no_reply', timeout: 5 }, actions: [sms('a13', 'Still there?')] },
    { id: 'n131', parent: ['n13', 'a13'], trigger: { id: 't131', type: 'no_reply', timeout: 10 }, actions: [sms('a131', 'Bye')] },
    { id: 'n2', trigger: { id: 't2', type: 'inbound_call' }, actions: [{ id: 'a2', type: 'play_audio', mediaId: 3 }], order: 1 },
    { id: 'n21', parent: ['n2', 'a2'], trigger: { id: 't21', type: 'dtmf', button: '1' }, actions: [{ id: 'a21', type: 'forward_call', phone: '+15550100' }] },
    { id: 'n22', parent: ['n2', 'a2'], trigger: { id: 't22', type: 'no_dtmf', timeout: 1 }, actions: [sms('a22', 'Call us back')] },
  ]);
}

/** A responder of `count` nodes: each send_message has a keyword child, a second keyword child and a no-reply child. */
export function largeDocument(count: number): ResponderDocument {
  const specs: NodeSpec[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `n${i}`;
    const trigger: Trigger =
      i === 0
        ? { id: `t${i}`, type: 'inbound_message', keywords: ['start'], intents: [] }
        : i % 3 === 0
          ? { id: `t${i}`, type: 'no_reply', timeout: 1 }
          : { id: `t${i}`, type: 'inbound_message', keywords: [`word${i}`], intents: [] };
    const parentIndex = Math.floor((i - 1) / 3);
    specs.push({ id, parent: i === 0 ? undefined : [`n${parentIndex}`, `a${parentIndex}`], trigger, actions: [sms(`a${i}`, `Message ${i}`)], order: i });
  }
  return documentOf(specs);
}
