// Responders as a list, on both databases: save (always enabled, groups named, fields refused with
// messages naming them, one responder per contact group), search with the spec's filters 10 a
// page, soft delete freeing the contact group, the status switch and its keyword rule, duplicate,
// and the builder's config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responderMessages } from '@domain/responders';
import type { ResponderView } from '@domain/responder-api';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { responderApi, root, onflyMessage, sampleGraph } from './fixtures/responders';

describe.each(dialects)('responders (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let r: ReturnType<typeof responderApi>;
  const groups: number[] = [];
  const didGroups: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    r = responderApi(t.app, me);
    for (const name of ['Leads one', 'Leads two', 'Leads three']) {
      const res = await call(t.app, 'POST', '/contact-groups', { groupName: name, country: 'US' }, me);
      groups.push(res.body.id);
    }
    for (const name of ['Pool east', 'Pool west']) {
      const res = await call(t.app, 'POST', '/did-groups', { name, country: 'US' }, me);
      didGroups.push(res.body.id);
    }
  });
  afterAll(async () => t?.close());

  it('saves a responder enabled, with its groups named and the default setting', async () => {
    const made = await r.create({ title: '  Welcome flow  ', contactGroupIds: [groups[0]], didGroupIds: didGroups });
    expect(made).toMatchObject({
      title: 'Welcome flow',
      status: 1,
      published: true,
      responderTemplate: false,
      setting: { enableSleep: false, enableLoopback: false, priority: 0 },
      contactGroups: [{ contactGroupId: groups[0], name: 'Leads one' }],
      didGroups: [{ didGroupId: didGroups[0], name: 'Pool east' }, { didGroupId: didGroups[1], name: 'Pool west' }],
      nodeCount: 0,
      version: 0,
      revision: null,
      sendMethod: 2,
    });
    // Switched off, then saved again: a saved responder is enabled again (001 §4).
    await r.api('POST', '/responder-v2/switchStatus', { id: made.id, status: 0 });
    const again = await r.api('POST', '/responder-v2/save', { id: made.id, title: 'Welcome flow', contactGroupIds: [groups[0]], setting: { priority: 3 } });
    expect(again.body).toMatchObject({ id: made.id, status: 1, setting: { priority: 3 }, didGroups: [] });
    await r.api('DELETE', `/responder-v2/delete?id=${made.id}`);
  });

  it('refuses bad fields with messages naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required field!'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be lesser 200 character(s)!'],
      [{ setting: { priority: -1 } }, 'setting.priority', 'Priority must be equal or larger than 0!'],
      [{ setting: { priority: 1.5 } }, 'setting.priority', 'Priority must be integer number!'],
      [{ contactGroupIds: [groups[0], 999_999] }, 'contactGroupIds.1', 'Contact groups: 999999 is not one of your contact groups'],
      [{ didGroupIds: [999_998] }, 'didGroupIds.0', 'DID groups: 999998 is not one of your DID groups'],
      [{ sendMethod: 3 }, 'sendMethod', 'Send method is incorrect format!'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await r.api('POST', '/responder-v2/save', { title: 'Refused', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
  });

  it('gives a contact group to one responder only, and frees it when that one is deleted', async () => {
    const first = await r.create({ title: 'Owner', contactGroupIds: [groups[1]] });
    const second = await r.api('POST', '/responder-v2/save', { title: 'Intruder', contactGroupIds: [groups[1]] });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ field: 'contactGroupIds', message: responderMessages.sameContactGroup });
    // The owner may save itself with its own group.
    expect((await r.api('POST', '/responder-v2/save', { id: first.id, title: 'Owner renamed', contactGroupIds: [groups[1]] })).status).toBe(200);
    expect((await r.api('DELETE', `/responder-v2/delete?id=${first.id}`)).body).toEqual({ message: 'ok' });
    expect((await r.api('POST', `/responder-v2/getNodes?responderId=${first.id}`)).status).toBe(404);
    const taken = await r.create({ title: 'Next owner', contactGroupIds: [groups[1]] });
    expect(taken.contactGroups[0].contactGroupId).toBe(groups[1]);
    const gone = await r.api('DELETE', `/responder-v2/delete?id=${first.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(responderMessages.missing);
    await r.api('DELETE', `/responder-v2/delete?id=${taken.id}`);
  });

  it('searches by published, status, title, contact group and DID group, 10 a page, newest first', async () => {
    const made: ResponderView[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await r.create({ title: `Paged ${String(i).padStart(2, '0')}`, published: i % 4 !== 0 }));
    const tagged = await r.create({ title: 'Tagged one', contactGroupIds: [groups[2]], didGroupIds: [didGroups[1]] });
    await r.api('POST', '/responder-v2/switchStatus', { id: made[5].id, status: 0 });

    const first = await r.api('POST', '/responder-v2/search', { title: 'paged' });
    expect(first.body.total).toBe(12);
    expect(first.body.items.map((x: ResponderView) => x.title)).toEqual(['Paged 11', 'Paged 10', 'Paged 09', 'Paged 08', 'Paged 07', 'Paged 06', 'Paged 05', 'Paged 04', 'Paged 03', 'Paged 02']);
    const second = await r.api('POST', '/responder-v2/search', { title: 'paged', page: 2 });
    expect(second.body.items.map((x: ResponderView) => x.title)).toEqual(['Paged 01', 'Paged 00']);
    const templates = await r.api('POST', '/responder-v2/search', { title: 'paged', published: false });
    expect(templates.body.items.map((x: ResponderView) => x.title)).toEqual(['Paged 08', 'Paged 04', 'Paged 00']);
    expect(templates.body.items.every((x: ResponderView) => x.responderTemplate)).toBe(true);
    const disabled = await r.api('POST', '/responder-v2/search', { status: 0 });
    expect(disabled.body.items.map((x: ResponderView) => x.id)).toEqual([made[5].id]);
    expect((await r.api('POST', '/responder-v2/search', { contactGroupId: groups[2] })).body.items.map((x: ResponderView) => x.id)).toEqual([tagged.id]);
    expect((await r.api('POST', '/responder-v2/search', { didGroupId: didGroups[1] })).body.items.map((x: ResponderView) => x.id)).toEqual([tagged.id]);
    expect((await r.api('POST', '/responder-v2/search', { title: '%' })).body.total).toBe(0);
    expect((await r.api('POST', '/responder-v2/search', { size: 101 })).body).toMatchObject({ field: 'size', message: 'Size must be less or equal than 100!' });
  });

  it('enables a responder only when every start that listens for words has one', async () => {
    const made = await r.create({ title: 'Switchable' });
    const refuse = async () => {
      const res = await r.api('POST', '/responder-v2/switchStatus', { id: made.id, status: 1 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(responderMessages.keywordRequired);
    };
    await refuse(); // no start at all
    const noWords = root('n_a', { id: 't_a', type: 'inbound_message', keywords: [], intents: [] }, [onflyMessage('a_a', 'Hi')]);
    expect((await r.put(made.id, [noWords])).status).toBe(200);
    await refuse();
    expect((await r.api('POST', '/responder-v2/switchStatus', { id: made.id, status: 0 })).body.status).toBe(0);
    expect((await r.api('POST', '/responder-v2/switchStatus', { id: made.id, status: -1 })).body.status).toBe(-1);
    expect((await r.put(made.id, sampleGraph())).status).toBe(200);
    const enabled = await r.api('POST', '/responder-v2/switchStatus', { id: made.id, status: 1 });
    expect(enabled.body).toMatchObject({ id: made.id, status: 1 });
  });

  it('duplicates a responder with its graph and DID groups, not its contact group', async () => {
    const source = await r.create({ title: 'Original', contactGroupIds: [groups[0]], didGroupIds: [didGroups[0]], published: false });
    await r.put(source.id, sampleGraph());
    const res = await r.api('POST', '/responder-v2/duplicate', { title: 'Copy of original', templateId: source.id });
    expect(res.body.message).toBe(responderMessages.built);
    expect(res.body.responder).toMatchObject({ title: 'Copy of original', published: false, nodeCount: 3, contactGroups: [], didGroups: [{ didGroupId: didGroups[0] }], templateId: source.id });
    const copy = await r.nodes(res.body.responder.id);
    expect(copy.nodes.map((n) => [n.id, n.label])).toEqual([['n_start', 'Node #1'], ['n_click', 'Node #1.1'], ['n_quiet', 'Node #1.2']]);
    expect((await r.api('POST', '/responder-v2/duplicate', { title: '', templateId: source.id })).body.field).toBe('title');
  });

  it('answers the config: the library of the user, the prices and the rules', async () => {
    const res = await r.api('GET', '/responder-v2/config');
    expect(res.status).toBe(200);
    expect(res.body.library.contactGroups.map((g: { name: string }) => g.name)).toEqual(['Leads three', 'Leads two', 'Leads one']);
    expect(res.body.library.didGroups.map((g: { name: string }) => g.name)).toEqual(['Pool west', 'Pool east']);
    expect(res.body.library.creatives).toEqual([]);
    expect(res.body.library.routes.length).toBeGreaterThan(0);
    expect(res.body.prices).toContainEqual({ country: 'US', messageType: 'SMS', unitPriceMillicents: 750 });
    expect(res.body.triggersAfter.fire_request).toEqual([]);
    expect(res.body.triggersAfter.send_message).toContain('no_reply');
    expect(res.body.startTriggers).toContain('inbound_message');
    expect(res.body.pageSize).toBe(10);
  });
});
