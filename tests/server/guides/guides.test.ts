// Guides (issue 15; decision 50) through the API: the Super-Admin's writing (save per role in order,
// release and withdraw, delete by ids), the others refused; readers seeing their own role's released
// features and All's, a Super-Admin picking the role; search pages of 11 with context; HTML
// sanitised so a script, an onerror or a javascript: link stays inert when shown; unknown ids 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guide, GuideSearchResult, GuideSummary } from '@domain/guides';
import { ContactsClient, OTHER } from '../contacts/contacts-client';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';

const AGENCY = { email: 'agency@example.com', password: 'Agency#2026' };

describe.each(dialects)('guides (%s)', (dialect) => {
  let t: TestApp;
  let admin: ContactsClient;
  let demo: ContactsClient;
  let agency: ContactsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await ContactsClient.signIn(t, OTHER);
    demo = await ContactsClient.signIn(t);
    agency = await ContactsClient.signIn(t, AGENCY);
  });
  afterAll(async () => t?.close());

  const byRole = async (role: string) => (await admin.call('GET', `/guidelines/roles/${role}`)).body as Guide;

  it('seeds released guides for All and Business-User; a Business-User reads All then its own, released only', async () => {
    const summary = (await admin.call('GET', '/guidelines')).body as GuideSummary;
    expect(summary.items.map((i) => i.role)).toEqual(['All', 'Super-Admin', 'Business-User', 'Management-Agency', 'Farm-Worker', 'Farm-Manager']);
    expect(summary.items.find((i) => i.role === 'Business-User')).toMatchObject({ features: 4, released: 3 });
    const res = await demo.call('GET', '/guidelines/view');
    expect(res.status).toBe(200);
    const guide = res.body as Guide;
    expect(guide.role).toBe('Business-User');
    expect(guide.features.map((f) => f.title)).toEqual(['Getting started', 'Account and security', 'Contact groups', 'Campaigns', 'Billing']);
    expect(guide.features[2].content).toContain('<ul>');
    expect(guide.features[3].content).toContain('<table>');
  });

  it("ignores another role asked for by a reader who is not a Super-Admin; a Super-Admin picks one", async () => {
    expect(((await demo.call('GET', '/guidelines/view?role=Farm-Worker')).body as Guide).role).toBe('Business-User');
    const agencyGuide = (await agency.call('GET', '/guidelines/view')).body as Guide;
    expect(agencyGuide.role).toBe('Management-Agency');
    expect(agencyGuide.features.map((f) => f.title)).toEqual(['Getting started', 'Account and security']);
    const picked = (await admin.call('GET', '/guidelines/view?role=Business-User')).body as Guide;
    expect(picked.features).toHaveLength(5);
    expect((await admin.call('GET', '/guidelines/view?role=Nobody')).status).toBe(400);
  });

  it('lets only a Super-Admin write', async () => {
    expect((await demo.call('GET', '/guidelines')).status).toBe(403);
    expect((await demo.call('GET', '/guidelines/roles/All')).status).toBe(403);
    expect((await agency.call('POST', '/guidelines/roles/All', { features: [] })).status).toBe(403);
    expect((await demo.call('DELETE', '/guidelines', { ids: [1] })).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/guidelines/view' })).statusCode).toBe(401);
  });

  it('saves a role in the given order, releases and withdraws, and keeps features left out after the listed ones', async () => {
    const res = await admin.call('POST', '/guidelines/roles/Farm-Worker', {
      features: [
        { title: 'Inbox', content: '<h2>Answer replies</h2><p>Open the inbox.</p>', released: true },
        { title: 'Send', content: '<p>Send a message.</p>', released: false },
      ],
    });
    expect(res.status).toBe(200);
    const saved = res.body as Guide;
    expect(saved.features.map((f) => [f.title, f.order, f.released])).toEqual([
      ['Inbox', 1, true],
      ['Send', 2, false],
    ]);
    const [inbox, send] = saved.features;
    // Reordered, the draft released, and a new one listed first; nothing left out here.
    const again = (
      await admin.call('POST', '/guidelines/roles/Farm-Worker', {
        features: [
          { title: 'Start', content: '<p>Hello</p>', released: true },
          { ...send, released: true },
        ],
      })
    ).body as Guide;
    expect(again.features.map((f) => [f.title, f.order, f.released])).toEqual([
      ['Start', 1, true],
      ['Send', 2, true],
      ['Inbox', 3, true],
    ]);
    expect(again.features[2].id).toBe(inbox.id);
    // Withdrawn: readers no longer see it.
    await admin.call('POST', '/guidelines/roles/Farm-Worker', { features: [{ ...inbox, released: false }] });
    const forReaders = (await admin.call('GET', '/guidelines/view?role=Farm-Worker')).body as Guide;
    expect(forReaders.features.map((f) => f.title)).not.toContain('Inbox');
    expect(forReaders.features.map((f) => f.title)).toContain('Send');
  });

  it('answers 400 naming the field in the spec words', async () => {
    const empty = await admin.call('POST', '/guidelines/roles/All', { features: [{ title: ' ', content: '<p>x</p>', released: true }] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Title is required field!');
    const noContent = await admin.call('POST', '/guidelines/roles/All', { features: [{ title: 'x', released: true }] });
    expect(noContent.status).toBe(400);
    expect(noContent.body.message).toContain('Content');
    expect((await admin.call('POST', '/guidelines/roles/Nobody', { features: [] })).status).toBe(400);
    expect((await admin.call('DELETE', '/guidelines', { ids: [] })).status).toBe(400);
  });

  it("answers 404 for an id that is not the role's, and for unknown ids to delete, changing nothing", async () => {
    const allGuide = await byRole('All');
    const foreign = allGuide.features[0];
    const res = await admin.call('POST', '/guidelines/roles/Business-User', { features: [{ ...foreign, title: 'Moved' }] });
    expect(res.status).toBe(404);
    expect((await byRole('All')).features[0].title).toBe(foreign.title);
    expect((await admin.call('POST', '/guidelines/roles/All', { features: [{ id: 999999, title: 'x', content: '', released: true }] })).status).toBe(404);
    expect((await admin.call('DELETE', '/guidelines', { ids: [foreign.id, 999999] })).status).toBe(404);
    expect((await byRole('All')).features).toHaveLength(allGuide.features.length);
  });

  it('deletes by ids', async () => {
    const fw = await byRole('Farm-Worker');
    const res = await admin.call('DELETE', '/guidelines', { ids: fw.features.map((f) => f.id) });
    expect(res.status).toBe(200);
    expect((await byRole('Farm-Worker')).features).toHaveLength(0);
    const view = (await admin.call('GET', '/guidelines/view?role=Farm-Worker')).body as Guide;
    expect(view.features.every((f) => f.role === 'All')).toBe(true);
  });

  it('sanitises the HTML: a script, an onerror and a javascript: link stay inert when shown', async () => {
    const hostile =
      '<h2 onclick="alert(1)">Title</h2><script>alert(1)</script><p>Safe <a href="javascript:alert(1)">link</a></p>' +
      '<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" alt="ok"><iframe src="https://evil.example"></iframe>' +
      '<a href="https://example.com">out</a><p style="background:url(javascript:alert(1))">s</p><svg onload="alert(1)"></svg>';
    const res = await admin.call('POST', '/guidelines/roles/Management-Agency', { features: [{ title: 'Hostile', content: hostile, released: true }] });
    expect(res.status).toBe(200);
    const shown = ((await agency.call('GET', '/guidelines/view')).body as Guide).features.find((f) => f.title === 'Hostile');
    const html = shown?.content ?? '';
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=/i);
    expect(html).toContain('<img src="https://example.com/a.png" alt="ok" />');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    // A row written around the sanitiser is cleaned again when read.
    await t.db.updateTable('guide_features').set({ content: '<p>x</p><script>alert(2)</script><img src=x onerror=alert(2)>' }).where('title', '=', 'Hostile').execute();
    const reread = ((await agency.call('GET', '/guidelines/view')).body as Guide).features.find((f) => f.title === 'Hostile');
    expect(reread?.content).not.toMatch(/<script|onerror/i);
  });

  it('searches the released text a reader sees: 11 matches a page with the feature title and context, none for other roles', async () => {
    const text = Array.from({ length: 13 }, (_, i) => `<p>Keyword number ${i + 1} here.</p>`).join('');
    await admin.call('POST', '/guidelines/roles/Farm-Manager', {
      features: [
        { title: 'Many', content: text, released: true },
        { title: 'Hidden', content: '<p>keyword draft</p>', released: false },
      ],
    });
    const first = (await admin.call('GET', '/guidelines/search?search=KEYWORD&role=Farm-Manager')).body as GuideSearchResult;
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(11);
    expect(first.items[0]).toMatchObject({ title: 'Many', occurrence: 0 });
    expect(first.items[0].context).toContain('Keyword number 1 here.');
    const second = (await admin.call('GET', '/guidelines/search?search=keyword&role=Farm-Manager&page=2')).body as GuideSearchResult;
    expect(second.items.map((i) => i.occurrence)).toEqual([11, 12]);
    // A Business-User does not see the Farm-Manager's guide, and finds its own.
    expect(((await demo.call('GET', '/guidelines/search?search=keyword&role=Farm-Manager')).body as GuideSearchResult).total).toBe(0);
    const own = (await demo.call('GET', '/guidelines/search?search=scrub')).body as GuideSearchResult;
    expect(own.items[0]).toMatchObject({ title: 'Contact groups' });
    expect(((await demo.call('GET', '/guidelines/search?search=')).body as GuideSearchResult).total).toBe(0);
    expect((await demo.call('GET', '/guidelines/search?search=a&page=zero')).status).toBe(400);
  });
});
