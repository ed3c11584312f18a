// The checks a user meets before publishing: each rule on a small responder, with the sentence
// shown on the node.
import { describe, expect, it } from 'vitest';
import type { Action, ResponderDocument } from '@domain/responder-flow';
import type { PriceEntry } from '@domain/pricing';
import { blocksPublish } from '@flows/problems';
import { messageEstimate, validateDocument } from '@flows/validation';
import { documentOf, sampleDocument, sms } from './fixtures';

const messagesOf = (doc: ResponderDocument, context = {}) => validateDocument(doc, context).map((p) => `${p.severity} ${p.nodeId}: ${p.message}`);
const root = (action: Action) => documentOf([{ id: 'r', trigger: { id: 'tr', type: 'inbound_message', keywords: ['go'], intents: [] }, actions: [action] }]);

describe('validateDocument', () => {
  it('finds nothing wrong in a complete responder', () => {
    expect(validateDocument(sampleDocument())).toEqual([]);
  });

  it('names each missing required field in the spec words', () => {
    const cases: [Action, string][] = [
      [{ id: 'a', type: 'send_message', messageType: 'SMS', source: 'creative', medias: [], delayedMinute: 0 }, 'Creative is required field!'],
      [{ id: 'a', type: 'send_message', messageType: 'SMS', source: 'onfly', message: '  ', medias: [], delayedMinute: 0 }, 'Message is required field!'],
      [{ id: 'a', type: 'send_message', messageType: 'SMS', source: 'ai', medias: [], delayedMinute: 0 }, 'AI assistant is required field!'],
      [{ id: 'a', type: 'send_message', messageType: 'MMS', source: 'onfly', message: 'Hi', medias: [], delayedMinute: 0 }, 'Media is required field!'],
      [{ id: 'a', type: 'fire_request', url: '', method: 'GET', params: [], headers: [] }, 'Url is required field!'],
      [{ id: 'a', type: 'fire_request', url: 'ftp:/x', method: 'GET', params: [], headers: [] }, 'Url is incorrect format!'],
      [{ id: 'a', type: 'send_voice', delayedMinute: 0 }, 'Media is required field!'],
      [{ id: 'a', type: 'play_audio' }, 'Media is required field!'],
      [{ id: 'a', type: 'forward_call' }, 'Phone is required field!'],
      [{ id: 'a', type: 'ai_agent' }, 'Creative is required field!'],
      [{ id: 'a', type: 'send_voice', mediaId: 1, delayedMinute: 0, altRouteSetting: { sendMethod: 2 } }, 'DID group is required field!'],
      [{ id: 'a', type: 'send_message', messageType: 'SMS', source: 'onfly', message: 'x', medias: [], delayedMinute: 0, altRouteSetting: { sendMethod: 1 } }, 'Route is required field!'],
      [{ ...sms('a'), delayedMinute: 1.2345 }, 'Delay must have at most 3 decimals'],
    ];
    for (const [action, message] of cases) {
      const problems = validateDocument(root(action));
      expect(problems, message).toContainEqual(expect.objectContaining({ severity: 'error', nodeId: 'r', actionId: 'a', message }));
    }
  });

  it('requires keywords on keyword triggers and an action on every node', () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'inbound_message', keywords: [], intents: [] }, actions: [] },
      { id: 'c', parent: ['r', 'x'], trigger: { id: 'tc', type: 'inbound_message', keywords: ['a'], intents: [] }, actions: [sms('y')] },
    ]);
    expect(messagesOf(doc)).toEqual(
      expect.arrayContaining(['error r: Keyword is required field!', 'error r: Action is required field!']),
    );
    const voice = documentOf([{ id: 'v', trigger: { id: 'tv', type: 'inbound_call' }, actions: [{ id: 'p', type: 'play_audio', mediaId: 1 }] }, { id: 'k', parent: ['v', 'p'], trigger: { id: 'tk', type: 'voice_command', keywords: [] }, actions: [sms('s')] }]);
    expect(messagesOf(voice)).toContain('error k: Keyword is required field!');
  });

  it('flags references the library no longer holds', () => {
    const action: Action = { id: 'a', type: 'send_message', messageType: 'MMS', source: 'creative', creativeId: 9, offerId: 4, medias: [7], delayedMinute: 0 };
    const problems = messagesOf(root(action), { creatives: [{ id: 1, message: 'x' }], offers: [], media: [{ id: 8 }] });
    expect(problems).toEqual(['error r: Creative no longer exists', 'error r: Offer no longer exists', 'error r: Media no longer exists']);
    expect(messagesOf(root(action))).toEqual([]);
  });

  it('flags dangling, unreachable and disallowed nodes, and ids used twice', () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'dtmf', button: '1' }, actions: [sms('a')] },
      { id: 'gone-parent', parent: ['nobody', 'x'], trigger: { id: 't1', type: 'no_reply', timeout: 1 }, actions: [sms('b')] },
      { id: 'gone-action', parent: ['r', 'nothing'], trigger: { id: 't2', type: 'no_reply', timeout: 1 }, actions: [sms('c')] },
      { id: 'below-dangling', parent: ['gone-parent', 'b'], trigger: { id: 't3', type: 'no_reply', timeout: 1 }, actions: [sms('d')] },
      { id: 'loop1', parent: ['loop2', 'f'], trigger: { id: 't4', type: 'no_reply', timeout: 1 }, actions: [sms('e')] },
      { id: 'loop2', parent: ['loop1', 'e'], trigger: { id: 't5', type: 'no_reply', timeout: 1 }, actions: [sms('f')] },
      { id: 'wrong', parent: ['r', 'a'], trigger: { id: 't6', type: 'answered_call' }, actions: [sms('a')] },
    ]);
    expect(messagesOf(doc)).toEqual([
      'error wrong: Id a is used twice',
      'error r: DTMF cannot start a responder: it can only follow an action',
      'error gone-parent: This node hangs from a node that no longer exists',
      'error gone-action: This node hangs from an action that no longer exists',
      'error wrong: Answered call cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply',
      'error below-dangling: Unreachable: no start of the responder leads to this node',
      'error loop1: Unreachable: no start of the responder leads to this node',
      'error loop2: Unreachable: no start of the responder leads to this node',
    ]);
  });

  it('flags the same keyword, intent or key twice under one action, but not under two actions', () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'inbound_message', keywords: ['go'], intents: [] }, actions: [sms('a'), sms('b')] },
      { id: 'c1', parent: ['r', 'a'], trigger: { id: 't1', type: 'inbound_message', keywords: ['Yes'], intents: ['buy now'] }, actions: [sms('x1')] },
      { id: 'c2', parent: ['r', 'a'], trigger: { id: 't2', type: 'inbound_message', keywords: ['yes '], intents: ['buy_now'] }, actions: [sms('x2')] },
      { id: 'c3', parent: ['r', 'b'], trigger: { id: 't3', type: 'inbound_message', keywords: ['yes'], intents: [] }, actions: [sms('x3')] },
      { id: 'c4', parent: ['r', 'a'], trigger: { id: 't4', type: 'no_reply', timeout: 1 }, actions: [sms('x4')] },
      { id: 'c5', parent: ['r', 'a'], trigger: { id: 't5', type: 'no_reply', timeout: 2 }, actions: [sms('x5')] },
      { id: 'c6', parent: ['r', 'b'], trigger: { id: 't6', type: 'no_click', timeout: 2 }, actions: [sms('x6')] },
    ]);
    expect(messagesOf(doc)).toEqual([
      'error c2: Keyword "yes" is also used by Node #1.1 under this action',
      'error c2: Intent "buy_now" is also used by Node #1.1 under this action',
      'warning c5: No reply is also used by Node #1.4 under this action; only the first to time out fires',
    ]);
  });

  it('flags DTMF keys with no branch when there is no No DTMF fallback', () => {
    const ivr = (withFallback: boolean) =>
      documentOf([
        { id: 'call', trigger: { id: 'tc', type: 'inbound_call' }, actions: [{ id: 'p', type: 'play_audio', mediaId: 1 }] },
        { id: 'k1', parent: ['call', 'p'], trigger: { id: 't1', type: 'dtmf', button: '1' }, actions: [sms('s1')] },
        { id: 'k2', parent: ['call', 'p'], trigger: { id: 't2', type: 'dtmf', button: '1' }, actions: [sms('s2')] },
        ...(withFallback ? [{ id: 'none', parent: ['call', 'p'] as [string, string], trigger: { id: 't3', type: 'no_dtmf' as const, timeout: 1 }, actions: [sms('s3')] }] : []),
      ]);
    expect(messagesOf(ivr(false))).toEqual([
      'error k2: DTMF 1 is also used by Node #1.1 under this action',
      'error call: DTMF 0, 2, 3, 4, 5, 6, 7, 8, 9, *, # have no branch: add a No DTMF fallback',
    ]);
    expect(messagesOf(ivr(true))).toEqual(['error k2: DTMF 1 is also used by Node #1.1 under this action']);
  });

  it('warns when a message or call waits for the contact with no fallback, and does not block publish for it', () => {
    const doc = documentOf([
      { id: 'r', trigger: { id: 'tr', type: 'inbound_message', keywords: ['go'], intents: [] }, actions: [sms('a')] },
      { id: 'c', parent: ['r', 'a'], trigger: { id: 't1', type: 'inbound_message', keywords: ['yes'], intents: [] }, actions: [{ id: 'v', type: 'send_voice', mediaId: 2, delayedMinute: 0 }] },
      { id: 'd', parent: ['c', 'v'], trigger: { id: 't2', type: 'answered_call' }, actions: [sms('end')] },
    ]);
    const problems = validateDocument(doc);
    expect(problems.map((p) => `${p.severity} ${p.nodeId}/${p.actionId}: ${p.message}`)).toEqual([
      'warning r/a: No fallback when the contact does not reply: add a No reply or No click branch',
      'warning c/v: No fallback when the call is not answered: add a No answer branch',
    ]);
    expect(blocksPublish(problems)).toBe(false);
  });
});

describe('messageEstimate', () => {
  const prices: PriceEntry[] = [
    { country: 'US', messageType: 'SMS', unitPriceMillicents: 750 },
    { country: 'CA', messageType: 'SMS', unitPriceMillicents: 900 },
    { country: 'US', messageType: 'MMS', unitPriceMillicents: 2000 },
  ];

  it('counts segments of the typed or chosen text and prices them from the table', () => {
    expect(messageEstimate(sms('a', 'x'.repeat(161)), { prices, country: 'US' })).toMatchObject({ segments: 2, costMillicents: 1500, priced: true });
    expect(messageEstimate(sms('a', 'Chào bạn'), { prices, country: 'CA' })).toMatchObject({ segments: 1, unicode: true, costMillicents: 900 });
    const chosen: Action = { id: 'a', type: 'send_message', messageType: 'SMS', source: 'creative', creativeId: 5, medias: [], delayedMinute: 0 };
    expect(messageEstimate(chosen, { creatives: [{ id: 5, message: 'é'.repeat(71) }], prices })).toMatchObject({ segments: 1, characters: 71 });
    expect(messageEstimate(chosen, { creatives: [{ id: 5, message: '€'.repeat(81) }], prices })).toMatchObject({ segments: 2, costMillicents: 1500 });
  });

  it('counts P2P on a two-way route, prices MMS per message, and says when no price applies', () => {
    const twoWay: Action = { ...sms('a', 'ử'.repeat(100)), altRouteSetting: { sendMethod: 2, didGroupId: 1 } };
    expect(messageEstimate(twoWay, { prices })).toMatchObject({ segments: 1 });
    expect(messageEstimate({ ...sms('a', 'x'.repeat(500)), messageType: 'MMS' }, { prices })).toMatchObject({ segments: 1, costMillicents: 2000 });
    expect(messageEstimate(sms('a', 'hi'))).toEqual({ segments: 1, characters: 2, unicode: false, costMillicents: 0, priced: false });
    expect(messageEstimate({ id: 'f', type: 'forward_call', phone: '1' })).toBeNull();
  });
});
