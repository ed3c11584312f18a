// The legacy /dialog calls answer from the same responders as /responder-v2, on both databases:
// list, detail, save (create, switch, contact and DID group), contents saved and deleted (hard and
// soft), conversation history flushed, stats by date range, the DID group set, a file uploaded to
// the media library, and the AI test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import { responderMessages } from '@domain/responders';
import { samplePng } from '@server/modules/media/sample-media';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { child, responderApi, root, onflyMessage, sampleGraph } from './fixtures/responders';

describe.each(dialects)('legacy dialog calls (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let r: ReturnType<typeof responderApi>;
  let group = 0;
  let pool = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    r = responderApi(t.app, me);
    group = (await call(t.app, 'POST', '/contact-groups', { groupName: 'Dialog leads', country: 'US' }, me)).body.id;
    pool = (await call(t.app, 'POST', '/did-groups', { name: 'Dialog pool', country: 'US' }, me)).body.id;
  });
  afterAll(async () => t?.close());
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, body, me);

  it('creates, lists, reads and switches dialogs that are responders', async () => {
    const made = await api('POST', '/dialog/saveDialog', { title: 'Old client dialog', contactGroupId: group, didGroupId: pool, type: 2, userId: 77, cost: 0, created: 'x' });
    expect(made.status, made.raw.body).toBe(200);
    expect(made.body).toMatchObject({ title: 'Old client dialog', status: 1, published: true, type: 2, contactGroupId: group, contactGroupName: 'Dialog leads', didGroupId: pool, didGroupName: 'Dialog pool', children: [] });
    await r.put(made.body.id, sampleGraph());
    const list = await api('POST', '/dialog/loadDialogs', { title: 'old client' });
    expect(list.body.total).toBe(1);
    expect(list.body.items[0].children.map((n: { id: string }) => n.id)).toEqual(['n_start']);
    const detail = await api('GET', `/dialog/loadDialogContent?id=${made.body.id}`);
    expect(detail.body.nodes.map((n: { label: string }) => n.label)).toEqual(['Node #1', 'Node #1.1', 'Node #1.2']);
    // The same responder through the new calls.
    expect((await r.nodes(made.body.id)).responder).toMatchObject({ title: 'Old client dialog', contactGroups: [{ contactGroupId: group }] });
    // Switched off through saveDialog; the groups left out stay as they were.
    const off = await api('POST', '/dialog/saveDialog', { id: made.body.id, title: 'Old client dialog', status: 0 });
    expect(off.body).toMatchObject({ status: 0, contactGroupId: group, didGroupId: pool });
    const again = await api('POST', '/dialog/saveDialog', { title: 'Second on the group', contactGroupId: group });
    expect(again.body).toMatchObject({ field: 'contactGroupIds', message: responderMessages.sameContactGroup });
    expect((await api('POST', '/dialog/saveDialog', { id: made.body.id, title: 'Old client dialog', contactGroupId: null })).body.contactGroupId).toBeNull();
  });

  it('saves and deletes contents, hard and soft', async () => {
    const dialog = (await api('POST', '/dialog/saveDialog', { title: 'Contents' })).body;
    const start = root('n_a', { id: 't_a', type: 'inbound_message', keywords: ['go'], intents: [] }, [onflyMessage('a_a', 'Hi')]);
    const next = child('n_b', start, 0, { id: 't_b', type: 'click_link' }, [onflyMessage('a_b', 'Thanks')]);
    expect((await api('POST', '/dialog/saveDialogContent', { dialogId: dialog.id, node: start })).body.node.label).toBe('Node #1');
    expect((await api('POST', '/dialog/saveDialogContent', { dialogId: dialog.id, node: next })).body.node.label).toBe('Node #1.1');
    expect((await api('DELETE', `/dialog/softDelete?dialogId=${dialog.id}&nodeId=n_b`)).body.deleted).toEqual(['n_b']);
    const soft = await t.db.selectFrom('responder_nodes').select(['node_id', 'deleted']).where('responder_id', '=', dialog.id).orderBy('node_id').execute();
    expect(soft.map((x) => [x.node_id, Number(x.deleted)])).toEqual([['n_a', 0], ['n_b', 1]]);
    expect((await api('POST', `/dialog/deleteDialogContent?dialogId=${dialog.id}&nodeId=n_a`)).body.deleted).toEqual(['n_a']);
    const hard = await t.db.selectFrom('responder_nodes').select('node_id').where('responder_id', '=', dialog.id).execute();
    expect(hard.map((x) => x.node_id)).toEqual(['n_b']);
    expect((await api('DELETE', `/dialog/deleteDialog?id=${dialog.id}`)).body).toEqual({ message: 'ok' });
    expect((await api('GET', `/dialog/loadDialogContent?id=${dialog.id}`)).status).toBe(404);
  });

  it('flushes the conversations of a contact group', async () => {
    const dialog = (await api('POST', '/dialog/saveDialog', { title: 'Flushing' })).body;
    const state = JSON.stringify({ active: [] });
    const at = '2026-03-01T00:00:00.000Z';
    const userId = (await t.db.selectFrom('responders').select('user_id').where('id', '=', dialog.id).executeTakeFirstOrThrow()).user_id;
    await t.db
      .insertInto('responder_conversations')
      .values(['+13125550100', '+13125550101'].map((phone) => ({ responder_id: dialog.id, user_id: userId, contact_group_id: group, phone, state, status: 'open', started_at: at, updated_at: at })))
      .execute();
    expect((await api('POST', `/dialog/flushDialogContext?contactGroupId=${group}`)).body).toEqual({ flushed: 2 });
    expect((await api('POST', `/dialog/flushDialogContext?contactGroupId=${group}`)).body).toEqual({ flushed: 0 });
    expect((await api('POST', '/dialog/flushDialogContext?contactGroupId=999999')).status).toBe(404);
  });

  it('answers stats by date range, sets the DID group, uploads a file and tests the AI', async () => {
    const dialog = (await api('POST', '/dialog/saveDialog', { title: 'Stats' })).body;
    const at = (day: string) => ({ responder_id: dialog.id, node_id: 'n_1', action_id: 'a_1', action_type: 'send_message', outcome: 'sent', phone: null, cost_millicents: 750, created_at: `2026-02-${day}T12:00:00.000Z` });
    await t.db.insertInto('responder_action_events').values([at('10'), at('11'), at('20')]).execute();
    const stats = await api('POST', '/dialog/getStats', { dialogId: dialog.id, from: '2026-02-10', to: '2026-02-11' });
    expect(stats.body.totals).toMatchObject({ sent: 2, costMillicents: 1500 });
    expect((await api('POST', '/dialog/getStats', { dialogId: dialog.id, from: 'yesterday' })).body).toMatchObject({ field: 'from', message: 'From is incorrect format!' });

    await api('POST', '/dialog/saveDialog', { id: dialog.id, title: 'Stats', status: 0 });
    expect((await api('POST', '/dialog/setDidGroup', { id: dialog.id, didGroupId: pool })).body).toEqual({ message: 'Set DID Group Successfully!' });
    const after = (await api('GET', `/dialog/loadDialogContent?id=${dialog.id}`)).body.dialog;
    // Setting the DID group changes nothing else: the dialog stays switched off.
    expect(after).toMatchObject({ didGroupId: pool, status: 0 });
    expect((await api('POST', '/dialog/setDidGroup', { id: dialog.id, didGroupId: 999_999 })).body).toMatchObject({ field: 'didGroupIds.0' });

    const form = new FormData();
    form.append('dialogId', String(dialog.id));
    form.append('dialogFile', new Blob([Uint8Array.from(samplePng(8, 8, [10, 20, 30]))]), 'banner.png');
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dialog/uploadDialogFile',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', [SESSION_HEADER]: me },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ fileName: 'banner.png', kind: 'image', contentType: 'image/png' });
    expect((await api('GET', `/media/${upload.json().id}`)).status).toBe(200);

    await r.put(dialog.id, [root('n_i', { id: 't_i', type: 'inbound_message', keywords: [], intents: ['talk to agent'] }, [onflyMessage('a_i', 'Connecting you')])]);
    const intent = await api('POST', '/dialog/aiTest', { text: 'Can I speak with someone please', type: 'intent' });
    expect(intent.body).toEqual({ reply: 'Thanks for reaching out!', intent: null });
    const matched = await api('POST', '/dialog/aiTest', { text: 'I want to TALK to AGENT now', type: 'intent' });
    expect(matched.body).toEqual({ reply: 'Thanks for reaching out!', intent: 'talk_to_agent' });
    expect((await api('POST', '/dialog/aiTest', { text: ' ' })).body).toMatchObject({ field: 'text', message: 'Text is required field!' });
  });
});
