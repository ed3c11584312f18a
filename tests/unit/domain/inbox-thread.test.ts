// The inbox thread's rules as the sender meets them: where a message of ours came from, how its
// delivery reads, when the contact is waiting for an answer or has written unread, and the two
// directions of a conversation merged in time.
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '@domain/inbox';
import { contactHadLastWord, deliveryLabel, isAnswer, isFailed, isUnread, mergeThread, needsResponse, outboundSource, searchDigits, type ThreadSides } from '@domain/inbox-thread';

const sides = (patch: Partial<ThreadSides>): ThreadSides => ({
  lastInboundId: 7,
  lastInboundAt: '2026-03-03T10:00:00.000Z',
  lastInboundKind: 'text',
  readInboundId: 0,
  lastReplyAt: null,
  ...patch,
});

describe('outboundSource', () => {
  it('reads a campaign\'s message by its campaign, and the others by their key', () => {
    expect(outboundSource('12:0:+12125550100', 12)).toBe('campaign');
    expect(outboundSource('resp:41', null)).toBe('responder');
    expect(outboundSource('auto:9', null)).toBe('keyword');
    expect(outboundSource('inbox:5b1c:77', null)).toBe('inbox');
    expect(outboundSource('api:abc', null)).toBe('api');
    expect(outboundSource('test:batch:+15550100001', null)).toBe('test');
    expect(outboundSource('seed:inbox:1', null)).toBe('message');
    expect(outboundSource('no-prefix', null)).toBe('message');
  });

  it('counts responders, keyword replies, the inbox and the API as answers, not broadcasts or tests', () => {
    expect(['resp:1', 'auto:1', 'inbox:t:1', 'api:1'].map((key) => isAnswer(outboundSource(key, null)))).toEqual([true, true, true, true]);
    expect(isAnswer('campaign')).toBe(false);
    expect(isAnswer('test')).toBe(false);
    expect(isAnswer('message')).toBe(false);
  });
});

describe('deliveryLabel', () => {
  it('follows a message from held to its result', () => {
    expect(deliveryLabel('held', null)).toEqual({ label: 'Held', tone: 'pending' });
    expect(deliveryLabel('queued', null)).toEqual({ label: 'Queued', tone: 'pending' });
    expect(deliveryLabel('submitted', null)).toEqual({ label: 'Sent', tone: 'primary' });
    expect(deliveryLabel('reported', 'DELIVERED')).toEqual({ label: 'Delivered', tone: 'success' });
    expect(deliveryLabel('reported', 'FAILED')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(deliveryLabel('reported', 'ATTEMPT_FAILED')).toEqual({ label: 'Initial Fail', tone: 'danger' });
    expect(deliveryLabel('reported', 'BLOCKED')).toEqual({ label: 'Other Failures', tone: 'danger' });
  });

  it('calls a message failed only once a result other than delivered is in', () => {
    expect(isFailed('reported', 'EXPIRED')).toBe(true);
    expect(isFailed('reported', 'DELIVERED')).toBe(false);
    expect(isFailed('submitted', null)).toBe(false);
  });
});

describe('thread state', () => {
  it('is unread while the contact wrote past what was read', () => {
    expect(isUnread(sides({}))).toBe(true);
    expect(isUnread(sides({ readInboundId: 7 }))).toBe(false);
    expect(isUnread(sides({ lastInboundId: null, lastInboundAt: null }))).toBe(false);
  });

  it('needs a response while the contact had the last word', () => {
    expect(needsResponse(sides({}), false)).toBe(true);
    expect(needsResponse(sides({ lastReplyAt: '2026-03-03T09:59:59.999Z' }), false)).toBe(true);
    expect(needsResponse(sides({ lastReplyAt: '2026-03-03T10:05:00.000Z' }), false)).toBe(false);
  });

  it('takes an answer written in the same millisecond as answering it', () => {
    expect(contactHadLastWord(sides({ lastReplyAt: '2026-03-03T10:00:00.000Z' }))).toBe(false);
  });

  it('needs no response to a STOP, nor from a contact who opted out', () => {
    expect(needsResponse(sides({ lastInboundKind: 'stop' }), false)).toBe(false);
    expect(needsResponse(sides({}), true)).toBe(false);
    expect(contactHadLastWord(sides({ lastInboundKind: 'stop' }))).toBe(true);
  });

  it('keeps only the digits of a phone search', () => {
    expect(searchDigits(' (212) 555-0100 ')).toBe('2125550100');
    expect(searchDigits('+1 212')).toBe('1212');
    expect(searchDigits('abc')).toBe('');
    expect(searchDigits(undefined)).toBe('');
  });
});

describe('mergeThread', () => {
  const inbound = (id: number, at: string): ThreadMessage => ({ direction: 'inbound', id, text: `in ${id}`, kind: 'text', at });
  const outbound = (id: number, at: string): ThreadMessage => ({ direction: 'outbound', id, text: `out ${id}`, source: 'inbox', campaign: null, state: 'reported', result: 'DELIVERED', at });

  it('puts both directions in time order, the contact first at the same instant', () => {
    const merged = mergeThread(
      [outbound(2, '2026-03-03T10:00:01.000Z'), outbound(1, '2026-03-03T09:00:00.000Z')],
      [inbound(5, '2026-03-03T10:00:01.000Z'), inbound(4, '2026-03-03T09:30:00.000Z')],
      10,
    );
    expect(merged.map((m) => m.text)).toEqual(['out 1', 'in 4', 'in 5', 'out 2']);
  });

  it('keeps the newest messages when there are more than it shows', () => {
    const merged = mergeThread([outbound(1, '2026-03-03T09:00:00.000Z'), outbound(3, '2026-03-03T11:00:00.000Z')], [inbound(2, '2026-03-03T10:00:00.000Z')], 2);
    expect(merged.map((m) => m.text)).toEqual(['in 2', 'out 3']);
  });
});
