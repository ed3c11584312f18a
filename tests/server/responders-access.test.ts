// Another user's ids answer 404 on every responder call, new and legacy, on both databases, and
// nothing of theirs changes; lists and the builder's config hold only the caller's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import type { ResponderView } from '@domain/responder-api';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { root, onflyMessage } from './fixtures/responders';

describe.each(dialects)('responders of another user (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let theirs: ResponderView;
  let template: ResponderView;
  let revisionId = 0;
  let aiSettingId = 0;
  let groupId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    stranger = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    const items: ResponderView[] = (await call(t.app, 'POST', '/responder-v2/search', {}, owner)).body.items;
    theirs = items.find((x) => x.published) ?? items[0];
    template = items.find((x) => !x.published) ?? items[0];
    revisionId = (await call(t.app, 'GET', `/responder-v2/revisions?responderId=${theirs.id}`, undefined, owner)).body.items[0].id;
    aiSettingId = (await call(t.app, 'GET', '/responder-v2/aiAssistantSettings', undefined, owner)).body.items[0].id;
    groupId = theirs.contactGroups[0].contactGroupId;
  });
  afterAll(async () => t?.close());

  it('answers 404 on every call that names their responder, node, revision, setting or group', async () => {
    const node = root('n_x', { id: 't_x', type: 'inbound_message', keywords: ['x'], intents: [] }, [onflyMessage('a_x', 'x')]);
    const id = theirs.id;
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/responder-v2/save', { id, title: 'Taken over' }],
      ['DELETE', `/responder-v2/delete?id=${id}`],
      ['POST', `/responder-v2/getNodes?responderId=${id}`],
      ['POST', '/responder-v2/saveNode', { responderId: id, node }],
      ['DELETE', `/responder-v2/deleteNode?responderId=${id}&id=n_sale`],
      ['PUT', `/responder-v2/document?responderId=${id}`, { nodes: [], notes: [], version: theirs.version }],
      ['POST', `/responder-v2/publish?responderId=${id}`],
      ['POST', `/responder-v2/publish?title=Mine&templateId=${template.id}`],
      ['POST', '/responder-v2/duplicate', { title: 'Mine', templateId: id }],
      ['POST', '/responder-v2/switchStatus', { id, status: 0 }],
      ['POST', '/responder-v2/simulateAction', { responderId: id, event: { kind: 'start', triggerId: 't_sale' } }],
      ['GET', `/responder-v2/revisions?responderId=${id}`],
      ['GET', `/responder-v2/revision?responderId=${id}&revisionId=${revisionId}`],
      ['POST', '/responder-v2/restoreRevision', { responderId: id, revisionId }],
      ['POST', `/responder/paidActionStats?responderId=${id}`],
      ['GET', `/responder-v2/aiAssistantSetting?id=${aiSettingId}`],
      ['DELETE', `/responder-v2/aiAssistantSetting?id=${aiSettingId}`],
      ['POST', '/responder-v2/aiAssistantSetting', { id: aiSettingId, name: 'Taken over' }],
      ['POST', '/responder-v2/aiAssistantSetting/demo', { settingId: aiSettingId, message: 'hi' }],
      ['GET', `/dialog/loadDialogContent?id=${id}`],
      ['POST', '/dialog/saveDialog', { id, title: 'Taken over' }],
      ['DELETE', `/dialog/deleteDialog?id=${id}`],
      ['POST', '/dialog/saveDialogContent', { dialogId: id, node }],
      ['POST', `/dialog/deleteDialogContent?dialogId=${id}&nodeId=n_sale`],
      ['DELETE', `/dialog/softDelete?dialogId=${id}&nodeId=n_sale`],
      ['POST', '/dialog/getStats', { dialogId: id }],
      ['POST', '/dialog/setDidGroup', { id, didGroupId: theirs.didGroups[0].didGroupId }],
      ['POST', `/dialog/flushDialogContext?contactGroupId=${groupId}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method, url, body, stranger);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const form = new FormData();
    form.append('dialogId', String(id));
    form.append('dialogFile', new Blob(['x']), 'x.png');
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dialog/uploadDialogFile',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', [SESSION_HEADER]: stranger },
    });
    expect(upload.statusCode).toBe(404);

    // Nothing of theirs moved.
    const after = await call(t.app, 'POST', `/responder-v2/getNodes?responderId=${id}`, undefined, owner);
    expect(after.body.responder).toMatchObject({ title: theirs.title, status: theirs.status, version: theirs.version, revision: theirs.revision, nodeCount: theirs.nodeCount });
    expect((await call(t.app, 'GET', `/responder-v2/aiAssistantSetting?id=${aiSettingId}`, undefined, owner)).status).toBe(200);
  });

  it("lists only the caller's own responders, library and settings", async () => {
    expect((await call(t.app, 'POST', '/responder-v2/search', {}, stranger)).body).toEqual({ items: [], total: 0 });
    expect((await call(t.app, 'POST', '/dialog/loadDialogs', {}, stranger)).body).toEqual({ items: [], total: 0 });
    expect((await call(t.app, 'POST', '/responder-v2/search', { contactGroupId: groupId }, stranger)).body.total).toBe(0);
    const config = (await call(t.app, 'GET', '/responder-v2/config', undefined, stranger)).body;
    for (const kind of ['creatives', 'offers', 'optoutLinks', 'media', 'audioConfigs', 'aiAssistants', 'didGroups', 'contactGroups']) expect(config.library[kind], kind).toEqual([]);
    expect((await call(t.app, 'GET', '/responder-v2/aiAssistantSettings', undefined, stranger)).body.items).toEqual([]);
    expect((await call(t.app, 'GET', '/responder-v2/onFlySetting', undefined, stranger)).body.inboundForwardNumber).toBe('');
    // Their contact group cannot be attached, nor their DID group.
    const attach = await call(t.app, 'POST', '/responder-v2/save', { title: 'Mine', contactGroupIds: [groupId] }, stranger);
    expect(attach.body).toMatchObject({ field: 'contactGroupIds.0' });
  });
});
