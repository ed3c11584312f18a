// A responder's graph through the API, on both databases: the whole-document save with its version
// (409 when saved elsewhere first), the node-save rules on every save, labels from the tree, the
// structure refused with the field named, references to another user's library refused, one node
// saved, moved and deleted (with its descendants, soft), and sticky notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responderMessages } from '@domain/responders';
import type { FlowNode } from '@domain/responder-flow';
import { samplePng, sampleWav } from '@server/modules/media/sample-media';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { child, onflyMessage, responderApi, root, sampleGraph, webhook } from './fixtures/responders';
import { MediaClient } from './media/media-client';

describe.each(dialects)('responder graphs (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  let r: ReturnType<typeof responderApi>;
  const mine = { creative: 0, offer: 0, optout: 0, image: 0, audio: 0, didGroup: 0, contactGroup: 0 };
  const theirs = { creative: 0, image: 0, contactGroup: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    other = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    r = responderApi(t.app, me);
    mine.creative = (await call(t.app, 'POST', '/creatives', { title: 'Mine', message: 'Hi [fName]' }, me)).body.id;
    mine.offer = (await call(t.app, 'POST', '/offers', { title: 'Mine', url: 'https://shop.example.com/x', message: 'Deal' }, me)).body.id;
    mine.optout = (await call(t.app, 'POST', '/optout-links', { title: 'Stop', url: 'https://stop.example.com', mode: 'customer', type: 'optoutLink' }, me)).body.id;
    mine.didGroup = (await call(t.app, 'POST', '/did-groups', { name: 'My pool', country: 'US' }, me)).body.id;
    const media = new MediaClient(t.app, me);
    mine.image = await media.add('pic.png', samplePng(10, 10, [1, 2, 3]));
    mine.audio = await media.add('hello.wav', sampleWav(1, 8000, 440));
    theirs.creative = (await call(t.app, 'POST', '/creatives', { title: 'Theirs', message: 'Not yours' }, other)).body.id;
    mine.contactGroup = (await call(t.app, 'POST', '/contact-groups', { groupName: 'Reached leads', country: 'US' }, me)).body.id;
    theirs.contactGroup = (await call(t.app, 'POST', '/contact-groups', { groupName: 'Their leads', country: 'US' }, other)).body.id;
    theirs.image = await new MediaClient(t.app, other).add('theirs.png', samplePng(10, 10, [9, 9, 9]));
  });
  afterAll(async () => t?.close());

  it('saves the whole graph from the version it started at, and refuses a stale one with 409', async () => {
    const made = await r.create({ title: 'Versioned' });
    const first = await r.api('PUT', `/responder-v2/document?responderId=${made.id}`, { nodes: sampleGraph(), notes: [], version: 0 });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.version).toBe(1);
    const stale = await r.api('PUT', `/responder-v2/document?responderId=${made.id}`, { nodes: [], notes: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(responderMessages.changedElsewhere);
    const loaded = await r.nodes(made.id);
    expect(loaded.version).toBe(1);
    expect(loaded.nodes.map((n) => [n.id, n.label, n.level])).toEqual([['n_start', 'Node #1', 1], ['n_click', 'Node #1.1', 2], ['n_quiet', 'Node #1.2', 2]]);
    expect(loaded.edges).toEqual([
      { id: 'e_n_click', actionId: 'a_hello', triggerId: 't_click', nodeId: 'n_click' },
      { id: 'e_n_quiet', actionId: 'a_hello', triggerId: 't_quiet', nodeId: 'n_quiet' },
    ]);
    expect(loaded.responder.nodeCount).toBe(3);
  });

  it('applies the node-save rules on every save', async () => {
    const made = await r.create({ title: 'Rules' });
    const start = root('n_1', { id: 't_1', type: 'inbound_message', keywords: [' yes , ok,, ', 'sure'], intents: ['talk to agent', ' buy now '] }, [
      onflyMessage('a_1', 'Hi', { messageType: 'SMS', medias: [mine.image], altRouteSetting: { sendMethod: 2, ani: '+15550100', didGroupId: mine.didGroup } }),
      webhook('a_2', 'https://crm.example.com', [{ name: '  X-Key ', value: ' v ' }, { name: '  ', value: 'dropped' }]),
    ]);
    expect((await r.put(made.id, [start])).status).toBe(200);
    const [saved] = (await r.nodes(made.id)).nodes;
    expect(saved.trigger).toMatchObject({ keywords: ['yes', 'ok', 'sure'], intents: ['talk_to_agent', 'buy_now'] });
    expect(saved.actions[0]).toMatchObject({ medias: [], altRouteSetting: { sendMethod: 2, didGroupId: mine.didGroup } });
    expect(saved.actions[0]).not.toHaveProperty('altRouteSetting.ani');
    expect(saved.actions[1]).toMatchObject({ headers: [{ name: 'X-Key', value: 'v' }] });
    // MMS keeps its media; a one-way route keeps its ani.
    const mms = { ...start, actions: [onflyMessage('a_1', 'Hi', { messageType: 'MMS', medias: [mine.image], altRouteSetting: { sendMethod: 1, ani: '+15550100' } })] };
    expect((await r.put(made.id, [mms])).status).toBe(200);
    expect((await r.nodes(made.id)).nodes[0].actions[0]).toMatchObject({ medias: [mine.image], altRouteSetting: { ani: '+15550100' } });
    // A one-way responder keeps no keywords on the messages it answers.
    const oneWay = await r.create({ title: 'One way', sendMethod: 1 });
    expect((await r.put(oneWay.id, [start])).status).toBe(200);
    expect((await r.nodes(oneWay.id)).nodes[0].trigger).toMatchObject({ keywords: [], intents: [] });
  });

  it('refuses a broken structure naming the field', async () => {
    const made = await r.create({ title: 'Broken' });
    const [start, clicked] = sampleGraph();
    const cases: [FlowNode[], string, string][] = [
      [[start, { ...clicked, id: 'n_start' }], 'nodes.1.id', 'Id n_start is used by two nodes'],
      [[start, { ...clicked, parentId: 'n_gone' }], 'nodes.1.parentId', 'Parent id of n_click is not another node of this responder'],
      [[start, { ...clicked, parentActionId: 'a_gone' }], 'nodes.1.parentActionId', 'Parent action id of Node #1.1 is not an action of Node #1'],
      [[start, { ...clicked, trigger: { id: 't_click', type: 'dtmf', button: '1' } }], 'nodes.1.trigger', 'Trigger of Node #1.1: DTMF cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply'],
      [[start, child('n_after_hook', clicked, 0, { id: 't_x', type: 'click_link' }, []), clicked], 'nodes.1.trigger', 'Trigger of Node #1.1.1: Nothing can follow Fire request: the contact never sees it'],
      [[{ ...start, parentId: 'n_click', parentActionId: 'a_hook' }, clicked], 'nodes.0.parentId', 'Parent id of n_start makes a loop: a node cannot hang below itself'],
      [[start, { ...clicked, trigger: { id: 't_start', type: 'click_link' } }], 'nodes.1.trigger.id', 'Id t_start is used by two triggers'],
    ];
    for (const [nodes, field, message] of cases) {
      const res = await r.put(made.id, nodes);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
    // A root on a trigger that cannot start is a draft's unfinished work, not a broken graph.
    expect((await r.put(made.id, [root('n_x', { id: 't_x', type: 'dtmf', button: '5' }, [])])).status).toBe(200);
  });

  it("refuses references to what is not the user's own, naming the field", async () => {
    const made = await r.create({ title: 'Refs' });
    const at = (actions: FlowNode['actions']) => [root('n_1', { id: 't_1', type: 'inbound_message', keywords: ['go'], intents: [] }, actions)];
    const message = (extra: Record<string, unknown>) => onflyMessage('a_1', 'Hi', extra);
    const ok = at([
      message({ source: 'creative', creativeId: mine.creative, offerId: mine.offer, optoutLinkId: mine.optout, messageType: 'MMS', medias: [mine.image], groupUUID: String(mine.contactGroup) }),
      { id: 'a_2', type: 'play_audio', mediaId: mine.audio },
    ]);
    expect((await r.put(made.id, ok)).status).toBe(200);
    const cases: [FlowNode[], string, string][] = [
      [at([message({ creativeId: theirs.creative })]), 'nodes.0.actions.0.creativeId', 'Creative of Node #1 is not one of your creatives'],
      [at([message({ offerId: 99_999 })]), 'nodes.0.actions.0.offerId', 'Offer of Node #1 is not one of your offers'],
      [at([message({ optoutLinkId: 99_999 })]), 'nodes.0.actions.0.optoutLinkId', 'Opt-out link of Node #1 is not one of your opt-out links'],
      [at([message({ messageType: 'MMS', medias: [mine.image, theirs.image] })]), 'nodes.0.actions.0.medias.1', 'Media of Node #1 is not one of your image files'],
      [at([message({ messageType: 'MMS', medias: [mine.audio] })]), 'nodes.0.actions.0.medias.0', 'Media of Node #1 is not one of your image files'],
      [at([{ id: 'a_2', type: 'play_audio', mediaId: mine.image }]), 'nodes.0.actions.0.mediaId', 'Media of Node #1 is not one of your audio files'],
      [at([{ id: 'a_2', type: 'send_voice', audioBuilderConfigId: 99_999, delayedMinute: 0 }]), 'nodes.0.actions.0.audioBuilderConfigId', 'Audio builder config of Node #1 is not one of your audio builder configs'],
      [at([message({ source: 'ai', aiAssistantId: 99_999 })]), 'nodes.0.actions.0.aiAssistantId', 'AI assistant of Node #1 is not one of your AI assistant settings'],
      [at([message({ altRouteSetting: { sendMethod: 2, didGroupId: 99_999 } })]), 'nodes.0.actions.0.altRouteSetting.didGroupId', 'DID group of Node #1 is not one of your DID groups'],
      [at([message({ altRouteSetting: { sendMethod: 1, routeId: 99_999 } })]), 'nodes.0.actions.0.altRouteSetting.routeId', 'Route of Node #1 is not one of your active routes'],
      [at([{ id: 'a_3', type: 'ai_agent', creativeId: theirs.creative }]), 'nodes.0.actions.0.creativeId', 'Creative of Node #1 is not one of your creatives'],
      [at([message({ groupUUID: String(theirs.contactGroup) })]), 'nodes.0.actions.0.groupUUID', 'Contact group of Node #1 is not one of your contact groups'],
      [at([message({ groupUUID: 'not-a-group' })]), 'nodes.0.actions.0.groupUUID', 'Contact group of Node #1 is not one of your contact groups'],
    ];
    for (const [nodes, field, text] of cases) {
      const res = await r.put(made.id, nodes);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ field, message: text });
    }
  });

  it('saves one node: added, changed, moved to another parent, with labels kept right', async () => {
    const made = await r.create({ title: 'One by one' });
    await r.put(made.id, sampleGraph());
    const { nodes, version } = await r.nodes(made.id);
    const [start, clicked] = nodes;
    const extra = child('n_extra', start, 0, { id: 't_extra', type: 'inbound_message', keywords: ['stop'], intents: [] }, [onflyMessage('a_bye', 'Bye')], 0);
    const added = await r.api('POST', '/responder-v2/saveNode', { responderId: made.id, node: { ...extra, position: { ...extra.position, order: -1 } }, version });
    expect(added.status, added.raw.body).toBe(200);
    expect(added.body).toMatchObject({ node: { id: 'n_extra', label: 'Node #1.1', level: 2 }, version: version + 1 });
    // The siblings moved down one place.
    expect((await r.nodes(made.id)).nodes.map((n) => [n.id, n.label])).toEqual([['n_start', 'Node #1'], ['n_click', 'Node #1.2'], ['n_quiet', 'Node #1.3'], ['n_extra', 'Node #1.1']]);
    // Moved under the click: now it answers the webhook, which nothing may follow.
    const refused = await r.api('POST', '/responder-v2/saveNode', { responderId: made.id, node: { ...extra, parentId: clicked.id, parentActionId: 'a_hook' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'node.trigger' });
    const stale = await r.api('POST', '/responder-v2/saveNode', { responderId: made.id, node: extra, version });
    expect(stale.status).toBe(409);
    // Removing the action children hang from would leave them broken.
    const orphaning = await r.api('POST', '/responder-v2/saveNode', { responderId: made.id, node: { ...start, actions: [onflyMessage('a_other', 'x')] } });
    expect(orphaning.status).toBe(400);
    expect(orphaning.body.field).toBe('node.actions');
    expect(orphaning.body.message).toMatch(/^Actions of Node #1 would leave Node #1\.\d broken: Parent action id of Node #1\.\d is not an action of Node #1$/);
    const theirCreative = await r.api('POST', '/responder-v2/saveNode', { responderId: made.id, node: { ...extra, actions: [onflyMessage('a_bye', 'x', { creativeId: theirs.creative })] } });
    expect(theirCreative.body).toMatchObject({ field: 'node.actions.0.creativeId', message: 'Creative of Node #1.2 is not one of your creatives' });
  });

  it('deletes a node with its descendants, softly, and relabels the rest', async () => {
    const made = await r.create({ title: 'Deleting' });
    const [start, clicked, quiet] = sampleGraph();
    const below = child('n_below', quiet, 0, { id: 't_below', type: 'click_link' }, [webhook('a_w', 'https://x.example.com')]);
    await r.put(made.id, [start, clicked, quiet, below]);
    const res = await r.api('DELETE', `/responder-v2/deleteNode?responderId=${made.id}&id=n_click`);
    expect(res.body).toMatchObject({ deleted: ['n_click'] });
    const again = await r.api('DELETE', `/responder-v2/deleteNode?responderId=${made.id}&id=n_quiet`);
    expect(again.body.deleted).toEqual(['n_quiet', 'n_below']);
    expect((await r.nodes(made.id)).nodes.map((n) => n.id)).toEqual(['n_start']);
    const rows = await t.db.selectFrom('responder_nodes').select(['node_id', 'deleted']).where('responder_id', '=', made.id).orderBy('node_id').execute();
    expect(rows.map((x) => [x.node_id, Number(x.deleted)])).toEqual([['n_below', 1], ['n_click', 1], ['n_quiet', 1], ['n_start', 0]]);
    const missing = await r.api('DELETE', `/responder-v2/deleteNode?responderId=${made.id}&id=n_click`);
    expect(missing.status).toBe(404);
    // A deleted node's id can come back (undo in the editor, then save).
    expect((await r.put(made.id, [start, clicked])).status).toBe(200);
    expect((await r.nodes(made.id)).nodes.map((n) => [n.id, n.label])).toEqual([['n_start', 'Node #1'], ['n_click', 'Node #1.1']]);
  });

  it('keeps sticky notes with the graph', async () => {
    const made = await r.create({ title: 'Notes' });
    const notes = [{ id: 's_1', text: 'Ask legal about the STOP text', color: 'pink', position: { x: 10, y: 20, width: 200, height: 100, order: 0 } }];
    expect((await r.put(made.id, sampleGraph(), notes)).status).toBe(200);
    expect((await r.nodes(made.id)).notes).toEqual(notes);
    expect((await r.put(made.id, sampleGraph(), [])).status).toBe(200);
    expect((await r.nodes(made.id)).notes).toEqual([]);
  });
});
