// The document as the canvas draws it: a card per node with its trigger, actions and previews
// (the typed message, the creative's text, the webhook, the phone...), an edge per child from its
// parent's action handle, problems and the simulator's lit path on the right cards, notes as notes.
import { describe, expect, it } from 'vitest';
import type { ResponderDocument } from '@domain/responder-flow';
import { EMPTY_LIBRARY, type ResponderLibrary } from '@flows/canvas/library';
import { oneLine, PREVIEW_MAX, toCanvas, type CanvasFlowNode } from '@flows/canvas/to-canvas';
import { mergeEdges, mergeNodes } from '@flows/canvas/canvas-sync';
import type { Problem } from '@flows/problems';
import { at, node, sms, twoNodes } from './canvas-documents';

const library: ResponderLibrary = {
  ...EMPTY_LIBRARY,
  creatives: [{ id: 11, title: 'Welcome', message: 'Welcome to the club' }],
  media: [{ id: 51, name: 'greeting.mp3', kind: 'audio' }],
  audioConfigs: [{ id: 61, name: 'IVR menu' }],
  aiAssistants: [{ id: 71, name: 'Sales bot' }],
};

const flowNodes = (doc: ResponderDocument, problems: Problem[] = [], lit?: string[]) =>
  toCanvas(doc, { problems, litNodeIds: lit, library }).nodes.filter((n): n is CanvasFlowNode => n.type === 'flowNode');

const problem = (over: Partial<Problem>): Problem => ({ severity: 'error', nodeId: 'n1', actionId: null, field: null, message: 'Creative is required field!', ...over });

describe('nodes', () => {
  it('makes one card per node at its position, carrying the node itself', () => {
    const doc = twoNodes();
    const [first, second] = flowNodes(doc);
    expect(first).toMatchObject({ id: 'n1', type: 'flowNode', position: { x: 0, y: 0 }, ariaLabel: 'Node #1' });
    expect(first.data.node).toBe(doc.nodes[0]);
    expect(second.position).toEqual({ x: 400, y: 0 });
  });

  it('previews each action in one line: typed message, creative, AI assistant, webhook, audio, phone', () => {
    const doc: ResponderDocument = {
      nodes: [
        node('n1', {
          actions: [
            sms('m1', { source: 'onfly', message: 'Hi   there,\nfriend' }),
            sms('m2', { source: 'creative', creativeId: 11, message: undefined }),
            sms('m3', { source: 'ai', aiAssistantId: 71 }),
            { id: 'f', type: 'fire_request', url: 'https://x.example/h', method: 'GET', params: [], headers: [] },
            { id: 'v', type: 'send_voice', mediaId: 51, delayedMinute: 0 },
            { id: 'p', type: 'play_audio', audioBuilderConfigId: 61 },
            { id: 'c', type: 'forward_call', phone: '+12025550100' },
            { id: 'c2', type: 'forward_call', variable: '[agentPhone]' },
            { id: 'g', type: 'ai_agent', creativeId: 11 },
            sms('m4', { source: 'creative', creativeId: 999, message: undefined }),
          ],
        }),
      ],
      notes: [],
    };
    expect(flowNodes(doc)[0].data.actions.map((a) => a.preview)).toEqual([
      'Hi there, friend',
      'Welcome to the club',
      'Sales bot',
      'GET https://x.example/h',
      'greeting.mp3',
      'IVR menu',
      '+12025550100',
      '[agentPhone]',
      'Welcome',
      null,
    ]);
  });

  it('cuts a long preview to one short line', () => {
    const long = 'word '.repeat(60);
    const preview = oneLine(long);
    expect(preview?.length).toBe(PREVIEW_MAX);
    expect(preview?.endsWith('…')).toBe(true);
  });

  it('puts each problem on its node, errors apart from warnings, counted per action', () => {
    const problems = [
      problem({ actionId: 'a1' }),
      problem({ severity: 'warning', message: 'No fallback when the contact does not reply' }),
      problem({ nodeId: 'n2', message: 'Webhook URL is required field!' }),
      problem({ nodeId: null, message: 'The responder has no start' }),
    ];
    const [first, second] = flowNodes(twoNodes(), problems);
    expect(first.data.errors).toEqual(['Creative is required field!']);
    expect(first.data.warnings).toEqual(['No fallback when the contact does not reply']);
    expect(first.data.actions[0].problemCount).toBe(1);
    expect(second.data.errors).toEqual(['Webhook URL is required field!']);
  });

  it('shows what each sending action costs a contact: segments and the unit price from the price table', () => {
    const long = 'x'.repeat(200);
    const doc: ResponderDocument = { nodes: [node('n1', { actions: [sms('m1', { message: long })] })], notes: [] };
    const prices = [{ country: 'US', messageType: 'SMS' as const, unitPriceMillicents: 750 }];
    const [card] = toCanvas(doc, { problems: [], library, estimate: { prices, country: 'US' } }).nodes.filter((n): n is CanvasFlowNode => n.type === 'flowNode');
    expect(card.data.actions[0].estimate).toEqual({ segments: 2, costMillicents: 1500, priced: true });
    const [unpriced] = flowNodes(doc);
    expect(unpriced.data.actions[0].estimate).toEqual({ segments: 2, costMillicents: 0, priced: false });
  });

  it('lights the nodes the simulator went through, and the edge between two lit nodes', () => {
    const doc = twoNodes();
    expect(flowNodes(doc, [], ['n1']).map((n) => n.data.lit)).toEqual([true, false]);
    expect(toCanvas(doc, { problems: [], litNodeIds: ['n1', 'n2'], library }).edges[0].data?.lit).toBe(true);
    expect(toCanvas(doc, { problems: [], litNodeIds: ['n1'], library }).edges[0].data?.lit).toBe(false);
  });

  it('carries the live counts: entries and waiting per card, sends and cost per action, firings and their share per edge', () => {
    const doc = twoNodes();
    const row = (actionId: string, nodeId: string, sent: number, costMillicents: number) => ({
      nodeId, label: nodeId, actionId, actionType: 'send_message', sent, delivered: sent, failed: 0, clicked: 0, replied: 0, answered: 0, converted: 0, costMillicents,
    });
    const live = { responderId: 1, nodes: [{ nodeId: 'n1', entered: 40, waiting: 7 }, { nodeId: 'n2', entered: 10, waiting: 0 }], actions: [row('a1', 'n1', 40, 30_000)] };
    const drawn = toCanvas(doc, { problems: [], library, live });
    const cards = drawn.nodes.filter((n): n is CanvasFlowNode => n.type === 'flowNode');
    expect(cards.map((c) => c.data.live)).toEqual([{ entered: 40, waiting: 7 }, { entered: 10, waiting: 0 }]);
    expect(cards[0].data.actions[0].live).toEqual({ sent: 40, costMillicents: 30_000 });
    // An action that never ran shows zeros, not nothing.
    expect(cards[1].data.actions[0].live).toEqual({ sent: 0, costMillicents: 0 });
    expect(drawn.edges[0].data?.live).toEqual({ fired: 10, rate: 0.25 });
    // Off: no overlay at all.
    expect(flowNodes(doc).every((c) => c.data.live === null && c.data.actions.every((a) => a.live === null))).toBe(true);
    expect(toCanvas(doc, { problems: [], library }).edges[0].data?.live).toBeNull();
  });

  it('says where an undrawn card has its handles: the target on the left, one source per action', () => {
    const doc: ResponderDocument = { nodes: [node('n1', { actions: [sms('m1'), sms('m2')] })], notes: [] };
    const [card] = flowNodes(doc);
    expect(card.handles?.map((h) => [h.type, h.id, h.position])).toEqual([['target', null, 'left'], ['source', 'm1', 'right'], ['source', 'm2', 'right']]);
    const [, first, second] = card.handles ?? [];
    expect(second.y).toBeGreaterThan(first.y);
    expect(card.initialHeight).toBeGreaterThan(second.y);
  });

  it('gives a node its saved size as a hint until it is measured', () => {
    const doc: ResponderDocument = { nodes: [node('n1', { position: { x: 1, y: 2, width: 256, height: 140, order: 0 } })], notes: [] };
    expect(flowNodes(doc)[0]).toMatchObject({ initialWidth: 256, initialHeight: 140 });
  });
});

describe('edges', () => {
  it('runs from the parent action handle to the child, carrying the child trigger', () => {
    const doc = twoNodes();
    const { edges } = toCanvas(doc, { problems: [], library });
    expect(edges).toEqual([
      { id: 'e_n2', type: 'trigger', source: 'n1', sourceHandle: 'a1', target: 'n2', targetHandle: null, data: { trigger: doc.nodes[1].trigger, lit: false, live: null } },
    ]);
  });
});

describe('sticky notes', () => {
  it('are nodes of their own type', () => {
    const doc: ResponderDocument = { nodes: [], notes: [{ id: 's1', text: 'Ask legal', color: 'pink', position: at(5, 6) }] };
    expect(toCanvas(doc, { problems: [], library }).nodes).toEqual([{ id: 's1', type: 'stickyNote', position: { x: 5, y: 6 }, data: { note: doc.notes[0] } }]);
  });
});

describe('keeping React Flow objects across edits', () => {
  it('reuses every unchanged node and edge, and only replaces the one that changed', () => {
    const doc = twoNodes();
    const before = toCanvas(doc, { problems: [], library });
    const measured = before.nodes.map((n) => ({ ...n, measured: { width: 256, height: 120 }, selected: n.id === 'n2' }));
    const edited: ResponderDocument = { ...doc, nodes: [doc.nodes[0], { ...doc.nodes[1], label: 'Node #1.9' }] };
    const after = toCanvas(edited, { problems: [], library });
    const merged = mergeNodes(measured, after.nodes);
    expect(merged[0]).toBe(measured[0]);
    expect(merged[1]).not.toBe(measured[1]);
    expect(merged[1]).toMatchObject({ selected: true, measured: { width: 256, height: 120 } });
    // A card drawn before keeps the handles React Flow measured, not the estimate.
    expect(merged[1].handles).toBeUndefined();
    expect(mergeEdges(before.edges, after.edges)[0]).toBe(before.edges[0]);
  });

  it('answers the very same array when nothing changed', () => {
    const doc = twoNodes();
    const nodes = toCanvas(doc, { problems: [], library }).nodes;
    expect(mergeNodes(nodes, toCanvas(doc, { problems: [], library }).nodes)).toBe(nodes);
  });

  it('redraws for the live counts only the cards and edges whose figures changed', () => {
    const doc = twoNodes();
    const live = (entered: number) => ({ responderId: 1, nodes: [{ nodeId: 'n1', entered: 5, waiting: 0 }, { nodeId: 'n2', entered, waiting: 0 }], actions: [] });
    const first = toCanvas(doc, { problems: [], library, live: live(1) });
    const same = toCanvas(doc, { problems: [], library, live: live(1) });
    expect(mergeNodes(first.nodes, same.nodes)).toBe(first.nodes);
    expect(mergeEdges(first.edges, same.edges)[0]).toBe(first.edges[0]);
    const more = toCanvas(doc, { problems: [], library, live: live(2) });
    const merged = mergeNodes(first.nodes, more.nodes);
    expect(merged[0]).toBe(first.nodes[0]);
    expect(merged[1]).not.toBe(first.nodes[1]);
    expect(mergeEdges(first.edges, more.edges)[0]?.data?.live).toEqual({ fired: 2, rate: null });
  });

  it('on a 1,000-node responder, moving one node replaces one card', () => {
    const nodes = [node('r', { position: at(0, 0) })];
    for (let i = 1; i < 1000; i++) {
      const parent = nodes[Math.floor((i - 1) / 3)];
      nodes.push(node(`n${i}`, { parentId: parent.id, parentActionId: parent.actions[0].id, position: at(i * 10, i * 5), trigger: { id: `t${i}`, type: 'no_reply', timeout: 1 } }));
    }
    const doc: ResponderDocument = { nodes, notes: [] };
    const first = toCanvas(doc, { problems: [], library });
    const moved: ResponderDocument = { ...doc, nodes: doc.nodes.map((n, i) => (i === 500 ? { ...n, position: { ...n.position, x: 1 } } : n)) };
    const merged = mergeNodes(first.nodes, toCanvas(moved, { problems: [], library }).nodes);
    expect(merged.filter((n, i) => n !== first.nodes[i])).toHaveLength(1);
    expect(first.edges).toHaveLength(999);
  });
});
