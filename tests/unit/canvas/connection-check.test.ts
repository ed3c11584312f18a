// The reasons the canvas gives when it refuses a connection: the matrix's own sentence
// (flows/rules.ts connectionProblem, word for word in English), a node under itself, and a loop.
import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@domain/responder-flow';
import { connectionProblem } from '@flows/rules';
import { englishText } from '@flows/canvas/canvas-text';
import { connectionReason, connectionRefusal } from '@flows/canvas/connection-check';
import { triggerCaption } from '@flows/canvas/trigger-text';
import { node, sms, twoNodes } from './canvas-documents';

const index = (nodes: FlowNode[]) => new Map(nodes.map((n) => [n.id, n]));

describe('connectionReason', () => {
  it('says what the matrix says, in English word for word', () => {
    expect(connectionReason('send_message', 'dtmf', englishText)).toBe(connectionProblem('send_message', 'dtmf'));
    expect(connectionReason('fire_request', 'no_reply', englishText)).toBe(connectionProblem('fire_request', 'no_reply'));
    expect(connectionReason(null, 'dtmf', englishText)).toBe(connectionProblem(null, 'dtmf'));
    expect(connectionReason('send_message', 'no_reply', englishText)).toBeNull();
  });

  it('translates the sentence and the names in it', () => {
    const vi: Record<string, string> = { DTMF: 'Phím DTMF', 'Send message': 'Gửi tin nhắn', '{{trigger}} cannot follow {{action}}; it can lead to {{allowed}}': '{{trigger}} không thể theo sau {{action}}; chỉ có thể là {{allowed}}' };
    const t = (key: string, params?: Record<string, string | number>) => englishText(vi[key] ?? key, params);
    expect(connectionReason('send_message', 'dtmf', t)).toBe('Phím DTMF không thể theo sau Gửi tin nhắn; chỉ có thể là Click link, Inbound message, No click, No reply');
  });
});

describe('connectionRefusal', () => {
  const doc = twoNodes();
  const nodes = index(doc.nodes);

  it('refuses a trigger the action cannot lead to, naming what it can', () => {
    const dtmf = node('n3', { trigger: { id: 't3', type: 'dtmf', button: '1' } });
    const reason = connectionRefusal(index([...doc.nodes, dtmf]), { source: 'n1', sourceHandle: 'a1', target: 'n3' }, englishText);
    expect(reason).toBe('DTMF cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply');
  });

  it('refuses a node under its own action', () => {
    expect(connectionRefusal(nodes, { source: 'n1', sourceHandle: 'a1', target: 'n1' }, englishText)).toBe('A node cannot follow its own action');
  });

  it('refuses a loop: a node under one of its descendants', () => {
    const parent = node('n1', { label: 'Node #1', actions: [sms('a1')] });
    const child = node('n2', { label: 'Node #1.1', parentId: 'n1', parentActionId: 'a1', trigger: { id: 't2', type: 'no_reply', timeout: 1 }, actions: [sms('a2')] });
    expect(connectionRefusal(index([parent, child]), { source: 'n2', sourceHandle: 'a2', target: 'n1' }, englishText)).toBe('Node #1 is above Node #1.1: hanging it there would make a loop');
  });

  it('allows what the matrix allows', () => {
    const other = node('n3', { trigger: { id: 't3', type: 'click_link' } });
    expect(connectionRefusal(index([...doc.nodes, other]), { source: 'n1', sourceHandle: 'a1', target: 'n3' }, englishText)).toBeNull();
  });
});

describe('trigger captions on cards and edges', () => {
  const caption = (trigger: Parameters<typeof triggerCaption>[0]) => triggerCaption(trigger, englishText);
  it('name the trigger and what it waits for', () => {
    expect(caption({ id: 't', type: 'inbound_message', keywords: ['stop', 'quit'], intents: ['unsubscribe'] })).toBe('Inbound message · Keywords: stop, quit · Intents: unsubscribe');
    expect(caption({ id: 't', type: 'inbound_message', keywords: [], intents: [] })).toBe('Inbound message · Any reply');
    expect(caption({ id: 't', type: 'dtmf', button: '#' })).toBe('DTMF · Key #');
    expect(caption({ id: 't', type: 'no_answer', timeout: 2.5 })).toBe('No answer · after 2.5 min');
    expect(caption({ id: 't', type: 'voice_command', keywords: ['agent'] })).toBe('Voice command · Keywords: agent');
    expect(caption({ id: 't', type: 'amd' })).toBe('AMD');
  });
});
