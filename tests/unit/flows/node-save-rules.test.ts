// The spec's node-save rules as the server applies them on every save.
import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@domain/responder-flow';
import { intentForDisplay, nodeForEditing, normaliseDocument, normaliseNode, splitWordList } from '@flows/node-save-rules';
import { sms } from './fixtures';

const node = (over: Partial<FlowNode>): FlowNode => ({
  id: 'n',
  label: 'Node #1',
  level: 1,
  parentId: null,
  parentActionId: null,
  trigger: { id: 't', type: 'inbound_message', keywords: [' yes, ok ,, sure', 'no'], intents: ['buy  now ', ' talk to agent,refund'] },
  actions: [sms('a')],
  position: { x: 0, y: 0, width: 0, height: 0, order: 0 },
  ...over,
});

describe('normaliseNode', () => {
  it('splits keyword and intent lists by comma, trims, drops empties; intent spaces become underscores', () => {
    expect(normaliseNode(node({})).trigger).toEqual({ id: 't', type: 'inbound_message', keywords: ['yes', 'ok', 'sure', 'no'], intents: ['buy_now', 'talk_to_agent', 'refund'] });
    expect(normaliseNode(node({ trigger: { id: 't', type: 'voice_command', keywords: ['agent, operator ,'] } })).trigger).toEqual({ id: 't', type: 'voice_command', keywords: ['agent', 'operator'] });
    expect(splitWordList('a,, b ')).toEqual(['a', 'b']);
  });

  it('brings intent spaces back for editing', () => {
    expect(nodeForEditing(normaliseNode(node({}))).trigger).toMatchObject({ intents: ['buy now', 'talk to agent', 'refund'] });
    expect(intentForDisplay('a_b')).toBe('a b');
  });

  it('one way keeps ani; two way keeps intent and keyword', () => {
    const withAni = node({ actions: [{ ...sms('a'), altRouteSetting: { sendMethod: 1, ani: '+15550001', routeId: 3 } }] });
    const oneWay = normaliseNode(withAni, 1);
    expect(oneWay.trigger).toMatchObject({ keywords: [], intents: [] });
    expect(oneWay.actions[0]).toMatchObject({ altRouteSetting: { sendMethod: 1, ani: '+15550001' } });
    const twoWay = normaliseNode(node({ actions: [{ ...sms('a'), altRouteSetting: { sendMethod: 2, ani: '+15550001', didGroupId: 4 } }] }), 2);
    expect(twoWay.trigger).toMatchObject({ keywords: ['yes', 'ok', 'sure', 'no'] });
    expect(twoWay.actions[0]).toMatchObject({ altRouteSetting: { sendMethod: 2, didGroupId: 4 } });
    expect(twoWay.actions[0]).not.toHaveProperty('altRouteSetting.ani');
  });

  it('a whole document: each node by the send method of the action it answers', () => {
    const parent = node({ id: 'p', actions: [{ ...sms('one'), altRouteSetting: { sendMethod: 1, routeId: 2 } }, sms('two')] });
    const underOneWay = node({ id: 'c1', parentId: 'p', parentActionId: 'one' });
    const underTwoWay = node({ id: 'c2', parentId: 'p', parentActionId: 'two' });
    const doc = normaliseDocument({ nodes: [parent, underOneWay, underTwoWay], notes: [] });
    expect(doc.nodes[1].trigger).toMatchObject({ keywords: [], intents: [] });
    expect(doc.nodes[2].trigger).toMatchObject({ keywords: ['yes', 'ok', 'sure', 'no'] });
    expect(normaliseDocument({ nodes: [underTwoWay, parent], notes: [] }, 1).nodes[0].trigger).toMatchObject({ keywords: [] });
  });

  it('MMS keeps creative media and voice keeps media; otherwise they are cleared', () => {
    const mms = normaliseNode(node({ actions: [{ ...sms('a'), messageType: 'MMS', medias: [1, 2] }] }));
    expect(mms.actions[0]).toMatchObject({ medias: [1, 2] });
    const smsNode = normaliseNode(node({ actions: [{ ...sms('a'), medias: [1, 2] }] }));
    expect(smsNode.actions[0]).toMatchObject({ medias: [] });
    const voice = normaliseNode(node({ actions: [{ id: 'v', type: 'send_voice', mediaId: 7, delayedMinute: 0 }] }));
    expect(voice.actions[0]).toMatchObject({ mediaId: 7 });
  });

  it('drops webhook headers with empty keys and trims names and values', () => {
    const hook = normaliseNode(
      node({
        actions: [
          {
            id: 'w',
            type: 'fire_request',
            url: 'https://hook.example',
            method: 'POST',
            params: [{ name: ' q ', value: ' 1 ' }, { name: '', value: 'x' }],
            headers: [{ name: ' X-Key ', value: ' abc ' }, { name: '  ', value: 'lost' }],
          },
        ],
      }),
    );
    expect(hook.actions[0]).toMatchObject({ headers: [{ name: 'X-Key', value: 'abc' }], params: [{ name: 'q', value: '1' }] });
  });
});
