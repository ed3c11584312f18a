// Publish and revisions, on both databases: a draft with problems is refused with them listed; each
// publish keeps a revision (list, open one read-only, restore it as the draft, stale restore 409);
// publish with a title and a template builds a new published responder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responderMessages } from '@domain/responders';
import { createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { onflyMessage, responderApi, root, sampleGraph } from './fixtures/responders';

describe.each(dialects)('responder publish and revisions (%s)', (dialect) => {
  let t: TestApp;
  let r: ReturnType<typeof responderApi>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    r = responderApi(t.app, await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026'));
  });
  afterAll(async () => t?.close());

  it('refuses to publish a draft with problems, listing them', async () => {
    const made = await r.create({ title: 'Unfinished' });
    const empty = await r.api('POST', `/responder-v2/publish?responderId=${made.id}`);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(responderMessages.hasProblems);
    const stray = root('n_stray', { id: 't_stray', type: 'dtmf', button: '3' }, [onflyMessage('a_1', '')]);
    await r.put(made.id, [...sampleGraph(), stray]);
    const res = await r.api('POST', `/responder-v2/publish?responderId=${made.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: responderMessages.hasProblems, field: 'responderId' });
    expect(res.body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'error', nodeId: 'n_stray', field: 'Trigger' }),
        expect.objectContaining({ severity: 'error', nodeId: 'n_stray', actionId: 'a_1', field: 'Message' }),
      ]),
    );
    expect((await r.api('GET', `/responder-v2/revisions?responderId=${made.id}`)).body.items).toEqual([]);
  });

  it('keeps a revision per publish; one opens read-only and restores as the draft', async () => {
    const made = await r.create({ title: 'Revised', setting: { priority: 2 } });
    await r.put(made.id, sampleGraph());
    const first = await r.api('POST', `/responder-v2/publish?responderId=${made.id}`);
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.responder).toMatchObject({ id: made.id, revision: 1 });
    const [start] = sampleGraph();
    await r.put(made.id, [start]);
    expect((await r.api('POST', `/responder-v2/publish?responderId=${made.id}`)).body.responder.revision).toBe(2);

    const list = await r.api('GET', `/responder-v2/revisions?responderId=${made.id}`);
    expect(list.body.items.map((x: { number: number; nodeCount: number }) => [x.number, x.nodeCount])).toEqual([[2, 1], [1, 3]]);
    const oldest = list.body.items[1];
    const opened = await r.api('GET', `/responder-v2/revision?responderId=${made.id}&revisionId=${oldest.id}`);
    expect(opened.body).toMatchObject({ number: 1, title: 'Revised', setting: { priority: 2 } });
    expect(opened.body.document.nodes.map((n: { id: string }) => n.id)).toEqual(['n_start', 'n_click', 'n_quiet']);

    const { version } = await r.nodes(made.id);
    const stale = await r.api('POST', '/responder-v2/restoreRevision', { responderId: made.id, revisionId: oldest.id, version: version - 1 });
    expect(stale.status).toBe(409);
    const restored = await r.api('POST', '/responder-v2/restoreRevision', { responderId: made.id, revisionId: oldest.id, version });
    expect(restored.status).toBe(200);
    expect(restored.body.nodes.map((n: { id: string }) => n.id)).toEqual(['n_start', 'n_click', 'n_quiet']);
    expect(restored.body.version).toBe(version + 1);
    // Restoring changes the draft only: the published revision is still the second.
    expect(restored.body.responder.revision).toBe(2);
    const missing = await r.api('GET', `/responder-v2/revision?responderId=${made.id}&revisionId=999999`);
    expect(missing.status).toBe(404);
  });

  it('builds a new published responder from a template', async () => {
    const template = await r.create({ title: 'Welcome template', published: false });
    await r.put(template.id, sampleGraph());
    const res = await r.api('POST', `/responder-v2/publish?title=${encodeURIComponent('From template')}&templateId=${template.id}`);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe(responderMessages.built);
    expect(res.body.responder).toMatchObject({ title: 'From template', published: true, responderTemplate: false, revision: 1, nodeCount: 3, templateId: template.id, status: 1 });
    expect((await r.nodes(res.body.responder.id)).nodes).toEqual((await r.nodes(template.id)).nodes);

    const notTemplate = await r.api('POST', `/responder-v2/publish?title=x&templateId=${res.body.responder.id}`);
    expect(notTemplate.body).toMatchObject({ field: 'templateId', message: 'Template is not one of your templates' });
    expect((await r.api('POST', `/responder-v2/publish?templateId=${template.id}`)).body).toMatchObject({ field: 'title', message: 'Title is required field!' });
    expect((await r.api('POST', '/responder-v2/publish')).body).toMatchObject({ field: 'responderId', message: 'Responder is required field!' });
    const broken = await r.create({ title: 'Broken template', published: false });
    const refused = await r.api('POST', `/responder-v2/publish?title=x&templateId=${broken.id}`);
    expect(refused.body).toMatchObject({ field: 'templateId', message: responderMessages.hasProblems });
  });
});
